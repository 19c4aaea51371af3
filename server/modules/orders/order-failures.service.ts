import { dayRange } from '../../../src/domain/day-bounds.ts';
import { INVENTORY_NOT_AVAILABLE } from '../../../src/domain/orders/constants.ts';
import { ORDER_MESSAGES as M } from '../../../src/domain/orders/messages.ts';
import type {
  AddressValues,
  FailedOrder,
  FailedOrderFilterValues,
  HsCodeResult,
  HsCodeValues,
  OrderDetails,
  OrderItem,
} from '../../../src/domain/orders/order-failures.ts';
import { toSkipTake, type Page } from '../../../src/domain/paging.ts';
import { textOf } from '../../../src/domain/words/field-problem.ts';
import type { Msg } from '../../../src/domain/words/words.ts';
import type { Db } from '../../db/connect.ts';
import { fieldChanges } from '../../db/records/change-log.ts';
import type { Row, TrackedEntity } from '../../db/records/tracked-entity.ts';
import { deleteTracked, lockAtRevision, logTracked, updateTracked } from '../../db/records/tracked-writes.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badField, HttpError } from '../../plugins/http-error.ts';
import type { Actor } from '../../shared/actor.ts';
import * as areas from '../reference/areas.service.ts';
import * as countries from '../reference/countries.service.ts';
import * as states from '../reference/states.service.ts';
import * as stock from '../stock/stock.service.ts';
import * as repo from './order-failures.repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

export function toOrder(row: repo.OrderRow): FailedOrder {
  return {
    id: row.id,
    custId: row.cust_id,
    orderId: row.order_id,
    orderDateUTC: iso(row.order_date_utc),
    shippingName: row.shipping_name,
    shippingAddress: row.shipping_address,
    shippingCountry: row.shipping_country,
    transactionAmount: Number(row.transaction_amount),
    deliveryType: row.delivery_type,
    paymentMode: row.payment_mode,
    paymentStatus: row.payment_status,
    remarks: row.remarks,
    shipmentId: row.shipment_id,
    awbNo: row.awb_no,
    state: row.state,
    addressLine1: row.address_line1,
    addressLine2: row.address_line2,
    countryId: row.country_id,
    stateId: row.state_id,
    areaId: row.area_id,
    revision: row.revision,
  };
}

/** The prefix of an item's field in an order's change log entry: `items.<UPC>.hsCode`. */
const ITEM_FIELD = 'items.';
const itemField = (upc: string, field: string) => `${ITEM_FIELD}${upc}.${field}`;

/**
 * The columns Undo puts back: the address, the only fields of the order row staff edit (state and
 * remarks are the retries'). A change of an order's items (its HS code, Update stock) is not put
 * back this way: the items are rows of their own, which the order's columns cannot set.
 */
function toColumns(record: Record<string, unknown>) {
  if (Object.keys(record).some((field) => field.startsWith(ITEM_FIELD))) throw new HttpError(400, M.itemChangeNotUndoable);
  const order = record as FailedOrder;
  return {
    shipping_name: order.shippingName,
    shipping_address: order.shippingAddress,
    shipping_country: order.shippingCountry,
    address_line1: order.addressLine1,
    address_line2: order.addressLine2,
    country_id: order.countryId,
    state_id: order.stateId,
    area_id: order.areaId,
  };
}

/** Order Failure's order for the change log: no stale save or delete, History, Undo, Restore of a deleted order. */
export const orderFailureEntity: TrackedEntity = {
  entity: 'order-failure',
  table: 'failed_orders',
  toRecord: toOrder,
  toColumns,
  nameOf: (o) => String(o.orderId),
  // A deleted order keeps its row (state DELETED, with who and when); Restore lists it again as failed.
  softDelete: {
    remove: (db, id, by) => repo.markDeleted(db, id, by),
    bringBack: (db, id, by) => repo.markListedAgain(db, id, by),
    isDeleted: (row) => row.state === 'DELETED',
  },
};

/**
 * Raises the revision of the (locked) order whose items changed and logs each changed item field
 * beside the order's own fields, in the caller's transaction. Nothing when nothing changed.
 */
async function logItemChanges(
  db: Db,
  order: repo.OrderRow,
  change: { before: Record<string, unknown>; after: Record<string, unknown> },
  action: 'update' | 'job',
  by: Actor,
): Promise<void> {
  const before = { ...toOrder(order), ...change.before };
  const after = { ...toOrder(order), ...change.after };
  if (fieldChanges(orderFailureEntity, before, after).length === 0) return;
  const revision = order.revision + 1;
  await repo.setRevision(db, order.id, revision, by);
  await logTracked(db, orderFailureEntity, order.id, action, by, { before, after: { ...after, revision }, revision });
}

export function toItem(row: repo.ItemRow): OrderItem {
  return {
    id: row.id,
    pId: row.p_id,
    upc: row.upc,
    brandname: row.brand_name,
    proname: row.pro_name,
    quantity: row.quantity,
    hsCode: row.hs_code,
    transactionTotal: Number(row.transaction_total),
    image: row.image,
    stockId: row.stock_id,
    sizeid: row.size_id,
    colorid: row.color_id,
    style: row.style,
    itemCode: row.item_code,
    groupcode: row.group_code,
    remarks: row.remarks,
    isMultiSize: row.is_multi_size,
  };
}

/** The list of 001 §7: listed (failed or retrying) orders, newest first unless sorted; `orderDate` is a day of `timeZone`. */
export async function listFailedOrders(
  db: Db,
  paging: { index: number; pageSize: number },
  filter: FailedOrderFilterValues,
  timeZone: string,
): Promise<Page<FailedOrder>> {
  const day = filter.orderDate ? dayRange(filter.orderDate, timeZone) : undefined;
  const { skip, take } = toSkipTake(paging.index, paging.pageSize);
  const { rows, total } = await repo.listPage(
    db,
    { orderId: filter.orderId || undefined, from: day?.from, to: day?.to, remarks: filter.remarks || undefined },
    skip,
    take,
    filter.sort,
  );
  return { records: rows.map(toOrder), totalRecords: total };
}

/** GET order details by order id: the order, its items and its retry attempts, newest first. */
export async function orderDetails(db: Db, orderId: string): Promise<OrderDetails> {
  const order = await repo.findByOrderId(db, orderId);
  if (!order || order.state === 'DELETED') throw new HttpError(404, M.noOrder(orderId));
  const [items, attempts] = await Promise.all([repo.itemsOf(db, order.id), repo.attemptsOf(db, order.id)]);
  return {
    order: toOrder(order),
    items: items.map(toItem),
    attempts: attempts.map((a) => ({
      id: a.id,
      link: a.link,
      result: a.result,
      remarks: a.remarks,
      createdName: a.created_name,
      createdDateUTC: iso(a.created_date_utc),
      finishedDateUTC: a.finished_date_utc ? iso(a.finished_date_utc) : null,
    })),
  };
}

/**
 * The order locked for a change staff make to a listed order: 404 when there is none (or it was
 * deleted), 409 when it was submitted or a retry of it is in flight (its items are being sent).
 */
export async function lockListed(trx: Db, id: number): Promise<repo.OrderRow> {
  const order = await repo.lockOrder(trx, id);
  if (!order || order.state === 'DELETED') throw new HttpError(404, M.noOrder(id));
  if (order.state === 'SUBMITTED') throw new HttpError(409, M.alreadySubmitted(order.order_id));
  if (order.state === 'RETRYING') throw new HttpError(409, M.retryInProgress(order.order_id));
  return order;
}

/**
 * lockListed for a change based on the order as the user read it: also 409 (naming who and when,
 * with the order as it now is) when someone changed it since `revision`. Answers the whole row.
 */
async function lockListedAt(trx: Db, id: number, revision: number, by: Actor): Promise<Row> {
  await lockListed(trx, id);
  return lockAtRevision(trx, orderFailureEntity, id, revision, by, M.noOrder(id));
}

/** DELETE at the revision read: the order leaves the list; its row stays with who deleted it and when, and Restore lists it again. */
export async function deleteFailedOrder(db: Db, id: number, revision: number, by: Actor): Promise<void> {
  await inTransaction(db, async (trx) => {
    await lockListedAt(trx, id, revision, by);
    await deleteTracked(trx, orderFailureEntity, id, revision, by, { missing: textOf(M.noOrder(id)) });
  });
}

/** A product's catalogue stock items, or none when the product is gone. */
async function catalogueStock(db: Db, pId: number) {
  try {
    return await stock.stockOfProduct(db, pId);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return [];
    throw error;
  }
}

/**
 * POST update stock: each item is read again from the catalogue's stock by its UPC. An item whose
 * UPC is there takes its stock id, size, item and group codes and loses INVENTORY_NOT_AVAILABLE; an
 * item whose UPC is gone gets it. The order's own remark is the last attempt's and stays. What
 * changed is logged as a job's result on the order, whose revision it raises.
 */
export async function updateOrderStock(db: Db, id: number, by: Actor) {
  return inTransaction(db, async (trx) => {
    const order = await lockListed(trx, id);
    let available = 0;
    let missing = 0;
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    const note = (item: repo.ItemRow, set: Partial<Record<keyof OrderItem, unknown>>) => {
      const was = toItem(item);
      for (const [field, value] of Object.entries(set)) {
        before[itemField(item.upc, field)] = was[field as keyof OrderItem];
        after[itemField(item.upc, field)] = value;
      }
    };
    const stockOf = new Map<number, Awaited<ReturnType<typeof catalogueStock>>>();
    for (const item of await repo.itemsOf(trx, id)) {
      if (!stockOf.has(item.p_id)) stockOf.set(item.p_id, await catalogueStock(trx, item.p_id));
      const found = stockOf.get(item.p_id)!.find((s) => s.upc.toUpperCase() === item.upc.toUpperCase());
      if (found) {
        available++;
        note(item, { remarks: '', stockId: found.stockId, sizeid: found.sizeId, itemCode: found.Itemcode, groupcode: found.groupCode });
        await repo.updateItem(
          trx,
          item.id,
          { remarks: '', stock_id: found.stockId, size_id: found.sizeId, item_code: found.Itemcode, group_code: found.groupCode },
          by,
        );
      } else {
        missing++;
        note(item, { remarks: INVENTORY_NOT_AVAILABLE });
        await repo.updateItem(trx, item.id, { remarks: INVENTORY_NOT_AVAILABLE }, by);
      }
    }
    await logItemChanges(trx, order, { before, after }, 'job', by);
    return { available, missing, order: toOrder((await repo.findById(trx, id))!) };
  });
}

/** The HS code save's result as the service answers it: its status, its words (said in the reader's language when sent) and the item. */
export type HsCodeSaved = Omit<HsCodeResult, 'message' | 'key' | 'params'> & { words: Msg };

/**
 * The HS code save (001 §7) on the order as the user read it (`revision`; 409 when changed since):
 * the order's item of `stockId` and the catalogue's stock item get the code; so do the items of the
 * other listed failed orders with the same UPC, which the result names (status 0, 'ALERT/…': saved,
 * with a note). Only the HS code changes: the body's other stock fields are the screen's copy and
 * may be stale, so the catalogue's own values are kept. A stock item no longer in the catalogue
 * saves nothing (409). Each order and the stock item log the change as theirs.
 */
export async function saveHsCode(db: Db, id: number, v: HsCodeValues, by: Actor): Promise<HsCodeSaved> {
  return inTransaction(db, async (trx) => {
    const order = (await lockListedAt(trx, id, v.revision, by)) as unknown as repo.OrderRow;
    const item = (await repo.itemsOf(trx, id)).find((i) => i.stock_id === v.stockId);
    if (!item) throw new HttpError(404, M.noItem(v.stockId));
    if (item.upc.toUpperCase() !== v.upc.toUpperCase()) {
      const message = M.otherUpc(item.upc);
      throw new HttpError(409, message, [{ field: 'upc', message }]);
    }
    if (!(await stock.setStockHsCode(trx, v.stockId, v.hsCode, by))) throw new HttpError(409, M.noStockItem(v.stockId));
    const hsCodeChange = (i: repo.ItemRow) => ({
      before: { [itemField(i.upc, 'hsCode')]: i.hs_code },
      after: { [itemField(i.upc, 'hsCode')]: v.hsCode },
    });
    await repo.updateItem(trx, item.id, { hs_code: v.hsCode }, by);
    await logItemChanges(trx, order, hsCodeChange(item), 'update', by);
    // The other listed orders with the UPC follow, each locked (in id order) and logged as changed by this save.
    const elsewhere = await repo.itemsOfUpcElsewhere(trx, item.upc, v.hsCode, id);
    for (const orderId of [...new Set(elsewhere.map((i) => i.failed_order_id))]) {
      const other = (await repo.lockOrder(trx, orderId))!;
      const items = elsewhere.filter((i) => i.failed_order_id === orderId);
      for (const i of items) await repo.updateItem(trx, i.id, { hs_code: v.hsCode }, by);
      const change = items.map(hsCodeChange);
      await logItemChanges(
        trx,
        other,
        { before: Object.assign({}, ...change.map((c) => c.before)), after: Object.assign({}, ...change.map((c) => c.after)) },
        'update',
        by,
      );
    }
    const saved = toItem({ ...item, hs_code: v.hsCode });
    return elsewhere.length > 0
      ? { status: 0, words: M.hsCodeSavedElsewhere(elsewhere.length, item.upc), item: saved }
      : { status: 1, words: M.hsCodeSaved, item: saved };
  });
}

/**
 * The native address change at the revision read (409 when changed since): the country, state
 * and area must be of the reference data and of each other (400 naming the field otherwise); the
 * shown address is rebuilt from the parts.
 */
export async function changeAddress(db: Db, id: number, v: AddressValues, revision: number, by: Actor): Promise<FailedOrder> {
  const country = await countries.findCountry(db, v.countryId);
  if (!country) throw badField('countryId', M.noCountry(v.countryId));
  const state = await states.findStateView(db, v.stateId);
  if (!state) throw badField('stateId', M.noState(v.stateId));
  if (state.countryId !== v.countryId) throw badField('stateId', M.stateOfOtherCountry);
  const area = await areas.findAreaView(db, v.areaId);
  if (!area) throw badField('areaId', M.noArea(v.areaId));
  if (area.stateId !== v.stateId) throw badField('areaId', M.areaOfOtherState);
  return inTransaction(db, async (trx) => {
    const locked = await lockListedAt(trx, id, revision, by);
    const columns = {
      shipping_name: v.shippingName,
      address_line1: v.addressLine1,
      address_line2: v.addressLine2,
      shipping_address: [v.addressLine1, v.addressLine2, area.areaName, state.stateName].filter(Boolean).join(', '),
      shipping_country: country.country_name,
      country_id: v.countryId,
      state_id: v.stateId,
      area_id: v.areaId,
    };
    return toOrder((await updateTracked(trx, orderFailureEntity, id, revision, columns, by, { locked })) as unknown as repo.OrderRow);
  });
}

/** A failed order as the order system reports it (the seed and tests write through this). */
export interface NewFailedOrder {
  order: Parameters<typeof repo.insertOrder>[1];
  items: Parameters<typeof repo.insertOrder>[2];
}

export const recordFailedOrder = (db: Db, failed: NewFailedOrder, by: Actor): Promise<number> =>
  repo.insertOrder(db, failed.order, failed.items, by);

/** Many failed orders at once (the demo seed). */
export const recordFailedOrders = (db: Db, list: NewFailedOrder[], by: Actor): Promise<void> => repo.insertOrders(db, list, by);
