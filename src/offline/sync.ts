import { GATEKEEPER_PATHS, MAX_SYNC_BATCH, syncReplySchema, type OperationResult } from '../domain/gatekeeper/contracts.ts';
import { GATEKEEPER_MESSAGES } from '../domain/gatekeeper/messages.ts';
import { textOf } from '../domain/words/field-problem.ts';
import { getToken } from '../lib/token-storage.ts';
import { database } from './db.ts';
import { applyEffect, closedHeader, consumesUnit } from './effects.ts';
import { exclusive } from './lock.ts';
import { palletTables, writePallet } from './pallet-rows.ts';
import { changed, mirror, ready } from './state.ts';
import { newest, pendingOf, takeNewest, withServerCounts } from './server-counts.ts';
import { refreshSnapshot } from './snapshots.ts';
import { currentTransport, httpStatusOf, messageOf, setTransport } from './transport.ts';
import type { OutboxEntry, StoredPallet } from './types.ts';

let running: Promise<void> | null = null;
let again = false;
/** The token the server refused (401): flushing waits until another one is stored (next sign-in). */
let refusedToken: string | null | undefined;
let failures = 0;
let autoFlush = false;
let soon: ReturnType<typeof setTimeout> | undefined;

/** `baseMs` doubled per consecutive failed flush, at most `maxMs`: how long the next try waits. */
export const afterFailures = (baseMs: number, maxMs: number): number => Math.min(baseMs * 2 ** failures, maxMs);

/** The timer's interval between flushes while they succeed (startSync's default). */
export const FLUSH_INTERVAL_MS = 15_000;

/** Whether records start a flush on their own (on while startSync runs). */
export function setAutoFlush(on: boolean): void {
  autoFlush = on;
  if (!on) clearTimeout(soon);
}

/** How soon after a local operation the outbox is sent, so a burst of scans goes in one batch. */
const FLUSH_SOON_MS = 250;

/**
 * After a local operation: flush shortly. While flushes fail (a network that is up but reaches
 * nothing, as on a warehouse's Wi-Fi without its uplink) the wait doubles with each failure, up to
 * the timer's interval: every attempt costs the device's main thread a batch and a request, and
 * scanning must not pay that after every unit. The online event, the socket's reconnect and the
 * timer still flush as before.
 */
export function scheduleFlush(): void {
  // Known offline: the online event will flush; trying now would only lengthen the timer's backoff.
  if (!autoFlush || (typeof navigator !== 'undefined' && navigator.onLine === false)) return;
  clearTimeout(soon);
  soon = setTimeout(() => void flushNow(), afterFailures(FLUSH_SOON_MS, FLUSH_INTERVAL_MS));
}

/** Sends the outbox now (one flush at a time; a call during a flush makes it run once more). */
export function flushNow(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    try {
      let ok: boolean;
      do {
        again = false;
        ok = await flushAll();
      } while (ok && again);
    } catch (error) {
      // Storage failed (quota, a closed database): reported like a network failure, never thrown
      // at the triggers; the operations stay where they are.
      await noteOutcome(messageOf(error)).catch(() => undefined);
    } finally {
      running = null;
      mirror.flushing = false;
      changed();
    }
  })();
  return running;
}

function pendingBatch(): OutboxEntry[] {
  const pending = [...mirror.outbox.values()].filter((e) => e.status === 'pending');
  pending.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
  return pending.slice(0, MAX_SYNC_BATCH);
}

/** Sends every pending operation in order of recording; false when a batch failed. */
async function flushAll(): Promise<boolean> {
  await ready();
  if (refusedToken !== undefined && getToken() === refusedToken) return false;
  refusedToken = undefined;
  const corrected = new Set<string>();
  for (let batch = pendingBatch(); batch.length > 0; batch = pendingBatch()) {
    mirror.flushing = true;
    changed();
    let results: OperationResult[];
    try {
      const operations = batch.map((e) => e.operation);
      results = (await currentTransport()({ method: 'POST', url: GATEKEEPER_PATHS.sync, data: { operations } }, syncReplySchema)).results;
    } catch (error) {
      // Nothing is dropped: the batch stays pending and is sent again (the server is idempotent by opId).
      if (httpStatusOf(error) === 401) refusedToken = getToken();
      await noteOutcome(messageOf(error));
      return false;
    }
    if (!(await applyResults(batch, results, corrected))) {
      // Kept as its key text: the sync panel says it in the operator's language.
      await noteOutcome(textOf(GATEKEEPER_MESSAGES.unexpectedFormat));
      return false;
    }
    await noteOutcome(null, new Date().toISOString());
  }
  if (mirror.lastError) await noteOutcome(null);
  // A correction means the device's copy was stale (another device, a new rule set): fetch the
  // pallet afresh so the next verdicts are right. Best effort; the stored copy stays otherwise.
  for (const palletNo of corrected) await refreshSnapshot(palletNo).catch(() => undefined);
  return true;
}

async function noteOutcome(error: string | null, syncedAt?: string): Promise<void> {
  failures = error ? failures + 1 : 0;
  mirror.lastError = error;
  if (syncedAt) mirror.lastSyncAt = syncedAt;
  const rows = [{ key: 'lastError' as const, value: error }, ...(syncedAt ? [{ key: 'lastSyncAt' as const, value: syncedAt }] : [])];
  await database().meta.bulkPut(rows);
  changed();
}

/** Lines after the server judged a scan differently: its units count, not the device's guess. */
function correctLine(pallet: StoredPallet, upc: string, delta: number): StoredPallet {
  if (!delta) return pallet;
  return { ...pallet, lines: pallet.lines.map((l) => (l.upc === upc ? { ...l, scanned: l.scanned + delta } : l)) };
}

/**
 * Records the server's answers: applied as judged → synced; applied with another verdict →
 * corrected; refused because the pallet is closed → conflict (its local effect is undone). Each
 * touched pallet then takes the newest of the server's counts it knows (the answers', its room's)
 * plus what is still pending. False when no answer matched the batch.
 */
function applyResults(batch: OutboxEntry[], results: OperationResult[], corrected: Set<string>): Promise<boolean> {
  return exclusive(async () => {
    const byId = new Map(results.map((r) => [r.opId, r]));
    const entries: OutboxEntry[] = [];
    const pallets = new Map<string, StoredPallet>();
    const serverCounts = new Map<string, OperationResult['counts']>();
    for (const sent of batch) {
      const result = byId.get(sent.opId);
      const entry = mirror.outbox.get(sent.opId);
      if (!result || !entry || entry.status !== 'pending') continue;
      let pallet = pallets.get(entry.palletNo) ?? mirror.pallets.get(entry.palletNo);
      const done: OutboxEntry = { ...entry, serverResult: result, status: 'synced', acknowledged: true };
      const op = entry.operation;
      if (result.outcome === 'conflict' || result.outcome === 'refused') {
        // Refused (malformed) is shown and undone like a conflict, but says nothing of the pallet's state.
        Object.assign(done, { status: 'conflict', acknowledged: false });
        if (pallet) pallet = applyEffect(pallet, entry.effect, -1);
        if (pallet && result.outcome === 'conflict') pallet = { ...pallet, header: closedHeader(pallet.header) };
      } else if (op.type === 'scan' && result.action !== entry.localVerdict.action) {
        Object.assign(done, { status: 'corrected', acknowledged: false });
        corrected.add(entry.palletNo);
        const delta = Number(consumesUnit(result.action)) - Number(consumesUnit(entry.localVerdict.action));
        if (pallet) pallet = correctLine(pallet, op.upc, delta);
      }
      if (pallet) pallets.set(entry.palletNo, pallet);
      serverCounts.set(entry.palletNo, newest(serverCounts.get(entry.palletNo), result.counts)!);
      entries.push(done);
    }
    if (entries.length === 0) return false;
    const resolved = new Set(entries.map((e) => e.opId));
    for (const [palletNo, counts] of serverCounts) {
      const pallet = pallets.get(palletNo);
      if (!pallet) continue;
      // A replayed operation answers with the counts of its first application: the newest figure wins.
      const server = takeNewest(palletNo, counts, pallet.serverCounts)!;
      const stillPending = pendingOf(palletNo).filter((e) => !resolved.has(e.opId));
      pallets.set(palletNo, withServerCounts(pallet, server, stillPending));
    }
    const db = database();
    await db.transaction('rw', [db.outbox, ...palletTables(db)], async () => {
      await db.outbox.bulkPut(entries);
      for (const pallet of pallets.values()) await writePallet(db, pallet, mirror.pallets.get(pallet.palletNo));
    });
    entries.forEach((e) => mirror.outbox.set(e.opId, e));
    pallets.forEach((p, no) => mirror.pallets.set(no, p));
    changed();
    return true;
  });
}

/** Tests only: forgets the refused token, failures and the transport. */
export function resetSync(): void {
  refusedToken = undefined;
  failures = 0;
  again = false;
  setTransport(undefined);
  setAutoFlush(false);
}
