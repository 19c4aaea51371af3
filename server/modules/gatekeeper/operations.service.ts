import { CAPPING_WINDOW_MS, normaliseUpc } from '../../../src/domain/gatekeeper/constants.ts';
import type { Operation, OperationResult } from '../../../src/domain/gatekeeper/contracts.ts';
import { GATEKEEPER_MESSAGES as M } from '../../../src/domain/gatekeeper/messages.ts';
import type { Db } from '../../db/connect.ts';
import { HttpError } from '../../plugins/http-error.ts';
import { appliedResult, isUniqueViolation, recordApplied } from './operations.repository.ts';
import * as repo from './pallets.repository.ts';
import { countsOf, toFacts } from './pallets.service.ts';
import { currentRules, judge, type CompiledRules } from './rules.ts';

/** An operation's answer, and whether this call applied it (false: a replay of the first answer). */
export interface Applied {
  result: OperationResult;
  fresh: boolean;
}

/**
 * Applies one device operation exactly once (DESIGN.md §7). The pallet row is locked first, so
 * writes to one pallet take turns and its counts move with its items in the same transaction;
 * the opId is checked under that lock, so two requests with one opId apply it once. A replay
 * returns the stored first answer, even after the pallet was closed. Throws 404 (unknown pallet)
 * or 409 (closed pallet) without storing anything: a closed pallet stays closed, so the refusal
 * is the same every time.
 */
export async function applyOperation(db: Db, op: Operation, actor: repo.Actor, rules?: CompiledRules): Promise<Applied> {
  // Rules are read before the lock, so the lock is held only for the pallet's own rows.
  const compiled = op.type === 'scan' ? (rules ?? (await currentRules(db))) : undefined;
  try {
    const { result, fresh } = await db.transaction().execute((trx) => applyInTransaction(trx, op, actor, compiled));
    return { result, fresh };
  } catch (err) {
    // The same opId applied at the same moment through another pallet number: answer the first.
    if (isUniqueViolation(err)) {
      const first = await appliedResult(db, op.opId);
      if (first) return { result: first, fresh: false };
    }
    throw err;
  }
}

/** The locked part of applyOperation, for a caller already inside a transaction (the seed). */
export async function applyInTransaction(trx: Db, op: Operation, actor: repo.Actor, rules: CompiledRules | undefined): Promise<Applied> {
  const pallet = await repo.lockPallet(trx, op.palletNo);
  if (!pallet) throw new HttpError(404, M.unknownPallet(op.palletNo));
  return applyLocked(trx, op, pallet, actor, rules);
}

/**
 * Applies one operation to a pallet whose row this transaction holds locked, and answers the
 * pallet row as it is afterwards (a batch applies a pallet's next operation to it under the
 * same lock). A 409 is thrown before anything is written, so the transaction stays usable.
 */
export async function applyLocked(trx: Db, op: Operation, pallet: repo.PalletRow, actor: repo.Actor, rules: CompiledRules | undefined): Promise<Applied & { pallet: repo.PalletRow }> {
  if (op.type === 'scan') return scan(trx, op, pallet, actor, rules!);
  const replay = await appliedResult(trx, op.opId);
  if (replay) return { result: replay, fresh: false, pallet };
  if (pallet.status === 'Closed') throw new HttpError(409, M.palletClosed(op.palletNo));
  const { result, after } = await perform(trx, op, pallet, actor);
  await recordApplied(trx, { opId: op.opId, palletNo: op.palletNo, type: op.type, appliedBy: actor.userId, result });
  return { result, fresh: true, pallet: after };
}

const answerOf = (op: Operation, serverTime: Date, counts: OperationResult['counts'], action: OperationResult['action'], reason: string | null, message: string): OperationResult => ({
  opId: op.opId,
  outcome: 'applied',
  action,
  reason,
  message,
  serverTime: serverTime.toISOString(),
  counts,
});

/**
 * The hot path, in two statements under the pallet lock: one reads every fact of the verdict
 * (and a stored answer of this opId), one writes the unit, the counters and the answer.
 */
async function scan(trx: Db, op: Extract<Operation, { type: 'scan' }>, pallet: repo.PalletRow, actor: repo.Actor, rules: CompiledRules): Promise<Applied & { pallet: repo.PalletRow }> {
  const serverTime = new Date();
  const upc = normaliseUpc(op.upc);
  const facts = await repo.scanFacts(trx, op.palletNo, upc, op.opId, new Date(serverTime.getTime() - CAPPING_WINDOW_MS));
  if (facts.replay) return { result: facts.replay as OperationResult, fresh: false, pallet };
  if (pallet.status === 'Closed') throw new HttpError(409, M.palletClosed(op.palletNo));
  const verdict = judge(rules, {
    gateCountry: pallet.gate_country,
    upc,
    item: facts.item ? toFacts(facts.item) : null,
    expectedOnPallet: facts.expected,
    scannedOnPallet: facts.scanned,
    scannedLastHour: facts.acceptedLastHour,
  });
  const counts = countsOf(pallet);
  let result: OperationResult;
  let unit: Parameters<typeof repo.writeScan>[2] = null;
  const delta = { scanned: 0, missing: 0 };
  if (verdict.action === 'NOT_ON_PALLET') result = answerOf(op, serverTime, counts, 'NOT_ON_PALLET', null, M.notOnPallet(upc));
  else if (verdict.action === 'ALREADY_SCANNED' || facts.unitId === null) result = answerOf(op, serverTime, counts, 'ALREADY_SCANNED', null, M.alreadyScanned(upc));
  else {
    unit = { id: facts.unitId, mark: { action: verdict.action, remarks: verdict.reason, actor, deviceTime: op.deviceTime, serverTime, opId: op.opId } };
    delta.scanned = 1;
    delta.missing = facts.unitAction === 'MISSING' ? -1 : 0;
    const after = { ...counts, scanned: counts.scanned + delta.scanned, missing: counts.missing + delta.missing };
    result = verdict.action === 'REJECTED' ? answerOf(op, serverTime, after, 'REJECTED', verdict.reason, M.rejected) : answerOf(op, serverTime, after, 'ACCEPTED', null, M.scanned);
  }
  await repo.writeScan(trx, op.palletNo, unit, delta, { opId: op.opId, type: op.type, appliedBy: actor.userId, result });
  return { result, fresh: true, pallet: { ...pallet, scanned_count: result.counts.scanned, missing_count: result.counts.missing } };
}

async function perform(trx: Db, op: Exclude<Operation, { type: 'scan' }>, pallet: repo.PalletRow, actor: repo.Actor): Promise<{ result: OperationResult; after: repo.PalletRow }> {
  const serverTime = new Date();
  const mark = { actor, deviceTime: op.deviceTime, serverTime, opId: op.opId };
  const answer = (after: repo.PalletRow, action: OperationResult['action'], reason: string | null, message: string) => ({
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
