import { sql, type AlterTableBuilder, type Kysely } from 'kysely';

/**
 * Deleting a delivery method or timeline keeps the row and records who deleted it and when
 * (`deleted_by`, `deleted_name`, `deleted_date_utc`, beside the created/updated columns): every
 * write leaves its who and when. Lists, checks and the promise read only rows not deleted, so the
 * one-method-per-country-type-and-label rule and the place index now cover those rows alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['delivery_methods', 'delivery_timelines']) {
    await db.schema.alterTable(table).$call(deletedColumns).execute();
  }
  await sql`drop index delivery_methods_key`.execute(db);
  await sql`create unique index delivery_methods_key on delivery_methods (inventory_country_id, delivery_type_code, delivery_label_code) where deleted_date_utc is null`.execute(
    db,
  );
  await sql`drop index delivery_timelines_place`.execute(db);
  await sql`create index delivery_timelines_place on delivery_timelines (delivery_method_id, shipping_country_id, shipping_state_id, shipping_area_id) where deleted_date_utc is null`.execute(
    db,
  );
}

/** Who deleted a row and when; null while it is not deleted. */
const deletedColumns = (table: AlterTableBuilder) =>
  table.addColumn('deleted_by', 'integer').addColumn('deleted_name', 'text').addColumn('deleted_date_utc', 'timestamptz');

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from delivery_timelines where deleted_date_utc is not null`.execute(db);
  await sql`delete from delivery_methods where deleted_date_utc is not null`.execute(db);
  await sql`drop index delivery_timelines_place`.execute(db);
  await sql`create index delivery_timelines_place on delivery_timelines (delivery_method_id, shipping_country_id, shipping_state_id, shipping_area_id)`.execute(
    db,
  );
  await sql`drop index delivery_methods_key`.execute(db);
  await sql`create unique index delivery_methods_key on delivery_methods (inventory_country_id, delivery_type_code, delivery_label_code)`.execute(
    db,
  );
  for (const table of ['delivery_methods', 'delivery_timelines']) {
    await db.schema.alterTable(table).dropColumn('deleted_by').dropColumn('deleted_name').dropColumn('deleted_date_utc').execute();
  }
}
