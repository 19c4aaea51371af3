import { read } from 'xlsx';
import { describe, expect, it } from 'vitest';
import { buildXlsx, neutraliseCell, toSheetRows } from '../../../src/lib/excel.ts';
import { readBack } from './render-kit.tsx';

describe('excel', () => {
  it('keeps text that would start a formula as text', () => {
    expect(neutraliseCell('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
    expect(neutraliseCell('+971500000000')).toBe("'+971500000000");
    expect(neutraliseCell('-10')).toBe("'-10");
    expect(neutraliseCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutraliseCell('\t=1')).toBe("'\t=1");
    expect(neutraliseCell('\r=1')).toBe("'\r=1");
    expect(neutraliseCell('Dubai = home')).toBe('Dubai = home');
    expect(neutraliseCell('')).toBe('');
    expect(neutraliseCell(-10)).toBe(-10);
    expect(neutraliseCell(true)).toBe(true);
    expect(neutraliseCell(null)).toBeNull();
    expect(neutraliseCell(undefined)).toBeUndefined();
  });

  it('turns rows into cells by column', () => {
    const columns = [
      { header: 'PID', value: (r: { id: number; name: string }) => r.id },
      { header: 'Name', value: (r: { id: number; name: string }) => r.name },
    ];
    expect(toSheetRows(columns, [{ id: 7, name: 'Seven' }])).toEqual({ header: ['PID', 'Name'], rows: [[7, 'Seven']] });
  });

  it('writes a real .xlsx file: numbers stay numbers, formulas stay text, Arabic survives', () => {
    const file = buildXlsx(
      'Report: 2025/01 [draft]',
      ['PID', 'Name', 'Note', 'Active'],
      [
        [1, 'محمد', '=1+1', true],
        [-2.5, 'Ali', null, false],
      ],
    );
    const { name, rows } = readBack(file);
    expect(name).toBe('Report  2025 01  draft');
    expect(rows).toEqual([
      ['PID', 'Name', 'Note', 'Active'],
      [1, 'محمد', "'=1+1", true],
      [-2.5, 'Ali', null, false],
    ]);
    const book = read(file, { type: 'array', cellFormula: true });
    const sheet = book.Sheets[name]!;
    expect(sheet['C2']).toMatchObject({ t: 's' });
    expect(sheet['C2'].f).toBeUndefined();
  });
});
