import { sql, type Selectable } from 'kysely';
import type { ProductImageKind } from '../../../src/domain/catalogue/product-images.ts';
import type { Db } from '../../db/connect.ts';
import type { ProductImagesTable } from '../../db/schema.ts';
import type { Actor } from '../../shared/actor.ts';
import { createdColumns, updatedColumns } from '../../shared/audit-columns.ts';

export type ProductImageRow = Selectable<ProductImagesTable>;

export async function productExists(db: Db, pId: number): Promise<boolean> {
  return (await db.selectFrom('products').select('p_id').where('p_id', '=', pId).executeTakeFirst()) !== undefined;
}

/** A product's images, by kind, main first. */
export function imagesOfProduct(db: Db, pId: number): Promise<ProductImageRow[]> {
  return db.selectFrom('product_images').selectAll().where('p_id', '=', pId).orderBy('kind').orderBy('position').orderBy('id').execute();
}

/** The ids and pictures of a product's images of one kind, in their order. */
export function imagesOfKind(db: Db, pId: number, kind: ProductImageKind) {
  return db
    .selectFrom('product_images')
    .select(['id', 'image_id'])
    .where('p_id', '=', pId)
    .where('kind', '=', kind)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function findById(db: Db, id: number): Promise<ProductImageRow | undefined> {
  return db.selectFrom('product_images').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Attaches pictures to a product at the positions given; `atClock` stamps them with the clock's time
 * rather than the transaction's start (the seed writes production pictures and later studio shots
 * in one transaction, and the studio queue compares their times).
 */
export async function insert(
  db: Db,
  rows: { p_id: number; kind: ProductImageKind; upc: string | null; image_id: number; position: number }[],
  by: Actor,
  atClock = false,
): Promise<void> {
  if (!rows.length) return;
  await db
    .insertInto('product_images')
    .values(rows.map((row) => ({ ...row, ...createdColumns(by), ...(atClock ? { created_date_utc: sql<Date>`clock_timestamp()` } : {}) })))
    .execute();
}

/** Numbers the given images 0, 1, 2 … in the order given, in one statement. */
export async function setPositions(db: Db, ids: readonly number[], by: Actor): Promise<void> {
  if (!ids.length) return;
  const cases = sql.join(
    ids.map((id, position) => sql`when ${id}::int then ${position}::int`),
    sql` `,
  );
  await db
    .updateTable('product_images')
    .set({ position: sql<number>`case id ${cases} end`, ...updatedColumns(by) })
    .where('id', 'in', ids)
    .execute();
}

export function deleteById(db: Db, id: number): Promise<ProductImageRow | undefined> {
  return db.deleteFrom('product_images').where('id', '=', id).returningAll().executeTakeFirst();
}

/** Whether any product still shows a stored picture. */
export async function pictureInUse(db: Db, imageId: number): Promise<boolean> {
  const row = await db.selectFrom('product_images').select('id').where('image_id', '=', String(imageId)).limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * The newest products with no image of their own (or, `pictured`, with production images and not
 * deactivated) and what a picture of them shows: brand, sub-category, style, colour.
 */
export function newestByImages(
  db: Db,
  limit: number,
  colourAttributeId: number,
  range?: { fromPId: number; throughPId: number },
  pictured = false,
) {
  return db
    .selectFrom('products as p')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .innerJoin('sub_categories as s', 's.id', 'p.sub_category_id')
    .select((eb) => [
      'p.p_id',
      'p.name',
      'p.style',
      'p.variant',
      'b.brand_name',
      's.name as sub_category',
      eb
        .selectFrom('product_attributes as pa')
        .innerJoin('attribute_values as v', 'v.id', 'pa.attribute_value_id')
        .select('v.name')
        .whereRef('pa.p_id', '=', 'p.p_id')
        .where('pa.attribute_id', '=', colourAttributeId)
        .orderBy('v.id')
        .limit(1)
        .as('colour'),
    ])
    .where(({ not, exists, selectFrom }) =>
      pictured
        ? exists(selectFrom('product_images as pi').select('pi.id').whereRef('pi.p_id', '=', 'p.p_id').where('pi.kind', '=', 'production'))
        : not(exists(selectFrom('product_images as pi').select('pi.id').whereRef('pi.p_id', '=', 'p.p_id'))),
    )
    .$if(pictured, (q) => q.where('p.status', '<>', 'd'))
    .$if(range !== undefined, (q) => q.where('p.p_id', '>=', range!.fromPId).where('p.p_id', '<=', range!.throughPId))
    .orderBy('p.p_id', 'desc')
    .limit(limit)
    .execute();
}

/** The products of `pIds` that have any image, their rows locked until the transaction ends. */
export async function lockedWithImages(trx: Db, pIds: number[]): Promise<Set<number>> {
  if (!pIds.length) return new Set();
  await trx.selectFrom('products').select('p_id').where('p_id', 'in', pIds).forUpdate().execute();
  const rows = await trx.selectFrom('product_images').select('p_id').distinct().where('p_id', 'in', pIds).execute();
  return new Set(rows.map((r) => r.p_id));
}

/** The `count`-th newest product's pId and the newest one's: the range the newest `count` products span. */
export async function newestRange(db: Db, count: number): Promise<{ fromPId: number; throughPId: number } | undefined> {
  const newest = await db.selectFrom('products').select('p_id').orderBy('p_id', 'desc').limit(count).execute();
  return newest.length ? { fromPId: newest.at(-1)!.p_id, throughPId: newest[0]!.p_id } : undefined;
}
