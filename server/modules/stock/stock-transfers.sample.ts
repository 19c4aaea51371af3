import { utils, write } from 'xlsx';
import { TRANSFER_COLUMNS, TRANSFER_SHEET } from '../../../src/domain/stock/stock-transfers.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A transfer's workbook as the sample lays it out: the sheet, the UPC and Quantity header, UPCs as text. */
export function transferWorkbook(lines: [upc: string, quantity: number][]): Buffer {
  const sheet = utils.aoa_to_sheet([[TRANSFER_COLUMNS.upc, TRANSFER_COLUMNS.quantity], ...lines]);
  sheet['!cols'] = [{ wch: 18 }, { wch: 10 }];
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, TRANSFER_SHEET);
  return write(book, { type: 'buffer', bookType: 'xlsx', bookSST: true, compression: true }) as Buffer;
}

let sample: Buffer | undefined;

/** Download Sample Format: the sheet and columns a transfer is read from, with two example lines. */
export function transferSample(): Buffer {
  sample ??= transferWorkbook([
    ['6291000000011', 5],
    ['6291000000028', 12],
  ]);
  return sample;
}
