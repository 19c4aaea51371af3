import type { PalletCounts } from '../domain/gatekeeper/contracts.ts';
import { useSyncStatus } from '../lib/sync-status.ts';
import { database } from './db.ts';
import { exclusive } from './lock.ts';
import { deletePallets, palletTables, readPallets } from './pallet-rows.ts';
import type { LocalPallet, OutboxEntry, StoredPallet, SyncSummary } from './types.ts';

/**
 * The in-memory mirror of the Dexie tables, so screens read synchronously (getPallet,
 * listOperations) and re-render on `subscribe`. Dexie stays the truth: every change is written
 * there first and mirrored here after the transaction committed. The one exception is counts a
 * pallet's room announces (server-counts.ts): they are the server's, not the device's, and are
 * stored with the pallet's next write.
 */
export const mirror = {
  pallets: new Map<string, StoredPallet>(),
  outbox: new Map<string, OutboxEntry>(),
  /** Room counts newer than a pallet's own that came while it had operations pending (server-counts.ts). */
  heard: new Map<string, PalletCounts>(),
  lastSyncAt: null as string | null,
  lastError: null as string | null,
  flushing: false,
};

const listeners = new Set<() => void>();
/** Bumped on every change: the sync reads below answer the same object until the next one. */
export let version = 0;

/** How many changes there have been: a screen that read the views before subscribing compares it after. */
export const changeCount = (): number => version;

/** Calls `listener` after any local or sync change; answers the unsubscribe function. */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tells the screens and the shell's sync status that something changed. */
export function changed(): void {
  version += 1;
  const summary = getSyncSummary();
  useSyncStatus.setState({ pending: summary.pending, lastSyncAt: summary.lastSyncAt, error: summary.lastError });
  listeners.forEach((listener) => listener());
}

let notifying = false;

/**
 * changed() for a change whose verdict the operator is waiting for: the reads above see it at
 * once, but the screens and the shell's sync status hear of it in the next task, so the caller
 * paints its verdict before anything else re-renders.
 */
export function changedAfterVerdict(): void {
  version += 1;
  if (notifying) return;
  notifying = true;
  setTimeout(() => {
    notifying = false;
    changed();
  }, 0);
}

let loading: Promise<void> | null = null;
let loaded = false;

/** How long settled operations (and closed pallets nothing waits for) stay on the device. */
export const RETAIN_SETTLED_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * Forgets what is settled and older than RETAIN_SETTLED_MS: synced operations and acknowledged
 * corrections and conflicts, and closed pallets with nothing pending. Pending operations and
 * unacknowledged ones stay however old they are. Keeps the mirror and each verdict's walk small.
 */
async function pruneSettled(db: ReturnType<typeof database>, now: number): Promise<void> {
  const before = new Date(now - RETAIN_SETTLED_MS).toISOString();
  const outbox = await db.outbox.toArray();
  const settled = outbox.filter((e) => e.status !== 'pending' && e.acknowledged && e.createdAt < before);
  const waiting = new Set(outbox.filter((e) => e.status === 'pending').map((e) => e.palletNo));
  const closed = (await db.pallets.toArray()).filter((p) => p.header.isClosed && p.storedAt < before && !waiting.has(p.palletNo));
  if (!settled.length && !closed.length) return;
  await db.transaction('rw', [db.outbox, ...palletTables(db)], async () => {
    await db.outbox.bulkDelete(settled.map((e) => e.seq!));
    await deletePallets(
      db,
      closed.map((p) => p.palletNo),
    );
  });
}

/** Fills the mirror with what Dexie holds now. */
async function readMirror(db: ReturnType<typeof database>): Promise<void> {
  const [pallets, outbox, meta] = await Promise.all([readPallets(db), db.outbox.toArray(), db.meta.toArray()]);
  mirror.pallets.clear();
  mirror.outbox.clear();
  pallets.forEach((p) => mirror.pallets.set(p.palletNo, p));
  outbox.forEach((e) => mirror.outbox.set(e.opId, e));
  mirror.lastSyncAt = meta.find((m) => m.key === 'lastSyncAt')?.value ?? null;
  mirror.lastError = meta.find((m) => m.key === 'lastError')?.value ?? null;
}

/** Loads the mirror from Dexie once (every entry point awaits it). */
export function ready(): Promise<void> {
  loading ??= (async () => {
    const db = database();
    await pruneSettled(db, Date.now());
    await readMirror(db);
    loaded = true;
    changed();
  })();
  return loading;
}

/**
 * Reads the mirror afresh once loaded: when this tab gets the engine back, another tab may have
 * recorded and synced meanwhile (ownership.ts). Queued like a write, so an operation recorded
 * after it is judged against what Dexie holds.
 */
export function reloadMirror(): Promise<void> {
  if (!loading) return Promise.resolve();
  const first = loading;
  return exclusive(async () => {
    await first;
    await readMirror(database());
    changed();
  });
}

/** Whether the mirror is loaded, so a caller can go on without yielding (the scan's hot path). */
export const isReady = (): boolean => loaded;

/** Tests only: forgets the mirror so the next `ready()` reloads it from Dexie. */
export function resetMirror(): void {
  mirror.pallets.clear();
  mirror.outbox.clear();
  mirror.heard.clear();
  mirror.lastSyncAt = null;
  mirror.lastError = null;
  mirror.flushing = false;
  loading = null;
  loaded = false;
}

/** The stored pallet in its public shape, or undefined when this device never opened it. */
const publicPallets = new WeakMap<StoredPallet, LocalPallet>();

export function getPallet(palletNo: string): LocalPallet | undefined {
  const p = mirror.pallets.get(palletNo);
  if (!p) return undefined;
  let view = publicPallets.get(p);
  if (!view) {
    view = { header: p.header, counts: p.counts, lines: p.lines, rulesVersion: p.rulesVersion };
    publicPallets.set(p, view);
  }
  return view;
}

let summary: { version: number; value: SyncSummary } | null = null;

export function getSyncSummary(): SyncSummary {
  if (summary?.version !== version) summary = { version, value: computeSummary() };
  return summary.value;
}

function computeSummary(): SyncSummary {
  let pending = 0;
  let oldestPendingAt: string | null = null;
  for (const entry of mirror.outbox.values()) {
    if (entry.status !== 'pending') continue;
    pending += 1;
    if (!oldestPendingAt || entry.createdAt < oldestPendingAt) oldestPendingAt = entry.createdAt;
  }
  return { pending, oldestPendingAt, lastSyncAt: mirror.lastSyncAt, lastError: mirror.lastError, flushing: mirror.flushing };
}
