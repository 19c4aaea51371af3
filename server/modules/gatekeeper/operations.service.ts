import type { Actor } from '../../shared/actor.ts';
import { normaliseUpc } from '../../../src/domain/gatekeeper/constants.ts';
import type { Operation, OperationResult } from '../../../src/domain/gatekeeper/contracts.ts';
import { GATEKEEPER_MESSAGES as M } from '../../../src/domain/gatekeeper/messages.ts';
import type { Msg } from '../../../src/domain/words/words.ts';
import type { Db } from '../../db/connect.ts';
import { HttpError } from '../../plugins/http-error.ts';
import { isUniqueViolation } from '../../shared/unique-violation.ts';
import { appliedResult, recordApplied } from './operations.repository.ts';
import * as repo from './pallets.repository.ts';
import { countsOf } from './pallets.service.ts';
import { currentRules, type CompiledRules } from './rules.ts';
import { scanInBatch } from './scan-batches.service.ts';
import { answerOf, type Applied } from './scan-core.service.ts';
import { applyLockedScans, lockPalletForScans } from './scan-run.service.ts';

export type { Applied };

/**
 * Applies one device operation exactly once (DESIGN.md §7). Writes to one pallet take turns on
 * its row, so its counts move with its items in the same transaction and the opId is checked in
 * that turn: two requests with one opId apply it once. A replay returns the stored first answer,
 * even after the pallet was closed. Throws 404 (unknown pallet) or 409 (closed pallet) without
 * storing anything: a closed pallet stays closed, so the refusal is the same every time.
 *
 * A scan, the hot path, is judged without a lock and written only while its pallet row is still
 * the version it was judged on, in two statements shared with the other scans in flight
 * (scan-batches.service.ts); a scan whose pallet kept changing is applied as a run of one under
 * the pallet lock (scan-run.service.ts), and every other operation locks the pallet row first.
 * Both scan paths are judged and written by one core (scan-core.service.ts, docs/scan-path.md).
 */
export async function applyOperation(db: Db, op: Operation, actor: Actor, rules?: CompiledRules): Promise<Applied> {
  try {
    if (op.type === 'scan') {
      const applied = await scanInBatch(db, op, normaliseUpc(op.upc), actor);
      if (applied) return applied;
    }
    // Rules are read before the lock, so the lock is held only for the pallet's own rows.
    const compiled = op.type === 'scan' ? (rules ?? (await currentRules(db))) : undefined;
    const { result, fresh } = await db.transaction().execute((trx) => applyInTransaction(trx, op, actor, compiled));
    return { result, fresh };
  } catch (err) {
    // The same opId applied at the same moment by another request: answer the first.
    if (isUniqueViolation(err)) {
      const first = await appliedResult(db, op.opId);
      if (first) return { result: first, fresh: false };
    }
    throw err;
  }
}

/** The locked part of applyOperation, for a caller already inside a transaction (the seed). */
export async function applyInTransaction(trx: Db, op: Operation, actor: Actor, rules: CompiledRules | undefined): Promise<Applied> {
  // A scan holds its item too, so its capping count cannot move before it is written.
  const pallet =
    op.type === 'scan' ? await lockPalletForScans(trx, op.palletNo, [normaliseUpc(op.upc)]) : await repo.lockPallet(trx, op.palletNo);
  if (!pallet) throw new HttpError(404, M.unknownPallet(op.palletNo));
  return applyLocked(trx, op, pallet, actor, rules);
}

/**
 * Applies one operation to a pallet whose row this transaction holds locked (and for a scan, its
 * item: lockPalletForScans), and answers the pallet row as it is afterwards (a synced run applies
 * a pallet's next operation to it under the same lock). A 409 is thrown before anything is
 * written, so the transaction stays usable.
 */
export async function applyLocked(
  trx: Db,
  op: Operation,
  pallet: repo.PalletRow,
  actor: Actor,
  rules: CompiledRules | undefined,
): Promise<Applied & { pallet: repo.PalletRow }> {
  if (op.type === 'scan') {
    // A lone scan (the seed, the fallback) keeps its plan apart from the hot paths' (scan.repository.ts).
    const run = await applyLockedScans(trx, [op], pallet, actor, rules!, 'apart');
    const outcome = run.outcomes[0]!;
    if (outcome instanceof HttpError) throw outcome;
    return { ...outcome, pallet: run.pallet };
  }
  const replay = await appliedResult(trx, op.opId);
  if (replay) return { result: replay, fresh: false, pallet };
  if (pallet.status === 'Closed') throw new HttpError(409, M.palletClosed(op.palletNo));
  const { result, after } = await perform(trx, op, pallet, actor);
  await recordApplied(trx, { opId: op.opId, palletNo: op.palletNo, type: op.type, appliedBy: actor.userId, result });
  return { result, fresh: true, pallet: after };
}

async function perform(
  trx: Db,
  op: Exclude<Operation, { type: 'scan' }>,
  pallet: repo.PalletRow,
  actor: Actor,
): Promise<{ result: OperationResult; after: repo.PalletRow }> {
  const serverTime = new Date();
  const mark = { actor, deviceTime: op.deviceTime, serverTime, opId: op.opId };
  const answer = (after: repo.PalletRow, action: OperationResult['action'], reason: string | null, message: Msg) => ({
    result: answerOf(op, serverTime, countsOf(after), action, reason, message),
    after,
  });

  switch (op.type) {
    case 'mark-excess': {
      await repo.insertExcess(trx, op.palletNo, normaliseUpc(op.upc), mark);
      const after = await repo.addToCounts(trx, op.palletNo, { excess: 1 });
      return answer(after, 'EXCESS', null, M.markedExcess);
    }
    case 'mark-missing': {
      const upcs = [...new Set(op.upcList.map(normaliseUpc))];
      const marked = await repo.markMissing(trx, op.palletNo, upcs, mark);
      const after = marked ? await repo.addToCounts(trx, op.palletNo, { missing: marked }) : pallet;
      return answer(after, 'MISSING', null, M.markedMissing);
    }
    case 'close': {
      const after = await repo.closePallet(trx, op.palletNo, actor, serverTime);
      return answer(after, null, null, M.palletClosedOk);
    }
  }
}
