import { CAPPING_WINDOW_MS } from '../../../src/domain/gatekeeper/constants.ts';
import type { Operation, OperationResult } from '../../../src/domain/gatekeeper/contracts.ts';
import { GATEKEEPER_MESSAGES as M } from '../../../src/domain/gatekeeper/messages.ts';
import type { Db } from '../../db/connect.ts';
import { HttpError } from '../../plugins/http-error.ts';
import { versionOf } from '../gatekeeper-rules/gatekeeper-rules.service.ts';
import type { Actor } from '../../shared/actor.ts';
import { isUniqueViolation } from '../../shared/unique-violation.ts';
import { isDeadlock } from './operations.repository.ts';
import { rulesOfVersion } from './rules.ts';
import { readScans } from './scan-batches.repository.ts';
import { judgeScans, type Applied } from './scan-core.service.ts';
import { writeScans, type ScanWrite } from './scan.repository.ts';

type ScanOp = Extract<Operation, { type: 'scan' }>;

/** Times a scan is judged again because its pallet or item changed (or was held) between reading and writing. */
const ATTEMPTS = 3;
/** Scans sharing one pair of statements at most. */
const MAX_BATCH = 64;
/** Batches between reading and writing at once: one being judged while another waits on the database. */
const BATCHES_IN_FLIGHT = 2;

interface Pending {
  op: ScanOp;
  upc: string;
  actor: Actor;
  attempt: number;
  settle: (applied: Applied | undefined) => void;
  fail: (err: unknown) => void;
  answered: boolean;
}

/**
 * Single scans, the hot path, read without a lock: each scan's pallet row with its version, the
 * state its verdict needs, a stored answer of its opId and the rules' version
 * (scan-batches.repository.ts); judged by the shared core (scan-core.service.ts) as a run of one
 * on its pallet; then written by the shared writer (scan.repository.ts) only while its pallet row,
 * and for an accepted unit its item master row, are still those versions. The scans in flight at
 * one moment share these two statements, so a busy gate pays two statements for many scans
 * instead of two each; an idle one sends a scan at once. A batch holds at most one scan of a
 * pallet and of a UPC, and a pallet's scans go in the order they came.
 *
 * A scan answers undefined when its pallet or item kept changing (other processes, or writes
 * under the pallet lock): the caller applies it under the lock instead.
 */
export function createScanBatches(db: Db) {
  let queue: Pending[] = [];
  const busy = new Set<string>();
  let inFlight = 0;
  let pumpScheduled = false;

  // Waits for the requests read in this turn of the event loop, so they share the statements.
  const schedulePump = () => {
    if (pumpScheduled) return;
    pumpScheduled = true;
    setImmediate(pump);
  };

  // What a batch may hold one scan of at most, and what waits while one is in flight: its pallet
  // (its counts move with each scan) and its UPC (its capping count moves with each accepted one).
  const keysOf = (p: Pending) => [`pallet:${p.op.palletNo}`, `upc:${p.upc}`];

  function pump() {
    pumpScheduled = false;
    while (inFlight < BATCHES_IN_FLIGHT && queue.length) {
      const batch: Pending[] = [];
      const rest: Pending[] = [];
      const taken = new Set<string>();
      for (const p of queue) {
        const keys = keysOf(p);
        if (batch.length < MAX_BATCH && keys.every((k) => !busy.has(k) && !taken.has(k))) batch.push(p);
        else rest.push(p);
        for (const k of keys) taken.add(k); // a later scan of these waits for this one, even if this one waits
      }
      queue = rest;
      if (!batch.length) return;
      for (const p of batch) for (const k of keysOf(p)) busy.add(k);
      inFlight++;
      void run(batch).finally(() => {
        inFlight--;
        for (const p of batch) for (const k of keysOf(p)) busy.delete(k);
        if (queue.length) schedulePump();
      });
    }
  }

  async function run(batch: Pending[]): Promise<void> {
    const retry: Pending[] = [];
    try {
      const reads = await readScans(
        db,
        batch.map((p) => ({ opId: p.op.opId, palletNo: p.op.palletNo, upc: p.upc })),
        new Date(Date.now() - CAPPING_WINDOW_MS),
      );
      const rules = await rulesOfVersion(db, versionOf(reads[0]!.ruleRevisions));
      const writes: { pending: Pending; write: ScanWrite; result: OperationResult }[] = [];
      batch.forEach((p, i) => {
        const { pallet, state } = reads[i]!;
        if (!pallet) return p.fail(new HttpError(404, M.unknownPallet(p.op.palletNo)));
        // Each scan on its own pallet: a run of one for the shared core.
        const judged = judgeScans(pallet, pallet.version, [{ op: p.op, upc: p.upc }], state, p.actor, rules);
        const outcome = judged.outcomes[0]!;
        if (outcome instanceof HttpError) return p.fail(outcome);
        if (!outcome.fresh) return p.settle(outcome);
        writes.push({ pending: p, result: outcome.result, write: judged.writes[0]! });
      });
      if (!writes.length) return;
      const written = await writeAll(writes);
      for (const { pending, result, write } of writes) {
        if (pending.answered) continue; // refused on its own in writeAll
        if (written.has(write.opId)) pending.settle({ result, fresh: true });
        else if (pending.attempt + 1 < ATTEMPTS) {
          pending.attempt += 1;
          retry.push(pending);
        } else pending.settle(undefined);
      }
    } catch (err) {
      for (const p of batch) if (!p.answered) p.fail(err);
    } finally {
      // Retried first, so a pallet's scans keep their order.
      if (retry.length) queue = [...retry, ...queue];
    }
  }

  /** Writes a batch's scans; answers the opIds written (a scan written by no one is judged again). */
  async function writeAll(writes: { pending: Pending; write: ScanWrite }[]): Promise<Set<string>> {
    try {
      return await writeScans(
        db,
        writes.map((w) => w.write),
      );
    } catch (err) {
      // A synced run holding item rows in its own order can meet this statement in a wait
      // cycle; if this one gave way, it wrote nothing.
      if (isDeadlock(err)) return new Set();
      if (!isUniqueViolation(err) || writes.length === 1) throw err;
    }
    // One opId applied by another request at this moment fails the statement: write each on
    // its own, so only that one fails (and is answered from the record by the caller).
    const written = new Set<string>();
    await Promise.all(
      writes.map(async (w) => {
        try {
          for (const opId of await writeScans(db, [w.write])) written.add(opId);
        } catch (err) {
          w.pending.fail(err);
        }
      }),
    );
    return written;
  }

  return (op: ScanOp, upc: string, actor: Actor): Promise<Applied | undefined> =>
    new Promise((resolve, reject) => {
      const pending: Pending = {
        op,
        upc,
        actor,
        attempt: 0,
        answered: false,
        settle: (applied) => {
          pending.answered = true;
          resolve(applied);
        },
        fail: (err) => {
          pending.answered = true;
          reject(err);
        },
      };
      queue.push(pending);
      schedulePump();
    });
}

const batchesOf = new WeakMap<Db, ReturnType<typeof createScanBatches>>();

/** Applies a single scan through the shared statements of `db` (createScanBatches). */
export function scanInBatch(db: Db, op: ScanOp, upc: string, actor: Actor): Promise<Applied | undefined> {
  let batches = batchesOf.get(db);
  if (!batches) batchesOf.set(db, (batches = createScanBatches(db)));
  return batches(op, upc, actor);
}
