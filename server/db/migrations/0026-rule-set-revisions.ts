import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { sql, type Kysely } from 'kysely';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/**
 * A rule set's revision is one row holding all its rules (gzip of a JSON array of [identifier,
 * value, limit], in file order) instead of one row per rule. An upload of 27,000 rules was 54,000
 * row and index writes (in, then the old set out); on the embedded database, which writes its
 * files in the server's own thread, they stalled the gate for seconds. Now it is one row in and
 * one out. Scans never read this table: they use the compiled rule book, rebuilt per revision.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gatekeeper_rule_revisions')
    .addColumn('rule_set', 'text', (c) => c.notNull().references('gatekeeper_rule_sets.rule_set').onDelete('cascade'))
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('row_count', 'integer', (c) => c.notNull())
    .addColumn('rules_gzip', 'bytea', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('created_name', 'text', (c) => c.notNull())
    .addColumn('created_date_utc', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('gatekeeper_rule_revisions_pkey', ['rule_set', 'revision'])
    .execute();

  // The live revision of each set moves over as it is; rows of uploads that never went live are dropped.
  const sets = await sql<{ rule_set: string; revision: number; updated_by: number | null; updated_name: string | null }>`
    select rule_set, revision, updated_by, updated_name from gatekeeper_rule_sets`.execute(db);
  for (const set of sets.rows) {
    const rows = await sql<{ identifier: string; value: string; rule_limit: number | null }>`
      select identifier, value, rule_limit from gatekeeper_rules
      where rule_set = ${set.rule_set} and revision = ${set.revision} order by line_no`.execute(db);
    const packed = await gzipAsync(JSON.stringify(rows.rows.map((r) => [r.identifier, r.value, r.rule_limit])));
    await sql`
      insert into gatekeeper_rule_revisions (rule_set, revision, row_count, rules_gzip, created_by, created_name)
      values (${set.rule_set}, ${set.revision}, ${rows.rows.length}, ${packed}, ${set.updated_by}, ${set.updated_name ?? 'migration'})`.execute(
      db,
    );
  }
  await db.schema.dropTable('gatekeeper_rules').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gatekeeper_rules')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('rule_set', 'text', (c) => c.notNull().references('gatekeeper_rule_sets.rule_set').onDelete('cascade'))
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('rule_limit', 'integer')
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'integer')
    .addColumn('created_name', 'text', (c) => c.notNull())
    .addColumn('created_date_utc', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'integer')
    .addColumn('updated_name', 'text')
    .addColumn('updated_date_utc', 'timestamptz')
    .execute();
  await sql`create unique index gatekeeper_rules_identifier_value_key on gatekeeper_rules (identifier, lower(value), revision)`.execute(db);
  await sql`create index gatekeeper_rules_set_line on gatekeeper_rules (rule_set, revision, line_no)`.execute(db);
  const live = await sql<{ rule_set: string; revision: number; rules_gzip: Uint8Array; created_name: string }>`
    select v.rule_set, v.revision, v.rules_gzip, v.created_name from gatekeeper_rule_revisions v
    join gatekeeper_rule_sets s on s.rule_set = v.rule_set and s.revision = v.revision`.execute(db);
  for (const set of live.rows) {
    const rules = JSON.parse((await gunzipAsync(set.rules_gzip)).toString('utf8')) as [string, string, number | null][];
    for (const [i, [identifier, value, limit]] of rules.entries())
      await sql`insert into gatekeeper_rules (rule_set, identifier, value, rule_limit, line_no, revision, created_name)
        values (${set.rule_set}, ${identifier}, ${value}, ${limit}, ${i + 1}, ${set.revision}, ${set.created_name})`.execute(db);
  }
  await db.schema.dropTable('gatekeeper_rule_revisions').execute();
}
