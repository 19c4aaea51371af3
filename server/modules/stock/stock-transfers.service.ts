import type { Sort } from '../../../src/domain/lists/sort.ts';
import type { StockTransferSort } from '../../../src/domain/stock/stock-transfers.ts';
import { TRANSFER_MESSAGES as M } from '../../../src/domain/stock/stock-transfer-messages.ts';
import {
  TRANSFER_MAX_PROBLEMS,
  transferFieldsSchema,
  type StockTransfer,
  type StockTransferLine,
  type TransferFields,
  type TransferLocation,
} from '../../../src/domain/stock/stock-transfers.ts';
import type { Db } from '../../db/connect.ts';
import { inTransaction } from '../../db/transaction.ts';
import { problemOf } from '../../../src/domain/words/field-problem.ts';
import { badFields, HttpError, type FieldProblem } from '../../plugins/http-error.ts';
import type { Actor } from '../../shared/actor.ts';
import { fieldConflict, uniqueOrConflict } from '../../shared/unique-violation.ts';
import * as repo from './stock-transfers.repository.ts';
import { parseTransferFile, type RowProblem } from './stock-transfers.workbook.ts';
import { catalogueUpcs } from './stock.service.ts';

const toTransfer = (row: repo.TransferRow): StockTransfer => ({
  id: row.id,
  referenceNumber: row.reference_number,
  fromLocationCode: row.from_location_code,
  toLocationCode: row.to_location_code,
  transferType: row.transfer_type,
  lineCount: row.line_count,
  unitCount: row.unit_count,
  createdName: row.created_name,
  createdDateUTC: new Date(row.created_date_utc).toISOString(),
});

/** The pick list of From and To locations. */
export const transferLocations = (db: Db): Promise<TransferLocation[]> => repo.locations(db);

/** An administrator adds a location; 409 when its code exists. */
export async function addLocation(db: Db, location: TransferLocation, by: Actor): Promise<void> {
  const message = M.locationExists(location.code);
  if ((await repo.locationCodes(db, [location.code])).size > 0) throw fieldConflict('code', message);
  await uniqueOrConflict(() => repo.insertLocation(db, location, by), 'code', message);
}

/** The fields beside the file, checked as the form checks them, then against the stored locations and transfers. */
async function checkedFields(db: Db, sent: Record<string, string>): Promise<TransferFields> {
  const parsed = transferFieldsSchema.safeParse(sent);
  if (!parsed.success) throw badFields(parsed.error.issues.map((i) => ({ field: String(i.path[0] ?? 'orderId'), message: problemOf(i) })));
  const f = parsed.data;
  if (f.fromLocationCode === f.toLocationCode) {
    const message = M.sameLocations;
    throw new HttpError(400, message, [
      { field: 'fromLocationCode', message },
      { field: 'toLocationCode', message },
    ]);
  }
  const known = await repo.locationCodes(db, [f.fromLocationCode, f.toLocationCode]);
  for (const field of ['fromLocationCode', 'toLocationCode'] as const)
    if (!known.has(f[field])) throw new HttpError(400, M.unknownLocation(f[field]), [{ field, message: M.unknownLocation(f[field]) }]);
  if (await repo.referenceTaken(db, f.orderId)) throw fieldConflict('orderId', M.duplicateReference(f.orderId));
  return f;
}

/** Every problem, in row order, as one 400: the file is refused whole. */
function refusal(problems: RowProblem[]): HttpError {
  const sorted = [...problems].sort((a, b) => a.row - b.row);
  const errors: FieldProblem[] = sorted.slice(0, TRANSFER_MAX_PROBLEMS).map((p) => ({ field: 'file', message: p.message }));
  if (sorted.length > TRANSFER_MAX_PROBLEMS) errors.push({ field: 'file', message: M.moreProblems(sorted.length - TRANSFER_MAX_PROBLEMS) });
  return new HttpError(400, M.refused(sorted.length), errors);
}

export interface TransferRequest {
  fields: Record<string, string>;
  fileName: string;
  file: Buffer;
}

/**
 * POST stockTransfer/create (spec 002 §7 "B2B"): the workbook read and every row checked, each UPC
 * against the catalogue; any problem refuses the whole file and nothing is stored. A reference
 * number makes one transfer: a second request with it is a 409, and the unique index decides a race.
 */
export async function createTransfer(db: Db, request: TransferRequest, by: Actor): Promise<StockTransfer> {
  const fields = await checkedFields(db, request.fields);
  const read = await parseTransferFile(request.file);
  if ('refused' in read) throw new HttpError(read.refused.status, read.refused.message, [{ field: 'file', message: read.refused.message }]);
  const problems = [...read.problems];
  const known = await catalogueUpcs(
    db,
    read.lines.map((l) => l.upc),
  );
  for (const line of read.lines)
    if (!known.has(line.upc.toUpperCase())) for (const row of line.rows) problems.push({ row, message: M.upcUnknown(row, line.upc) });
  if (problems.length > 0) throw refusal(problems);

  const lines = read.lines.map((l) => ({ ...l, upc: known.get(l.upc.toUpperCase())! }));
  const message = M.duplicateReference(fields.orderId);
  const id = await uniqueOrConflict(
    () =>
      inTransaction(db, (trx) =>
        repo.insertTransfer(
          trx,
          {
            referenceNumber: fields.orderId,
            fromLocationCode: fields.fromLocationCode,
            toLocationCode: fields.toLocationCode,
            fileName: request.fileName,
            lines,
          },
          by,
        ),
      ),
    'orderId',
    message,
  );
  return toTransfer((await repo.findTransfer(db, id))!);
}

/** One page of stored transfers, newest first unless sorted, optionally those whose reference number holds `search`. */
export async function listTransfers(db: Db, q: { index: number; pageSize: number; search?: string; sort?: Sort<StockTransferSort> }) {
  const { rows, total } = await repo.listPage(db, q.search || undefined, { skip: (q.index - 1) * q.pageSize, take: q.pageSize }, q.sort);
  return { records: rows.map(toTransfer), totalRecords: total };
}

/** A transfer's lines, as stored: one per unique UPC, with the sheet rows summed into it. */
export async function transferLines(db: Db, id: number): Promise<StockTransferLine[]> {
  if (!(await repo.findTransfer(db, id))) throw new HttpError(404, M.noTransfer(id));
  return (await repo.linesOf(db, id)).map((l) => ({ upc: l.upc, quantity: l.quantity, rowNumbers: l.row_numbers }));
}
