import { sql, type Kysely } from 'kysely';

/**
 * Shipping Charge Settings (spec 002 §3 ShippingChargeSetting). A setting is a tier, country and
 * delivery type with its currency; its charges and status are versions, never overwritten: each
 * add or edit inserts one, applying from `effective_from` (its creation, or its scheduled time). The
 * charge in force at any moment is read from these rows, so a scheduled change needs no timer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shipping_charge_settings')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tier', 'text', (c) => c.notNull())
    .addColumn('delivery_type', 'text', (c) => c.notNull())
    .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id'))
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('created_name', 'text', (c) => c.notNull())
    .addColumn('created_date_utc', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'integer')
    .addColumn('updated_name', 'text')
    .addColumn('updated_date_utc', 'timestamptz')
    .execute();
  await sql`create index shipping_charge_settings_key on shipping_charge_settings (tier, country_id, delivery_type)`.execute(db);

  await db.schema
    .createTable('shipping_charge_versions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('setting_id', 'integer', (c) => c.notNull().references('shipping_charge_settings.id').onDelete('cascade'))
    .addColumn('transaction_shipping_charge', sql`numeric(12, 2)`, (c) => c.notNull())
    .addColumn('transaction_free_shipping_limit', sql`numeric(12, 2)`, (c) => c.notNull())
    .addColumn('global_shipping_charge', sql`numeric(12, 2)`, (c) => c.notNull())
    .addColumn('express_shipping_fee', sql`numeric(12, 2)`, (c) => c.notNull())
    .addColumn('status', 'boolean', (c) => c.notNull())
    .addColumn('update_changes', 'text', (c) => c.notNull().check(sql`update_changes in ('NOW', 'SCHEDULED')`))
    .addColumn('schedule_date', 'timestamptz')
    .addColumn('effective_from', 'timestamptz', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('created_name', 'text', (c) => c.notNull())
    .addColumn('created_date_utc', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The version of a setting in force at a moment: the latest effective_from at or before it.
  await sql`create index shipping_charge_versions_effective on shipping_charge_versions (setting_id, effective_from desc, id desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('shipping_charge_versions').execute();
  await db.schema.dropTable('shipping_charge_settings').execute();
}
