import type { Db } from '../../db/connect.ts';
import type { Actor } from '../../shared/actor.ts';
import { createdColumns, updatedColumns } from '../../shared/audit-columns.ts';

/** The live revision of each uploaded set, with its packed rules (rule-revision-codec.ts). */
export function listLiveRevisions(db: Db) {
  return db
    .selectFrom('gatekeeper_rule_sets as s')
    .innerJoin('gatekeeper_rule_revisions as v', (j) => j.onRef('v.rule_set', '=', 's.rule_set').onRef('v.revision', '=', 's.revision'))
    .select(['s.rule_set', 's.revision', 'v.rules_gzip'])
    .orderBy('s.rule_set')
    .execute();
}

/** The packed rules of one revision of a set (none for a set never uploaded). */
export async function packedRulesOf(db: Db, ruleSet: string, revision: number): Promise<Uint8Array | undefined> {
  const row = await db
    .selectFrom('gatekeeper_rule_revisions')
    .select('rules_gzip')
    .where('rule_set', '=', ruleSet)
    .where('revision', '=', revision)
    .executeTakeFirst();
  return row?.rules_gzip;
}

/** Each set that was ever uploaded: revision, who and when, and its live row count. */
export function listSets(db: Db) {
  return db
    .selectFrom('gatekeeper_rule_sets as s')
    .leftJoin('gatekeeper_rule_revisions as v', (j) => j.onRef('v.rule_set', '=', 's.rule_set').onRef('v.revision', '=', 's.revision'))
    .select(['s.rule_set', 's.revision', 's.updated_name', 's.updated_date_utc', 'v.row_count'])
    .execute();
}

export function listRevisions(db: Db) {
  return db.selectFrom('gatekeeper_rule_sets').select(['rule_set', 'revision']).orderBy('rule_set').execute();
}

/** Claims the set's next revision for an upload to write its rules under. */
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

/** Stores the packed rules of an upload's revision: one row, however many rules. */
export async function insertRevision(db: Db, ruleSet: string, revision: number, packed: Uint8Array, rowCount: number, by: Actor, at: Date) {
  await db
    .insertInto('gatekeeper_rule_revisions')
    .values({ rule_set: ruleSet, revision, row_count: rowCount, rules_gzip: packed, ...createdColumns(by), created_date_utc: at })
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

/** Removes the revisions before `revision` (replaced, or of an upload that never went live). */
export async function deleteOlderRevisions(db: Db, ruleSet: string, revision: number): Promise<void> {
  await db.deleteFrom('gatekeeper_rule_revisions').where('rule_set', '=', ruleSet).where('revision', '<', revision).execute();
}

/** Removes the revision of an upload that failed or was overtaken before going live. */
export async function deleteRevision(db: Db, ruleSet: string, revision: number): Promise<void> {
  await db.deleteFrom('gatekeeper_rule_revisions').where('rule_set', '=', ruleSet).where('revision', '=', revision).execute();
}

/** The set's live revision (0 when never uploaded). */
export async function revisionOf(db: Db, ruleSet: string): Promise<number> {
  const row = await db.selectFrom('gatekeeper_rule_sets').select('revision').where('rule_set', '=', ruleSet).executeTakeFirst();
  return row?.revision ?? 0;
}

/** The set's row, locked until the transaction ends, with its live rule count: what an upload from an older read is checked against. */
export async function lockSet(trx: Db, ruleSet: string) {
  const set = await trx
    .selectFrom('gatekeeper_rule_sets')
    .select(['rule_set', 'revision', 'updated_name', 'updated_date_utc'])
    .where('rule_set', '=', ruleSet)
    .forUpdate()
    .executeTakeFirst();
  if (!set) return undefined;
  const live = await trx
    .selectFrom('gatekeeper_rule_revisions')
    .select('row_count')
    .where('rule_set', '=', ruleSet)
    .where('revision', '=', set.revision)
    .executeTakeFirst();
  return { ...set, row_count: live?.row_count ?? 0 };
}

/** The set's live revision, who uploaded it and when, and its rule count (none for a set never uploaded). */
export async function setState(db: Db, ruleSet: string) {
  return (await listSets(db)).find((s) => s.rule_set === ruleSet);
}
