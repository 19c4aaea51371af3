import type { CellObject } from 'xlsx';
import { TRANSFER_MESSAGES as M } from '../../../src/domain/stock/stock-transfer-messages.ts';
import {
  MAX_TRANSFER_UPCS,
  TRANSFER_COLUMNS,
  TRANSFER_MAX_QUANTITY,
  TRANSFER_MAX_ROWS,
  TRANSFER_SHEET,
  TRANSFER_UNPACKED_MAX_BYTES,
} from '../../../src/domain/stock/stock-transfers.ts';
import type { Msg } from '../../../src/domain/words/words.ts';
import { isBlankCell as blank, readSheet, type SheetRefusal } from '../../shared/workbook-sheet.ts';
import { workerTask } from '../../shared/worker-task.ts';

/** A problem of one sheet row (row 0: the file as a whole), as staff read it. */
export interface RowProblem {
  row: number;
  message: Msg;
}
/** One unique UPC of the sheet: its quantities summed, and the rows (1-based, as Excel numbers them) it came from. */
export interface SheetLine {
  upc: string;
  quantity: number;
  rows: number[];
}
/** The workbook read: a refusal of the whole file (with its HTTP status), or its lines and row problems. */
export type ReadWorkbook = { refused: { status: 400 | 413; message: Msg } } | { lines: SheetLine[]; problems: RowProblem[] };

const UPC_PATTERN = /^[A-Za-z0-9]{1,32}$/;
const HEADERS = { upc: ['upc'], quantity: ['quantity', 'qty'] };

/** A UPC cell as text: digits typed as a number are read back as the same digits. */
function upcOf(cell: CellObject): string | null {
  if (cell.t === 's') return String(cell.v).trim();
  if (cell.t === 'n' && typeof cell.v === 'number' && Number.isSafeInteger(cell.v) && cell.v >= 0) return String(cell.v);
  return null;
}

function quantityOf(cell: CellObject): number | null {
  let n: number | null = null;
  if (cell.t === 'n' && typeof cell.v === 'number') n = cell.v;
  else if (cell.t === 's' && /^\s*\d{1,9}\s*$/.test(String(cell.v))) n = Number(String(cell.v));
  return n !== null && Number.isInteger(n) && n >= 1 && n <= TRANSFER_MAX_QUANTITY ? n : null;
}

/** The header row's columns of UPC and quantity, or null when either is missing. */
function columnsOf(header: (CellObject | undefined)[]): { upc: number; quantity: number } | null {
  const find = (names: string[]) => header.findIndex((cell) => cell?.t === 's' && names.includes(String(cell.v).trim().toLowerCase()));
  const upc = find(HEADERS.upc);
  const quantity = find(HEADERS.quantity);
  return upc < 0 || quantity < 0 ? null : { upc, quantity };
}

/**
 * Reads a transfer's workbook (spec 002 §2 "Upload Items") and checks every row: the zip first
 * (bounded unpacking), at most TRANSFER_MAX_ROWS rows read, formulas refused, UPCs and quantities
 * checked per row, duplicate UPCs summed, at most MAX_TRANSFER_UPCS unique. Pure; runs on a worker
 * thread for larger files.
 */
export function readTransferWorkbook(file: Uint8Array): ReadWorkbook {
  const bytes = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  const sheet = readSheet(bytes, { sheet: TRANSFER_SHEET, maxRows: TRANSFER_MAX_ROWS, unpackedBytes: TRANSFER_UNPACKED_MAX_BYTES });
  if ('refused' in sheet) return { refused: REFUSALS[sheet.refused] };
  const rows = sheet.rows;
  const columns = columnsOf(rows[0] ?? []);
  if (!columns) return { refused: { status: 400, message: M.missingColumns } };

  const problems: RowProblem[] = [];
  const byUpc = new Map<string, SheetLine>();
  for (let r = 1; r < rows.length; r++) {
    const row = rows[r] ?? [];
    const rowNo = r + 1;
    const upcCell = row[columns.upc];
    const quantityCell = row[columns.quantity];
    if (blank(upcCell) && blank(quantityCell)) continue;
    const before = problems.length;
    if (upcCell?.f) problems.push({ row: rowNo, message: M.formula(rowNo, TRANSFER_COLUMNS.upc) });
    if (quantityCell?.f) problems.push({ row: rowNo, message: M.formula(rowNo, TRANSFER_COLUMNS.quantity) });
    if (problems.length > before) continue;
    const upc = blank(upcCell) ? '' : upcOf(upcCell!);
    if (upc === '') problems.push({ row: rowNo, message: M.upcRequired(rowNo) });
    else if (upc === null || !UPC_PATTERN.test(upc)) problems.push({ row: rowNo, message: M.upcInvalid(rowNo) });
    const quantity = blank(quantityCell) ? null : quantityOf(quantityCell!);
    if (quantity === null) problems.push({ row: rowNo, message: M.quantityInvalid(rowNo) });
    if (problems.length > before || upc === null || quantity === null) continue;
    const line = byUpc.get(upc);
    if (line) {
      line.quantity += quantity;
      line.rows.push(rowNo);
    } else byUpc.set(upc, { upc, quantity, rows: [rowNo] });
  }
  // Summed duplicates may pass the largest quantity of a line.
  for (const line of byUpc.values())
    if (line.quantity > TRANSFER_MAX_QUANTITY) problems.push({ row: line.rows.at(-1)!, message: M.quantityInvalid(line.rows.at(-1)!) });
  if (byUpc.size > MAX_TRANSFER_UPCS) problems.unshift({ row: 0, message: M.tooManyUpcs(byUpc.size) });
  if (byUpc.size === 0 && problems.length === 0) problems.push({ row: 0, message: M.noLines });
  return { lines: [...byUpc.values()], problems };
}

const REFUSALS: Record<SheetRefusal, { status: 400 | 413; message: Msg }> = {
  'too-large': { status: 413, message: M.unpackedTooLarge },
  damaged: { status: 400, message: M.damaged },
  'sheet-missing': { status: 400, message: M.sheetMissing },
  'too-many-rows': { status: 413, message: M.tooManyRows },
};

/** Files from this size are read on the worker, so the event loop keeps answering meanwhile. */
const OFF_THREAD_BYTES = 64 * 1024;
const worker = workerTask<Uint8Array, ReadWorkbook>(import.meta.url, 'readTransferWorkbook');

export const parseTransferFile = (file: Buffer): Promise<ReadWorkbook> =>
  file.length < OFF_THREAD_BYTES ? Promise.resolve(readTransferWorkbook(file)) : worker.run(file);
