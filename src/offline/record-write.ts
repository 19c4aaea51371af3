import { DURABILITY, type GatekeeperDb } from './db.ts';
import { changedRows } from './pallet-rows.ts';
import type { OutboxEntry, StoredPallet } from './types.ts';

/**
 * Stores a recorded operation in one IndexedDB transaction that is committed as soon as its
 * requests are placed: the outbox row, the pallet head and the lines the operation changed.
 * Answers the row's seq once everything is on disk (strict durability, like every write of the
 * engine), or null when the pallet must be rewritten whole (the caller then uses Dexie).
 *
 * Why not Dexie here: a Dexie transaction commits only after each request's answer has reached
 * the page's main thread, and after a key press Chromium runs those answers behind the next
 * frame. An explicit commit lets the database commit without that round trip, so the scan's
 * verdict waits for one answer (the commit) instead of two. The rows are the ones Dexie writes
 * (same tables, same shapes), and nothing of ours listens to Dexie's change events.
 */
export function commitRecord(db: GatekeeperDb, entry: OutboxEntry, next: StoredPallet, before: StoredPallet): Promise<number> | null {
  const rows = changedRows(next, before);
  if (!rows || typeof IDBTransaction === 'undefined' || typeof IDBTransaction.prototype.commit !== 'function') return null;
  const idb = db.backendDB();
  return new Promise<number>((resolve, reject) => {
    const tx = idb.transaction([db.outbox.name, db.pallets.name, db.palletLines.name], 'readwrite', { durability: DURABILITY });
    const added = tx.objectStore(db.outbox.name).add(entry);
    tx.objectStore(db.pallets.name).put(rows.head);
    for (const line of rows.lines) tx.objectStore(db.palletLines.name).put(line);
    tx.oncomplete = () => resolve(added.result as number);
    tx.onabort = () => reject(tx.error ?? new DOMException('The scan could not be stored', 'AbortError'));
    tx.commit();
  });
}
