import type { CellObject } from 'xlsx';
import { BULK_UPDATE_MAX_ROWS, BULK_UPDATE_SHEET } from '../../../src/domain/bulk-update/constants.ts';
import { readSheet, type SheetRefusal } from '../../shared/workbook-sheet.ts';
import { workerTask } from '../../shared/worker-task.ts';

/** How far a bulk update's workbook may unpack: its largest file of text rows, with room. */
const UNPACKED_MAX_BYTES = 64 * 1024 * 1024;

export type WorkbookTable = { refused: SheetRefusal } | { table: string[][]; formulaRows: number[] };

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as the text a CSV would hold: dates as `YYYY-MM-DD HH:mm` (the library reads them as local times). */
function textOf(cell: CellObject | undefined): string {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  if (cell.v instanceof Date) {
    const d = cell.v;
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
  }
  return String(cell.v);
}

/**
 * The rows of a bulk update's .xlsx (its sheet BULK_UPDATE_SHEET) as text, like a CSV's, with the
 * rows holding a formula (refused: a cached value is not what staff typed). Pure; runs on a worker
 * thread, so a large workbook does not hold the event loop.
 */
export function readBulkWorkbook(file: Uint8Array): WorkbookTable {
  const bytes = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  const sheet = readSheet(bytes, { sheet: BULK_UPDATE_SHEET, maxRows: BULK_UPDATE_MAX_ROWS, unpackedBytes: UNPACKED_MAX_BYTES });
  if ('refused' in sheet) return sheet;
  const formulaRows: number[] = [];
  const table = sheet.rows.map((row, index) => {
    if ((row ?? []).some((cell) => cell?.f)) formulaRows.push(index + 1);
    return Array.from(row ?? [], textOf);
  });
  return { table, formulaRows };
}

const worker = workerTask<Uint8Array, WorkbookTable>(import.meta.url, 'readBulkWorkbook');
export const parseBulkWorkbook = (file: Buffer): Promise<WorkbookTable> => worker.run(file);
