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
import type { Db } from '../../db/connect.ts';
import { inTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../plugins/http-error.ts';
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
  };
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

/** The list of 001 §7: listed (failed or retrying) orders, newest first; `orderDate` is a day of `timeZone`. */
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

/** DELETE: the order leaves the list; its row stays with who deleted it and when. */
export async function deleteFailedOrder(db: Db, id: number, by: Actor): Promise<void> {
  await inTransaction(db, async (trx) => {
    await lockListed(trx, id);
    await repo.markDeleted(trx, id, by);
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
 * item whose UPC is gone gets it. The order's own remark is the last attempt's and stays.
 */
export async function updateOrderStock(db: Db, id: number, by: Actor) {
  return inTransaction(db, async (trx) => {
    await lockListed(trx, id);
    let available = 0;
    let missing = 0;
    const stockOf = new Map<number, Awaited<ReturnType<typeof catalogueStock>>>();
    for (const item of await repo.itemsOf(trx, id)) {
      if (!stockOf.has(item.p_id)) stockOf.set(item.p_id, await catalogueStock(trx, item.p_id));
      const found = stockOf.get(item.p_id)!.find((s) => s.upc.toUpperCase() === item.upc.toUpperCase());
      if (found) {
        available++;
        await repo.updateItem(
          trx,
          item.id,
          { remarks: '', stock_id: found.stockId, size_id: found.sizeId, item_code: found.Itemcode, group_code: found.groupCode },
          by,
        );
      } else {
        missing++;
        await repo.updateItem(trx, item.id, { remarks: INVENTORY_NOT_AVAILABLE }, by);
      }
    }
    return { available, missing, order: toOrder((await repo.findById(trx, id))!) };
  });
}

/**
 * The HS code save (001 §7): the order's item of `stockId` and the catalogue's stock item get the
 * code; so do the items of the other listed failed orders with the same UPC, which the result names
 * (status 0, 'ALERT/…': saved, with a note). Only the HS code changes: the body's other stock fields
 * are the screen's copy and may be stale, so the catalogue's own values are kept. A stock item no
 * longer in the catalogue saves nothing (409).
 */
export async function saveHsCode(db: Db, id: number, v: HsCodeValues, by: Actor): Promise<HsCodeResult> {
  return inTransaction(db, async (trx) => {
    await lockListed(trx, id);
    const item = (await repo.itemsOf(trx, id)).find((i) => i.stock_id === v.stockId);
    if (!item) throw new HttpError(404, M.noItem(v.stockId));
    if (item.upc.toUpperCase() !== v.upc.toUpperCase()) {
      const message = `This item's UPC is ${item.upc}`;
      throw new HttpError(409, message, [{ field: 'upc', message }]);
    }
    const stocked = (await catalogueStock(trx, item.p_id)).find((s) => s.stockId === v.stockId);
    if (!stocked || stocked.sizeId === null) throw new HttpError(409, M.noStockItem(v.stockId));
    await stock.updateStock(
      trx,
      {
        stockId: stocked.stockId,
        pId: stocked.pId,
        sizeId: stocked.sizeId,
        cId: stocked.cId,
        upc: stocked.upc,
        name: stocked.itemName,
        groupCode: stocked.groupCode,
        itemCode: stocked.Itemcode,
        remarks: stocked.remarks,
        boxNo: stocked.boxNo,
        sizeInfo: stocked.sizeInfo,
        isMultisize: stocked.IsMultisize,
        hsCode: v.hsCode,
        style: stocked.style,
        size: stocked.size,
      },
      by,
    );
    await repo.updateItem(trx, item.id, { hs_code: v.hsCode }, by);
    const others = await repo.setHsCodeOfUpc(trx, item.upc, v.hsCode, id, by);
    const saved = toItem({ ...item, hs_code: v.hsCode });
    return others > 0
      ? { status: 0, message: M.hsCodeSavedElsewhere(others, item.upc), item: saved }
      : { status: 1, message: M.hsCodeSaved, item: saved };
  });
}

const badField = (field: string, message: string) => new HttpError(400, `${field}: ${message}`, [{ field, message }]);

/**
 * The native address change: the country, state and area must be of the reference data and of
 * each other (400 naming the field otherwise); the shown address is rebuilt from the parts.
 */
export async function changeAddress(db: Db, id: number, v: AddressValues, by: Actor): Promise<FailedOrder> {
  const country = await countries.findCountry(db, v.countryId);
  if (!country) throw badField('countryId', M.noCountry(v.countryId));
  const state = await states.findStateView(db, v.stateId);
  if (!state) throw badField('stateId', M.noState(v.stateId));
  if (state.countryId !== v.countryId) throw badField('stateId', M.stateOfOtherCountry);
  const area = await areas.findAreaView(db, v.areaId);
  if (!area) throw badField('areaId', M.noArea(v.areaId));
  if (area.stateId !== v.stateId) throw badField('areaId', M.areaOfOtherState);
  return inTransaction(db, async (trx) => {
    await lockListed(trx, id);
    await repo.updateOrder(
      trx,
      id,
      {
        shipping_name: v.shippingName,
        address_line1: v.addressLine1,
        address_line2: v.addressLine2,
        shipping_address: [v.addressLine1, v.addressLine2, area.areaName, state.stateName].filter(Boolean).join(', '),
        shipping_country: country.country_name,
        country_id: v.countryId,
        state_id: v.stateId,
        area_id: v.areaId,
      },
      by,
    );
    return toOrder((await repo.findById(trx, id))!);
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
