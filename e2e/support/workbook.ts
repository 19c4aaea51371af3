import * as XLSX from 'xlsx';

/** A real .xlsx of one sheet (`Sheet1` unless named) holding `rows`, the header row first, as staff's files do. */
export function workbookOf(rows: readonly (readonly (string | number)[])[], sheetName = 'Sheet1'): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows as (string | number)[][]), sheetName);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

/** The MIME type of an .xlsx, as a browser reports a chosen file's. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
