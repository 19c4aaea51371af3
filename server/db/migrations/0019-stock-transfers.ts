import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

/** The audit columns of a writable table. */
const audited = <T extends string>(table: CreateTableBuilder<T>) =>
  table
    .addColumn('created_by', 'integer')
    .addColumn('created_name', 'text', (c) => c.notNull())
    .addColumn('created_date_utc', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'integer')
    .addColumn('updated_name', 'text')
    .addColumn('updated_date_utc', 'timestamptz');

/** The locations the spec names (002 §2) and the warehouses and stores a transfer usually joins. */
const LOCATIONS: [code: string, name: string, arName: string][] = [
  ['YOTO-ONLINE-WH', 'Online warehouse (UAE)', 'مستودع المتجر الإلكتروني (الإمارات)'],
  ['KSA-ONLINE-3PL2', 'Online 3PL 2 (KSA)', 'مستودع الطرف الثالث 2 (السعودية)'],
  ['KSA-ONLINE-3PL1', 'Online 3PL 1 (KSA)', 'مستودع الطرف الثالث 1 (السعودية)'],
  ['UAE-DXB-DC', 'Dubai distribution centre', 'مركز التوزيع دبي'],
  ['UAE-DXB-RETURNS', 'Dubai returns warehouse', 'مستودع المرتجعات دبي'],
  ['UAE-AUH-STORE1', 'Abu Dhabi store 1', 'متجر أبوظبي 1'],
  ['UAE-SHJ-STORE1', 'Sharjah store 1', 'متجر الشارقة 1'],
  ['KSA-RUH-DC', 'Riyadh distribution centre', 'مركز التوزيع الرياض'],
  ['KSA-JED-STORE1', 'Jeddah store 1', 'متجر جدة 1'],
  ['KSA-DMM-STORE1', 'Dammam store 1', 'متجر الدمام 1'],
];

/**
 * B2B transfer (spec 002 §2, §7 "B2B"): stock transfer orders made from an Excel list, their lines
 * (one per unique UPC, duplicates summed) and the locations they move stock between. A reference
 * number makes one transfer only: the unique index decides when two requests race.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('transfer_locations')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('ar_name', 'text', (c) => c.notNull())
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(audited)
    .execute();
  await db
    .insertInto('transfer_locations' as never)
    .values(LOCATIONS.map(([code, name, ar_name], i) => ({ code, name, ar_name, display_order: i + 1, created_name: 'System' })) as never)
    .execute();

  await db.schema
    .createTable('stock_transfers')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('reference_number', 'text', (c) => c.notNull())
    .addColumn('from_location_code', 'text', (c) => c.notNull().references('transfer_locations.code'))
    .addColumn('to_location_code', 'text', (c) => c.notNull().references('transfer_locations.code'))
    .addColumn('transfer_type', 'text', (c) =>
      c
        .notNull()
        .defaultTo('STO')
        .check(sql`transfer_type in ('STO')`),
    )
    .addColumn('line_count', 'integer', (c) => c.notNull())
    .addColumn('unit_count', 'integer', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addCheckConstraint('stock_transfers_locations_differ', sql`from_location_code <> to_location_code`)
    .$call(audited)
    .execute();
  await sql`create unique index stock_transfers_reference on stock_transfers (reference_number)`.execute(db);
  await sql`create index stock_transfers_newest on stock_transfers (created_date_utc desc, id desc)`.execute(db);

  await db.schema
    .createTable('stock_transfer_lines')
    .addColumn('transfer_id', 'integer', (c) => c.notNull().references('stock_transfers.id').onDelete('cascade'))
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('upc', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('row_numbers', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('stock_transfer_lines_pk', ['transfer_id', 'line_no'])
    .addUniqueConstraint('stock_transfer_lines_upc', ['transfer_id', 'upc'])
    .$call(audited)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stock_transfer_lines').execute();
  await db.schema.dropTable('stock_transfers').execute();
  await db.schema.dropTable('transfer_locations').execute();
}
