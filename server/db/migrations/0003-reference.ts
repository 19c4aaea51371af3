import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

/**
 * Reference data (spec 000 §3): countries, their states and the states' areas. A state belongs to a
 * country and an area to a state; codes are unique in any case. Indexes serve the grids' filters.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('countries')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('country_name', 'text', (c) => c.notNull())
    .addColumn('ar_country_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('country_code', 'text', (c) => c.notNull())
    .addColumn('country_code2', 'text', (c) => c.notNull())
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('exchange_rate', sql`numeric(18, 6)`, (c) => c.notNull().check(sql`exchange_rate > 0`))
    .addColumn('exchange_rate_product', sql`numeric(18, 6)`, (c) => c.notNull().check(sql`exchange_rate_product > 0`))
    .addColumn('mobile_country_code', 'integer', (c) => c.notNull())
    .addColumn('mobile_local_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('mobile_local_number_length', 'integer', (c) => c.notNull())
    .addColumn('domain', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('vat_per', sql`numeric(5, 2)`, (c) => c.notNull().check(sql`vat_per between 0 and 100`))
    .addColumn('vat_calc_value', sql`numeric(12, 6)`, (c) => c.notNull().check(sql`vat_calc_value >= 0`))
    .addColumn('return_days', 'integer', (c) => c.notNull().check(sql`return_days >= 0`))
    .addColumn('show_invoice_vat', 'boolean', (c) => c.notNull())
    .addColumn('service_avail', 'boolean', (c) => c.notNull())
    .$call(audit)
    .execute();
  await sql`create unique index countries_country_code_key on countries (lower(country_code))`.execute(db);

  await db.schema
    .createTable('states')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id'))
    .addColumn('state_name', 'text', (c) => c.notNull())
    .addColumn('ar_state_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('state_code', 'text', (c) => c.notNull())
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('a', 'i')`))
    .$call(audit)
    .execute();
  await sql`create unique index states_country_code_key on states (country_id, lower(state_code))`.execute(db);
  // The grid filters by country and shows the newest first.
  await sql`create index states_country_id_id on states (country_id, id desc)`.execute(db);

  await db.schema
    .createTable('areas')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('state_id', 'integer', (c) => c.notNull().references('states.id'))
    .addColumn('area_name', 'text', (c) => c.notNull())
    .addColumn('ar_area_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('a', 'i')`))
    .$call(audit)
    .execute();
  await sql`create unique index areas_state_name_key on areas (state_id, lower(area_name))`.execute(db);
  // The grid filters by state (or by country through states_country_id_id) and shows the newest first.
  await sql`create index areas_state_id_id on areas (state_id, id desc)`.execute(db);
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
  await db.schema.dropTable('areas').execute();
  await db.schema.dropTable('states').execute();
  await db.schema.dropTable('countries').execute();
}
