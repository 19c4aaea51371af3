import { CFB, read } from 'xlsx';
import { describe, expect, it } from 'vitest';
import { buildXlsx, toSheetRows } from '../../../src/lib/excel.ts';
import { readBack } from './render-kit.tsx';

/** The raw XML of one part of an .xlsx file (a zip), e.g. 'xl/worksheets/sheet1.xml'. */
function part(file: ArrayBuffer, path: string): string {
  const entry = CFB.find(CFB.read(new Uint8Array(file), { type: 'array' }), `/${path}`);
  if (!entry) throw new Error(`no ${path} in the file`);
  return new TextDecoder().decode(entry.content as Uint8Array);
}

describe('excel', () => {
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
      [1, 'محمد', '=1+1', true],
      [-2.5, 'Ali', null, false],
    ]);
    const book = read(file, { type: 'array', cellFormula: true });
    const sheet = book.Sheets[name]!;
    expect(sheet['C2']).toMatchObject({ t: 's', v: '=1+1' });
    expect(sheet['C2'].f).toBeUndefined();
    expect(sheet['A3']).toMatchObject({ t: 'n', v: -2.5 });
  });

  it('keeps formula-like text exactly, in shared-string cells with no formula', () => {
    const texts = ['+971 50 123 4567', '=1+1', '-10 kg', '@SUM(A1)', '=HYPERLINK("http://x")'];
    const file = buildXlsx(
      'Phones',
      ['Text', 'Number'],
      texts.map((text, i) => [text, i - 1]),
    );
    const { rows } = readBack(file);
    expect(rows.slice(1)).toEqual(texts.map((text, i) => [text, i - 1]));
    expect(rows[1]![0]).toBe('+971 50 123 4567');

    // In the file itself: every text cell is t="s" (a string cell, never t="str", the type of a
    // formula's result), no cell has a formula, and the shared strings hold the exact text.
    const sheetXml = part(file, 'xl/worksheets/sheet1.xml');
    expect(sheetXml).not.toContain('<f>');
    expect(sheetXml).not.toContain('t="str"');
    expect(sheetXml.match(/<c r="A\d+" t="s">/g)).toHaveLength(texts.length + 1);
    expect(sheetXml).toMatch(/<c r="B2"><v>-1<\/v><\/c>/);
    const strings = part(file, 'xl/sharedStrings.xml');
    expect(strings).toContain('<t>+971 50 123 4567</t>');
    expect(strings).toContain('<t>=1+1</t>');
    expect(strings).not.toContain("'");
  });
});
