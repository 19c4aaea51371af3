import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { RULE_SETS, type RuleSetName } from '../../../src/domain/gatekeeper/constants.ts';
import { compileRules, compileSet, type CompiledRules } from '../../../src/domain/gatekeeper/rules/compile.ts';
import { ruleSetRecordId, type RuleSetSummary } from '../../../src/domain/gatekeeper/rules/contracts.ts';
import { serialiseRuleCsv } from '../../../src/domain/gatekeeper/rules/csv.ts';
import type { RuleBook, RuleRow } from '../../../src/domain/gatekeeper/rules/types.ts';
import { DEFAULT_TIME_ZONE } from '../../../src/domain/constants.ts';
import { HISTORY_MESSAGES } from '../../../src/domain/history/messages.ts';
import type { TrackedEntity } from '../../db/records/tracked-entity.ts';
import { logTracked } from '../../db/records/tracked-writes.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Db } from '../../db/connect.ts';
import { staleConflict } from '../../plugins/http-error.ts';
import type { Actor } from '../../shared/actor.ts';
import { nextTurn } from '../../shared/next-turn.ts';
import * as repo from './gatekeeper-rules.repository.ts';
import { packRules, unpackRules } from './rule-revision-codec.ts';

/** Every rule of every set: what the server judges scans by and what a device's snapshot carries. */
export async function loadRuleBook(db: Db): Promise<RuleBook> {
  const book: RuleBook = { Eligibility: [], Capping: [], Allotment: [] };
  for (const r of await repo.listLiveRevisions(db)) {
    if ((RULE_SETS as readonly string[]).includes(r.rule_set)) book[r.rule_set as RuleSetName] = await unpackRules(r.rules_gzip);
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

/**
 * The rule book compiled once per version: a scan asks only for the version (three small rows)
 * and the book is read again only when an upload changed it, so a new rule set applies from the
 * next scan. The upload that changed it puts the new book here itself (replaceRuleSet).
 */
export interface CurrentRules {
  version: string;
  book: RuleBook;
  rules: CompiledRules;
}
const rulesCache = new WeakMap<Db, CurrentRules>();

export async function currentRules(db: Db): Promise<CurrentRules> {
  const version = await rulesVersion(db);
  const cached = rulesCache.get(db);
  if (cached?.version === version) return cached;
  const book = await loadRuleBook(db);
  const entry = { version, book, rules: compileRules(book) };
  rulesCache.set(db, entry);
  return entry;
}

/** The compiled rules of a version just read (with a scan's facts): no query while it is the cached one. */
export async function rulesOfVersion(db: Db, version: string): Promise<CompiledRules> {
  const cached = rulesCache.get(db);
  return cached?.version === version ? cached.rules : (await currentRules(db)).rules;
}

/** A rule set's download, ready to send: the CSV bytes and their gzip (browsers accept it; a tenth of the size). */
export interface RuleSetFile {
  body: Buffer;
  gzip: Buffer;
}

const fileOf = async (csv: string): Promise<RuleSetFile> => {
  const body = Buffer.from(csv, 'utf8');
  return { body, gzip: await gzipAsync(body) };
};

/**
 * A set's CSV as Download Current Rules gives it, built once per revision and shared by every
 * download of it: four office users downloading a 27,000-row set read it from the database once.
 */
const fileCache = new WeakMap<Db, Map<RuleSetName, { revision: number; file: Promise<RuleSetFile> }>>();
const filesOf = (db: Db) => fileCache.get(db) ?? fileCache.set(db, new Map()).get(db)!;

export async function ruleSetFile(db: Db, ruleSet: RuleSetName): Promise<RuleSetFile> {
  const revision = await repo.revisionOf(db, ruleSet);
  const files = filesOf(db);
  const cached = files.get(ruleSet);
  if (cached?.revision === revision) return cached.file;
  const file = repo
    .packedRulesOf(db, ruleSet, revision)
    .then(async (packed) => fileOf(serialiseRuleCsv(packed ? await unpackRules(packed) : [])));
  files.set(ruleSet, { revision, file });
  // A failed read is not kept: the next download tries again.
  file.catch(() => files.get(ruleSet)?.file === file && files.delete(ruleSet));
  return file;
}

/** The live rules of one identifier, in file order (GET rule items), read from the cached book. */
export async function rulesOfIdentifier(db: Db, identifier: string): Promise<RuleRow[]> {
  const { book } = await currentRules(db);
  return RULE_SETS.flatMap((set) => book[set].filter((r) => r.identifier === identifier));
}

/** Each of the three sets, uploaded or not. */
export async function ruleSets(db: Db): Promise<RuleSetSummary[]> {
  const stored = new Map((await repo.listSets(db)).map((s) => [s.rule_set, s]));
  return RULE_SETS.map((ruleSet) => {
    const s = stored.get(ruleSet);
    return s ? summaryOf(s) : { ruleSet, rowCount: 0, revision: 0, updatedName: null, updatedDateUTC: null };
  });
}

const gzipAsync = promisify(gzip);

/** A rule set as the change log keeps it: no rule by rule, only how many and the revision. */
interface SetState {
  rule_set: string;
  revision: number;
  updated_name: string | null;
  updated_date_utc: Date | string | null;
  row_count: number | null;
}
const summaryOf = (s: SetState): RuleSetSummary => ({
  ruleSet: s.rule_set as RuleSetName,
  rowCount: s.row_count ?? 0,
  revision: s.revision,
  updatedName: s.updated_name,
  updatedDateUTC: s.updated_date_utc ? new Date(s.updated_date_utc).toISOString() : null,
});

/**
 * Gate Keeper Rules' record for the change log: each upload is one entry ('upload') of its set,
 * id 1, 2 or 3 (ruleSetRecordId), with the rule count and the rules version before and after.
 * An upload replaces a whole set: it has no Undo (the previous file is the way back).
 */
export const ruleSetEntity: TrackedEntity = {
  entity: 'gatekeeper-rule-set',
  table: 'gatekeeper_rule_sets',
  toRecord: (row: SetState) => summaryOf({ ...row, row_count: row.row_count ?? null }),
  nameOf: (set) => String(set.ruleSet),
  stamped: false,
};

const neverUploaded = (ruleSet: string): SetState => ({
  rule_set: ruleSet,
  revision: 0,
  updated_name: null,
  updated_date_utc: null,
  row_count: 0,
});

/** The 409 for an upload based on `basedOn` when the set is at another revision now: who uploaded since, and when. */
function staleUpload(state: SetState, by: Actor) {
  const at = state.updated_date_utc ? new Date(state.updated_date_utc) : null;
  const who = state.updated_name ?? '';
  return staleConflict(HISTORY_MESSAGES.changedSince(who, at, by.trail?.timeZone ?? DEFAULT_TIME_ZONE), {
    revision: state.revision,
    by: who,
    at: at ? at.toISOString() : null,
    current: summaryOf(state),
  });
}

/** 409 unless the set is at `basedOn` (0: never uploaded): the cheap check before a file is read; the upload checks again as it goes live. */
export async function requireRevision(db: Db, ruleSet: RuleSetName, basedOn: number | undefined, by: Actor): Promise<void> {
  if (basedOn === undefined) return;
  const state = (await repo.setState(db, ruleSet)) ?? neverUploaded(ruleSet);
  if (state.revision !== basedOn) throw staleUpload(state, by);
}

/** What an upload does besides replacing the set: logged as the user's, and refused when based on an older read. */
export interface TrackedUpload {
  /** The set's revision the user read (0 for a set never uploaded); none replaces whatever is there. */
  basedOn?: number;
}

/**
 * Replaces the whole set (rows missing from the new list are removed, spec 002 §9) without one
 * long transaction: the rules go in packed as one row under a new revision, then one short
 * transaction makes that revision live, and the replaced revision is removed after. Readers see
 * the old set or the new one, never a mix. `upload` is the new set's download and packed rows,
 * when the caller has them already (a worker made them). With `tracked` (an office user's
 * upload, not the seed's), the transaction that makes it live also logs it, and refuses it (409)
 * when the set is no longer at the revision the user read. Answers the rules version after the
 * upload and the set's new revision.
 *
 * A 27,000-row set takes the server's thread for a few milliseconds at a time: each step below
 * has a turn of its own, so scans are answered between them.
 */
export async function replaceRuleSet(
  db: Db,
  ruleSet: RuleSetName,
  rows: RuleRow[],
  by: Actor,
  upload?: { csv: string; packed: Uint8Array },
  tracked?: TrackedUpload,
): Promise<{ rulesVersion: string; revision: number }> {
  const at = new Date();
  const packed = upload?.packed ?? (await packRules(rows));
  await nextTurn();
  // The set compiled before it goes live (it depends on its own rows alone), so that the commit swaps the cached rules at once.
  const compiled = compileSet(ruleSet, rows);
  await nextTurn();
  const revision = await repo.stageRevision(db, ruleSet);
  await repo.insertRevision(db, ruleSet, revision, packed, rows.length, by, at);
  await nextTurn();
  const run = async (trx: Db) => {
    const state = tracked ? ((await repo.lockSet(trx, ruleSet)) ?? neverUploaded(ruleSet)) : undefined;
    const previous = state?.revision ?? 0;
    if (state && tracked?.basedOn !== undefined && previous !== tracked.basedOn) throw staleUpload(state, by);
    const before = await repo.listRevisions(trx);
    const live = await repo.activateRevision(trx, ruleSet, revision, by, at);
    const after = live ? before.map((r) => (r.rule_set === ruleSet ? { ...r, revision } : r)) : await repo.listRevisions(trx);
    const version = { before: versionOf(before), after: versionOf(after) };
    if (tracked && live) {
      await logTracked(trx, ruleSetEntity, ruleSetRecordId(ruleSet), 'upload', by, {
        before: previous === 0 ? null : { ruleSet, rowCount: state?.row_count ?? 0, rulesVersion: version.before },
        after: { ruleSet, rowCount: rows.length, rulesVersion: version.after },
        revision,
      });
    }
    return { live, ...version };
  };
  let outcome: Awaited<ReturnType<typeof run>>;
  try {
    outcome = await inTransaction(db, run);
  } catch (error) {
    // Refused (or failed) before going live: what it wrote is removed.
    await repo.deleteRevision(db, ruleSet, revision);
    throw error;
  }
  const { live, before, after } = outcome;
  if (live) {
    // The new version's rules are the cached ones with this set replaced: no scan unpacks 27,000 rules again.
    // No turn may come between the commit and this, or a scan would load and compile the whole book itself.
    const cached = rulesCache.get(db);
    if (cached?.version === before) {
      rulesCache.set(db, { version: after, book: { ...cached.book, [ruleSet]: rows }, rules: { ...cached.rules, ...compiled } });
    }
    if (upload) filesOf(db).set(ruleSet, { revision, file: fileOf(upload.csv) });
  }
  await nextTurn();
  // A later upload went live first: this one's rules are already replaced.
  if (!live) await repo.deleteRevision(db, ruleSet, revision);
  await repo.deleteOlderRevisions(db, ruleSet, revision);
  return { rulesVersion: after, revision: live ? revision : await repo.revisionOf(db, ruleSet) };
}
