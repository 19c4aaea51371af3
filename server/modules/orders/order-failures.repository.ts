import { sortedBy } from '../../db/sorted.ts';
import type { Sort } from '../../../src/domain/lists/sort.ts';
import type { FailedOrderSort } from '../../../src/domain/orders/order-failures.ts';
import { sql, type Insertable, type RawBuilder, type Updateable } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { withTotal } from '../../db/paging.ts';
import type { FailedOrderItemsTable, FailedOrdersTable } from '../../db/schema.ts';
import type { Actor } from '../../shared/actor.ts';
import { createdColumns, deletedColumns, updatedColumns } from '../../shared/audit-columns.ts';

const ORDER_COLUMNS = [
  'id',
  'cust_id',
  'order_id',
  'order_date_utc',
  'shipping_name',
  'shipping_address',
  'shipping_country',
  'address_line1',
  'address_line2',
  'country_id',
  'state_id',
  'area_id',
  'transaction_amount',
  'delivery_type',
  'payment_mode',
  'payment_status',
  'remarks',
  'shipment_id',
  'awb_no',
  'state',
  'revision',
] as const;

const ITEM_COLUMNS = [
  'id',
  'failed_order_id',
  'p_id',
  'upc',
  'brand_name',
  'pro_name',
  'quantity',
  'hs_code',
  'transaction_total',
  'image',
  'stock_id',
  'size_id',
  'color_id',
  'style',
  'item_code',
  'group_code',
  'remarks',
  'is_multi_size',
] as const;

/** The list's filters as the service resolves them: a day is its two instants. */
export interface ListFilter {
  orderId?: string;
  from?: Date;
  to?: Date;
  remarks?: string;
}

// The partial indexes of migration 0018 hold exactly these rows.
const listed = (db: Db) => db.selectFrom('failed_orders').where('state', 'in', ['FAILED', 'RETRYING']);

function filtered(db: Db, f: ListFilter) {
  return listed(db)
    .$if(!!f.orderId, (q) => q.where(sql<string>`upper(order_id)`, '=', f.orderId!.toUpperCase()))
    .$if(f.from !== undefined, (q) => q.where('order_date_utc', '>=', f.from!).where('order_date_utc', '<', f.to!))
    .$if(!!f.remarks, (q) => q.where('remarks', '=', f.remarks!));
}

/** How many orders are listed, read from the counter rows the triggers of migration 0027 keep. */
async function listedCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('failed_order_counts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('listed'), sql<number>`0`).as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

const unfiltered = (f: ListFilter) => !f.orderId && f.from === undefined && !f.remarks;

// The column each of the grid's sorts reads, as the indexes of migration 0018 hold it.
const SORT_COLUMNS: Record<FailedOrderSort, string | RawBuilder<unknown>> = {
  id: 'id',
  orderId: sql`upper(order_id)`,
  orderDate: 'order_date_utc',
  remarks: 'remarks',
};

/**
 * One page of listed failed orders in `sort`'s order (newest first without one), and how many
 * match (the whole list's count is kept, not counted).
 */
export async function listPage(db: Db, f: ListFilter, skip: number, take: number, sort?: Sort<FailedOrderSort>) {
  const base = filtered(db, f);
  const rows = sortedBy(base.select(ORDER_COLUMNS), sort, SORT_COLUMNS, 'id', (q) =>
    q.orderBy('order_date_utc', 'desc').orderBy('id', 'desc'),
  )
    .offset(skip)
    .limit(take)
    .execute();
  if (!unfiltered(f)) return withTotal(rows, base);
  const [page, total] = await Promise.all([rows, listedCount(db)]);
  return { rows: page, total };
}

export type OrderRow = Awaited<ReturnType<typeof listPage>>['rows'][number];
export type ItemRow = Awaited<ReturnType<typeof itemsOf>>[number];

export const findByOrderId = (db: Db, orderId: string): Promise<OrderRow | undefined> =>
  db
    .selectFrom('failed_orders')
    .select(ORDER_COLUMNS)
    .where(sql<string>`upper(order_id)`, '=', orderId.toUpperCase())
    .executeTakeFirst();

export const findById = (db: Db, id: number): Promise<OrderRow | undefined> =>
  db.selectFrom('failed_orders').select(ORDER_COLUMNS).where('id', '=', id).executeTakeFirst();

/** The order locked for a state change (retry start, delete, address, HS code): concurrent writers queue here. */
export const lockOrder = (db: Db, id: number): Promise<OrderRow | undefined> =>
  db.selectFrom('failed_orders').select(ORDER_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();

export const itemsOf = (db: Db, orderId: number) =>
  db.selectFrom('failed_order_items').select(ITEM_COLUMNS).where('failed_order_id', '=', orderId).orderBy('id').limit(1000).execute();

export async function updateOrder(db: Db, id: number, set: Updateable<FailedOrdersTable>, by: Actor): Promise<void> {
  await db
    .updateTable('failed_orders')
    .set({ ...set, ...updatedColumns(by) })
    .where('id', '=', id)
    .execute();
}

/** Sets the order's new revision (a change of its items, a retry's result), with who changed it. */
export async function setRevision(db: Db, id: number, revision: number, by: Actor): Promise<void> {
  await db
    .updateTable('failed_orders')
    .set({ revision, ...updatedColumns(by) })
    .where('id', '=', id)
    .execute();
}

export async function markDeleted(db: Db, id: number, by: Actor): Promise<void> {
  await db
    .updateTable('failed_orders')
    .set({ state: 'DELETED', ...deletedColumns(by) })
    .where('id', '=', id)
    .execute();
}

/** A deleted order restored: listed again as failed, no longer marked deleted. */
export async function markListedAgain(db: Db, id: number, by: Actor): Promise<void> {
  await db
    .updateTable('failed_orders')
    .set({ state: 'FAILED', deleted_by: null, deleted_name: sql<string>`null`, deleted_date_utc: sql<Date>`null`, ...updatedColumns(by) })
    .where('id', '=', id)
    .execute();
}

export async function updateItem(db: Db, itemId: number, set: Updateable<FailedOrderItemsTable>, by: Actor): Promise<void> {
  await db
    .updateTable('failed_order_items')
    .set({ ...set, ...updatedColumns(by) })
    .where('id', '=', itemId)
    .execute();
}

/** The items of other listed failed orders with this UPC whose HS code is not `hsCode`, by order. */
export function itemsOfUpcElsewhere(db: Db, upc: string, hsCode: string, exceptOrderId: number) {
  return db
    .selectFrom('failed_order_items')
    .select(ITEM_COLUMNS)
    .where(sql<string>`upper(upc)`, '=', upc.toUpperCase())
    .where('failed_order_id', '<>', exceptOrderId)
    .where('hs_code', '<>', hsCode)
    .where('failed_order_id', 'in', listed(db).select('id'))
    .orderBy('failed_order_id')
    .orderBy('id')
    .limit(10_000)
    .execute();
}

export async function insertOrder(
  db: Db,
  order: Omit<Insertable<FailedOrdersTable>, 'created_by' | 'created_name'>,
  items: Omit<Insertable<FailedOrderItemsTable>, 'failed_order_id' | 'created_by' | 'created_name'>[],
  by: Actor,
): Promise<number> {
  const { id } = await db
    .insertInto('failed_orders')
    .values({ ...order, ...createdColumns(by) })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (items.length)
    await db
      .insertInto('failed_order_items')
      .values(items.map((item) => ({ ...item, failed_order_id: id, ...createdColumns(by) })))
      .execute();
  return id;
}

/** Many failed orders at once (the seed): two statements however many there are. */
export async function insertOrders(
  db: Db,
  list: { order: Parameters<typeof insertOrder>[1]; items: Parameters<typeof insertOrder>[2] }[],
  by: Actor,
): Promise<void> {
  if (list.length === 0) return;
  const ids = await db
    .insertInto('failed_orders')
    .values(list.map((f) => ({ ...f.order, ...createdColumns(by) })))
    .returning(['id', 'order_id'])
    .execute();
  const idOf = new Map(ids.map((r) => [r.order_id, r.id]));
  const items = list.flatMap((f) =>
    f.items.map((item) => ({ ...item, failed_order_id: idOf.get(f.order.order_id)!, ...createdColumns(by) })),
  );
  for (let at = 0; at < items.length; at += 1000)
    await db
      .insertInto('failed_order_items')
      .values(items.slice(at, at + 1000))
      .execute();
}

export const attemptsOf = (db: Db, orderId: number) =>
  db
    .selectFrom('failed_order_attempts')
    .select(['id', 'link', 'result', 'remarks', 'created_name', 'created_date_utc', 'finished_date_utc'])
    .where('failed_order_id', '=', orderId)
    .orderBy('id', 'desc')
    .limit(100)
    .execute();

/** The newest attempt of an order, to tell a retry in flight from one abandoned by a stopped server. */
export const latestAttempt = (db: Db, orderId: number) =>
  db
    .selectFrom('failed_order_attempts')
    .select(['id', 'result', 'created_date_utc'])
    .where('failed_order_id', '=', orderId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

export async function insertAttempt(db: Db, orderId: number, link: string, by: Actor): Promise<number> {
  const { id } = await db
    .insertInto('failed_order_attempts')
    .values({ failed_order_id: orderId, link, ...createdColumns(by) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function finishAttempt(db: Db, id: number, result: 'SUCCESS' | 'FAILED', remarks: string, by: Actor): Promise<void> {
  await db
    .updateTable('failed_order_attempts')
    .set({ result, remarks, finished_date_utc: new Date(), ...updatedColumns(by) })
    .where('id', '=', id)
    .execute();
}
