import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

/**
 * Delivery Timeline (spec 002 §3): delivery methods (an inventory country, a delivery type and a
 * delivery label, once each) and their timelines (a shipping place, a zone, a cut-off window, the
 * working days and the estimated days). Deleting a method deletes its timelines.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('delivery_methods')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('inventory_country_id', 'integer', (c) => c.notNull().references('countries.id'))
    .addColumn('delivery_type_code', 'text', (c) => c.notNull())
    .addColumn('delivery_label_code', 'text', (c) => c.notNull())
    .addColumn('status', 'boolean', (c) => c.notNull().defaultTo(true))
    .$call(audit)
    .execute();
  // One method per country, type and label; the promise finds it by the three.
  await sql`create unique index delivery_methods_key on delivery_methods (inventory_country_id, delivery_type_code, delivery_label_code)`.execute(
    db,
  );

  await db.schema
    .createTable('delivery_timelines')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('delivery_method_id', 'integer', (c) => c.notNull().references('delivery_methods.id').onDelete('cascade'))
    .addColumn('shipping_country_id', 'integer', (c) => c.notNull().references('countries.id'))
    .addColumn('shipping_state_id', 'integer', (c) => c.references('states.id'))
    .addColumn('shipping_area_id', 'integer', (c) => c.references('areas.id'))
    .addColumn('timezone', 'text', (c) => c.notNull())
    .addColumn('cut_off_time_from', 'text', (c) => c.notNull().check(sql`cut_off_time_from ~ '^([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$'`))
    .addColumn('cut_off_time_to', 'text', (c) => c.notNull().check(sql`cut_off_time_to ~ '^([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$'`))
    .addColumn('working_days', 'text', (c) => c.notNull().check(sql`working_days <> ''`))
    .addColumn('min_edd', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`min_edd >= 0`),
    )
    .addColumn('max_edd', 'integer', (c) => c.notNull().check(sql`max_edd >= min_edd`))
    .addCheckConstraint('delivery_timelines_window', sql`cut_off_time_from <= cut_off_time_to`)
    .addCheckConstraint('delivery_timelines_area_state', sql`shipping_area_id is null or shipping_state_id is not null`)
    .$call(audit)
    .execute();
  // The promise and the overlap check read a method's timelines of one country, then state and area.
  await sql`create index delivery_timelines_place on delivery_timelines (delivery_method_id, shipping_country_id, shipping_state_id, shipping_area_id)`.execute(
    db,
  );
}

/** Who created a row and when; who changed it last and when (null until a first change). */
function audit<TB extends string, C extends string>(table: CreateTableBuilder<TB, C>) {
  return table
    .addColumn('created_by', 'integer')
    .addColumn('created_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_date_utc', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'integer')
    .addColumn('updated_name', 'text')
    .addColumn('updated_date_utc', 'timestamptz');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('delivery_timelines').execute();
  await db.schema.dropTable('delivery_methods').execute();
}
