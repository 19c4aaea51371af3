import { Dexie, type Table } from 'dexie';
import { splitPallet } from './pallet-rows.ts';
import type { LocalLine, OutboxEntry, StoredPallet } from './types.ts';

export interface MetaRow {
  key: 'deviceId' | 'lastSyncAt' | 'lastError';
  value: string | null;
}

/** A pallet's header and counts (pallet-rows.ts keeps a StoredPallet in three tables). */
export type PalletHead = Omit<StoredPallet, 'lines' | 'facts' | 'rules' | 'scannedLastHour'>;

/** One expected UPC of a pallet; `i` keeps the snapshot's order. */
export interface LineRow extends LocalLine {
  palletNo: string;
  i: number;
}

/** What the local verdict reads, written only with a snapshot. */
export type PalletRefs = Pick<StoredPallet, 'palletNo' | 'facts' | 'rules' | 'scannedLastHour'>;

/**
 * The device's gatekeeper database (DESIGN.md §7). Schema changes add a new `version(n)` with an
 * upgrade, never edit an old one: devices in the field hold unsynced work in these tables.
 */
/** Every read-write transaction of the engine commits only once its data is on disk (where the browser offers it: Chromium). */
export const DURABILITY = 'strict';

export class GatekeeperDb extends Dexie {
  pallets!: Table<PalletHead, string>;
  palletLines!: Table<LineRow, [string, string]>;
  palletRefs!: Table<PalletRefs, string>;
  outbox!: Table<OutboxEntry, number>;
  meta!: Table<MetaRow, string>;

  constructor(name = 'gatekeeper') {
    // Every read-write transaction commits only once the data is on disk (where the browser offers
    // it: Chromium), so a scan the operator saw confirmed survives a crash (docs/decisions.md).
    super(name, { chromeTransactionDurability: DURABILITY });
    this.version(1).stores({
      pallets: 'palletNo',
      outbox: '++seq, &opId, status, palletNo',
      meta: 'key',
    });
    // Version 2 keeps a pallet in three tables (pallet-rows.ts), so a scan is a small write.
    this.version(2)
      .stores({ palletLines: '[palletNo+upc], palletNo', palletRefs: 'palletNo' })
      .upgrade(async (tx) => {
        const whole = (await tx.table('pallets').toArray()) as StoredPallet[];
        const parts = whole.map(splitPallet);
        await tx.table('palletLines').bulkPut(parts.flatMap((p) => p.lines));
        await tx.table('palletRefs').bulkPut(parts.map((p) => p.refs));
        await tx.table('pallets').bulkPut(parts.map((p) => p.head));
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
