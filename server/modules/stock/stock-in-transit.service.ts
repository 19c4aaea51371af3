import { CONTENT_ACTIONS, mayDeleteStockInTransit, type StockInTransitAction } from '../../../src/domain/stock/constants.ts';
import { STOCK_MESSAGES as M } from '../../../src/domain/stock/messages.ts';
import type {
  PendingStockReportRow,
  StockInTransit,
  StockInTransitFeedRow,
  StockInTransitFilterValues,
} from '../../../src/domain/stock/stock-in-transit.ts';
import { toSkipTake, type Page } from '../../../src/domain/paging.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Db } from '../../db/connect.ts';
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
  };
}

/** One page of the encoder's list, newest first; `createdDate` is a day of `timeZone`. */
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
 * Deletes a row under the rule of 002 §4 (mayDeleteStockInTransit), checked on the row locked
 * so that a rack filled or an action changed meanwhile is not deleted; the body's UPC must be
 * the row's, so a stale screen cannot delete another row than the one it showed.
 */
export async function deleteStockInTransit(db: Db, id: number, body: { upc: string }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await repo.lockRow(trx, id);
    if (!row) throw new HttpError(404, M.noStockInTransit(id));
    if (body.upc && body.upc.toUpperCase() !== row.upc.toUpperCase()) throw new HttpError(409, M.stockInTransitChanged(id, body.upc));
    const view = { isRackFilled: row.is_rack_filled, action: row.action, pId: row.p_id };
    if (!mayDeleteStockInTransit(view)) throw new HttpError(409, row.is_rack_filled ? M.rackFilled : M.contentPending(row.action));
    await repo.deleteRow(trx, id);
  });
}

/**
 * The content creator's sign-off on the row `id` for the product `pId`, in the caller's
 * transaction (the catalogue's style update): a CONTENT_CREATOR row is marked content created and a
 * row without a product gets `pId`; a row of another action is left as it is (its content is its
 * UPC, or nothing). Answers whether the row is now content created. 400 on `ssId` for an unknown
 * row or a row of another product, so a wrong link changes nothing.
 */
export async function markContentCreated(db: Db, id: number, pId: number, by: Actor): Promise<boolean> {
  const row = await repo.lockRow(db, id);
  const refuse = (message: string) => new HttpError(400, message, [{ field: 'ssId', message }]);
  if (!row) throw refuse(M.noStockInTransit(id));
  if (row.p_id !== null && row.p_id !== pId) throw refuse(M.stockInTransitOfOther(id, row.p_id));
  if (row.action !== 'CONTENT_CREATOR') return row.is_content_created;
  if (!row.is_content_created || row.p_id === null) await repo.markContentCreated(db, { id }, pId, by);
  return true;
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
  const record = async (trx: Db) => {
    const ids: number[] = [];
    for (const row of rows)
      ids.push(
        await recordStockInTransit(
          trx,
          {
            ...row,
            pId: row.pId ?? null,
            sizeLabel: row.sizeLabel ?? '',
            boxNo: row.boxNo ?? '',
            isRackFilled: row.isRackFilled ?? false,
            isContentCreated: false,
          },
          by,
        ),
      );
    return ids;
  };
  return inTransaction(db, record);
}

/**
 * The pending stock in transit report: per creator, the rows still waiting for content (a
 * content-related action, content not created) created today and before today, days of `timeZone`.
 */
export async function pendingReport(db: Db, timeZone: string, now = new Date()): Promise<PendingStockReportRow[]> {
  const start = dayStart(today(timeZone, now), timeZone);
  const rows = await repo.pendingCounts(db, CONTENT_ACTIONS, start);
  return rows.map((r) => ({ createdName: r.created_name, today: Number(r.today), tillYesterday: Number(r.till_yesterday) }));
}

/**
 * A product's style changed from `oldStyle` to `newStyle`: its stock-in-transit rows, and those of
 * the old style that belong to no product yet, follow it. Answers how many moved.
 */
export const restyleStockInTransit = (db: Db, pId: number, oldStyle: string, newStyle: string, by: Actor): Promise<number> =>
  repo.restyle(db, pId, oldStyle, newStyle, by);

/** Stock-in-transit styles equal to `style` or its variants (`STYLE@…`), one per style and item name, newest first. */
export const stockInTransitStylesLike = (db: Db, style: string, limit: number) => repo.stylesLike(db, style, limit);
