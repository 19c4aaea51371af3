import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

/**
 * RRP Price Criteria (spec 001 §3, §7): one rule per action with its tree and the forms the
 * server built from it, and every change of it (who, when, before and after). The indexes on the
 * catalogue let a rule's preview reach products by department, main category and group code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rrp_rules')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('action', 'text', (c) => c.notNull().unique())
    .addColumn('json_tree', 'jsonb', (c) => c.notNull())
    .addColumn('query_string', 'text', (c) => c.notNull())
    .addColumn('mongo_db_query', 'jsonb', (c) => c.notNull())
    .addColumn('sql_where', 'text', (c) => c.notNull())
    .addColumn('json_logic', 'jsonb', (c) => c.notNull())
    .$call(audit)
    .execute();

  // Written once per change, never updated: its updated_* columns stay empty.
  await db.schema
    .createTable('rrp_rule_history')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('rule_id', 'integer', (c) => c.notNull().references('rrp_rules.id').onDelete('cascade'))
    .addColumn('change', 'text', (c) => c.notNull().check(sql`change in ('created', 'updated')`))
    .addColumn('before_tree', 'jsonb')
    .addColumn('before_query_string', 'text')
    .addColumn('after_tree', 'jsonb', (c) => c.notNull())
    .addColumn('after_query_string', 'text', (c) => c.notNull())
    .$call(audit)
    .execute();
  await sql`create index rrp_rule_history_rule on rrp_rule_history (rule_id, id desc)`.execute(db);

  await sql`create index products_category_id on products (category_id, p_id desc)`.execute(db);
  await sql`create index products_main_category_id on products (main_category_id, p_id desc)`.execute(db);
  // Equality and prefix search (the editor's) on the code whatever its case.
  await sql`create index stock_items_group_code on stock_items (lower(group_code) text_pattern_ops, p_id)`.execute(db);
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
  await sql`drop index stock_items_group_code`.execute(db);
  await sql`drop index products_main_category_id`.execute(db);
  await sql`drop index products_category_id`.execute(db);
  await db.schema.dropTable('rrp_rule_history').execute();
  await db.schema.dropTable('rrp_rules').execute();
}
