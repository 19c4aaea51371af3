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

/** Attaches pictures to a product at the positions given. */
export async function insert(
  db: Db,
  rows: { p_id: number; kind: ProductImageKind; upc: string | null; image_id: number; position: number }[],
  by: Actor,
): Promise<void> {
  if (!rows.length) return;
  await db
    .insertInto('product_images')
    .values(rows.map((row) => ({ ...row, ...createdColumns(by) })))
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
