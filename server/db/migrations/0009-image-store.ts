import { sql, type Kysely } from 'kysely';

/**
 * The image store: one row per stored picture, whatever uses it (product images reference it by
 * id). The files live in the configured storage under `storage_key`, named by the SHA-256 of their
 * bytes, so one picture uploaded twice is stored once and a key's bytes never change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stored_images')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('storage_key', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`storage_key ~ '^[0-9a-f]{64}\\.(jpg|png)$'`),
    )
    .addColumn('sha256', 'text', (c) => c.notNull().check(sql`sha256 ~ '^[0-9a-f]{64}$'`))
    .addColumn('content_type', 'text', (c) => c.notNull().check(sql`content_type in ('image/jpeg', 'image/png')`))
    .addColumn('width', 'integer', (c) => c.notNull().check(sql`width > 0`))
    .addColumn('height', 'integer', (c) => c.notNull().check(sql`height > 0`))
    .addColumn('bytes', 'integer', (c) => c.notNull().check(sql`bytes > 0`))
    .addColumn('thumbnail_key', 'text', (c) => c.notNull().check(sql`thumbnail_key ~ '^[0-9a-f]{64}\\.(jpg|png)$'`))
    .addColumn('created_by', 'integer')
    .addColumn('created_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_date_utc', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Deleting an image removes its thumbnail file only when no other image shares it.
  await db.schema.createIndex('stored_images_thumbnail_key').on('stored_images').column('thumbnail_key').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stored_images').execute();
}
