import { CompiledQuery, sql, type Expression, type InferResult, type Insertable, type Selectable, type Updateable } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../db/connect.ts';
import { prepared } from '../../db/prepared.ts';
import type { ProductBulletsTable, ProductsTable, ProductStatus } from '../../db/schema.ts';
import type { Actor } from '../../shared/actor.ts';
import { createdColumns, updatedColumns } from '../../shared/audit-columns.ts';

/** The columns a product's details save sets. */
export type ProductColumns = Pick<
  Insertable<ProductsTable>,
  | 'main_category_id'
  | 'parent_category_id'
  | 'category_id'
  | 'sub_category_id'
  | 'brand_id'
  | 'name'
  | 'ar_name'
  | 'details'
  | 'ar_details'
  | 'features'
  | 'ar_features'
  | 'style'
  | 'variant'
  | 'remarks'
  | 'meta_tag'
  | 'short_desc'
>;

/** A stored product, every column: what its change log entries compare. */
export type ProductRecordRow = Selectable<ProductsTable>;

/** Inserts a product; answers the stored row. */
export function insert(db: Db, columns: ProductColumns, by: Actor): Promise<ProductRecordRow> {
  return db
    .insertInto('products')
    .values({ ...columns, ...createdColumns(by) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Rows for a batch insert (the seed): every column a product may be given. */
export type ProductRow = Insertable<ProductsTable>;

/** Inserts products in one statement; answers their pIds in the order given. */
export async function insertMany(db: Db, rows: ProductRow[]): Promise<number[]> {
  if (!rows.length) return [];
  const inserted = await db.insertInto('products').values(rows).returning('p_id').execute();
  return inserted.map((r) => r.p_id);
}

/** The stored product's fields a write compares with, locked for the rest of the transaction. */
export function current(db: Db, pId: number) {
  return db
    .selectFrom('products')
    .select([
      'p_id',
      'revision',
      'main_category_id',
      'parent_category_id',
      'category_id',
      'sub_category_id',
      'brand_id',
      'style',
      'variant',
      'status',
      'status_ar',
      'approve',
      'ar_name',
      'ar_details',
    ])
    .where('p_id', '=', pId)
    .forUpdate()
    .executeTakeFirst();
}

/** The whole stored product, locked for the rest of the transaction (a tracked write's before), or undefined. */
export const lockRecord = (db: Db, pId: number): Promise<ProductRecordRow | undefined> =>
  db.selectFrom('products').selectAll().where('p_id', '=', pId).forUpdate().executeTakeFirst();

/** Sets `columns` and bumps the revision if the product is still at `revision`; answers the stored row, or undefined. */
export function updateAt(
  db: Db,
  pId: number,
  revision: number,
  columns: Updateable<ProductsTable>,
  by: Actor,
): Promise<ProductRecordRow | undefined> {
  return db
    .updateTable('products')
    .set({ ...columns, ...updatedColumns(by), revision: sql<number>`revision + 1` })
    .where('p_id', '=', pId)
    .where('revision', '=', revision)
    .returningAll()
    .executeTakeFirst();
}

/** Sets the three statuses and bumps the revision; answers the stored row. */
export function setStatuses(
  db: Db,
  pId: number,
  statuses: { status: ProductStatus; status_ar: ProductStatus; approve: ProductStatus },
  by: Actor,
): Promise<ProductRecordRow> {
  return db
    .updateTable('products')
    .set({ ...statuses, ...updatedColumns(by), revision: sql<number>`revision + 1` })
    .where('p_id', '=', pId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

function viewQuery(db: Db, pId: number) {
  return (
    db
      .selectFrom('products as p')
      .innerJoin('brands as b', 'b.id', 'p.brand_id')
      .innerJoin('main_categories as m', 'm.id', 'p.main_category_id')
      .innerJoin('parent_categories as pc', 'pc.id', 'p.parent_category_id')
      .innerJoin('categories as c', 'c.id', 'p.category_id')
      .innerJoin('sub_categories as sc', 'sc.id', 'p.sub_category_id')
      // Named columns, not p.*: a prepared statement's columns are fixed, and a column added by a
      // later migration (another instance migrating first) would otherwise fail it.
      .select([
        'p.p_id',
        'p.created_by',
        'p.created_name',
        'p.created_date_utc',
        'p.updated_name',
        'p.updated_date_utc',
        'p.status',
        'p.status_ar',
        'p.approve',
        'p.current_price',
        'p.name',
        'p.ar_name',
        'p.details',
        'p.ar_details',
        'p.features',
        'p.ar_features',
        'p.style',
        'p.variant',
        'p.style_verified',
        'p.main_category_id',
        'p.parent_category_id',
        'p.category_id',
        'p.sub_category_id',
        'p.brand_id',
        'p.remarks',
        'p.meta_tag',
        'p.short_desc',
        'p.revision',
        'b.brand_name',
        'b.ar_brand_name',
        'm.name as mcatname',
        'm.ar_name as ar_mcatname',
        'pc.name as pcatname',
        'pc.ar_name as ar_pcatname',
        'c.name as catname',
        'c.ar_name as ar_catname',
        'sc.name as subcatname',
        'sc.ar_name as ar_subcatname',
      ])
      .select((eb) => [
        jsonArrayFrom(attributesQuery(db, eb.ref('p.p_id'))).as('attributes'),
        jsonArrayFrom(bulletsQuery(db, eb.ref('p.p_id'))).as('bullets'),
        jsonArrayFrom(imagesFrom(db).where('pi.p_id', '=', eb.ref('p.p_id')).orderBy('pi.kind').orderBy('pi.position').orderBy('pi.id')).as(
          'images',
        ),
      ])
      .where('p.p_id', '=', pId)
  );
}
type ViewRow = InferResult<ReturnType<typeof viewQuery>>[number];

let viewText: string | undefined;

/**
 * A product with the names of its brand and its four category levels, English and Arabic, and its
 * attribute choices, bullets and images: one statement, prepared (its plan costs four times its
 * run, and the activation queue reads it for every product handed out).
 */
export async function view(db: Db, pId: number): Promise<ViewRow | undefined> {
  viewText ??= prepared('catalogue_product_view', viewQuery(db, 0).compile().sql);
  const { rows } = await db.executeQuery<ViewRow>(CompiledQuery.raw(viewText, [pId]));
  return rows[0];
}
export type ProductViewRow = NonNullable<Awaited<ReturnType<typeof view>>>;

/** A product's attribute choices with the attribute's and the value's names. */
function attributesQuery(db: Db, pId: number | Expression<number>) {
  return db
    .selectFrom('product_attributes as pa')
    .innerJoin('attributes as a', 'a.id', 'pa.attribute_id')
    .innerJoin('attribute_values as v', 'v.id', 'pa.attribute_value_id')
    .select([
      'pa.attribute_id',
      'pa.attribute_value_id',
      'a.name as attribute',
      'a.ar_name as ar_attribute',
      'v.name as value',
      'v.ar_name as ar_value',
    ])
    .where('pa.p_id', '=', pId)
    .orderBy('pa.attribute_id')
    .orderBy('v.display_order')
    .orderBy('v.id');
}

export const attributesOf = (db: Db, pId: number) => attributesQuery(db, pId).execute();

/** Replaces a product's attribute choices. */
export async function replaceAttributes(db: Db, pId: number, rows: { attribute_id: number; attribute_value_id: number }[]) {
  await db.deleteFrom('product_attributes').where('p_id', '=', pId).execute();
  if (rows.length)
    await db
      .insertInto('product_attributes')
      .values(rows.map((r) => ({ ...r, p_id: pId })))
      .execute();
}

/** Attribute choices of many products in one statement (the seed). */
export async function insertAttributes(db: Db, rows: { p_id: number; attribute_id: number; attribute_value_id: number }[]) {
  if (rows.length) await db.insertInto('product_attributes').values(rows).execute();
}

/** A product's bullets in their order. */
const bulletsQuery = (db: Db, pId: number | Expression<number>) =>
  db.selectFrom('product_bullets').select(['id', 'name', 'ar_name']).where('p_id', '=', pId).orderBy('position').orderBy('id');

export const bulletsOf = (db: Db, pId: number) => bulletsQuery(db, pId).execute();

/**
 * Makes a product's bullets `bullets`, in that order: negative ids are inserted, positive ones
 * updated, and the product's other bullets deleted.
 */
export async function replaceBullets(db: Db, pId: number, bullets: { id: number; name: string; ar_name: string }[], by: Actor) {
  const kept = bullets.filter((b) => b.id > 0).map((b) => b.id);
  await db
    .deleteFrom('product_bullets')
    .where('p_id', '=', pId)
    .$if(kept.length > 0, (q) => q.where('id', 'not in', kept))
    .execute();
  const fresh: Insertable<ProductBulletsTable>[] = [];
  for (const [position, bullet] of bullets.entries()) {
    if (bullet.id > 0) {
      await db
        .updateTable('product_bullets')
        .set({ name: bullet.name, ar_name: bullet.ar_name, position, ...updatedColumns(by) })
        .where('id', '=', bullet.id)
        .where('p_id', '=', pId)
        .execute();
    } else fresh.push({ p_id: pId, name: bullet.name, ar_name: bullet.ar_name, position, ...createdColumns(by) });
  }
  if (fresh.length) await db.insertInto('product_bullets').values(fresh).execute();
}

/** Bullets of many products in one statement (the seed). */
export async function insertBullets(
  db: Db,
  rows: { p_id: number; name: string; ar_name: string; position: number; created_by: number | null; created_name: string }[],
) {
  if (rows.length) await db.insertInto('product_bullets').values(rows).execute();
}

/** The ids of a product's bullets. */
export async function bulletIds(db: Db, pId: number): Promise<Set<number>> {
  const rows = await db.selectFrom('product_bullets').select('id').where('p_id', '=', pId).execute();
  return new Set(rows.map((r) => r.id));
}

/** A product's images by kind and position, with the image store's key of each file. */
const imagesFrom = (db: Db) =>
  db
    .selectFrom('product_images as pi')
    .innerJoin('stored_images as si', 'si.id', 'pi.image_id')
    .select(['pi.p_id', 'pi.kind', 'pi.position', 'pi.image_id', 'pi.upc', 'si.storage_key', 'si.thumbnail_key']);

export function imagesOf(db: Db, pIds: readonly number[]) {
  if (!pIds.length) return Promise.resolve([]);
  return imagesFrom(db)
    .where('pi.p_id', 'in', pIds)
    .orderBy('pi.p_id')
    .orderBy('pi.kind')
    .orderBy('pi.position')
    .orderBy('pi.id')
    .execute();
}

/** Sets a product's style and variant, marking it verified. */
export async function setStyle(db: Db, pId: number, style: string, variant: string, by: Actor): Promise<number> {
  const row = await db
    .updateTable('products')
    .set({ style, variant, style_verified: true, ...updatedColumns(by), revision: sql<number>`revision + 1` })
    .where('p_id', '=', pId)
    .returning('revision')
    .executeTakeFirstOrThrow();
  return row.revision;
}

/** Products of a style (any variant) but `exceptPId`, newest first. */
export function productsOfStyle(db: Db, style: string, limit: number, exceptPId?: number) {
  return db
    .selectFrom('products')
    .select(['p_id', 'style', 'variant', 'name'])
    .where('style', '=', style)
    .$if(exceptPId !== undefined, (q) => q.where('p_id', '<>', exceptPId!))
    .orderBy('p_id', 'desc')
    .limit(limit)
    .execute();
}

/** The current price of each of `pIds` that is a product. */
/** The newest `limit` products approved in English (status a) or in Arabic (status_ar a). */
export const newestApproved = (db: Db, lang: 'ENG' | 'AR', limit: number) =>
  db
    .selectFrom('products')
    .select('p_id')
    .where(lang === 'AR' ? 'status_ar' : 'status', '=', 'a')
    .orderBy('p_id', 'desc')
    .limit(limit)
    .execute();

export const namesOf = (db: Db, pIds: readonly number[]) =>
  pIds.length ? db.selectFrom('products').select(['p_id', 'name', 'ar_name']).where('p_id', 'in', pIds).execute() : Promise.resolve([]);

export const pricesOf = (db: Db, pIds: readonly number[]) =>
  pIds.length ? db.selectFrom('products').select(['p_id', 'current_price']).where('p_id', 'in', pIds).execute() : Promise.resolve([]);
