import { CompiledQuery, sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { prepared } from '../../db/prepared.ts';
import type { StockItemsTable } from '../../db/schema.ts';
import type { Actor } from '../../shared/actor.ts';
import { createdColumns, updatedColumns } from '../../shared/audit-columns.ts';

/**
 * The stock tables (stock_items, inbound_qc_requests, dws_dimensions) and the product facts the
 * stock calls need. Products belong to the catalogue; this module only reads them (their PID,
 * style and sub-category's size group), it never writes them.
 */

/** The columns a stock item's add or update sets. */
export type StockColumns = Omit<
  Insertable<StockItemsTable>,
  'stock_id' | 'created_by' | 'created_name' | 'created_date_utc' | 'updated_by' | 'updated_name' | 'updated_date_utc'
>;

/** A stock item as stored: what its change log entries compare. */
export type StockRow = Selectable<StockItemsTable>;

/** A product as the stock calls need it: its style and its size group. */
export function findProduct(db: Db, pId: number) {
  return db
    .selectFrom('products')
    .leftJoin('sub_categories', 'sub_categories.id', 'products.sub_category_id')
    .leftJoin('size_groups', 'size_groups.id', 'sub_categories.size_group_id')
    .select([
      'products.p_id',
      'products.style',
      'products.variant',
      'sub_categories.size_group_id',
      sql<string | null>`size_groups.name`.as('size_group_name'),
    ])
    .where('products.p_id', '=', pId)
    .executeTakeFirst();
}

// A stock item with its product's style, its size's label and the action of its UPC's latest stock-in-transit row.
const stockView = (db: Db) =>
  db
    .selectFrom('stock_items as s')
    .innerJoin('products as p', 'p.p_id', 's.p_id')
    .leftJoin('sizes as z', 'z.id', 's.size_id')
    .select([
      's.stock_id',
      's.p_id',
      's.upc',
      's.item_code',
      's.item_name',
      's.size_id',
      's.size_info',
      's.is_multisize',
      's.c_id',
      's.group_code',
      's.hs_code',
      's.box_no',
      's.remarks',
      's.created_name',
      's.created_date_utc',
      's.revision',
      'p.style',
      'p.variant',
      sql<string | null>`z.label`.as('size_label'),
      sql<string | null>`(select t.action from stock_in_transit t where upper(t.upc) = upper(s.upc) order by t.id desc limit 1)`.as(
        'action',
      ),
    ]);

export type StockView = Awaited<ReturnType<ReturnType<typeof stockView>['executeTakeFirstOrThrow']>>;

let stockOfProductText: string | undefined;

/** A product's stock, one row per UPC: prepared (its plan costs ten times its run; the activation queue reads it per product). */
export async function stockOfProduct(db: Db, pId: number): Promise<StockView[]> {
  stockOfProductText ??= prepared('stock_of_product', stockView(db).where('s.p_id', '=', 0).orderBy('s.stock_id').compile().sql);
  return (await db.executeQuery<StockView>(CompiledQuery.raw(stockOfProductText, [pId]))).rows;
}

/** The stock of the products of a style: every variant, or only `variant` when given. */
export const stockOfStyle = (db: Db, style: string, variant?: string) =>
  stockView(db)
    .where('p.style', '=', style)
    .$if(variant !== undefined, (q) => q.where('p.variant', '=', variant!))
    .orderBy('s.p_id')
    .orderBy('s.stock_id')
    .limit(10_000)
    .execute();

export const findStockView = (db: Db, stockId: number) => stockView(db).where('s.stock_id', '=', stockId).executeTakeFirst();

/** The stock item `stockId`, locked until the transaction ends: a save checks its revision on it. */
export function lockStock(db: Db, stockId: number): Promise<StockRow | undefined> {
  return db.selectFrom('stock_items').selectAll().where('stock_id', '=', stockId).forUpdate().executeTakeFirst();
}

/** The stock item holding `upc` in any case, other than `exceptStockId`. */
export function stockWithUpc(db: Db, upc: string, exceptStockId?: number) {
  return db
    .selectFrom('stock_items')
    .select(['stock_id', 'p_id', 'upc', 'item_code', 'size_id'])
    .where(sql<string>`upper(upc)`, '=', upc.toUpperCase())
    .$if(exceptStockId !== undefined, (q) => q.where('stock_id', '<>', exceptStockId!))
    .executeTakeFirst();
}

/** Inserts a stock item at revision 1; answers the stored row. */
export function insertStock(db: Db, columns: StockColumns, by: Actor): Promise<StockRow> {
  return db
    .insertInto('stock_items')
    .values({ ...columns, ...createdColumns(by) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Sets `columns` of the (locked) stock item and its new `revision`; answers the stored row. */
export function updateStock(db: Db, stockId: number, columns: Partial<StockColumns>, revision: number, by: Actor): Promise<StockRow> {
  return db
    .updateTable('stock_items')
    .set({ ...columns, ...updatedColumns(by), revision })
    .where('stock_id', '=', stockId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function inboundQcOfProduct(db: Db, pId: number) {
  return db
    .selectFrom('inbound_qc_requests')
    .select(['id', 'p_id', 'upc', 'item_code', 'size_label', 'created_name', 'created_date_utc'])
    .where('p_id', '=', pId)
    .orderBy('id', 'desc')
    .limit(10_000)
    .execute();
}

export async function insertInboundQc(
  db: Db,
  row: { p_id: number; upc: string; item_code: string; size_label: string },
  by: Actor,
): Promise<number> {
  const inserted = await db
    .insertInto('inbound_qc_requests')
    .values({ ...row, ...createdColumns(by) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export function findInboundQc(db: Db, id: number) {
  return db
    .selectFrom('inbound_qc_requests')
    .select(['id', 'p_id', 'upc', 'item_code', 'size_label', 'created_name', 'created_date_utc'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

export function dwsOfProduct(db: Db, pId: number) {
  return db.selectFrom('dws_dimensions').selectAll().where('p_id', '=', pId).executeTakeFirst();
}

/** Records the DWS scanner's measure of a product (the last one wins). */
export async function upsertDws(db: Db, row: { p_id: number; width_cm: number; height_cm: number; length_cm: number; weight_kg: number }) {
  await db
    .insertInto('dws_dimensions')
    .values(row)
    .onConflict((oc) =>
      oc.column('p_id').doUpdateSet({
        width_cm: row.width_cm,
        height_cm: row.height_cm,
        length_cm: row.length_cm,
        weight_kg: row.weight_kg,
        measured_date_utc: sql`now()`,
      }),
    )
    .execute();
}

/** Every product with what a stock item is made of: its style, brand, category and size group, by PID. */
export function productsForStock(db: Db) {
  return db
    .selectFrom('products as p')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .innerJoin('sub_categories as sc', 'sc.id', 'p.sub_category_id')
    .select([
      'p.p_id',
      'p.name',
      'p.style',
      'p.variant',
      'b.brand_name',
      sql<string>`c.name`.as('category'),
      sql<string>`sc.name`.as('sub_category'),
      'sc.size_group_id',
    ])
    .orderBy('p.p_id')
    .execute();
}

/** Inserts many stock items at once (the seed, a bulk load); the unique index refuses a duplicate UPC. */
export async function insertStockItems(db: Db, rows: StockColumns[], by: Actor): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('stock_items')
      .values(rows.slice(i, i + 500).map((r) => ({ ...r, ...createdColumns(by) })))
      .execute();
  }
}

/** Records many products' measures at once (the seed). */
export async function insertDwsMany(
  db: Db,
  rows: { p_id: number; width_cm: number; height_cm: number; length_cm: number; weight_kg: number }[],
) {
  for (let i = 0; i < rows.length; i += 1000)
    await db
      .insertInto('dws_dimensions')
      .values(rows.slice(i, i + 1000))
      .execute();
}

/** Of `upcs` (upper-cased), those the catalogue holds: each in the catalogue's spelling, with its product. */
export function stockOfUpcs(db: Db, upcs: readonly string[]): Promise<{ upc: string; p_id: number }[]> {
  if (upcs.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('stock_items')
    .select(['upc', 'p_id'])
    .where(sql<string>`upper(upc)`, 'in', upcs)
    .execute();
}
