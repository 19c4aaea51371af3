import { sql, type Kysely } from 'kysely';

/**
 * Marketing campaigns (Campaign Details) and the product price rows of each. Codes are stored
 * normalised (A–Z, 0–9, _ and -, at most 50) and unique whatever their case.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('marketing_campaigns')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('campaign_code', 'text', (c) => c.notNull().check(sql`campaign_code ~ '^[A-Z0-9_-]{1,50}$'`))
    .addColumn('details', 'text', (c) =>
      c
        .notNull()
        .defaultTo('')
        .check(sql`char_length(details) <= 500`),
    )
    .addColumn('created_by', 'integer')
    .addColumn('created_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_date_utc', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'integer')
    .addColumn('updated_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_date_utc', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Case-insensitive even if a row ever arrives by another road than the API's normalisation.
  await sql`create unique index marketing_campaigns_code_key on marketing_campaigns (upper(campaign_code))`.execute(db);

  await db.schema
    .createTable('campaign_products')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('marketing_campaigns.id').onDelete('cascade'))
    .addColumn('pid', 'integer', (c) => c.notNull().check(sql`pid > 0`))
    .addColumn('country_code', 'text', (c) => c.notNull().check(sql`country_code ~ '^[A-Z]{2}$'`))
    .addColumn('new_price', 'numeric(12, 2)', (c) => c.notNull().check(sql`new_price >= 0`))
    .addColumn('old_price', 'numeric(12, 2)', (c) => c.notNull().check(sql`old_price >= 0`))
    .addColumn('price_changed_date', 'timestamptz', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('created_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_date_utc', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // One price per product and country in a campaign; the same index serves the listing's order.
  await sql`create unique index campaign_products_listing on campaign_products (campaign_id, pid, country_code)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('campaign_products').execute();
  await db.schema.dropTable('marketing_campaigns').execute();
}
