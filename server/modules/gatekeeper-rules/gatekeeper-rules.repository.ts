import type { RuleRow } from '../../../src/domain/gatekeeper/rules/types.ts';
import type { Db } from '../../db/connect.ts';
import type { Actor } from '../../shared/actor.ts';
import { createdColumns, updatedColumns } from '../../shared/audit-columns.ts';

const RULE_COLUMNS = ['r.identifier', 'r.value', 'r.rule_limit'] as const;

/** The live rows: those of each set's current revision (an upload's rows wait under a later one). */
const liveRules = (db: Db) =>
  db
    .selectFrom('gatekeeper_rules as r')
    .innerJoin('gatekeeper_rule_sets as s', (j) => j.onRef('s.rule_set', '=', 'r.rule_set').onRef('s.revision', '=', 'r.revision'));

/** Every live rule row, in set and file order. */
export function listRules(db: Db) {
  return liveRules(db)
    .select(['r.rule_set', ...RULE_COLUMNS])
    .orderBy('r.rule_set')
    .orderBy('r.line_no')
    .execute();
}

/** The rows of one revision of a set, in file order. */
export function listRulesOfRevision(db: Db, ruleSet: string, revision: number) {
  return db
    .selectFrom('gatekeeper_rules as r')
    .select(RULE_COLUMNS)
    .where('r.rule_set', '=', ruleSet)
    .where('r.revision', '=', revision)
    .orderBy('r.line_no')
    .execute();
}

/** The live rows of one identifier, in file order (GET rule items). */
export function listRulesOfIdentifier(db: Db, identifier: string) {
  return liveRules(db).select(RULE_COLUMNS).where('r.identifier', '=', identifier).orderBy('r.line_no').execute();
}

/** Each set that was ever uploaded: revision, who and when, and its live row count. */
export function listSets(db: Db) {
  return db
    .selectFrom('gatekeeper_rule_sets as s')
    .leftJoin('gatekeeper_rules as r', (j) => j.onRef('r.rule_set', '=', 's.rule_set').onRef('r.revision', '=', 's.revision'))
    .select((eb) => ['s.rule_set', 's.revision', 's.updated_name', 's.updated_date_utc', eb.fn.count<string>('r.id').as('row_count')])
    .groupBy(['s.rule_set', 's.revision', 's.updated_name', 's.updated_date_utc'])
    .execute();
}

export function listRevisions(db: Db) {
  return db.selectFrom('gatekeeper_rule_sets').select(['rule_set', 'revision']).orderBy('rule_set').execute();
}

/** Claims the set's next revision for an upload to write its rows under. */
export async function stageRevision(db: Db, ruleSet: string): Promise<number> {
  const row = await db
    .insertInto('gatekeeper_rule_sets')
    .values({ rule_set: ruleSet, revision: 0, staged_revision: 1 })
    .onConflict((oc) =>
      oc.column('rule_set').doUpdateSet((eb) => ({ staged_revision: eb('gatekeeper_rule_sets.staged_revision', '+', 1) })),
    )
    .returning('staged_revision')
    .executeTakeFirstOrThrow();
  return row.staged_revision;
}

/** Writes rows of an upload's revision, `firstLine` being the file line number of the first. */
export async function insertRows(db: Db, ruleSet: string, revision: number, rows: RuleRow[], firstLine: number, by: Actor, at: Date) {
  await db
    .insertInto('gatekeeper_rules')
    .values(
      rows.map((row, i) => ({
        rule_set: ruleSet,
        revision,
        identifier: row.identifier,
        value: row.value,
        rule_limit: row.limit,
        line_no: firstLine + i,
        ...createdColumns(by),
        created_date_utc: at,
      })),
    )
    .execute();
}

/**
 * Makes `revision` the set's live one unless a later upload already went live (then false).
 * Takes the set's row lock first: call inside a transaction that then reads the revisions.
 */
export async function activateRevision(trx: Db, ruleSet: string, revision: number, by: Actor, at: Date): Promise<boolean> {
  const result = await trx
    .updateTable('gatekeeper_rule_sets')
    .set({ revision, ...updatedColumns(by, at) })
    .where('rule_set', '=', ruleSet)
    .where('revision', '<', revision)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Removes up to `limit` rows of revisions before `revision` (replaced, or of an upload that never went live); answers how many. */
export async function deleteOlderRows(db: Db, ruleSet: string, revision: number, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('gatekeeper_rules')
    .where('id', 'in', (eb) =>
      eb.selectFrom('gatekeeper_rules').select('id').where('rule_set', '=', ruleSet).where('revision', '<', revision).limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Removes the rows of an upload that failed before going live. */
export async function deleteRevision(db: Db, ruleSet: string, revision: number): Promise<void> {
  await db.deleteFrom('gatekeeper_rules').where('rule_set', '=', ruleSet).where('revision', '=', revision).execute();
}

/** The set's live revision (0 when never uploaded). */
export async function revisionOf(db: Db, ruleSet: string): Promise<number> {
  const row = await db.selectFrom('gatekeeper_rule_sets').select('revision').where('rule_set', '=', ruleSet).executeTakeFirst();
  return row?.revision ?? 0;
}
