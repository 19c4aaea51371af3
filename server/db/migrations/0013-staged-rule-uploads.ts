import { sql, type Kysely } from 'kysely';

/**
 * A rule upload is written in short steps instead of one long transaction (which held the
 * embedded database's only connection for seconds while the gate waited): its rows go in under
 * the set's next `staged_revision`, in chunks, and a one-row update then makes that revision the
 * set's `revision`, the rows everyone reads. Rows of older revisions are removed after.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('gatekeeper_rule_sets')
    .addColumn('staged_revision', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update gatekeeper_rule_sets set staged_revision = revision`.execute(db);
  await db.schema
    .alterTable('gatekeeper_rules')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update gatekeeper_rules r set revision = s.revision from gatekeeper_rule_sets s where s.rule_set = r.rule_set`.execute(db);
  // One value once per identifier within a revision: an upload's rows sit beside the live ones until they replace them.
  await sql`drop index gatekeeper_rules_identifier_value_key`.execute(db);
  await sql`create unique index gatekeeper_rules_identifier_value_key on gatekeeper_rules (identifier, lower(value), revision)`.execute(db);
  await sql`drop index gatekeeper_rules_set_line`.execute(db);
  await sql`create index gatekeeper_rules_set_line on gatekeeper_rules (rule_set, revision, line_no)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from gatekeeper_rules r using gatekeeper_rule_sets s where s.rule_set = r.rule_set and r.revision <> s.revision`.execute(
    db,
  );
  await sql`drop index gatekeeper_rules_set_line`.execute(db);
  await sql`create index gatekeeper_rules_set_line on gatekeeper_rules (rule_set, line_no)`.execute(db);
  await sql`drop index gatekeeper_rules_identifier_value_key`.execute(db);
  await sql`create unique index gatekeeper_rules_identifier_value_key on gatekeeper_rules (identifier, lower(value))`.execute(db);
  await db.schema.alterTable('gatekeeper_rules').dropColumn('revision').execute();
  await db.schema.alterTable('gatekeeper_rule_sets').dropColumn('staged_revision').execute();
}
