import { CAPPING_WINDOW_MS } from '../domain/gatekeeper/constants.ts';
import { compileRules, type CompiledRules } from '../domain/gatekeeper/rules/compile.ts';
import { judgeScan } from '../domain/gatekeeper/rules/judge.ts';
import type { RuleBook, ScanContext, Verdict } from '../domain/gatekeeper/rules/types.ts';
import { mirror } from './state.ts';
import type { OutboxEntry, StoredPallet } from './types.ts';

const compiled = new WeakMap<RuleBook, CompiledRules>();

function rulesOf(pallet: StoredPallet): CompiledRules {
  let rules = compiled.get(pallet.rules);
  if (!rules) {
    rules = compileRules(pallet.rules);
    compiled.set(pallet.rules, rules);
  }
  return rules;
}

/** The action that counts for capping: the server's once it answered, else the device's. */
const effectiveAction = (entry: OutboxEntry) => (entry.serverResult ? entry.serverResult.action : entry.localVerdict.action);

/**
 * Units of `upc` scanned in the capping window, as far as this device knows: the snapshot's
 * figure while the snapshot is less than a window old, plus this device's accepted scans of the
 * window that the snapshot cannot contain — not yet applied, or applied after it was taken (both
 * times by the server's clock; the window itself by the device's).
 */
export function scannedInWindow(pallet: StoredPallet, upc: string, now: number): number {
  const fromSnapshot = now - Date.parse(pallet.storedAt) < CAPPING_WINDOW_MS ? (pallet.scannedLastHour[upc] ?? 0) : 0;
  let fromDevice = 0;
  for (const entry of mirror.outbox.values()) {
    const op = entry.operation;
    if (op.type !== 'scan' || op.upc !== upc || entry.status === 'conflict') continue;
    if (now - Date.parse(entry.createdAt) >= CAPPING_WINDOW_MS) continue;
    if (entry.serverResult && entry.serverResult.serverTime <= pallet.snapshotAt) continue;
    if (effectiveAction(entry) === 'ACCEPTED') fromDevice += 1;
  }
  return fromSnapshot + fromDevice;
}

/** The device's verdict on a scan, by the same rules engine the server runs (DESIGN.md §7). */
export function localVerdict(pallet: StoredPallet, upc: string, now: number): Verdict {
  const line = pallet.lines.find((l) => l.upc === upc);
  const ctx: ScanContext = {
    gateCountry: pallet.header.gateCountry,
    upc,
    item: pallet.facts[upc] ?? null,
    expectedOnPallet: line?.expected ?? 0,
    scannedOnPallet: line?.scanned ?? 0,
    scannedLastHour: scannedInWindow(pallet, upc, now),
  };
  return judgeScan(rulesOf(pallet), ctx);
}

/**
 * Readies a stored pallet's verdicts ahead of its first scan, for an idle moment after it opens:
 * compiles its rule book and judges one of its units without recording anything, so the first
 * scan does not pay for compiling it and for the judge's first run.
 */
export function prepareVerdicts(palletNo: string): void {
  const pallet = mirror.pallets.get(palletNo);
  const upc = pallet?.lines[0]?.upc;
  if (pallet && upc) localVerdict(pallet, upc, Date.now());
}
