import { describe, expect, it } from 'vitest';
import { checkZip } from '../../server/shared/zip-guard.ts';
import { workbook, workbookWithSheetXml, zipOf } from '../server/stock-transfers-support.ts';

const LIMITS = { unpackedBytes: 1024 * 1024, entries: 50 };

describe('the zip check before a workbook is read', () => {
  it('passes a real workbook', () => {
    expect(
      checkZip(
        workbook([
          ['UPC', 'Quantity'],
          ['6290000000001', 1],
        ]),
        LIMITS,
      ),
    ).toBeNull();
  });

  it('stops an entry at the limit while unpacking it, whatever size its headers claim', () => {
    const big = Buffer.alloc(2 * 1024 * 1024, 0x20);
    expect(checkZip(workbookWithSheetXml(big), LIMITS)).toBe('too-large');
    expect(checkZip(workbookWithSheetXml(big, 100), LIMITS)).toBe('too-large');
    // Many entries that fit one by one but not together.
    const parts = Array.from({ length: 5 }, (_, i) => ({ name: `part${i}.xml`, data: Buffer.alloc(300 * 1024, 0x41) }));
    expect(checkZip(zipOf(parts), LIMITS)).toBe('too-large');
  });

  it('refuses too many entries, and what is not a zip or is cut short', () => {
    const many = Array.from({ length: 51 }, (_, i) => ({ name: `e${i}`, data: Buffer.from('x') }));
    expect(checkZip(zipOf(many), LIMITS)).toBe('too-large');
    expect(checkZip(Buffer.from('UPC,Quantity\n1,1\n'), LIMITS)).toBe('damaged');
    const book = workbook([['UPC', 'Quantity']]);
    expect(checkZip(book.subarray(0, book.length - 30), LIMITS)).toBe('damaged');
    const corrupt = Buffer.from(book);
    corrupt.fill(0xff, 40, 200);
    expect(checkZip(corrupt, LIMITS)).toBe('damaged');
  });
});
