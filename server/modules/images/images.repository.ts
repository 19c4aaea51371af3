import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { StoredImagesTable } from '../../db/schema.ts';
import type { Actor } from '../../shared/actor.ts';
import { createdColumns } from '../../shared/audit-columns.ts';

export type StoredImageRow = Selectable<StoredImagesTable>;
export type NewStoredImage = Omit<Insertable<StoredImagesTable>, 'created_by' | 'created_name' | 'created_date_utc'>;

/**
 * Records an image, or answers the row that already has its key (the same picture uploaded
 * again): one statement, so two uploads of one picture at once still make one row.
 */
export async function insertOrFind(db: Db, image: NewStoredImage, by: Actor): Promise<StoredImageRow> {
  const inserted = await db
    .insertInto('stored_images')
    .values({ ...image, ...createdColumns(by) })
    .onConflict((oc) => oc.column('storage_key').doNothing())
    .returningAll()
    .executeTakeFirst();
  return (
    inserted ?? (await db.selectFrom('stored_images').selectAll().where('storage_key', '=', image.storage_key).executeTakeFirstOrThrow())
  );
}

export function findById(db: Db, id: number): Promise<StoredImageRow | undefined> {
  return db.selectFrom('stored_images').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findByIds(db: Db, ids: readonly number[]): Promise<StoredImageRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return db.selectFrom('stored_images').selectAll().where('id', 'in', ids).execute();
}

export function deleteById(db: Db, id: number): Promise<StoredImageRow | undefined> {
  return db.deleteFrom('stored_images').where('id', '=', id).returningAll().executeTakeFirst();
}

/**
 * Whether any image still uses a file, as its picture or its thumbnail: two pictures can share a
 * thumbnail, and a picture already 40×50 is its own thumbnail.
 */
export async function fileInUse(db: Db, key: string): Promise<boolean> {
  const row = await db
    .selectFrom('stored_images')
    .select('id')
    .where((eb) => eb.or([eb('storage_key', '=', key), eb('thumbnail_key', '=', key)]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
