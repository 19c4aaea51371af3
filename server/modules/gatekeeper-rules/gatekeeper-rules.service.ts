import { RULE_SETS, type RuleSetName } from '../../../src/domain/gatekeeper/constants.ts';
import type { RuleBook, RuleRow } from '../../../src/domain/gatekeeper/rules/types.ts';
import type { Db } from '../../db/connect.ts';
import type { Actor } from '../../shared/actor.ts';
import * as repo from './gatekeeper-rules.repository.ts';

const toRow = (r: { identifier: string; value: string; rule_limit: number | null }): RuleRow => ({
  identifier: r.identifier,
  value: r.value,
  limit: r.rule_limit,
});

/** Every rule of every set: what the server judges scans by and what a device's snapshot carries. */
export async function loadRuleBook(db: Db): Promise<RuleBook> {
  const book: RuleBook = { Eligibility: [], Capping: [], Allotment: [] };
  for (const r of await repo.listRules(db)) {
    if ((RULE_SETS as readonly string[]).includes(r.rule_set)) book[r.rule_set as RuleSetName].push(toRow(r));
  }
  return book;
}

/**
 * A string that changes whenever any set is replaced (each upload raises the set's revision), so
 * a device holding rules of an older version knows they are stale. 'E0.C0.A0' before any upload.
 */
export async function rulesVersion(db: Db): Promise<string> {
  return versionOf(await repo.listRevisions(db));
}

/** The version of these revisions of the sets (a statement that reads them along with other facts). */
export function versionOf(rows: { rule_set: string; revision: number }[]): string {
  const revisions = new Map(rows.map((r) => [r.rule_set, r.revision]));
  return RULE_SETS.map((set) => `${set[0]}${revisions.get(set) ?? 0}`).join('.');
}

export async function rulesOfSet(db: Db, ruleSet: RuleSetName): Promise<RuleRow[]> {
  return (await repo.listRulesOfSet(db, ruleSet)).map(toRow);
}

export async function rulesOfIdentifier(db: Db, identifier: string): Promise<RuleRow[]> {
  return (await repo.listRulesOfIdentifier(db, identifier)).map(toRow);
}

export interface RuleSetSummary {
  ruleSet: RuleSetName;
  rowCount: number;
  revision: number;
  updatedName: string | null;
  updatedDateUTC: string | null;
}

/** Each of the three sets, uploaded or not. */
export async function ruleSets(db: Db): Promise<RuleSetSummary[]> {
  const stored = new Map((await repo.listSets(db)).map((s) => [s.rule_set, s]));
  return RULE_SETS.map((ruleSet) => {
    const s = stored.get(ruleSet);
    return {
      ruleSet,
      rowCount: s ? Number(s.row_count) : 0,
      revision: s?.revision ?? 0,
      updatedName: s?.updated_name ?? null,
      updatedDateUTC: s?.updated_date_utc ? new Date(s.updated_date_utc).toISOString() : null,
    };
  });
}

/** Replaces the whole set in one transaction: rows missing from the new list are removed (spec 002 §9). */
export async function replaceRuleSet(db: Db, ruleSet: RuleSetName, rows: RuleRow[], by: Actor): Promise<void> {
  const run = (trx: Db) => repo.replaceSet(trx, ruleSet, rows, by, new Date());
  await (db.isTransaction ? run(db) : db.transaction().execute(run));
}
