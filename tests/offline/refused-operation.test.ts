import { describe, expect, it } from 'vitest';
import { GATEKEEPER_PATHS } from '../../src/domain/gatekeeper/contracts.ts';
import { flushNow, getPallet, listOperations, openPallet, recordScan } from '../../src/offline/index.ts';
import { defaultTransport, type Transport } from '../../src/offline/transport.ts';
import { freshDevice, server } from './helpers.ts';

const PALLET = 'PLT-0014';

describe('an operation the server refuses as malformed', () => {
  it('is shown and undone like a conflict, while the pallet stays open and the others sync', async () => {
    let corrupt = '';
    // A corrupted outbox entry: its UPC reaches the server with a NUL in it.
    const corrupting: Transport = (call, schema) => {
      if (call.url === GATEKEEPER_PATHS.sync) {
        const { operations } = call.data as { operations: { opId: string; upc?: string }[] };
        const sent = operations.map((op) => (op.opId === corrupt ? { ...op, upc: `${op.upc}\u0000` } : op));
        return defaultTransport({ ...call, data: { operations: sent } }, schema);
      }
      return defaultTransport(call, schema);
    };
    await freshDevice(server().operatorToken, corrupting);
    await openPallet(PALLET);
    const [a, b] = getPallet(PALLET)!.lines.filter((l) => l.scanned < l.expected);
    const first = await recordScan(PALLET, a!.upc);
    const bad = await recordScan(PALLET, b!.upc);
    const last = await recordScan(PALLET, a!.upc);
    corrupt = bad.opId;
    await flushNow();

    const views = new Map(listOperations(PALLET).map((v) => [v.opId, v]));
    expect(views.get(first.opId)?.status).toBe('synced');
    expect(views.get(last.opId)?.status).toBe('synced');
    expect(views.get(bad.opId)).toMatchObject({
      status: 'conflict',
      acknowledged: false,
      serverMessage: 'UPC: Must not contain a NUL or a broken character',
    });
    const pallet = getPallet(PALLET)!;
    expect(pallet.header.isClosed).toBe(false);
    // Its unit is given back: only the two synced scans count.
    expect(pallet.lines.find((l) => l.upc === b!.upc)!.scanned).toBe(b!.scanned);
  });
});
