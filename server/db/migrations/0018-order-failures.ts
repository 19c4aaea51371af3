import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

/**
 * Order failures (spec 001 §2, §3, §7): failed orders, their items and every retry attempt. A
 * retried order that the fulfilment accepts, or a deleted one, keeps its row (state SUBMITTED or
 * DELETED, with who and when) and leaves the list; the list reads only FAILED and RETRYING rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('failed_orders')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('cust_id', 'integer', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('order_date_utc', 'timestamptz', (c) => c.notNull())
    .addColumn('shipping_name', 'text', (c) => c.notNull())
    .addColumn('shipping_address', 'text', (c) => c.notNull())
    .addColumn('shipping_country', 'text', (c) => c.notNull())
    .addColumn('address_line1', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address_line2', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('country_id', 'integer', (c) => c.references('countries.id'))
    .addColumn('state_id', 'integer', (c) => c.references('states.id'))
    .addColumn('area_id', 'integer', (c) => c.references('areas.id'))
    .addColumn('transaction_amount', 'numeric(14, 2)', (c) => c.notNull())
    .addColumn('delivery_type', 'text', (c) => c.notNull())
    .addColumn('payment_mode', 'text', (c) => c.notNull())
    .addColumn('payment_status', 'smallint', (c) => c.check(sql`payment_status in (0, 1, 2)`))
    .addColumn('remarks', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('shipment_id', 'integer', (c) => c.notNull())
    .addColumn('awb_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('FAILED')
        .check(sql`state in ('FAILED', 'RETRYING', 'SUBMITTED', 'DELETED')`),
    )
    .addColumn('delivery_status', 'text')
    .$call(audit)
    .addColumn('deleted_by', 'integer')
    .addColumn('deleted_name', 'text')
    .addColumn('deleted_date_utc', 'timestamptz')
    .execute();
  // One row per order id whatever its case: details are read by it.
  await sql`create unique index failed_orders_order_id on failed_orders (upper(order_id))`.execute(db);
  // The list (at 100,000 rows): newest first among listed rows, alone or by remark; the date filter is a range on the first.
  await sql`create index failed_orders_listed on failed_orders (order_date_utc desc, id desc) where state in ('FAILED', 'RETRYING')`.execute(
    db,
  );
  await sql`create index failed_orders_listed_remarks on failed_orders (remarks, order_date_utc desc, id desc) where state in ('FAILED', 'RETRYING')`.execute(
    db,
  );

  await db.schema
    .createTable('failed_order_items')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('failed_order_id', 'integer', (c) => c.notNull().references('failed_orders.id').onDelete('cascade'))
    .addColumn('p_id', 'integer', (c) => c.notNull())
    .addColumn('upc', 'text', (c) => c.notNull())
    .addColumn('brand_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('pro_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('hs_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('transaction_total', 'numeric(14, 2)', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('stock_id', 'integer')
    .addColumn('size_id', 'integer')
    .addColumn('color_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('style', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('item_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('group_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('remarks', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_multi_size', 'boolean', (c) => c.notNull().defaultTo(false))
    .$call(audit)
    .execute();
  await sql`create index failed_order_items_order on failed_order_items (failed_order_id)`.execute(db);
  // The HS code save updates the other failed orders' items of the same UPC.
  await sql`create index failed_order_items_upc on failed_order_items (upper(upc))`.execute(db);

  await db.schema
    .createTable('failed_order_attempts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('failed_order_id', 'integer', (c) => c.notNull().references('failed_orders.id').onDelete('cascade'))
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('result', 'text', (c) =>
      c
        .notNull()
        .defaultTo('PENDING')
        .check(sql`result in ('PENDING', 'SUCCESS', 'FAILED')`),
    )
    .addColumn('remarks', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('finished_date_utc', 'timestamptz')
    .$call(audit)
    .execute();
  await sql`create index failed_order_attempts_order on failed_order_attempts (failed_order_id, id desc)`.execute(db);
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
  await db.schema.dropTable('failed_order_attempts').execute();
  await db.schema.dropTable('failed_order_items').execute();
  await db.schema.dropTable('failed_orders').execute();
}
