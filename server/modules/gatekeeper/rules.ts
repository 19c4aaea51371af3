import { compileRules, judgeScan, type CompiledRules, type RuleBook } from '../../../src/domain/gatekeeper/rules/index.ts';
import type { Db } from '../../db/connect.ts';
import { loadRuleBook, rulesVersion } from '../gatekeeper-rules/gatekeeper-rules.service.ts';

export type { CompiledRules };
export const judge = judgeScan;

/**
 * The rule book compiled once per version: a scan asks only for the version (three small rows)
 * and reloads the book when an upload changed it, so a new rule set applies from the next scan.
 */
const cache = new WeakMap<Db, { version: string; book: RuleBook; rules: CompiledRules }>();

async function current(db: Db) {
  const version = await rulesVersion(db);
  const cached = cache.get(db);
  if (cached?.version === version) return cached;
  const book = await loadRuleBook(db);
  const entry = { version, book, rules: compileRules(book) };
  cache.set(db, entry);
  return entry;
}

export const currentRules = async (db: Db): Promise<CompiledRules> => (await current(db)).rules;

/** The compiled rules of a version just read (with a scan's facts): no query while it is the cached one. */
export async function rulesOfVersion(db: Db, version: string): Promise<CompiledRules> {
  const cached = cache.get(db);
  return cached?.version === version ? cached.rules : currentRules(db);
}
export const currentBook = async (db: Db): Promise<{ version: string; book: RuleBook }> => current(db);
