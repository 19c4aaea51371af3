import { read, type CellObject, type WorkSheet } from 'xlsx';
import { checkZip } from './zip-guard.ts';

/** Why a workbook was refused whole, before its rows were looked at. */
export type SheetRefusal = 'damaged' | 'too-large' | 'sheet-missing' | 'too-many-rows';
export type SheetRows = { refused: SheetRefusal } | { rows: (CellObject | undefined)[][] };

export const isBlankCell = (cell: CellObject | undefined) => !cell || cell.t === 'z' || (cell.t === 's' && String(cell.v).trim() === '');

/** The sheet named `name`, matched without regard to case or surrounding spaces. */
function sheetNamed(sheets: Record<string, WorkSheet>, name: string): WorkSheet | undefined {
  const wanted = name.trim().toLowerCase();
  const found = Object.keys(sheets).find((n) => n.trim().toLowerCase() === wanted);
  return found === undefined ? undefined : sheets[found];
}

/**
 * The cells of one sheet of an uploaded .xlsx, header row first, for a reader that checks each row
 * itself. Hostile files stop here: the zip is unpacked with a cap before the library sees it (zip
 * bombs, lying headers), at most `maxRows` data rows are read, and formulas are kept as formulas
 * (`cell.f`) so the caller can refuse them rather than trust a cached value.
 */
export function readSheet(bytes: Buffer, options: { sheet: string; maxRows: number; unpackedBytes: number }): SheetRows {
  const zip = checkZip(bytes, { unpackedBytes: options.unpackedBytes, entries: 500 });
  if (zip) return { refused: zip };
  let sheets: Record<string, WorkSheet>;
  try {
    // Header plus the most rows allowed plus one: a cell in that last row means the sheet is too long.
    sheets = read(bytes, {
      type: 'buffer',
      dense: true,
      sheetRows: options.maxRows + 2,
      cellFormula: true,
      cellHTML: false,
      cellText: false,
      cellDates: true,
    }).Sheets;
  } catch {
    return { refused: 'damaged' };
  }
  const sheet = sheetNamed(sheets, options.sheet);
  if (!sheet) return { refused: 'sheet-missing' };
  const rows = (sheet['!data'] ?? []) as (CellObject | undefined)[][];
  const fullRange = sheet['!fullref'];
  const declaredLast = fullRange ? Number(/(\d+)$/.exec(fullRange)?.[1] ?? 0) : 0;
  if (declaredLast > options.maxRows + 1 || (rows[options.maxRows + 1] ?? []).some((c) => !isBlankCell(c)))
    return { refused: 'too-many-rows' };
  return { rows: rows.slice(0, options.maxRows + 1) };
}
