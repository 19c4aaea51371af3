import { STOCK_MESSAGES as M } from '../../../src/domain/stock/messages.ts';
import type { Msg } from '../../../src/domain/words/words.ts';
import type { AddStockValues, Dws, InboundQc, SizeDetail, StockItem, UpdateStockValues } from '../../../src/domain/stock/stock.ts';
import type { Db } from '../../db/connect.ts';
import type { Row, TrackedEntity } from '../../db/records/tracked-entity.ts';
import { lockAtRevision, logTracked, updateTracked } from '../../db/records/tracked-writes.ts';
import { inTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../plugins/http-error.ts';
import type { Actor } from '../../shared/actor.ts';
import { fieldConflict, uniqueOrConflict } from '../../shared/unique-violation.ts';
import { inferredSizeGroup } from './inferred-size-group.ts';
import * as sizeGroupsRepo from './size-groups.repository.ts';
import * as repo from './stock.repository.ts';
import * as transit from './stock-in-transit.service.ts';

const iso = (value: Date | string) => new Date(value).toISOString();
const styleOf = (style: string, variant: string) => (variant ? `${style}@${variant}` : style);

function toStockItem(row: repo.StockView): StockItem {
  return {
    stockId: row.stock_id,
    pId: row.p_id,
    upc: row.upc,
    Itemcode: row.item_code,
    itemName: row.item_name,
    size: row.size_label ?? '',
    sizeId: row.size_id,
    sizeLabel: row.size_label ?? '',
    sizeInfo: row.size_info,
    IsMultisize: row.is_multisize,
    groupCode: row.group_code,
    hsCode: row.hs_code,
    style: styleOf(row.style, row.variant),
    cId: row.c_id,
    remarks: row.remarks,
    boxNo: row.box_no,
    action: (row.action as StockItem['action']) ?? null,
    createdName: row.created_name,
    createdDateUTC: iso(row.created_date_utc),
    revision: row.revision,
  };
}

/**
 * A stock item as the change log keeps it: the fields of Add New upc and Edit Stock, by the names
 * the dialogs give them (their labels name the history's fields, and a 409's record fills the form).
 */
function toStockRecord(row: repo.StockRow) {
  return {
    stockId: row.stock_id,
    pId: row.p_id,
    upc: row.upc,
    name: row.item_name,
    itemCode: row.item_code,
    sizeId: row.size_id,
    sizeInfo: row.size_info,
    isMultisize: row.is_multisize,
    cId: row.c_id,
    groupCode: row.group_code,
    hsCode: row.hs_code,
    boxNo: row.box_no,
    remarks: row.remarks,
    revision: row.revision,
  };
}
type StockRecord = ReturnType<typeof toStockRecord>;

const columnsOf = (v: Omit<StockRecord, 'stockId' | 'revision'> | AddStockValues | UpdateStockValues): repo.StockColumns => ({
  p_id: v.pId,
  upc: v.upc,
  item_code: v.itemCode,
  item_name: v.name,
  size_id: v.sizeId,
  size_info: v.sizeInfo,
  is_multisize: v.isMultisize,
  c_id: v.cId,
  group_code: v.groupCode,
  hs_code: v.hsCode,
  box_no: v.boxNo,
  remarks: v.remarks,
});

/**
 * The Manage Stock step's stock item for the change log: no stale save, History, Undo and Restore.
 * Its table is keyed by stock_id, which `key` names for the kit.
 */
export const stockItemEntity = {
  entity: 'stock-item',
  table: 'stock_items',
  key: 'stock_id',
  toRecord: toStockRecord,
  toColumns: columnsOf,
  ignoredFields: ['stockId'],
  nameOf: (r) => String(r.upc),
  codeField: 'upc',
} satisfies TrackedEntity;

/** The stock item locked for a write based on `revision`: 404 when it is gone, 409 naming who saved since. */
const lockStockAt = async (db: Db, stockId: number, revision: number, by: Actor) =>
  (await lockAtRevision(db, stockItemEntity, stockId, revision, by, M.noStock(stockId))) as unknown as repo.StockRow;

/** Sets `columns` of the locked stock item, raises its revision and logs each changed field; a save that changes nothing writes nothing. */
const updateStockTracked = async (db: Db, locked: repo.StockRow, columns: Partial<repo.StockColumns>, by: Actor) =>
  (await updateTracked(db, stockItemEntity, locked.stock_id, locked.revision, columns, by, {
    locked: locked as unknown as Row,
  })) as unknown as repo.StockRow;

/** A product the request names, or a 400 on its `pId` field (a body) / 404 (a query). */
async function productOf(db: Db, pId: number, asField?: string) {
  const product = await repo.findProduct(db, pId);
  if (product) return product;
  const message = M.noProduct(pId);
  throw asField ? new HttpError(400, message, [{ field: asField, message }]) : new HttpError(404, message);
}

/** GET stock information by pId: one row per UPC of the product. */
export async function stockOfProduct(db: Db, pId: number): Promise<StockItem[]> {
  await productOf(db, pId);
  return stockItemsOf(db, pId);
}

/** The stock of a product the caller has just read (no existence check): one row per UPC. */
export async function stockItemsOf(db: Db, pId: number): Promise<StockItem[]> {
  return (await repo.stockOfProduct(db, pId)).map(toStockItem);
}

/** GET stock info by style: STYLE (every variant) or STYLE@VARIANT. */
export async function stockOfStyle(db: Db, style: string): Promise<StockItem[]> {
  const at = style.indexOf('@');
  const rows =
    at < 0 ? await repo.stockOfStyle(db, style.trim()) : await repo.stockOfStyle(db, style.slice(0, at).trim(), style.slice(at + 1).trim());
  return rows.map(toStockItem);
}

/** GET size info by pId: the sizes of the product's sub-category's size group (none when it has no group). */
export async function sizeInfo(db: Db, pId: number): Promise<SizeDetail[]> {
  const product = await productOf(db, pId);
  if (product.size_group_id === null) return [];
  const sizes = await sizeGroupsRepo.sizesOfGroup(db, product.size_group_id);
  return sizes.map((s) => ({ size: s.label, sizeId: s.id, sizeInfo: s.group_name, isMultisize: false }));
}

/** The size of a write: it exists and, when the product's sub-category has a size group, is one of its sizes. */
async function checkSize(db: Db, sizeId: number, product: { size_group_id: number | null; size_group_name: string | null }) {
  const size = await sizeGroupsRepo.findSize(db, sizeId);
  if (!size) {
    const message = M.noSize(sizeId);
    throw new HttpError(400, message, [{ field: 'sizeId', message }]);
  }
  if (product.size_group_id !== null && size.size_group_id !== product.size_group_id) {
    const message = M.sizeNotInGroup(size.label, product.size_group_name ?? '');
    throw new HttpError(400, message, [{ field: 'sizeId', message }]);
  }
  return size;
}

async function checkUpcFree(db: Db, upc: string, exceptStockId?: number): Promise<Msg> {
  const taken = await repo.stockWithUpc(db, upc, exceptStockId);
  if (taken) throw fieldConflict('upc', M.duplicateUpc(taken.upc, taken.p_id));
  return M.duplicateUpc(upc);
}

/**
 * POST add stock/UPC. A UPC is unique whatever its case (409 naming it); the product must exist.
 * With ADD_STOCK_NEW_UPC the stock-in-transit row `ssId`, or without one the UPC's pending
 * ADD_STOCK_NEW_UPC rows, are marked content created in the same transaction: adding the UPC is
 * the content that row waited for.
 */
export async function addStock(db: Db, values: AddStockValues, by: Actor): Promise<StockItem> {
  const product = await productOf(db, values.pId, 'pId');
  await checkSize(db, values.sizeId, product);
  const duplicate = await checkUpcFree(db, values.upc);
  const stockId = await uniqueOrConflict(
    () =>
      inTransaction(db, async (trx) => {
        const row = await repo.insertStock(trx, columnsOf(values), by);
        await logTracked(trx, stockItemEntity, row.stock_id, 'create', by, { after: toStockRecord(row), revision: row.revision });
        if (values.action === 'ADD_STOCK_NEW_UPC') await markNewUpcRows(trx, values, by);
        return row.stock_id;
      }),
    'upc',
    duplicate,
  );
  return toStockItem((await repo.findStockView(db, stockId))!);
}

async function markNewUpcRows(trx: Db, values: AddStockValues, by: Actor) {
  if (values.ssId) {
    const marked = await transit.markNewUpcRow(trx, values.ssId, values.pId, by);
    if (!marked) {
      const message = M.noStockInTransit(values.ssId);
      throw new HttpError(400, message, [{ field: 'ssId', message }]);
    }
  } else {
    await transit.markNewUpcRowsOf(trx, values.upc, values.pId, by);
  }
}

/**
 * PUT update stock by stockId at the revision the user read: any field, the PID too (the new
 * product must exist). 404 for an unknown item, 409 when someone saved it since (naming who and
 * when) or when the UPC belongs to another item.
 */
export async function updateStock(db: Db, values: UpdateStockValues, revision: number, by: Actor): Promise<StockItem> {
  const write = () =>
    inTransaction(db, async (trx) => {
      const locked = await lockStockAt(trx, values.stockId, revision, by);
      const product = await productOf(trx, values.pId, 'pId');
      await checkSize(trx, values.sizeId, product);
      await checkUpcFree(trx, values.upc, values.stockId);
      await updateStockTracked(trx, locked, columnsOf(values), by);
    });
  await uniqueOrConflict(write, 'upc', M.duplicateUpc(values.upc));
  return toStockItem((await repo.findStockView(db, values.stockId))!);
}

/**
 * The HS code of the stock item `stockId` (an order failure's HS code save), in the caller's
 * transaction: only that field changes, at the item's stored revision, and the change is logged as
 * the stock item's. Answers false when the item is gone.
 */
export async function setStockHsCode(db: Db, stockId: number, hsCode: string, by: Actor): Promise<boolean> {
  const locked = await repo.lockStock(db, stockId);
  if (!locked) return false;
  await updateStockTracked(db, locked, { hs_code: hsCode }, by);
  return true;
}

const toInboundQc = (row: Awaited<ReturnType<typeof repo.inboundQcOfProduct>>[number]): InboundQc => ({
  id: row.id,
  pId: row.p_id,
  upc: row.upc,
  Itemcode: row.item_code,
  sizeLabel: row.size_label,
  createdName: row.created_name,
  createdDateUTC: iso(row.created_date_utc),
});

export async function inboundQcOfProduct(db: Db, pId: number): Promise<InboundQc[]> {
  await productOf(db, pId);
  return (await repo.inboundQcOfProduct(db, pId)).map(toInboundQc);
}

/** POST an inbound QC request for one of the product's UPCs; its item code and size are the stock item's. */
export async function addInboundQc(db: Db, values: { pId: number; upc: string }, by: Actor): Promise<InboundQc> {
  await productOf(db, values.pId, 'pId');
  const stock = await repo.stockWithUpc(db, values.upc);
  if (!stock || stock.p_id !== values.pId) {
    const message = M.upcNotOfProduct(values.upc, values.pId);
    throw new HttpError(400, message, [{ field: 'upc', message }]);
  }
  const size = stock.size_id === null ? undefined : await sizeGroupsRepo.findSize(db, stock.size_id);
  const id = await repo.insertInboundQc(
    db,
    { p_id: values.pId, upc: stock.upc, item_code: stock.item_code, size_label: size?.label ?? '' },
    by,
  );
  return toInboundQc(await repo.findInboundQc(db, id));
}

/** GET DWS data: the product's last measure, or null when it was never measured. */
export async function dwsOfProduct(db: Db, pId: number): Promise<Dws | null> {
  await productOf(db, pId);
  const row = await repo.dwsOfProduct(db, pId);
  if (!row) return null;
  return {
    pId: row.p_id,
    width: Number(row.width_cm),
    height: Number(row.height_cm),
    length: Number(row.length_cm),
    weight: Number(row.weight_kg),
    measuredDateUTC: iso(row.measured_date_utc),
  };
}

/** Records a DWS measure (the seed's stand-in for the dimension scanner). */
export const recordDws = (db: Db, pId: number, m: { width: number; height: number; length: number; weight: number }) =>
  repo.upsertDws(db, { p_id: pId, width_cm: m.width, height_cm: m.height, length_cm: m.length, weight_kg: m.weight });

/** A size group and its sizes, created when missing (the seed's EU shoe sizes, S–XXL, one size). */
export const ensureSizeGroup = (db: Db, group: { name: string; arName: string; labels: readonly string[] }, by: Actor) =>
  sizeGroupsRepo.ensureSizeGroup(db, group, by);

export { inferredSizeGroup, SIZE_GROUP_NAMES } from './inferred-size-group.ts';

/**
 * Links every sub-category that names no size group to the group its names suggest (when that
 * group exists), so Add New upc and Edit Stock offer the sizes the demo stock was made in.
 */
export async function linkSubCategorySizeGroups(db: Db): Promise<number> {
  const groups = new Map((await sizeGroupsRepo.sizeGroups(db)).map((g) => [g.name.toLowerCase(), g.id]));
  let linked = 0;
  for (const sc of await sizeGroupsRepo.subCategoriesWithoutSizeGroup(db)) {
    const groupId = groups.get(inferredSizeGroup(sc.category, sc.sub_category).toLowerCase());
    if (groupId === undefined) continue;
    await sizeGroupsRepo.setSubCategorySizeGroup(db, sc.id, groupId);
    linked += 1;
  }
  return linked;
}

/** Every size group with its sizes in order. */
export const sizeGroups = (db: Db) => sizeGroupsRepo.sizeGroups(db);

/** Every product with its style, brand, category names and size group, by PID: what the seed stocks. */
export const productsForStock = (db: Db) => repo.productsForStock(db);

/** A stock item of a bulk load. */
export interface StockLoad {
  pId: number;
  upc: string;
  itemCode: string;
  itemName: string;
  sizeId: number | null;
  sizeInfo: string;
  groupCode: string;
  hsCode: string;
  boxNo: string;
}

/** Adds many stock items at once (the seed); a UPC taken in any case makes the whole load fail. */
export const importStockItems = (db: Db, items: StockLoad[], by: Actor) =>
  repo.insertStockItems(
    db,
    items.map((s) => ({
      p_id: s.pId,
      upc: s.upc,
      item_code: s.itemCode,
      item_name: s.itemName,
      size_id: s.sizeId,
      size_info: s.sizeInfo,
      is_multisize: false,
      c_id: 0,
      group_code: s.groupCode,
      hs_code: s.hsCode,
      box_no: s.boxNo,
      remarks: '',
    })),
    by,
  );

/** Records many products' first measures at once (the seed's stand-in for the dimension scanner). */
export const recordDwsMany = (db: Db, measures: { pId: number; width: number; height: number; length: number; weight: number }[]) =>
  repo.insertDwsMany(
    db,
    measures.map((m) => ({ p_id: m.pId, width_cm: m.width, height_cm: m.height, length_cm: m.length, weight_kg: m.weight })),
  );

const stockOfUpcs = (db: Db, upcs: readonly string[]) => repo.stockOfUpcs(db, [...new Set(upcs.map((u) => u.toUpperCase()))]);

/** Which of `upcs` the catalogue knows, whatever their case: upper-cased UPC → the catalogue's spelling. */
export const catalogueUpcs = async (db: Db, upcs: readonly string[]): Promise<Map<string, string>> =>
  new Map((await stockOfUpcs(db, upcs)).map((r) => [r.upc.toUpperCase(), r.upc]));

/** The product of each of `upcs` that is stocked, keyed by the UPC upper-cased (a bulk update's check of its rows). */
export const productsOfUpcs = async (db: Db, upcs: readonly string[]): Promise<Map<string, number>> =>
  new Map((await stockOfUpcs(db, upcs)).map((r) => [r.upc.toUpperCase(), r.p_id]));
