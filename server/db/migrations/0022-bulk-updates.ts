import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

/**
 * Bulk updates (spec 002 §4, §5, §9): an update of many products at once, now or at a time, run by
 * the job queue. Its rows are kept one per line of the uploaded file with their outcome, so a run
 * interrupted by a crash resumes at the first row without one, and applies no row twice: a row's
 * change and its outcome are written in one transaction.
 *
 * What the updates change: a product's offer in a country (discount price, promotion tags, launch
 * time for New Arrivals) and a UPC's listing on a sales channel.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bulk_updates')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('update_type', 'text', (c) =>
      c.notNull().check(sql`update_type in ('DISCOUNT', 'REVERSE_DISCOUNT', 'PROMOTION_TAG_UPDATE', 'NEW_ARRIVALS', 'PRODUCT_ACTIVATION')`),
    )
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('PID_LIST', 'FILTER_CONDITION')`))
    .addColumn('update_mode', 'text', (c) => c.notNull().check(sql`update_mode in ('NOW', 'SCHEDULE')`))
    .addColumn('run_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`status between 0 and 4`),
    )
    .addColumn('file_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('total_rows', 'integer', (c) => c.notNull())
    .addColumn('ok_rows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed_rows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .addColumn('failure', 'text')
    .$call(audited)
    .execute();
  await sql`create index bulk_updates_newest on bulk_updates (created_date_utc desc, id desc)`.execute(db);

  await db.schema
    .createTable('bulk_update_rows')
    .addColumn('update_id', 'integer', (c) => c.notNull().references('bulk_updates.id').onDelete('cascade'))
    .addColumn('row_no', 'integer', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    // null while pending, 1 applied, 2 failed (with its message).
    .addColumn('outcome', 'smallint', (c) => c.check(sql`outcome in (1, 2)`))
    .addColumn('message', 'text')
    .addColumn('done_at', 'timestamptz')
    .addPrimaryKeyConstraint('bulk_update_rows_pk', ['update_id', 'row_no'])
    .execute();
  // The next rows to apply: an index of the pending ones only, which shrinks as the run goes.
  await sql`create index bulk_update_rows_pending on bulk_update_rows (update_id, row_no) where outcome is null`.execute(db);

  await db.schema
    .createTable('product_country_offers')
    .addColumn('p_id', 'integer', (c) => c.notNull().references('products.p_id'))
    .addColumn('country_code', 'text', (c) => c.notNull())
    .addColumn('discount_price', sql`numeric(12, 2)`)
    .addColumn('promotion_tag', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ar_promotion_tag', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('launch_date_time', 'timestamptz')
    .addPrimaryKeyConstraint('product_country_offers_pk', ['p_id', 'country_code'])
    .$call(audited)
    .execute();

  await db.schema
    .createTable('product_channel_listings')
    .addColumn('upc', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('p_id', 'integer', (c) => c.notNull().references('products.p_id'))
    .addPrimaryKeyConstraint('product_channel_listings_pk', ['upc', 'channel'])
    .$call(audited)
    .execute();
}

const audited = <T extends string>(table: CreateTableBuilder<T>) =>
  table
    .addColumn('created_by', 'integer')
    .addColumn('created_name', 'text', (c) => c.notNull())
    .addColumn('created_date_utc', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'integer')
    .addColumn('updated_name', 'text')
    .addColumn('updated_date_utc', 'timestamptz');

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['product_channel_listings', 'product_country_offers', 'bulk_update_rows', 'bulk_updates'])
    await db.schema.dropTable(table).execute();
}
