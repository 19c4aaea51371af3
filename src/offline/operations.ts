import { normalisePalletNo, normaliseUpc } from '../domain/gatekeeper/constants.ts';
import { operationSchema, type Operation } from '../domain/gatekeeper/contracts.ts';
import { GatekeeperError } from '../domain/gatekeeper/messages.ts';
import type { ReasonMessage } from '../domain/gatekeeper/rules/reasons.ts';
import { database } from './db.ts';
import { applyEffect, consumesUnit, noEffect, openUnits } from './effects.ts';
import { exclusive } from './lock.ts';
import { palletTables, writePallet } from './pallet-rows.ts';
import { commitRecord } from './record-write.ts';
import { changedAfterVerdict, isReady, mirror, ready } from './state.ts';
import { scheduleFlush } from './sync.ts';
import type { LocalEffect, LocalResult, OutboxEntry, StoredPallet } from './types.ts';
import { localVerdict } from './verdict.ts';

interface Planned {
  operation: Operation;
  verdict: OutboxEntry['localVerdict'];
  /** The verdict's reason as a message key and parameters (scans), for the operator's language. */
  message?: ReasonMessage;
  effect: LocalEffect;
}

function usablePallet(palletNo: string): StoredPallet {
  const pallet = mirror.pallets.get(palletNo);
  if (!pallet) throw new GatekeeperError('fetchPalletFailed');
  if (pallet.header.isClosed) throw new GatekeeperError('palletClosed', { palletNo });
  return pallet;
}

/**
 * Hears an operation's result once its write is placed, before it is on disk: a screen prepares
 * what it will show while the disk works, and shows it only when the promise answers.
 */
export type WhileStoring = (result: LocalResult) => void;

/**
 * Writes the operation to the outbox and the changed pallet in ONE transaction, and only then
 * answers: what the operator sees confirmed is on disk (DESIGN.md §7).
 */
async function record(
  rawPalletNo: string,
  plan: (pallet: StoredPallet, now: Date) => Planned,
  whileStoring?: WhileStoring,
): Promise<LocalResult> {
  const palletNo = normalisePalletNo(rawPalletNo);
  if (!isReady()) await ready();
  const result = await exclusive(async () => {
    const pallet = usablePallet(palletNo);
    const now = new Date();
    const { operation, verdict, message, effect } = plan(pallet, now);
    const checked = operationSchema.safeParse(operation);
    // A contract's rule travels as its key text ('gate:rules.upc'): the screen says it in the operator's language.
    if (!checked.success) {
      const issue = checked.error.issues[0]?.message;
      throw issue ? new Error(issue) : new GatekeeperError('actionFailed');
    }
    const entry: OutboxEntry = {
      opId: operation.opId,
      palletNo,
      operation: checked.data,
      localVerdict: verdict,
      effect,
      createdAt: now.toISOString(),
      status: 'pending',
      serverResult: null,
      acknowledged: true,
    };
    const next = applyEffect(pallet, effect, 1);
    const result: LocalResult = {
      opId: entry.opId,
      action: verdict.action,
      reason: verdict.reason,
      message: message ?? null,
      counts: next.counts,
    };
    const db = database();
    const committed = commitRecord(db, entry, next, pallet);
    try {
      whileStoring?.(result);
    } catch {
      // The listener's trouble is its own: the write is placed and must be mirrored.
    }
    if (committed) entry.seq = await committed;
    else {
      await db.transaction('rw', [db.outbox, ...palletTables(db)], async () => {
        const [seq] = await Promise.all([db.outbox.add(entry), writePallet(db, next, pallet)]);
        entry.seq = seq;
      });
    }
    mirror.outbox.set(entry.opId, entry);
    mirror.pallets.set(palletNo, next);
    return result;
  });
  changedAfterVerdict();
  scheduleFlush();
  return result;
}

const base = (palletNo: string, now: Date) => ({ opId: crypto.randomUUID(), palletNo, deviceTime: now.toISOString() });

/** A scan's plan: the local verdict by the rules engine over the stored snapshot. */
const planScan =
  (upc: string) =>
  (pallet: StoredPallet, now: Date): Planned => {
    const verdict = localVerdict(pallet, upc, now.getTime());
    const effect = noEffect();
    const line = pallet.lines.find((l) => l.upc === upc);
    // Like the server: an accepted or rejected scan takes a unit, an untouched one before one
    // marked missing (which then is no longer missing).
    if (line && consumesUnit(verdict.action)) {
      effect.counts.scanned = 1;
      effect.scanned[upc] = 1;
      if (openUnits(line) === 0 && (line.missing ?? 0) > 0) {
        effect.counts.missing = -1;
        effect.missing[upc] = -1;
      }
    }
    return {
      operation: { type: 'scan', ...base(pallet.palletNo, now), upc },
      verdict: { action: verdict.action, reason: verdict.reason },
      message: verdict.message,
      effect,
    };
  };

/** A scan, answered once on disk; `whileStoring` hears its verdict while the disk works. */
export const recordScan = (palletNo: string, rawUpc: string, whileStoring?: WhileStoring): Promise<LocalResult> =>
  record(palletNo, planScan(normaliseUpc(rawUpc)), whileStoring);

/** One excess unit of `upc` (after a NOT_ON_PALLET scan, typically). */
export function recordMarkExcess(palletNo: string, rawUpc: string): Promise<LocalResult> {
  const upc = normaliseUpc(rawUpc);
  return record(palletNo, (_pallet, now) => {
    const effect = noEffect();
    effect.counts.excess = 1;
    return { operation: { type: 'mark-excess', ...base(palletNo, now), upc }, verdict: { action: 'EXCESS', reason: null }, effect };
  });
}

/** Marks every still-open unit of the listed UPCs missing. */
export function recordMarkMissing(palletNo: string, rawUpcs: string[]): Promise<LocalResult> {
  const upcList = [...new Set(rawUpcs.map(normaliseUpc).filter(Boolean))];
  if (upcList.length === 0) return Promise.reject(new GatekeeperError('noValidUpcs'));
  return record(palletNo, (pallet, now) => {
    const effect = noEffect();
    for (const line of pallet.lines) {
      const units = upcList.includes(line.upc) ? openUnits(line) : 0;
      if (!units) continue;
      effect.missing[line.upc] = units;
      effect.counts.missing += units;
    }
    return { operation: { type: 'mark-missing', ...base(palletNo, now), upcList }, verdict: { action: 'MISSING', reason: null }, effect };
  });
}

/** Closes the pallet on this device at once; the server confirms (or reports a conflict) later. */
export function recordClose(palletNo: string): Promise<LocalResult> {
  return record(palletNo, (_pallet, now) => {
    const effect = noEffect();
    effect.closed = true;
    return { operation: { type: 'close', ...base(palletNo, now) }, verdict: { action: null, reason: null }, effect };
  });
}

/** UPCs with units neither scanned nor marked missing, for Mark Missing's list. */
export async function unscannedUpcs(palletNo: string): Promise<string[]> {
  await ready();
  const pallet = mirror.pallets.get(palletNo);
  if (!pallet) throw new GatekeeperError('missingFetchFailed');
  return pallet.lines.filter((line) => openUnits(line) > 0).map((line) => line.upc);
}
