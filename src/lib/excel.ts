import { utils, write, writeFile, type WorkBook } from 'xlsx';

/** A value one spreadsheet cell may hold; null and undefined leave the cell empty. */
export type CellValue = string | number | boolean | null | undefined;

/** One column of an export: its header and how to read its value from a row. */
export interface ExportColumn<T> {
  header: string;
  value: (row: T) => CellValue;
}

/** Writes a finished sheet somewhere: the browser download by default, a buffer in tests. */
export type XlsxWriter = (fileName: string, sheetName: string, header: string[], rows: CellValue[][]) => void;

// Characters that make spreadsheet apps read a cell as a formula (or, for tab and carriage return,
// shift it into one) — the OWASP "CSV injection" list.
const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r']);

/**
 * A cell value safe to open in a spreadsheet: a string that could start a formula gets a leading
 * apostrophe so it stays text. Numbers and booleans are left alone, so sums still work.
 */
export function neutraliseCell(value: CellValue): CellValue {
  if (typeof value !== 'string' || value.length === 0) return value;
  return FORMULA_START.has(value.charAt(0)) ? `'${value}` : value;
}

/** The header and the cell rows of `rows` under `columns`, ready for `writeXlsxFile`. */
export function toSheetRows<T>(columns: readonly ExportColumn<T>[], rows: readonly T[]): { header: string[]; rows: CellValue[][] } {
  return {
    header: columns.map((c) => c.header),
    rows: rows.map((row) => columns.map((c) => c.value(row))),
  };
}

// Excel refuses sheet names over 31 characters or with any of : \ / ? * [ ].
function safeSheetName(name: string): string {
  const cleaned = name
    .replace(/[:\\/?*[\]]/g, ' ')
    .trim()
    .slice(0, 31);
  return cleaned || 'Sheet1';
}

// Wide enough for the longest value of each column, within reason, so the file opens readable.
function columnWidths(header: string[], rows: CellValue[][]): { wch: number }[] {
  return header.map((title, col) => {
    let longest = title.length;
    for (const row of rows) longest = Math.max(longest, String(row[col] ?? '').length);
    return { wch: Math.min(60, Math.max(8, longest + 2)) };
  });
}

function buildWorkbook(sheetName: string, header: string[], rows: CellValue[][]): WorkBook {
  const safeRows = rows.map((row) => row.map(neutraliseCell));
  const sheet = utils.aoa_to_sheet([header.map((h) => neutraliseCell(h)), ...safeRows]);
  sheet['!cols'] = columnWidths(header, safeRows);
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, safeSheetName(sheetName));
  return book;
}

/** The .xlsx file of one sheet as bytes (what `writeXlsxFile` downloads), with formula-like text neutralised. */
export function buildXlsx(sheetName: string, header: string[], rows: CellValue[][]): ArrayBuffer {
  return write(buildWorkbook(sheetName, header, rows), { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer;
}

/** Saves one sheet as `fileName` through the browser's download. */
export const writeXlsxFile: XlsxWriter = (fileName, sheetName, header, rows) => {
  writeFile(buildWorkbook(sheetName, header, rows), fileName, { bookType: 'xlsx', compression: true });
};
