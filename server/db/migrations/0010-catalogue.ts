import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

/**
 * The catalogue (spec 001 §3, 002 §3): the category tree, brands, attributes, products with their
 * English and Arabic text, bullets, attribute choices and images, sizes, stock items (one row per
 * UPC: the item master of the whole system), DWS dimensions, stock in transit and inbound QC
 * requests. docs/catalogue-model.md explains the choices.
 *
 * The tree has four levels: a main category (the spec's store type, `mId`: Fashion), a parent
 * category shared by every main category (Men), a category under a main and a parent category
 * (Fashion / Men → Footwear) and its sub-categories (Sneakers). The lookups of spec 001 §7 follow
 * it: parent categories on their own, categories by (mid, pcatId), sub-categories by catId.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('main_categories')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .$call(names)
    .$call(status)
    .$call(audit)
    .execute();
  await sql`create unique index main_categories_name_key on main_categories (lower(name))`.execute(db);

  await db.schema
    .createTable('parent_categories')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .$call(names)
    .$call(status)
    .$call(audit)
    .execute();
  await sql`create unique index parent_categories_name_key on parent_categories (lower(name))`.execute(db);

  await db.schema
    .createTable('size_groups')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .$call(names)
    .$call(audit)
    .execute();
  await sql`create unique index size_groups_name_key on size_groups (lower(name))`.execute(db);

  await db.schema
    .createTable('sizes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('size_group_id', 'integer', (c) => c.notNull().references('size_groups.id'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('ar_label', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(audit)
    .execute();
  await sql`create unique index sizes_group_label_key on sizes (size_group_id, lower(label))`.execute(db);

  await db.schema
    .createTable('categories')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('main_category_id', 'integer', (c) => c.notNull().references('main_categories.id'))
    .addColumn('parent_category_id', 'integer', (c) => c.notNull().references('parent_categories.id'))
    .$call(names)
    .$call(status)
    .$call(audit)
    .execute();
  await sql`create unique index categories_parent_name_key on categories (main_category_id, parent_category_id, lower(name))`.execute(db);

  await db.schema
    .createTable('sub_categories')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    // The sizes a product of this sub-category is stocked in ("size info by pId").
    .addColumn('size_group_id', 'integer', (c) => c.references('size_groups.id'))
    .$call(names)
    .$call(status)
    .$call(audit)
    .execute();
  await sql`create unique index sub_categories_category_name_key on sub_categories (category_id, lower(name))`.execute(db);

  await db.schema
    .createTable('brands')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('brand_name', 'text', (c) => c.notNull())
    .addColumn('ar_brand_name', 'text', (c) => c.notNull().defaultTo(''))
    .$call(status)
    .$call(audit)
    .execute();
  await sql`create unique index brands_brand_name_key on brands (lower(brand_name))`.execute(db);

  // Attributes are defined once (Color Family, Material) and offered per sub-category.
  await db.schema
    .createTable('attributes')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .$call(names)
    .$call(audit)
    .execute();
  await sql`create unique index attributes_name_key on attributes (lower(name))`.execute(db);
  // Attribute 2 is the colour everywhere in the spec (001 §3: colours come from attribute id 2).
  await sql`insert into attributes (id, name, ar_name) values (2, 'Color Family', 'عائلة اللون')`.execute(db);
  await sql`select setval(pg_get_serial_sequence('attributes', 'id'), 100)`.execute(db);

  await db.schema
    .createTable('attribute_values')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('attribute_id', 'integer', (c) => c.notNull().references('attributes.id'))
    .$call(names)
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(audit)
    .execute();
  await sql`create unique index attribute_values_name_key on attribute_values (attribute_id, lower(name))`.execute(db);

  await db.schema
    .createTable('sub_category_attributes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('sub_category_id', 'integer', (c) => c.notNull().references('sub_categories.id'))
    .addColumn('attribute_id', 'integer', (c) => c.notNull().references('attributes.id'))
    .addColumn('multi_selection', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_mandatory', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(audit)
    .execute();
  await sql`create unique index sub_category_attributes_key on sub_category_attributes (sub_category_id, attribute_id)`.execute(db);

  await db.schema
    .createTable('products')
    .addColumn('p_id', 'serial', (c) => c.primaryKey())
    .addColumn('main_category_id', 'integer', (c) => c.notNull().references('main_categories.id'))
    .addColumn('parent_category_id', 'integer', (c) => c.notNull().references('parent_categories.id'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('sub_category_id', 'integer', (c) => c.notNull().references('sub_categories.id'))
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id'))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`char_length(name) between 1 and 150`))
    .addColumn('ar_name', 'text', (c) =>
      c
        .notNull()
        .defaultTo('')
        .check(sql`char_length(ar_name) <= 150`),
    )
    .addColumn('details', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ar_details', 'text', (c) => c.notNull().defaultTo(''))
    // Sanitised HTML: the server cleans it on every write, so what is stored is safe to show.
    .addColumn('features', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ar_features', 'text', (c) => c.notNull().defaultTo(''))
    // Style and variant are upper-case; the wire joins them as STYLE@VARIANT (spec 001 §3).
    .addColumn('style', 'text', (c) => c.notNull().check(sql`style <> '' and style = upper(style) and position('@' in style) = 0`))
    .addColumn('variant', 'text', (c) =>
      c
        .notNull()
        .defaultTo('')
        .check(sql`variant = upper(variant) and position('@' in variant) = 0`),
    )
    .addColumn('remarks', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('meta_tag', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('short_desc', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('current_price', sql`numeric(12, 2)`, (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`current_price >= 0`),
    )
    // English status, Arabic status and approval (spec 001 §4): i Draft, a Reviewed, d Deactivate.
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('i')
        .check(sql`status in ('i', 'a', 'd')`),
    )
    .addColumn('status_ar', 'text', (c) =>
      c
        .notNull()
        .defaultTo('i')
        .check(sql`status_ar in ('i', 'a', 'd')`),
    )
    .addColumn('approve', 'text', (c) =>
      c
        .notNull()
        .defaultTo('i')
        .check(sql`approve in ('i', 'a', 'd')`),
    )
    // Set when a content creator confirms the style (the wizard's verified icon).
    .addColumn('style_verified', 'boolean', (c) => c.notNull().defaultTo(false))
    // Bumped on every write of the product or its parts: the wizard saves only over what it read.
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .$call(audit)
    .execute();
  await sql`create index products_style on products (style, variant)`.execute(db);
  await sql`create index products_brand_id on products (brand_id, p_id desc)`.execute(db);
  await sql`create index products_sub_category_id on products (sub_category_id, p_id desc)`.execute(db);
  await sql`create index products_status on products (status, approve, p_id desc)`.execute(db);
  await sql`create index products_created_by on products (created_by, created_date_utc desc)`.execute(db);

  await db.schema
    .createTable('product_bullets')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('p_id', 'integer', (c) => c.notNull().references('products.p_id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ar_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(audit)
    .execute();
  await sql`create index product_bullets_p_id on product_bullets (p_id, position)`.execute(db);

  // A product's choices: one row per chosen value (several for a multi-select attribute).
  await db.schema
    .createTable('product_attributes')
    .addColumn('p_id', 'integer', (c) => c.notNull().references('products.p_id').onDelete('cascade'))
    .addColumn('attribute_id', 'integer', (c) => c.notNull().references('attributes.id'))
    .addColumn('attribute_value_id', 'integer', (c) => c.notNull().references('attribute_values.id'))
    .addPrimaryKeyConstraint('product_attributes_pkey', ['p_id', 'attribute_id', 'attribute_value_id'])
    .execute();
  await sql`create index product_attributes_value on product_attributes (attribute_value_id)`.execute(db);

  // Images of a product by kind: production (the website's), encoder and studio shots; position 0
  // of the production images is the main image. The files are in the image store.
  await db.schema
    .createTable('product_images')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('p_id', 'integer', (c) => c.notNull().references('products.p_id').onDelete('cascade'))
    .addColumn('upc', 'text')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('production', 'encoder', 'studio')`))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('image_id', 'bigint', (c) => c.notNull().references('stored_images.id'))
    .$call(audit)
    .execute();
  await sql`create index product_images_p_id on product_images (p_id, kind, position)`.execute(db);

  // One row per UPC: the system's item master. The gatekeeper reads its facts from here.
  await db.schema
    .createTable('stock_items')
    .addColumn('stock_id', 'serial', (c) => c.primaryKey())
    .addColumn('p_id', 'integer', (c) => c.notNull().references('products.p_id'))
    .addColumn('upc', 'text', (c) => c.notNull().check(sql`upc ~ '^[0-9A-Za-z]{1,32}$'`))
    .addColumn('item_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('item_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('size_id', 'integer', (c) => c.references('sizes.id'))
    .addColumn('size_info', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_multisize', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('c_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('group_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('hs_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('box_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('remarks', 'text', (c) => c.notNull().defaultTo(''))
    .$call(audit)
    .execute();
  // UPCs are unique whatever their case (a scanner may send either).
  await sql`create unique index stock_items_upc_key on stock_items (upper(upc))`.execute(db);
  await sql`create index stock_items_p_id on stock_items (p_id, stock_id)`.execute(db);

  // The dimension-weighing scanner's last measure of a product (the DWS chip).
  await db.schema
    .createTable('dws_dimensions')
    .addColumn('p_id', 'integer', (c) => c.primaryKey().references('products.p_id').onDelete('cascade'))
    .addColumn('width_cm', sql`numeric(8, 2)`, (c) => c.notNull().check(sql`width_cm >= 0`))
    .addColumn('height_cm', sql`numeric(8, 2)`, (c) => c.notNull().check(sql`height_cm >= 0`))
    .addColumn('length_cm', sql`numeric(8, 2)`, (c) => c.notNull().check(sql`length_cm >= 0`))
    .addColumn('weight_kg', sql`numeric(8, 3)`, (c) => c.notNull().check(sql`weight_kg >= 0`))
    .addColumn('measured_date_utc', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Units received before their product has content (spec 002 §3): the encoders' work list.
  await db.schema
    .createTable('stock_in_transit')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('upc', 'text', (c) => c.notNull())
    .addColumn('p_id', 'integer', (c) => c.references('products.p_id'))
    .addColumn('item_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('style', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('size_label', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('qty', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`qty >= 0`),
    )
    .addColumn('box_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_rack_filled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_content_created', 'boolean', (c) => c.notNull().defaultTo(false))
    // The content creator action enum of spec 000 §9.
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('ADD_STOCK_NEW_UPC', 'CONTENT_CREATOR', 'ADD_STOCK')`))
    .$call(audit)
    .execute();
  await sql`create index stock_in_transit_created on stock_in_transit (created_date_utc desc, id desc)`.execute(db);
  // UPCs are matched whatever their case, as stock_items holds them.
  await sql`create index stock_in_transit_upc on stock_in_transit (upper(upc))`.execute(db);
  await sql`create index stock_in_transit_p_id on stock_in_transit (p_id)`.execute(db);
  await sql`create index stock_in_transit_style on stock_in_transit (style)`.execute(db);

  await db.schema
    .createTable('inbound_qc_requests')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('p_id', 'integer', (c) => c.notNull().references('products.p_id'))
    .addColumn('upc', 'text', (c) => c.notNull())
    .addColumn('item_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('size_label', 'text', (c) => c.notNull().defaultTo(''))
    .$call(audit)
    .execute();
  await sql`create index inbound_qc_requests_p_id on inbound_qc_requests (p_id, id desc)`.execute(db);
}

/** An English name (required) and its Arabic counterpart. */
function names<TB extends string, C extends string>(table: CreateTableBuilder<TB, C>) {
  return table.addColumn('name', 'text', (c) => c.notNull()).addColumn('ar_name', 'text', (c) => c.notNull().defaultTo(''));
}

/** a active, i inactive: an inactive entry stays on its records but is not offered in pick lists. */
function status<TB extends string, C extends string>(table: CreateTableBuilder<TB, C>) {
  return table.addColumn('status', 'text', (c) =>
    c
      .notNull()
      .defaultTo('a')
      .check(sql`status in ('a', 'i')`),
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
  for (const table of [
    'inbound_qc_requests',
    'stock_in_transit',
    'dws_dimensions',
    'stock_items',
    'product_images',
    'product_attributes',
    'product_bullets',
    'products',
    'sub_category_attributes',
    'attribute_values',
    'attributes',
    'brands',
    'sub_categories',
    'categories',
    'sizes',
    'size_groups',
    'parent_categories',
    'main_categories',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
