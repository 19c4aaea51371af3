import type { Actor } from '../../shared/actor.ts';
import { CAPPING_WINDOW_MS, normaliseUpc } from '../../../src/domain/gatekeeper/constants.ts';
import {
  operationSchema,
  type Operation,
  type OperationResult,
  type PalletCounts,
  type PalletSnapshot,
} from '../../../src/domain/gatekeeper/contracts.ts';
import { GATEKEEPER_MESSAGES } from '../../../src/domain/gatekeeper/messages.ts';
import type { Db } from '../../db/connect.ts';
import { HttpError, type Words } from '../../plugins/http-error.ts';
import { spoken } from '../../plugins/words.ts';
import { fieldProblem } from './answer-words.ts';
import { firstHostileValue } from '../../shared/hostile-input.ts';
import { applyLocked, applyOperation, type Applied } from './operations.service.ts';
import * as repo from './pallets.repository.ts';
import { countsOf, importPallet, toFacts, toHeader } from './pallets.service.ts';
import { currentBook, currentRules, type CompiledRules } from './rules.ts';
import { applyLockedScans, lockPalletForScans } from './scan-run.service.ts';

export interface SyncOutcome {
  results: OperationResult[];
  /** The latest counts of each pallet this batch changed, for the pallet rooms. */
  changed: Map<string, PalletCounts>;
}

const emptyCounts: PalletCounts = { scanned: 0, total: 0, missing: 0, excess: 0 };

/** An operation nests two levels (upcList); anything deeper is refused unread. */
const OPERATION_DEPTH = 4;

/**
 * One entry of a batch checked on its own: a text PostgreSQL cannot store or a deep value anywhere
 * in it, then the operation's contract. Its refusal names the field, as a single call's 400 does.
 */
type Reason = ReturnType<typeof fieldProblem>;

function checkOperation(entry: unknown): { success: true; data: Operation } | { success: false; reason: Reason } {
  const hostile = firstHostileValue(entry, OPERATION_DEPTH, 'operation');
  if (hostile) return { success: false, reason: fieldProblem(hostile.field, { message: hostile.message }) };
  const parsed = operationSchema.safeParse(entry);
  if (parsed.success) return parsed;
  const issue = parsed.error.issues[0];
  return { success: false, reason: fieldProblem(issue?.path.join('.') || 'operation', issue ?? {}) };
}

/** The answer to a malformed entry: its opId when it sent one the device can match, and why (in the reader's language). */
function refused(entry: unknown, reason: Reason): OperationResult {
  const opId = (entry as { opId?: unknown } | null)?.opId;
  return {
    ...conflict(typeof opId === 'string' ? opId.slice(0, 100) : '', reason.message, emptyCounts),
    ...reason,
    outcome: 'refused',
  };
}

/** Operations of one pallet applied under one lock at most; other devices on the pallet wait no longer. */
const MAX_RUN = 100;

/**
 * Applies a device's operations in the order sent, answering each. An operation the pallet's state
 * refuses (closed or unknown pallet) answers 'conflict', a malformed entry 'refused', and the next
 * ones still run; a pallet
 * not yet known is imported from its manifest first. Consecutive operations of one pallet are
 * applied in one transaction under one lock (a device flushes pallet by pallet), which is what
 * makes a 10,000-operation flush fast; if that transaction fails, its operations are retried one
 * by one. An unexpected failure there fails the whole call: everything applied before it was
 * recorded, so the device's retry is answered from the record.
 */
export async function syncOperations(db: Db, raw: unknown[], actor: Actor): Promise<SyncOutcome> {
  const results: OperationResult[] = [];
  const changed = new Map<string, PalletCounts>();
  const rules = await currentRules(db);
  const known = new Set<string>();
  let run: Operation[] = [];

  const flush = async () => {
    if (!run.length) return;
    const ops = run;
    run = [];
    const palletNo = ops[0]!.palletNo;
    try {
      if (!known.has(palletNo)) {
        await importPallet(db, palletNo, actor);
        known.add(palletNo);
      }
    } catch (err) {
      if (!(err instanceof HttpError) || err.statusCode !== 404) throw err;
      for (const op of ops) results.push(conflict(op.opId, err.words, emptyCounts));
      return;
    }
    let answers: OperationResult[];
    try {
      answers = await applyRun(db, ops, actor, rules, changed);
    } catch {
      // E.g. one opId applied at this moment by another request: go one by one, as single calls do.
      answers = [];
      for (const op of ops) answers.push(await applyOne(db, op, actor, rules, changed));
    }
    results.push(...answers);
  };

  for (const entry of raw) {
    const parsed = checkOperation(entry);
    if (!parsed.success) {
      await flush();
      results.push(refused(entry, parsed.reason));
      continue;
    }
    if (run.length && (run[0]!.palletNo !== parsed.data.palletNo || run.length >= MAX_RUN)) await flush();
    run.push(parsed.data);
  }
  await flush();
  return { results, changed };
}

/**
 * A run of one pallet's operations under one lock; a 409 answers 'conflict' and the run goes on.
 * The item master rows of its scans are locked with the pallet, so consecutive scans (nearly all
 * of a flush) are read, judged and written together by the shared scan core (scan-run.service.ts).
 */
async function applyRun(
  db: Db,
  ops: Operation[],
  actor: Actor,
  rules: CompiledRules,
  changed: Map<string, PalletCounts>,
): Promise<OperationResult[]> {
  const palletNo = ops[0]!.palletNo;
  let last: PalletCounts | undefined;
  const answers = await db.transaction().execute(async (trx) => {
    const upcs = ops.flatMap((op) => (op.type === 'scan' ? [normaliseUpc(op.upc)] : []));
    let pallet = await lockPalletForScans(trx, palletNo, upcs);
    if (!pallet) throw new HttpError(404, GATEKEEPER_MESSAGES.unknownPallet(palletNo));
    const out: OperationResult[] = [];
    const answer = (op: Operation, outcome: Applied | HttpError, counts: PalletCounts): void => {
      if (outcome instanceof HttpError) {
        out.push(conflict(op.opId, outcome.words, counts));
        return;
      }
      out.push(outcome.result);
      if (outcome.fresh) last = outcome.result.counts;
    };
    for (let at = 0; at < ops.length;) {
      const scans = scansFrom(ops, at);
      if (scans.length) {
        const run = await applyLockedScans(trx, scans, pallet, actor, rules);
        pallet = run.pallet;
        run.outcomes.forEach((outcome, n) => answer(scans[n]!, outcome, countsOf(run.pallet)));
        at += scans.length;
        continue;
      }
      const op = ops[at++]!;
      try {
        const applied = await applyLocked(trx, op, pallet, actor, rules);
        pallet = applied.pallet;
        answer(op, applied, countsOf(pallet));
      } catch (err) {
        if (!(err instanceof HttpError) || err.statusCode !== 409) throw err;
        answer(op, err, countsOf(pallet));
      }
    }
    return out;
  });
  // Announced only once committed.
  if (last) changed.set(palletNo, last);
  return answers;
}

/** The scans of `ops` from `at` up to the next operation of another type. */
function scansFrom(ops: Operation[], at: number): Extract<Operation, { type: 'scan' }>[] {
  const scans: Extract<Operation, { type: 'scan' }>[] = [];
  for (let n = at; n < ops.length; n++) {
    const op = ops[n]!;
    if (op.type !== 'scan') break;
    scans.push(op);
  }
  return scans;
}

async function applyOne(
  db: Db,
  op: Operation,
  actor: Actor,
  rules: CompiledRules,
  changed: Map<string, PalletCounts>,
): Promise<OperationResult> {
  try {
    const { result, fresh } = await applyOperation(db, op, actor, rules);
    if (fresh) changed.set(op.palletNo, result.counts);
    return result;
  } catch (err) {
    if (!(err instanceof HttpError) || (err.statusCode !== 409 && err.statusCode !== 404)) throw err;
    const pallet = await repo.findPallet(db, op.palletNo);
    return conflict(op.opId, err.words, pallet ? countsOf(pallet) : emptyCounts);
  }
}

/** A refused operation's answer; its message is said again in the reader's language by the route (saidResult). */
const conflict = (opId: string, words: Words, counts: PalletCounts): OperationResult => ({
  opId,
  outcome: 'conflict',
  action: null,
  reason: null,
  ...spoken(words, 'en'),
  serverTime: new Date().toISOString(),
  counts,
});

/** What a device needs to work on a pallet offline; imports the pallet when it is not known yet. */
export async function snapshot(db: Db, palletNo: string, actor: Actor): Promise<PalletSnapshot & { rulesVersion: string }> {
  const pallet = await importPallet(db, palletNo, actor);
  const serverTime = new Date();
  const [lines, lastHour, rules] = await Promise.all([
    repo.snapshotLines(db, palletNo),
    repo.acceptedSinceByUpc(db, palletNo, new Date(serverTime.getTime() - CAPPING_WINDOW_MS)),
    currentBook(db),
  ]);
  return {
    header: toHeader(pallet),
    lines: lines.map((l) => ({ ...l, facts: l.facts ? toFacts(l.facts) : null })),
    rules: rules.book,
    rulesVersion: rules.version,
    scannedLastHour: lastHour,
    serverTime: serverTime.toISOString(),
  };
}
