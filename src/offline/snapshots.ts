import { GATEKEEPER_PATHS, palletSnapshotSchema, type PalletSnapshot } from '../domain/gatekeeper/contracts.ts';
import { database } from './db.ts';
import { applyEffect } from './effects.ts';
import { exclusive } from './lock.ts';
import { palletTables, writePallet } from './pallet-rows.ts';
import { pendingOf, takeNewest, withServerCounts } from './server-counts.ts';
import { changed, mirror } from './state.ts';
import { currentTransport } from './transport.ts';
import type { StoredPallet } from './types.ts';

/**
 * The stored pallet of a snapshot, with this device's operations the server has not seen yet
 * re-applied. Its counts are the newest the device knows: a snapshot fetched before a sync
 * answered (or a room message) may be older than what the device has already.
 */
function storedFrom(s: PalletSnapshot, before: StoredPallet | undefined): StoredPallet {
  const facts: Record<string, PalletSnapshot['lines'][number]['facts']> = {};
  s.lines.forEach((l) => (facts[l.upc] = l.facts));
  let pallet: StoredPallet = {
    palletNo: s.header.palletNo,
    header: s.header,
    counts: s.header.counts,
    lines: s.lines.map((l) => ({ upc: l.upc, expected: l.expected, scanned: l.scanned, missing: l.missing ?? 0 })),
    rulesVersion: s.rulesVersion,
    facts,
    rules: s.rules,
    scannedLastHour: s.scannedLastHour,
    snapshotAt: s.serverTime,
    storedAt: new Date().toISOString(),
  };
  const pending = pendingOf(pallet.palletNo);
  for (const entry of pending) pallet = applyEffect(pallet, entry.effect, 1);
  const server = takeNewest(pallet.palletNo, s.header.counts, before?.serverCounts)!;
  return withServerCounts(pallet, server, pending);
}

async function store(s: PalletSnapshot): Promise<StoredPallet> {
  const pallet = await exclusive(async () => {
    const next = storedFrom(s, mirror.pallets.get(s.header.palletNo));
    const db = database();
    await db.transaction('rw', palletTables(db), () => writePallet(db, next));
    mirror.pallets.set(next.palletNo, next);
    return next;
  });
  changed();
  return pallet;
}

/** Fetches the pallet's snapshot and stores it (the server imports a pallet it does not know yet). */
export async function refreshSnapshot(palletNo: string): Promise<StoredPallet> {
  const snapshot = await currentTransport()({ method: 'GET', url: GATEKEEPER_PATHS.snapshot, params: { palletNo } }, palletSnapshotSchema);
  return store(snapshot);
}
