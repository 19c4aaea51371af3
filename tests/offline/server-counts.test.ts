import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { countsVersion, GATEKEEPER_PATHS, type OperationResult, type PalletCounts } from '../../src/domain/gatekeeper/contracts.ts';
import { flushNow, getPallet, getSyncSummary, openPallet, receiveServerCounts, recordScan } from '../../src/offline/index.ts';
import { request } from '../../src/lib/api-client.ts';
import { defaultTransport, setTransport, type Transport } from '../../src/offline/transport.ts';
import { plainItem, upcRange } from '../server/gatekeeper-support.ts';
import { freshDevice, offlineTransport, otherDevice, restartDevice, server } from './helpers.ts';

const now = () => new Date().toISOString();
let PALLET = '';

/** A pallet of this file's own: 3 UPCs of 4 units each, loaded by the administrator. */
async function newPallet(palletNo: string, lead: string): Promise<void> {
  PALLET = palletNo;
  const headers = { Authorization: `Bearer ${server().adminToken}` };
  const upcs = upcRange(lead, 3);
  await request({ method: 'POST', url: GATEKEEPER_PATHS.feedItemMaster, data: upcs.map((u) => plainItem(u)), headers, withToken: false });
  const rows = upcs.map((upc) => ({ palletNo, gateCountry: 'UAE', upc, qty: 4 }));
  await request({ method: 'POST', url: GATEKEEPER_PATHS.feedManifests, data: rows, headers, withToken: false });
}

/** Another operator's scan of the pallet, straight to the server: its answer carries the new counts. */
const scanElsewhere = (upc: string) =>
  otherDevice<OperationResult>('POST', GATEKEEPER_PATHS.scan, { palletNo: PALLET, upc, opId: randomUUID(), deviceTime: now() });

const plus = (c: PalletCounts, scanned: number): PalletCounts => ({ ...c, scanned: c.scanned + scanned });

describe("the server's counts on the device", () => {
  it('takes a newer figure of the room at once, never an older one, and folds one heard while operations were pending into the sync', async () => {
    await newPallet('T-COUNTS-1', '91');
    await freshDevice(server().operatorToken);
    // Opened in lower case: the same pallet.
    const pallet = await openPallet(PALLET.toLowerCase());
    expect(pallet.header.palletNo).toBe(PALLET);
    const open = pallet.lines.filter((l) => l.expected - l.scanned >= 2);
    const start = pallet.counts;

    // Another device scans: its room figure is newer, and shown at once (nothing pending here).
    const first = await scanElsewhere(open[0]!.upc);
    await receiveServerCounts(PALLET, first.counts);
    expect(getPallet(PALLET)!.counts).toEqual(plus(start, 1));
    // A late message from before that scan changes nothing.
    await receiveServerCounts(PALLET, start);
    expect(getPallet(PALLET)!.counts).toEqual(plus(start, 1));

    // Offline, this device scans twice; meanwhile the other scans again and its figure arrives.
    setTransport(offlineTransport);
    await recordScan(PALLET, open[1]!.upc);
    await recordScan(PALLET, open[1]!.upc);
    const second = await scanElsewhere(open[0]!.upc);
    await receiveServerCounts(PALLET, second.counts);
    // With operations pending it may or may not hold them: the device keeps its own figure.
    expect(getPallet(PALLET)!.counts).toEqual(plus(start, 3));

    // The sync's answers are older than nothing: server's newest + nothing pending = the server.
    setTransport(defaultTransport);
    await flushNow();
    expect(getSyncSummary().pending).toBe(0);
    const server4 = plus(start, 4);
    expect(getPallet(PALLET)!.counts).toEqual(server4);
    await receiveServerCounts(PALLET, first.counts);
    expect(getPallet(PALLET)!.counts).toEqual(server4);

    // After a restart the stored pallet has them too.
    await restartDevice();
    await openPallet(PALLET).catch(() => undefined);
    expect(getPallet(PALLET)!.counts).toEqual(server4);
  });

  it('keeps newer counts when a replayed answer or a snapshot fetched before the sync is older', async () => {
    await newPallet('T-COUNTS-2', '92');
    await freshDevice(server().operatorToken);
    const pallet = await openPallet(PALLET);
    const line = pallet.lines.find((l) => l.expected - l.scanned >= 1)!;
    const base = pallet.counts;
    const snapshot = await defaultTransport<unknown>({ method: 'GET', url: GATEKEEPER_PATHS.snapshot, params: { palletNo: PALLET } });
    const later = await scanElsewhere(line.upc);
    await receiveServerCounts(PALLET, later.counts);
    expect(countsVersion(later.counts)).toBeGreaterThan(countsVersion(base));

    // The snapshot taken before that scan arrives late: the counts stay the newer ones.
    const stale: Transport = (call, schema) =>
      call.url === GATEKEEPER_PATHS.snapshot && schema ? Promise.resolve(schema.parse(snapshot)) : defaultTransport(call, schema);
    setTransport(stale);
    await openPallet(PALLET);
    expect(getPallet(PALLET)!.counts).toEqual(later.counts);
  });
});
