import { countsVersion, type PalletCounts } from '../domain/gatekeeper/contracts.ts';
import { database } from './db.ts';
import { countsWithPending } from './effects.ts';
import { exclusive } from './lock.ts';
import { headOf } from './pallet-rows.ts';
import { changed, mirror } from './state.ts';
import type { OutboxEntry, StoredPallet } from './types.ts';

/** Whether `counts` are newer than `than` (countsVersion); anything is newer than nothing known. */
export const isNewer = (counts: PalletCounts, than: PalletCounts | undefined): boolean =>
  !than || countsVersion(counts) > countsVersion(than);

/** The newest of some server figures of one pallet (undefined ones skipped). */
export function newest(...figures: (PalletCounts | undefined)[]): PalletCounts | undefined {
  let best: PalletCounts | undefined;
  for (const f of figures) if (f && isNewer(f, best)) best = f;
  return best;
}

/** This device's operations on a pallet the server has not answered yet, oldest first. */
export function pendingOf(palletNo: string): OutboxEntry[] {
  const pending = [...mirror.outbox.values()].filter((e) => e.palletNo === palletNo && e.status === 'pending');
  return pending.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
}

/** The pallet with the server's counts as its base: what it shows is them plus `pending` (DESIGN.md §7). */
export function withServerCounts(pallet: StoredPallet, server: PalletCounts, pending: OutboxEntry[]): StoredPallet {
  const counts = countsWithPending(server, pending);
  return { ...pallet, serverCounts: server, counts, header: { ...pallet.header, counts } };
}

/**
 * Counts the server announced for a pallet outside a sync: its room's message after a write, or
 * the answer to joining the room (after every reconnect). An older figure than the device's is
 * ignored, so a late or replayed message never takes the counts back.
 *
 * With nothing pending for the pallet they are its counts at once, in memory, and stored a moment
 * later (storeHeard), off the scan path: a reload while offline shows them, not the older counts
 * of the pallet's last write. With operations pending, the figure
 * may or may not hold them (a sync in flight): it is kept aside and the sync's answers take the
 * newest of it and theirs, plus what is still pending.
 */
export function receiveServerCounts(palletNo: string, counts: PalletCounts): Promise<void> {
  return exclusive(async () => {
    const pallet = mirror.pallets.get(palletNo);
    if (!pallet || !isNewer(counts, pallet.serverCounts) || !isNewer(counts, mirror.heard.get(palletNo))) return;
    if (pendingOf(palletNo).length > 0) {
      mirror.heard.set(palletNo, counts);
      return;
    }
    mirror.heard.delete(palletNo);
    mirror.pallets.set(palletNo, withServerCounts(pallet, counts, []));
    changed();
    storeHeard(palletNo);
  });
}

/** How long heard counts wait to be stored: a busy pallet's room announces every scan of it; one write a second is enough. */
const STORE_HEARD_AFTER_MS = 1000;
const heardToStore = new Set<string>();
let storeTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Stores the heads of the pallets whose counts were heard, as the mirror has them then (queued like
 * any write, so it never writes over a scan's newer row). Only the head changes with heard counts.
 */
function storeHeard(palletNo: string): void {
  heardToStore.add(palletNo);
  storeTimer ??= setTimeout(() => {
    storeTimer = undefined;
    const palletNos = [...heardToStore];
    heardToStore.clear();
    void exclusive(async () => {
      const heads = palletNos.flatMap((no) => {
        const pallet = mirror.pallets.get(no);
        return pallet ? [headOf(pallet)] : [];
      });
      if (heads.length) await database().pallets.bulkPut(heads);
    }).catch(() => undefined);
  }, STORE_HEARD_AFTER_MS);
}

/** The newest server counts known for a pallet besides `others`, and forgets the figure kept aside. */
export function takeNewest(palletNo: string, ...others: (PalletCounts | undefined)[]): PalletCounts | undefined {
  const heard = mirror.heard.get(palletNo);
  mirror.heard.delete(palletNo);
  return newest(heard, ...others);
}
