import { sql, type Kysely } from 'kysely';

/**
 * Product rules at catalogue size, and bulk updates by rule.
 *
 * A rule's preview counts the products it selects and lists the newest of them. Both read
 * `products_selection`, a narrow index of every product in PID order holding the columns a rule
 * names: counting and the first page are index-only scans of it rather than of the products' rows,
 * and the first page stops after its rows in PID order instead of sorting every match. Group codes
 * are found in `stock_items_group_code`, which now carries the code itself so the match needs no
 * visit to the stock rows either (an expression index alone cannot answer an index-only scan).
 *
 * A bulk update by FILTER_CONDITION keeps its rule (the tree, checked when queued, and its words),
 * the values its rows take, and whether its rows were chosen yet: a scheduled one chooses them when
 * it runs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index products_selection on products (p_id desc) include (brand_id, category_id, main_category_id)`.execute(db);
  await sql`drop index stock_items_group_code`.execute(db);
  await sql`create index stock_items_group_code on stock_items (lower(group_code) text_pattern_ops, p_id) include (group_code)`.execute(db);

  await db.schema
    .alterTable('bulk_updates')
    .addColumn('json_tree', 'jsonb')
    .addColumn('rule_text', 'text')
    .addColumn('rule_values', 'jsonb')
    .addColumn('rows_chosen', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await sql`alter table bulk_updates add constraint bulk_updates_rule check ((source = 'FILTER_CONDITION') = (json_tree is not null))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table bulk_updates drop constraint bulk_updates_rule`.execute(db);
  await db.schema
    .alterTable('bulk_updates')
    .dropColumn('json_tree')
    .dropColumn('rule_text')
    .dropColumn('rule_values')
    .dropColumn('rows_chosen')
    .execute();
  await sql`drop index stock_items_group_code`.execute(db);
  await sql`create index stock_items_group_code on stock_items (lower(group_code) text_pattern_ops, p_id)`.execute(db);
  await sql`drop index products_selection`.execute(db);
}
