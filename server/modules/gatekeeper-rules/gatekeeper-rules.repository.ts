import type { RuleRow } from '../../../src/domain/gatekeeper/rules/types.ts';
import type { Db } from '../../db/connect.ts';
import type { Actor } from '../../shared/actor.ts';
import { createdColumns, updatedColumns } from '../../shared/audit-columns.ts';

/** Every stored rule row, in set and file order. */
export function listRules(db: Db) {
  return db
    .selectFrom('gatekeeper_rules')
    .select(['rule_set', 'identifier', 'value', 'rule_limit'])
    .orderBy('rule_set')
    .orderBy('line_no')
    .execute();
}

/** The rows of one set, in file order. */
export function listRulesOfSet(db: Db, ruleSet: string) {
  return db
    .selectFrom('gatekeeper_rules')
    .select(['identifier', 'value', 'rule_limit'])
    .where('rule_set', '=', ruleSet)
    .orderBy('line_no')
    .execute();
}

/** The rows of one identifier, in file order (GET rule items). */
export function listRulesOfIdentifier(db: Db, identifier: string) {
  return db
    .selectFrom('gatekeeper_rules')
    .select(['identifier', 'value', 'rule_limit'])
    .where('identifier', '=', identifier)
    .orderBy('line_no')
    .execute();
}

/** Each set that was ever uploaded: revision, who and when, and its row count. */
export function listSets(db: Db) {
  return db
    .selectFrom('gatekeeper_rule_sets as s')
    .leftJoin('gatekeeper_rules as r', 'r.rule_set', 's.rule_set')
    .select((eb) => ['s.rule_set', 's.revision', 's.updated_name', 's.updated_date_utc', eb.fn.count<string>('r.id').as('row_count')])
    .groupBy(['s.rule_set', 's.revision', 's.updated_name', 's.updated_date_utc'])
    .execute();
}

export function listRevisions(db: Db) {
  return db.selectFrom('gatekeeper_rule_sets').select(['rule_set', 'revision']).orderBy('rule_set').execute();
}

/**
 * Replaces every row of a set. Call inside a transaction: the set's row is upserted FIRST, so on
 * PostgreSQL a second upload of the same set waits on its lock until this one commits.
 */
export async function replaceSet(trx: Db, ruleSet: string, rows: RuleRow[], by: Actor, at: Date): Promise<void> {
  await trx
    .insertInto('gatekeeper_rule_sets')
    .values({ rule_set: ruleSet, revision: 1, ...updatedColumns(by, at) })
    .onConflict((oc) =>
      oc.column('rule_set').doUpdateSet((eb) => ({
        revision: eb('gatekeeper_rule_sets.revision', '+', 1),
        ...updatedColumns(by, at),
      })),
    )
    .execute();
  await trx.deleteFrom('gatekeeper_rules').where('rule_set', '=', ruleSet).execute();
  // In chunks: a 1 MiB file may hold tens of thousands of rows, beyond one statement's parameters.
  const CHUNK = 1000;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    await trx
      .insertInto('gatekeeper_rules')
      .values(
        chunk.map((row, i) => ({
          rule_set: ruleSet,
          identifier: row.identifier,
          value: row.value,
          rule_limit: row.limit,
          line_no: start + i + 1,
          ...createdColumns(by),
          created_date_utc: at,
        })),
      )
      .execute();
  }
}
