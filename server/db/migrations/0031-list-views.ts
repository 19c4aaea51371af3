import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

/**
 * What the lists remember per user, on the server so it follows the user to any browser: the
 * columns of each list as arranged (one row per user, page and list), and named views, each a
 * list's query and optionally its columns. A view's name is unique per owner and list in any case;
 * an owner has one default per list, and a list one published default.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('list_layouts')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('page', 'text', (c) => c.notNull())
    .addColumn('list', 'text', (c) => c.notNull())
    .addColumn('layout', 'jsonb', (c) => c.notNull())
    .$call(audit)
    .addPrimaryKeyConstraint('list_layouts_pkey', ['user_id', 'page', 'list'])
    .execute();

  await db.schema
    .createTable('list_views')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('page', 'text', (c) => c.notNull())
    .addColumn('list', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('query', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('layout', 'jsonb')
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('published', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .$call(audit)
    .execute();
  await sql`create unique index list_views_owner_name on list_views (owner_id, page, list, lower(name))`.execute(db);
  await sql`create unique index list_views_owner_default on list_views (owner_id, page, list) where is_default`.execute(db);
  await sql`create unique index list_views_published_default on list_views (page, list) where is_default and published`.execute(db);
  // The Views menus read the published views of the user's pages beside their own.
  await sql`create index list_views_published on list_views (page, list) where published`.execute(db);
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
  await db.schema.dropTable('list_views').execute();
  await db.schema.dropTable('list_layouts').execute();
}
