import type { Sort } from '../../../src/domain/lists/sort.ts';
import type { PendingReportSort } from '../../../src/domain/stock/stock-in-transit.ts';
import { CONTENT_ACTIONS, mayDeleteStockInTransit, type StockInTransitAction } from '../../../src/domain/stock/constants.ts';
import { STOCK_MESSAGES as M } from '../../../src/domain/stock/messages.ts';
import { textOf } from '../../../src/domain/words/field-problem.ts';
import type { Msg } from '../../../src/domain/words/words.ts';
import type {
  PendingStockReportRow,
  StockInTransit,
  StockInTransitFeedRow,
  StockInTransitFilterValues,
} from '../../../src/domain/stock/stock-in-transit.ts';
import { toSkipTake, type Page } from '../../../src/domain/paging.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Db } from '../../db/connect.ts';
import type { Row, TrackedEntity } from '../../db/records/tracked-entity.ts';
import { deleteTracked, insertTracked, lockAtRevision, updateTracked } from '../../db/records/tracked-writes.ts';
import { HttpError } from '../../plugins/http-error.ts';
import type { Actor } from '../../shared/actor.ts';
import { dayRange, dayStart, today } from '../../../src/domain/day-bounds.ts';
import * as repo from './stock-in-transit.repository.ts';

function toRow(row: repo.StockInTransitRow): StockInTransit {
  return {
    id: row.id,
    upc: row.upc,
    pId: row.p_id,
    itemName: row.item_name,
    style: row.style,
    sizeLabel: row.size_label,
    qty: row.qty,
    boxNo: row.box_no,
    isRackFilled: row.is_rack_filled,
    isContentCreated: row.is_content_created,
    action: row.action,
    createdBy: row.created_by,
    createdName: row.created_name,
    createdDateUTC: new Date(row.created_date_utc).toISOString(),
    revision: row.revision,
  };
}

const toColumns = (r: Omit<StockInTransit, 'id' | 'revision' | 'createdBy' | 'createdName' | 'createdDateUTC'>) => ({
  upc: r.upc,
  p_id: r.pId,
  item_name: r.itemName,
  style: r.style,
  size_label: r.sizeLabel,
  qty: r.qty,
  box_no: r.boxNo,
  is_rack_filled: r.isRackFilled,
  is_content_created: r.isContentCreated,
  action: r.action,
});

/** Encoder Stock In Transit's row for the change log: no stale delete, History, Undo and Restore. */
export const stockInTransitEntity: TrackedEntity = {
  entity: 'stock-in-transit',
  table: 'stock_in_transit',
  toRecord: toRow,
  toColumns,
  nameOf: (r) => String(r.upc),
};

// A row the kit's lock answers, as this module's row (it is the table's whole row).
const asRow = (row: Row) => row as unknown as repo.StockInTransitRow;

/** One page of the encoder's list, newest first unless sorted; `createdDate` is a day of `timeZone`. */
export async function listStockInTransit(
  db: Db,
  paging: { index: number; pageSize: number },
  filter: StockInTransitFilterValues,
  timeZone: string,
): Promise<Page<StockInTransit>> {
  const day = filter.createdDate ? dayRange(filter.createdDate, timeZone) : undefined;
  const { skip, take } = toSkipTake(paging.index, paging.pageSize);
  const { rows, total } = await repo.listPage(
    db,
    {
      upc: filter.upc,
      pId: filter.pId,
      style: filter.style,
      createdName: filter.createdName,
      isContentCreated: filter.isContentCreated,
      isRackFilled: filter.isRackFilled,
      createdFrom: day?.from,
      createdTo: day?.to,
      actions: filter.action,
    },
    skip,
    take,
    filter.sort,
  );
  return { records: rows.map(toRow), totalRecords: total };
}

/** GET stock in transit by ssId (the wizard in CONTENT_CREATOR mode). */
export async function findStockInTransit(db: Db, id: number): Promise<StockInTransit> {
  const row = await repo.findById(db, id);
  if (!row) throw new HttpError(404, M.noStockInTransit(id));
  return toRow(row);
}

/** POST stock in transit by pId: the product's rows, newest first. */
export async function stockInTransitOfProduct(db: Db, pId: number): Promise<StockInTransit[]> {
  return (await repo.ofProduct(db, pId)).map(toRow);
}

/**
 * Deletes a row at the revision the user read, under the rule of 002 §4 (mayDeleteStockInTransit),
 * checked on the row locked so that a rack filled or an action changed meanwhile is not deleted;
 * the body's UPC must be the row's, so a stale screen cannot delete another row than the one it
 * showed. The row is kept in its delete entry, for Undo and Restore.
 */
export async function deleteStockInTransit(db: Db, id: number, body: { upc: string; revision: number }, by: Actor): Promise<void> {
  await inTransaction(db, async (trx) => {
    const row = asRow(await lockAtRevision(trx, stockInTransitEntity, id, body.revision, by, M.noStockInTransit(id)));
    if (body.upc && body.upc.toUpperCase() !== row.upc.toUpperCase()) throw new HttpError(409, M.stockInTransitChanged(id, body.upc));
    const view = { isRackFilled: row.is_rack_filled, action: row.action, pId: row.p_id };
    if (!mayDeleteStockInTransit(view)) throw new HttpError(409, row.is_rack_filled ? M.rackFilled : M.contentPending(row.action));
    // The row is locked above; the kit takes its 404's words as a rule's key text.
    await deleteTracked(trx, stockInTransitEntity, id, body.revision, by, { missing: textOf(M.noStockInTransit(id)) });
  });
}

/** Marks the locked row content created (a row without a product gets `pId`), logged as a change of it. */
const markRow = (db: Db, row: repo.StockInTransitRow, pId: number, by: Actor) =>
  updateTracked(db, stockInTransitEntity, row.id, row.revision, { is_content_created: true, p_id: row.p_id ?? pId }, by);

/**
 * The content creator's sign-off on the row `id` for the product `pId`, in the caller's
 * transaction (the catalogue's style update): a CONTENT_CREATOR row is marked content created and a
 * row without a product gets `pId`; a row of another action is left as it is (its content is its
 * UPC, or nothing). Answers whether the row is now content created. 400 on `ssId` for an unknown
 * row or a row of another product, so a wrong link changes nothing.
 */
export async function markContentCreated(db: Db, id: number, pId: number, by: Actor): Promise<boolean> {
  const row = await repo.lockRow(db, id);
  const refuse = (message: Msg) => new HttpError(400, message, [{ field: 'ssId', message }]);
  if (!row) throw refuse(M.noStockInTransit(id));
  if (row.p_id !== null && row.p_id !== pId) throw refuse(M.stockInTransitOfOther(id, row.p_id));
  if (row.action !== 'CONTENT_CREATOR') return row.is_content_created;
  if (!row.is_content_created || row.p_id === null) await markRow(db, row, pId, by);
  return true;
}

/** Adding a UPC from the stock-in-transit row `id` (Add New upc's ssId) marks that row content created; false when there is none. */
export async function markNewUpcRow(db: Db, id: number, pId: number, by: Actor): Promise<boolean> {
  const row = await repo.lockRow(db, id);
  if (!row) return false;
  await markRow(db, row, pId, by);
  return true;
}

/** Adding a UPC without a row named marks the UPC's pending ADD_STOCK_NEW_UPC rows content created; answers how many. */
export async function markNewUpcRowsOf(db: Db, upc: string, pId: number, by: Actor): Promise<number> {
  const rows = await repo.lockPendingNewUpcRows(db, upc);
  for (const row of rows) await markRow(db, row, pId, by);
  return rows.length;
}

/** A row as the inbound feed (and the seed) records it. */
export interface NewStockInTransit {
  upc: string;
  pId: number | null;
  itemName: string;
  style: string;
  sizeLabel: string;
  qty: number;
  boxNo: string;
  isRackFilled: boolean;
  isContentCreated: boolean;
  action: StockInTransitAction;
  /** Only the seed and tests backdate a row; otherwise the database stamps it. */
  createdDateUTC?: Date;
}

export const recordStockInTransit = (db: Db, row: NewStockInTransit, by: Actor): Promise<number> =>
  repo.insertRow(
    db,
    {
      upc: row.upc,
      p_id: row.pId,
      item_name: row.itemName,
      style: row.style,
      size_label: row.sizeLabel,
      qty: row.qty,
      box_no: row.boxNo,
      is_rack_filled: row.isRackFilled,
      is_content_created: row.isContentCreated,
      action: row.action,
      ...(row.createdDateUTC ? { created_date_utc: row.createdDateUTC } : {}),
    },
    by,
  );

/**
 * The inbound feed: records rows that arrived (the warehouse system's stand-in). Every named
 * product must exist (400 naming the row's pId otherwise); all rows or none are recorded.
 */
export async function feedStockInTransit(db: Db, rows: StockInTransitFeedRow[], by: Actor): Promise<number[]> {
  const named = [...new Set(rows.flatMap((r) => (r.pId ? [r.pId] : [])))];
  const known = new Set(await repo.existingProducts(db, named));
  const unknown = rows.findIndex((r) => r.pId && !known.has(r.pId));
  if (unknown >= 0) {
    const message = M.noProduct(rows[unknown]!.pId!);
    throw new HttpError(400, message, [{ field: `${unknown}.pId`, message }]);
  }
  // Each row arrived is a record of its own, logged as created by whoever fed it.
  const record = async (trx: Db) => {
    const ids: number[] = [];
    for (const row of rows) {
      const columns = toColumns({
        ...row,
        pId: row.pId ?? null,
        sizeLabel: row.sizeLabel ?? '',
        boxNo: row.boxNo ?? '',
        isRackFilled: row.isRackFilled ?? false,
        isContentCreated: false,
      });
      ids.push((await insertTracked(trx, stockInTransitEntity, columns, by)).id);
    }
    return ids;
  };
  return inTransaction(db, record);
}

/**
 * The pending stock in transit report: per creator, the rows still waiting for content (a
 * content-related action, content not created) created today and before today, days of `timeZone`;
 * by creator's name unless sorted.
 */
export async function pendingReport(
  db: Db,
  timeZone: string,
  { now = new Date(), sort }: { now?: Date; sort?: Sort<PendingReportSort> } = {},
): Promise<PendingStockReportRow[]> {
  const start = dayStart(today(timeZone, now), timeZone);
  const rows = await repo.pendingCounts(db, CONTENT_ACTIONS, start, sort);
  return rows.map((r) => ({ createdName: r.created_name, today: Number(r.today), tillYesterday: Number(r.till_yesterday) }));
}

/**
 * A product's style changed from `oldStyle` to `newStyle`: its stock-in-transit rows, and those of
 * the old style that belong to no product yet, follow it. Answers how many moved.
 */
export async function restyleStockInTransit(db: Db, pId: number, oldStyle: string, newStyle: string, by: Actor): Promise<number> {
  return inTransaction(db, async (trx) => {
    const rows = await repo.lockRowsOfStyle(trx, pId, oldStyle);
    for (const row of rows) await updateTracked(trx, stockInTransitEntity, row.id, row.revision, { style: newStyle }, by);
    return rows.length;
  });
}

/** Stock-in-transit styles equal to `style` or its variants (`STYLE@…`), one per style and item name, newest first. */
export const stockInTransitStylesLike = (db: Db, style: string, limit: number) => repo.stylesLike(db, style, limit);
