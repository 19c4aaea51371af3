import { Dexie, type Table } from 'dexie';
import type { OutboxEntry, StoredPallet } from './types.ts';

export interface MetaRow {
  key: 'deviceId' | 'lastSyncAt' | 'lastError';
  value: string | null;
}

/**
 * The device's gatekeeper database (DESIGN.md §7). Schema changes add a new `version(n)` with an
 * upgrade, never edit an old one: devices in the field hold unsynced work in these tables.
 */
export class GatekeeperDb extends Dexie {
  pallets!: Table<StoredPallet, string>;
  outbox!: Table<OutboxEntry, number>;
  meta!: Table<MetaRow, string>;

  constructor(name = 'gatekeeper') {
    // Every read-write transaction commits only once the data is on disk (where the browser offers
    // it: Chromium), so a scan the operator saw confirmed survives a crash (docs/decisions.md).
    super(name, { chromeTransactionDurability: 'strict' });
    this.version(1).stores({
      pallets: 'palletNo',
      outbox: '++seq, &opId, status, palletNo',
      meta: 'key',
    });
  }
}

let current: GatekeeperDb | null = null;

export function database(): GatekeeperDb {
  current ??= new GatekeeperDb();
  return current;
}

/** Tests only: closes and forgets the database so the next use opens (or deletes) it afresh. */
export async function resetDatabase(deleteData: boolean): Promise<void> {
  const db = current ?? new GatekeeperDb();
  current = null;
  if (deleteData) await db.delete();
  else db.close();
}
