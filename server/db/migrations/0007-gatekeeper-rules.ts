import { sql, type Kysely } from 'kysely';

/**
 * Gatekeeper rules (spec 002 §9): the rows of the three rule sets (Eligibility, Capping,
 * Allotment), one per line of the set's last uploaded CSV, and one row per set recording who
 * replaced it last and a revision that grows with every upload (devices compare it to know their
 * copy of the rules is stale).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gatekeeper_rule_sets')
    .addColumn('rule_set', 'text', (c) => c.primaryKey())
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_by', 'integer')
    .addColumn('updated_name', 'text')
    .addColumn('updated_date_utc', 'timestamptz')
    .execute();

  await db.schema
    .createTable('gatekeeper_rules')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('rule_set', 'text', (c) => c.notNull().references('gatekeeper_rule_sets.rule_set').onDelete('cascade'))
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    // Named so it is not the SQL keyword LIMIT; null where the identifier takes no number.
    .addColumn('rule_limit', 'integer')
    // The row's line in the uploaded file, so a download gives the rows back in the file's order.
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('created_name', 'text', (c) => c.notNull())
    .addColumn('created_date_utc', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'integer')
    .addColumn('updated_name', 'text')
    .addColumn('updated_date_utc', 'timestamptz')
    .execute();
  // The rule items call reads by identifier; one value once per identifier, whatever its case.
  await sql`create unique index gatekeeper_rules_identifier_value_key on gatekeeper_rules (identifier, lower(value))`.execute(db);
  await sql`create index gatekeeper_rules_set_line on gatekeeper_rules (rule_set, line_no)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('gatekeeper_rules').execute();
  await db.schema.dropTable('gatekeeper_rule_sets').execute();
}
