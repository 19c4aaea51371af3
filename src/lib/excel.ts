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

// Every string is written as a string cell (type 's') with its exact text: in .xlsx a string cell is
// never a formula, so '+971 50 123 4567' and '=1+1' open as the text they are, with no apostrophe
// added (that neutralising is for CSV only, see src/domain/csv.ts). Numbers stay numbers.
function buildWorkbook(sheetName: string, header: string[], rows: CellValue[][]): WorkBook {
  const sheet = utils.aoa_to_sheet([header, ...rows]);
  sheet['!cols'] = columnWidths(header, rows);
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, safeSheetName(sheetName));
  return book;
}

/** The .xlsx file of one sheet as bytes (what `writeXlsxFile` downloads), text kept exactly. */
export function buildXlsx(sheetName: string, header: string[], rows: CellValue[][]): ArrayBuffer {
  return write(buildWorkbook(sheetName, header, rows), {
    type: 'array',
    bookType: 'xlsx',
    bookSST: true,
    compression: true,
  }) as ArrayBuffer;
}

/** Saves one sheet as `fileName` through the browser's download. */
export const writeXlsxFile: XlsxWriter = (fileName, sheetName, header, rows) => {
  writeFile(buildWorkbook(sheetName, header, rows), fileName, { bookType: 'xlsx', bookSST: true, compression: true });
};
