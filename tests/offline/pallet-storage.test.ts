// eslint-disable-next-line no-restricted-imports -- writes the first version's layout, as devices in the field hold it
import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPallet, openPallet, recordMarkMissing, recordScan } from '../../src/offline/index.ts';
import { database, resetDatabase } from '../../src/offline/db.ts';
import { mirror, ready, resetMirror } from '../../src/offline/state.ts';
import type { StoredPallet } from '../../src/offline/types.ts';
import { freshDevice, restartDevice, server } from './helpers.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('pallet storage', () => {
  it('reads back after a restart exactly the pallet the device worked on', async () => {
    await freshDevice(server().operatorToken);
    const opened = await openPallet('PLT-0004');
    const open = opened.lines.filter((l) => l.expected > l.scanned);
    await recordScan('PLT-0004', open[0]!.upc);
    await recordScan('PLT-0004', open[1]!.upc);
    await recordMarkMissing('PLT-0004', [open[2]!.upc]);
    const before = structuredClone(mirror.pallets.get('PLT-0004')!);

    await restartDevice();
    await ready();
    expect(mirror.pallets.get('PLT-0004')).toEqual(before);
    expect(getPallet('PLT-0004')!.counts.scanned).toBe(opened.counts.scanned + 2);
  });

  it('writes a scan as the pallet head and the one line it touched, not the whole pallet', async () => {
    await freshDevice(server().operatorToken);
    const opened = await openPallet('PLT-0004');
    const line = opened.lines.find((l) => l.expected > l.scanned)!;
    // Every row the store is given, whichever layer writes it.
    const put = vi.spyOn(IDBObjectStore.prototype, 'put');
    const add = vi.spyOn(IDBObjectStore.prototype, 'add');
    await recordScan('PLT-0004', line.upc);
    const written = put.mock.contexts.map((store, i) => ({ store: (store as IDBObjectStore).name, row: put.mock.calls[i]![0] }));
    expect(written.map((w) => w.store).sort()).toEqual(['palletLines', 'pallets']);
    expect(written.find((w) => w.store === 'palletLines')!.row).toEqual(
      expect.objectContaining({ palletNo: 'PLT-0004', upc: line.upc, scanned: line.scanned + 1 }),
    );
    expect(add.mock.contexts.map((store) => (store as IDBObjectStore).name)).toEqual(['outbox']);
    // Stored, not just sent: the line reads back from the table.
    expect(await database().palletLines.get(['PLT-0004', line.upc])).toEqual(expect.objectContaining({ scanned: line.scanned + 1 }));
  });

  it('upgrades a device that kept whole pallets in one table, losing nothing', async () => {
    await freshDevice(server().operatorToken);
    const opened = await openPallet('PLT-0005');
    const whole: StoredPallet = structuredClone(mirror.pallets.get('PLT-0005')!);
    resetMirror();
    await resetDatabase(true);

    // The first version's layout, as devices in the field hold it.
    const v1 = new Dexie('gatekeeper');
    v1.version(1).stores({ pallets: 'palletNo', outbox: '++seq, &opId, status, palletNo', meta: 'key' });
    await v1.table('pallets').put(whole);
    v1.close();

    await ready();
    expect(mirror.pallets.get('PLT-0005')).toEqual(whole);
    expect(getPallet('PLT-0005')!.counts).toEqual(opened.counts);
    expect(await database().palletLines.where('palletNo').equals('PLT-0005').count()).toBe(whole.lines.length);
  });
});
