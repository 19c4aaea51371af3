import type { Operation, OperationResult } from '../../../src/domain/gatekeeper/contracts.ts';
import { GATEKEEPER_MESSAGES as M } from '../../../src/domain/gatekeeper/messages.ts';
import type { Actor } from './actor.ts';
import type { UnitMark } from './pallets.repository.ts';
import { countsOf, toFacts } from './pallets.service.ts';
import { judge, type CompiledRules } from './rules.ts';
import type { ScanFacts, ScanPallet } from './scan.repository.ts';

/** The answer of an applied operation. */
export const answerOf = (
  op: Operation,
  serverTime: Date,
  counts: OperationResult['counts'],
  action: OperationResult['action'],
  reason: string | null,
  message: string,
): OperationResult => ({
  opId: op.opId,
  outcome: 'applied',
  action,
  reason,
  message,
  serverTime: serverTime.toISOString(),
  counts,
});

/**
 * The verdict on a scan and what it writes: the unit it takes (if any), how the counters move,
 * and for an accepted unit the item master version its capping check counted on.
 */
export function decideScan(
  op: Extract<Operation, { type: 'scan' }>,
  upc: string,
  serverTime: Date,
  pallet: Omit<ScanPallet, 'version'>,
  facts: ScanFacts,
  actor: Actor,
  rules: CompiledRules,
): {
  result: OperationResult;
  unit: { id: number; mark: UnitMark } | null;
  delta: { scanned: number; missing: number };
  itemVersion: string | null;
} {
  const verdict = judge(rules, {
    gateCountry: pallet.gate_country,
    upc,
    item: facts.item ? toFacts(facts.item) : null,
    expectedOnPallet: facts.expected,
    scannedOnPallet: facts.scanned,
    scannedLastHour: facts.acceptedLastHour,
  });
  const counts = countsOf(pallet);
  const none = { scanned: 0, missing: 0 };
  if (verdict.action === 'NOT_ON_PALLET')
    return {
      result: answerOf(op, serverTime, counts, 'NOT_ON_PALLET', null, M.notOnPallet(upc)),
      unit: null,
      delta: none,
      itemVersion: null,
    };
  if (verdict.action === 'ALREADY_SCANNED' || facts.unitId === null)
    return {
      result: answerOf(op, serverTime, counts, 'ALREADY_SCANNED', null, M.alreadyScanned(upc)),
      unit: null,
      delta: none,
      itemVersion: null,
    };
  const unit = {
    id: facts.unitId,
    mark: { action: verdict.action, remarks: verdict.reason, actor, deviceTime: op.deviceTime, serverTime, opId: op.opId },
  };
  const delta = { scanned: 1, missing: facts.unitAction === 'MISSING' ? -1 : 0 };
  const after = { ...counts, scanned: counts.scanned + delta.scanned, missing: counts.missing + delta.missing };
  if (verdict.action === 'REJECTED')
    return { result: answerOf(op, serverTime, after, 'REJECTED', verdict.reason, M.rejected), unit, delta, itemVersion: null };
  return { result: answerOf(op, serverTime, after, 'ACCEPTED', null, M.scanned), unit, delta, itemVersion: facts.itemVersion };
}
