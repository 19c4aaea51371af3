import { sql, type Kysely } from 'kysely';

/**
 * Every saved change of a product's Arabic text (spec 002 §2 "Arabic Edit Report"): the Arabic
 * name, details or bullets, the text before and after, where it was saved, who and when. Rows are
 * only ever added. The report groups them by day (of the deployment's zone) and editor, so both
 * its reads walk an index on the time: a day's rows, then one editor's rows of that day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('arabic_edits')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('p_id', 'integer', (c) => c.notNull().references('products.p_id').onDelete('cascade'))
    .addColumn('field', 'text', (c) => c.notNull().check(sql`field in ('ar_name', 'ar_details', 'ar_bullets')`))
    .addColumn('old_text', 'text', (c) => c.notNull())
    .addColumn('new_text', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('ARABIC_QUEUE', 'PRODUCT_VIEW')`))
    .addColumn('created_by', 'integer')
    .addColumn('created_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_date_utc', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index arabic_edits_created on arabic_edits (created_date_utc)`.execute(db);
  await sql`create index arabic_edits_editor on arabic_edits ((coalesce(created_by, 0)), created_date_utc)`.execute(db);
  await sql`create index arabic_edits_p_id on arabic_edits (p_id)`.execute(db);
}
