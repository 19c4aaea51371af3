import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEKEEPER_PATHS as P } from '../../src/domain/gatekeeper/contracts.ts';
import { GATEKEEPER_MESSAGES as M } from '../../src/domain/gatekeeper/messages.ts';
import { createTestApp, signIn, type TestApp } from '../support/test-app.ts';
import { closeGently, gatekeeperClient, plainItem, preparePallet, upcRange } from './gatekeeper-support.ts';

let t: TestApp;
let admin: ReturnType<typeof gatekeeperClient>;
let device: ReturnType<typeof gatekeeperClient>;
const now = () => new Date().toISOString();

beforeAll(async () => {
  t = await createTestApp();
  admin = gatekeeperClient(t.app, await signIn(t.app, 'admin'));
  device = gatekeeperClient(t.app, await signIn(t.app, 'warehouse'));
});
afterAll(async () => closeGently(t));

describe('sync', () => {
  it('applies operations in order and answers each; a replayed batch changes nothing', async () => {
    const upcs = upcRange('81', 3);
    await preparePallet(admin, 'T-SYNC-1', upcs, 2);
    const ops = [
      { type: 'scan', opId: randomUUID(), palletNo: 'T-SYNC-1', upc: upcs[0], deviceTime: now() },
      { type: 'scan', opId: randomUUID(), palletNo: 'T-SYNC-1', upc: upcs[0], deviceTime: now() },
      { type: 'scan', opId: randomUUID(), palletNo: 'T-SYNC-1', upc: upcs[0], deviceTime: now() },
      { type: 'mark-excess', opId: randomUUID(), palletNo: 'T-SYNC-1', upc: '555555555555', deviceTime: now() },
      { type: 'mark-missing', opId: randomUUID(), palletNo: 'T-SYNC-1', upcList: [upcs[1]], deviceTime: now() },
      { type: 'close', opId: randomUUID(), palletNo: 'T-SYNC-1', deviceTime: now() },
      { type: 'scan', opId: randomUUID(), palletNo: 'T-SYNC-1', upc: upcs[2], deviceTime: now() },
    ];
    const res = await device.sync(ops);
    expect(res.status).toBe(200);
    const results = res.body.data.results;
    expect(results.map((r: { opId: string }) => r.opId)).toEqual(ops.map((o) => o.opId));
    expect(results.map((r: { outcome: string; action: string | null }) => `${r.outcome}:${r.action}`)).toEqual([
      'applied:ACCEPTED',
      'applied:ACCEPTED',
      'applied:ALREADY_SCANNED',
      'applied:EXCESS',
      'applied:MISSING',
      'applied:null',
      'conflict:null',
    ]);
    expect(results[6].message).toBe(M.palletClosed('T-SYNC-1'));
    expect(results[5].counts).toEqual({ scanned: 2, total: 6, missing: 2, excess: 1 });

    const again = await device.sync(ops);
    expect(again.body.data.results.slice(0, 6)).toEqual(results.slice(0, 6));
    expect(again.body.data.results[6].outcome).toBe('conflict');
    expect((await device.counts('T-SYNC-1')).body.data).toEqual({ scanned: 2, total: 6, missing: 2, excess: 1 });
  });

  it('answers a malformed operation and an unknown pallet as conflicts and still applies the rest', async () => {
    const upcs = upcRange('82', 1);
    await preparePallet(admin, 'T-SYNC-2', upcs);
    const good = { type: 'scan', opId: randomUUID(), palletNo: 'T-SYNC-2', upc: upcs[0], deviceTime: now() };
    const res = await device.sync([
      { type: 'scan', opId: 'not-a-uuid', palletNo: 'T-SYNC-2', upc: upcs[0], deviceTime: now() },
      { type: 'scan', opId: randomUUID(), palletNo: 'NO-MANIFEST-9', upc: upcs[0], deviceTime: now() },
      good,
    ]);
    const [bad, unknown, applied] = res.body.data.results;
    expect(bad).toMatchObject({ opId: 'not-a-uuid', outcome: 'conflict' });
    expect(bad.message).toMatch(/opId/);
    expect(unknown).toMatchObject({ outcome: 'conflict', message: M.unknownManifest('NO-MANIFEST-9') });
    expect(applied).toMatchObject({ opId: good.opId, outcome: 'applied', action: 'ACCEPTED' });
  });

  it('imports a pallet from its manifest when a synced operation names it first', async () => {
    const [upc] = upcRange('83', 1);
    await admin.feedItems([plainItem(upc!)]);
    await admin.feedManifests([{ palletNo: 'T-SYNC-3', gateCountry: 'UAE', upc, qty: 1 }]);
    const res = await device.sync([{ type: 'scan', opId: randomUUID(), palletNo: 'T-SYNC-3', upc, deviceTime: now() }]);
    expect(res.body.data.results[0]).toMatchObject({ outcome: 'applied', action: 'ACCEPTED', counts: { scanned: 1, total: 1 } });
  });
});

describe('snapshot and open pallets', () => {
  it('gives a device the header, expected lines with facts, the rule book and the capping counters', async () => {
    const upcs = upcRange('84', 2);
    await preparePallet(admin, 'T-SNAP-1', upcs, 3);
    await device.scan('T-SNAP-1', upcs[0]!);
    await device.markMissing('T-SNAP-1', [upcs[1]!]);
    const res = await device.call('GET', `${P.snapshot}?palletNo=T-SNAP-1`);
    expect(res.status).toBe(200);
    const snap = res.body.data;
    expect(snap.header).toMatchObject({ palletNo: 'T-SNAP-1', counts: { scanned: 1, total: 6, missing: 3 } });
    expect(snap.lines).toEqual([
      { upc: upcs[0], expected: 3, scanned: 1, missing: 0, facts: expect.objectContaining({ upc: upcs[0], brand: 'TESTBRAND', styleInBusiness: { UAE: true, KSA: true } }) },
      { upc: upcs[1], expected: 3, scanned: 0, missing: 3, facts: expect.objectContaining({ upc: upcs[1] }) },
    ]);
    expect(Object.keys(snap.rules).sort()).toEqual(['Allotment', 'Capping', 'Eligibility']);
    expect(snap.scannedLastHour).toEqual({ [upcs[0]!]: 1 });
    expect(typeof snap.rulesVersion).toBe('string');
  });

  it('imports an unknown pallet for its snapshot, and lists open pallets newest first', async () => {
    const [upc] = upcRange('85', 1);
    await admin.feedItems([plainItem(upc!)]);
    await admin.feedManifests([{ palletNo: 'T-SNAP-2', gateCountry: 'KSA', upc, qty: 4 }]);
    const res = await device.call('GET', `${P.snapshot}?palletNo=T-SNAP-2`);
    expect(res.body.data.header).toMatchObject({ palletNo: 'T-SNAP-2', gateCountry: 'KSA', qty: 4 });
    const open = (await device.call('GET', P.openPallets)).body.data as { palletNo: string; isClosed: boolean }[];
    expect(open[0]!.palletNo).toBe('T-SNAP-2');
    expect(open.every((p) => !p.isClosed)).toBe(true);
    expect((await device.call('GET', `${P.snapshot}?palletNo=NOPE-1`)).status).toBe(404);
  });
});
