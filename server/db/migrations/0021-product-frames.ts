import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

/**
 * Product frames (spec 002 §3): a tag (text in English and Arabic, background and text colour)
 * shown on the thumbnails of the products it is applied to: a list of PIDs, or a rule over the
 * catalogue's brand, department, group code and main category (the RRP editor's tree).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('product_frames')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('o_tag_txt1', 'text', (c) => c.notNull().check(sql`char_length(o_tag_txt1) between 1 and 30`))
    .addColumn('ar_o_tag_txt1', 'text', (c) =>
      c
        .notNull()
        .defaultTo('')
        .check(sql`char_length(ar_o_tag_txt1) <= 30`),
    )
    .addColumn('o_tag_bg_color1', 'text', (c) => c.notNull().check(sql`o_tag_bg_color1 ~ '^#[0-9a-fA-F]{6}$'`))
    .addColumn('o_tag_txt_color1', 'text', (c) => c.notNull().check(sql`o_tag_txt_color1 ~ '^#[0-9a-fA-F]{6}$'`))
    .addColumn('applies_to', 'text', (c) => c.notNull().check(sql`applies_to in ('PIDS', 'RULE')`))
    .addColumn('json_tree', 'jsonb')
    .addCheckConstraint('product_frames_rule', sql`(applies_to = 'RULE') = (json_tree is not null)`)
    .$call(audit)
    .execute();

  await db.schema
    .createTable('product_frame_products')
    .addColumn('frame_id', 'integer', (c) => c.notNull().references('product_frames.id').onDelete('cascade'))
    .addColumn('p_id', 'integer', (c) => c.notNull().references('products.p_id').onDelete('cascade'))
    .addPrimaryKeyConstraint('product_frame_products_pkey', ['frame_id', 'p_id'])
    .execute();
  await sql`create index product_frame_products_p_id on product_frame_products (p_id)`.execute(db);
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
  await db.schema.dropTable('product_frame_products').execute();
  await db.schema.dropTable('product_frames').execute();
}
