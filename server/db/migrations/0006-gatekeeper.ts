import { sql, type Kysely } from 'kysely';

/**
 * The gatekeeper (spec 002 §3, DESIGN.md §7): the UPC item master the rules read, the inbound
 * pallet manifests a pallet is imported from, pallets with their counts, one item row per
 * expected unit (plus excess rows), and the operations already applied (idempotency by opId).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The item master is shared stock data (catalogue screens can read it later): plain names, no gk_ prefix.
  await db.schema
    .createTable('item_master')
    .addColumn('upc', 'text', (c) => c.primaryKey().check(sql`upc ~ '^[0-9A-Za-z]{1,32}$'`))
    .addColumn('pid', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('style', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('brand', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('category', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sub_category', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('division', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('department', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('group_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('size_label', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('item_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('head_office_qty', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rack_qty', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pre_grn_qty', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('style_in_business_uae', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('style_in_business_ksa', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_by', 'integer')
    .addColumn('created_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_date_utc', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'integer')
    .addColumn('updated_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_date_utc', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Catalogue look-ups by product, style and brand.
  await sql`create index item_master_pid on item_master (pid)`.execute(db);
  await sql`create index item_master_style on item_master (style)`.execute(db);
  await sql`create index item_master_brand on item_master (brand)`.execute(db);

  await db.schema
    .createTable('gk_manifests')
    .addColumn('pallet_no', 'text', (c) => c.primaryKey())
    .addColumn('gate_country', 'text', (c) => c.notNull().check(sql`gate_country in ('UAE', 'KSA')`))
    .addColumn('loaded_by', 'integer')
    .addColumn('loaded_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('loaded_date_utc', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('gk_manifest_lines')
    .addColumn('pallet_no', 'text', (c) => c.notNull().references('gk_manifests.pallet_no').onDelete('cascade'))
    .addColumn('upc', 'text', (c) => c.notNull())
    .addColumn('qty', 'integer', (c) => c.notNull().check(sql`qty > 0`))
    .addPrimaryKeyConstraint('gk_manifest_lines_pkey', ['pallet_no', 'upc'])
    .execute();

  await db.schema
    .createTable('gk_pallets')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('pallet_no', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('Open')
        .check(sql`status in ('Open', 'Closed')`),
    )
    .addColumn('gate_country', 'text', (c) => c.notNull().check(sql`gate_country in ('UAE', 'KSA')`))
    .addColumn('qty', 'integer', (c) => c.notNull())
    // Kept in the same transaction as the item rows they count (never recomputed on read).
    .addColumn('scanned_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('missing_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('excess_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'integer')
    .addColumn('created_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_date_utc', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('closed_by', 'integer')
    .addColumn('closed_name', 'text')
    .addColumn('closed_date_utc', 'timestamptz')
    .execute();
  // Header report: by date (newest first), optionally by status; open pallets newest first.
  await sql`create index gk_pallets_created on gk_pallets (created_date_utc desc, id desc)`.execute(db);
  await sql`create index gk_pallets_status_created on gk_pallets (status, created_date_utc desc, id desc)`.execute(db);

  await db.schema
    .createTable('gk_pallet_items')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('pallet_no', 'text', (c) => c.notNull().references('gk_pallets.pallet_no'))
    .addColumn('upc', 'text', (c) => c.notNull())
    // false for the rows Mark Excess adds: they are not part of the pallet's expected total.
    .addColumn('expected', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('is_scanned', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('action', 'text', (c) =>
      c.check(sql`action in ('ACCEPTED','REJECTED','NOT_ON_PALLET','ALREADY_SCANNED','EXCESS','MISSING')`),
    )
    .addColumn('remarks', 'text')
    .addColumn('scanned_by', 'integer')
    .addColumn('scanned_name', 'text')
    .addColumn('scanned_date_utc', 'timestamptz')
    .addColumn('device_time', 'timestamptz')
    .addColumn('server_time', 'timestamptz')
    .addColumn('op_id', 'uuid')
    .addColumn('created_by', 'integer')
    .addColumn('created_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_date_utc', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // A pallet's units of a UPC (scan: the first unscanned one) and the pallet's item listing.
  await sql`create index gk_items_pallet_upc on gk_pallet_items (pallet_no, upc, is_scanned, id)`.execute(db);
  // Items report by UPC, and the capping window: units of a UPC accepted in the last hour.
  await sql`create index gk_items_upc_scanned on gk_pallet_items (upc, scanned_date_utc)`.execute(db);
  // Items report by date, newest first.
  await sql`create index gk_items_created on gk_pallet_items (created_date_utc desc, id desc)`.execute(db);

  await db.schema
    .createTable('gk_applied_operations')
    .addColumn('op_id', 'uuid', (c) => c.primaryKey())
    .addColumn('pallet_no', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('result', 'jsonb', (c) => c.notNull())
    .addColumn('applied_by', 'integer')
    .addColumn('applied_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index gk_applied_operations_pallet on gk_applied_operations (pallet_no, applied_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('gk_applied_operations').execute();
  await db.schema.dropTable('gk_pallet_items').execute();
  await db.schema.dropTable('gk_pallets').execute();
  await db.schema.dropTable('gk_manifest_lines').execute();
  await db.schema.dropTable('gk_manifests').execute();
  await db.schema.dropTable('item_master').execute();
}
