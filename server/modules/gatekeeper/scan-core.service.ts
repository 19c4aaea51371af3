import type { Operation, OperationResult } from '../../../src/domain/gatekeeper/contracts.ts';
import { GATEKEEPER_MESSAGES as M } from '../../../src/domain/gatekeeper/messages.ts';
import type { Msg } from '../../../src/domain/words/words.ts';
import { HttpError } from '../../plugins/http-error.ts';
import { spoken } from '../../plugins/words.ts';
import type { Actor } from '../../shared/actor.ts';
import type { PalletRow } from './pallets.repository.ts';
import { countsOf, toFacts } from './pallets.service.ts';
import { judge, type CompiledRules } from './rules.ts';
import type { PalletScanState, ScanWrite, UpcState } from './scan.repository.ts';

type ScanOp = Extract<Operation, { type: 'scan' }>;

/** An operation's answer, and whether this call applied it (false: a replay of the first answer). */
export interface Applied {
  result: OperationResult;
  fresh: boolean;
}

/** What a scan's verdict needs of its pallet. */
export type JudgedPallet = Pick<PalletRow, 'gate_country' | 'status' | 'scanned_count' | 'total_count' | 'missing_count' | 'excess_count'>;

/**
 * The answer of an applied operation. It is stored as the first answer, so its message is kept in
 * English with its key and parameters: each reply says it again in its reader's language (saidResult).
 */
export const answerOf = (
  op: Operation,
  serverTime: Date,
  counts: OperationResult['counts'],
  action: OperationResult['action'],
  reason: string | null,
  message: Msg,
): OperationResult => ({
  opId: op.opId,
  outcome: 'applied',
  action,
  reason,
  ...spoken(message, 'en'),
  serverTime: serverTime.toISOString(),
  counts,
});

/**
 * The one place a scan is judged on the server, for every way a scan arrives (DESIGN.md §7): a
 * single scan judged on an optimistic read (scan-batches.service.ts) and the scans of a synced
 * run or a locked single scan judged under the pallet lock (scan-run.service.ts) all come here
 * with the state they read, and what this answers goes to the one writer (scan.repository.ts).
 *
 * Judges `scans` of one pallet in order with the shared rules engine: an opId answered before
 * (stored, or earlier in these scans) answers that answer; on a closed pallet a scan answers a
 * 409 and writes nothing; otherwise its verdict takes the UPC's next free unit, and `state` and
 * the pallet's counts move on with it, so each scan is judged exactly as it would be after the
 * ones before it had been written. Answers each scan's outcome, the rows to write, and the pallet
 * as it is afterwards. `version` is the pallet row's version the state was read at; null when
 * the caller holds the pallet row and its scans' item rows locked, so the writer checks neither.
 */
export function judgeScans<P extends JudgedPallet>(
  pallet: P,
  version: string | null,
  scans: { op: ScanOp; upc: string }[],
  state: PalletScanState,
  actor: Actor,
  rules: CompiledRules,
): { outcomes: (Applied | HttpError)[]; writes: ScanWrite[]; pallet: P } {
  const answered = new Map(state.replays);
  const outcomes: (Applied | HttpError)[] = [];
  const writes: ScanWrite[] = [];
  let now = pallet;

  for (const { op, upc } of scans) {
    const replay = answered.get(op.opId);
    if (replay) {
      outcomes.push({ result: replay, fresh: false });
      continue;
    }
    if (now.status === 'Closed') {
      outcomes.push(new HttpError(409, M.palletClosed(op.palletNo)));
      continue;
    }
    const facts = state.upcs.get(upc)!;
    const { result, unit, delta, itemVersion } = decide(op, upc, new Date(), now, facts, actor, rules);
    if (unit) {
      facts.free.shift();
      facts.scanned += 1;
    }
    if (result.action === 'ACCEPTED') facts.acceptedLastHour += 1;
    now = { ...now, scanned_count: result.counts.scanned, missing_count: result.counts.missing };
    writes.push({
      palletNo: op.palletNo,
      version,
      upc,
      itemVersion: version === null ? null : itemVersion,
      unit,
      delta,
      opId: op.opId,
      appliedBy: actor.userId,
      result,
    });
    answered.set(op.opId, result);
    outcomes.push({ result, fresh: true });
  }
  return { outcomes, writes, pallet: now };
}

/**
 * The verdict on one scan and what it writes: the unit it takes (if any), how the counters move,
 * and for an accepted unit the item master version its capping check counted on.
 */
function decide(
  op: ScanOp,
  upc: string,
  serverTime: Date,
  pallet: JudgedPallet,
  facts: UpcState,
  actor: Actor,
  rules: CompiledRules,
): Pick<ScanWrite, 'unit' | 'delta' | 'itemVersion'> & { result: OperationResult } {
  const verdict = judge(rules, {
    gateCountry: pallet.gate_country,
    upc,
    item: facts.item ? toFacts(facts.item) : null,
    expectedOnPallet: facts.expected,
    scannedOnPallet: facts.scanned,
    scannedLastHour: facts.acceptedLastHour,
  });
  const counts = countsOf(pallet);
  const none = { unit: null, delta: { scanned: 0, missing: 0 }, itemVersion: null };
  const next = facts.free[0];
  if (verdict.action === 'NOT_ON_PALLET')
    return { result: answerOf(op, serverTime, counts, 'NOT_ON_PALLET', null, M.notOnPallet(upc)), ...none };
  if (verdict.action === 'ALREADY_SCANNED' || !next)
    return { result: answerOf(op, serverTime, counts, 'ALREADY_SCANNED', null, M.alreadyScanned(upc)), ...none };
  const unit = {
    id: next.id,
    mark: { action: verdict.action, remarks: verdict.reason, actor, deviceTime: op.deviceTime, serverTime, opId: op.opId },
  };
  const delta = { scanned: 1, missing: next.action === 'MISSING' ? -1 : 0 };
  const after = { ...counts, scanned: counts.scanned + delta.scanned, missing: counts.missing + delta.missing };
  if (verdict.action === 'REJECTED')
    return { result: answerOf(op, serverTime, after, 'REJECTED', verdict.reason, M.rejected), unit, delta, itemVersion: null };
  return { result: answerOf(op, serverTime, after, 'ACCEPTED', null, M.scanned), unit, delta, itemVersion: facts.itemVersion };
}
