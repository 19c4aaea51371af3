import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEKEEPER_PATHS as P } from '../../src/domain/gatekeeper/contracts.ts';
import { createTestApp, signIn, type TestApp } from '../support/test-app.ts';
import { closeGently, gatekeeperClient, plainItem, upcRange } from './gatekeeper-support.ts';

let t: TestApp;
let admin: ReturnType<typeof gatekeeperClient>;
let device: ReturnType<typeof gatekeeperClient>;

beforeAll(async () => {
  t = await createTestApp();
  admin = gatekeeperClient(t.app, await signIn(t.app, 'admin'));
  device = gatekeeperClient(t.app, await signIn(t.app, 'warehouse'));
});
afterAll(async () => closeGently(t));

describe('pallet numbers are upper case everywhere', () => {
  it('loads, imports, snapshots, scans, syncs, counts and reports plt-case-1 as PLT-CASE-1', async () => {
    const upcs = upcRange('74', 2);
    await admin.feedItems(upcs.map((u) => plainItem(u)));
    // The feed's number in lower case is stored upper case.
    expect((await admin.feedManifests(upcs.map((upc) => ({ palletNo: 'plt-case-1', gateCountry: 'UAE', upc, qty: 2 })))).status).toBe(200);

    const snap = await device.call('GET', `${P.snapshot}?palletNo=plt-Case-1`);
    expect(snap.status).toBe(200);
    expect(snap.body.data.header.palletNo).toBe('PLT-CASE-1');
    expect((await device.importPallet(' Plt-case-1 ')).body.data.palletNo).toBe('PLT-CASE-1');

    const scan = await device.scan('plt-case-1', upcs[0]!);
    expect(scan.status).toBe(200);
    expect(scan.body.data).toMatchObject({ action: 'ACCEPTED', counts: { scanned: 1, total: 4 } });
    const synced = await device.sync([
      { type: 'scan', opId: randomUUID(), palletNo: 'pLT-CASE-1', upc: upcs[1], deviceTime: new Date().toISOString() },
      { type: 'mark-excess', opId: randomUUID(), palletNo: 'plt-case-1', upc: '888888888888', deviceTime: new Date().toISOString() },
    ]);
    expect(synced.body.data.results.map((r: { outcome: string; action: string }) => `${r.outcome}:${r.action}`)).toEqual([
      'applied:ACCEPTED',
      'applied:EXCESS',
    ]);

    // One pallet, not two: the upper-case number has every write.
    expect((await device.counts('PLT-CASE-1')).body.data).toEqual({ scanned: 2, total: 4, missing: 0, excess: 1 });
    expect((await device.counts('plt-case-1')).body.data).toEqual({ scanned: 2, total: 4, missing: 0, excess: 1 });
    expect((await device.pallet('plt-case-1')).body.data.palletNo).toBe('PLT-CASE-1');

    const headers = await admin.call('GET', `${P.headers}?palletNumbers=plt-case-1,nothing-1`);
    expect(headers.status).toBe(200);
    expect(headers.body.data.records.map((r: { palletNo: string }) => r.palletNo)).toEqual(['PLT-CASE-1']);
    const items = await admin.call('GET', `${P.items}?palletNumbers=plt-case-1&pageSize=50`);
    expect(items.body.data.records.filter((r: { isScanned: boolean }) => r.isScanned)).toHaveLength(3);
  });
});

describe("an Arabic keyboard's digits", () => {
  it('are ASCII digits in pallet numbers and UPCs: PLT-٧٥١ is PLT-751, on the device and in the reports', async () => {
    const upcs = upcRange('75', 2);
    await admin.feedItems(upcs.map((u) => plainItem(u)));
    expect((await admin.feedManifests(upcs.map((upc) => ({ palletNo: 'PLT-751', gateCountry: 'UAE', upc, qty: 1 })))).status).toBe(200);
    const arabic = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    const persian = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));

    expect((await device.importPallet(arabic('PLT-751'))).body.data.palletNo).toBe('PLT-751');
    const scan = await device.scan(arabic('plt-751'), arabic(upcs[0]!));
    expect(scan.body.data).toMatchObject({ action: 'ACCEPTED', counts: { scanned: 1, total: 2 } });
    const synced = await device.sync([
      { type: 'scan', opId: randomUUID(), palletNo: persian('PLT-751'), upc: persian(upcs[1]!), deviceTime: new Date().toISOString() },
    ]);
    expect(synced.body.data.results[0]).toMatchObject({ outcome: 'applied', action: 'ACCEPTED' });
    expect((await device.counts('PLT-751')).body.data).toEqual({ scanned: 2, total: 2, missing: 0, excess: 0 });

    const headers = await admin.call('GET', `${P.headers}?palletNumbers=${encodeURIComponent(arabic('plt-751'))}`);
    expect(headers.body.data.records.map((r: { palletNo: string }) => r.palletNo)).toEqual(['PLT-751']);
    const items = await admin.call('GET', `${P.items}?palletNumbers=PLT-751&upc=${encodeURIComponent(arabic(upcs[0]!))}`);
    expect(items.body.data.records.map((r: { upc: string }) => r.upc)).toEqual([upcs[0]]);
  });
});
