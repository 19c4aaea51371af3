import { randomUUID } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEKEEPER_PATHS as P } from '../../src/domain/gatekeeper/contracts.ts';
import { createTestApp, signIn, type TestApp } from '../support/test-app.ts';
import { closeGently, gatekeeperClient, plainItem, preparePallet, upcRange } from './gatekeeper-support.ts';

let t: TestApp;
let origin: string;
let adminToken: string;
let admin: ReturnType<typeof gatekeeperClient>;

beforeAll(async () => {
  t = await createTestApp();
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  adminToken = await signIn(t.app, 'admin');
  admin = gatekeeperClient(t.app, adminToken);
});
afterAll(async () => closeGently(t));

const csv = (lines: string[]) => lines.join('\r\n');

describe('feeds', () => {
  it('loads manifests from JSON and CSV, replacing a pallet’s lines whole', async () => {
    const upcs = upcRange('61', 3);
    const json = await admin.feedManifests(upcs.map((upc) => ({ palletNo: 'T-FEED-1', gateCountry: 'UAE', upc, qty: 2 })));
    expect(json.status).toBe(200);
    expect(json.body.data).toEqual({ rows: 3, manifests: 1 });
    const text = csv(['palletNo,gateCountry,upc,qty', `T-FEED-1,UAE,${upcs[0]},1`, `"T-FEED-2",KSA,"${upcs[1]}",4`, '']);
    const res = await admin.call('POST', P.feedManifests, text, { 'content-type': 'text/csv' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ rows: 2, manifests: 2 });
    const imported = await admin.importPallet('T-FEED-1');
    expect(imported.body.data).toMatchObject({ qty: 1, gateCountry: 'UAE' });
    expect((await admin.importPallet('T-FEED-2')).body.data).toMatchObject({ qty: 4, gateCountry: 'KSA' });
  });

  it('refuses a CSV with a bad line, naming the line, and changes nothing', async () => {
    const upcs = upcRange('62', 2);
    const text = csv(['palletNo,gateCountry,upc,qty', `T-FEED-3,UAE,${upcs[0]},1`, `T-FEED-3,QAT,${upcs[1]},1`]);
    const res = await admin.call('POST', P.feedManifests, text, { 'content-type': 'text/csv' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Gate Country \(Row 3\): /);
    expect((await admin.importPallet('T-FEED-3')).status).toBe(404);
  });

  it('upserts the item master from JSON and CSV, and refuses a bad JSON row by its number with nothing changed', async () => {
    const [a, b] = upcRange('63', 2);
    expect((await admin.feedItems([plainItem(a!, 'NIKE')])).body.data).toEqual({ rows: 1 });
    const header =
      'upc,pId,style,brand,category,subCategory,division,department,groupCode,sizeLabel,itemCode,headOfficeQty,rackQty,preGrnQty,styleInBusinessUAE,styleInBusinessKSA';
    const text = csv([
      header,
      `${a},1,S1,"PUMA, INC",Footwear,Sneakers,Men,Sports,GC-1,42,IC-1,5,1,0,Y,N`,
      `${b},2,S2,ADIDAS,Apparel,Tees,Women,Sports,GC-2,M,IC-2,0,0,0,true,false`,
    ]);
    const res = await admin.call('POST', P.feedItemMaster, text, { 'content-type': 'text/csv' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ rows: 2 });

    const bad = await admin.feedItems([plainItem(a!, 'CHANGED'), { ...plainItem(b!), rackQty: -1 }]);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^Rack Qty \(Row 2\): /);
    // Nothing changed: the brand of a is still the CSV's, as a snapshot shows.
    await admin.feedManifests([{ palletNo: 'T-FEED-4', gateCountry: 'UAE', upc: a, qty: 1 }]);
    const snap = await admin.call('GET', `${P.snapshot}?palletNo=T-FEED-4`);
    expect(snap.body.data.lines[0].facts).toMatchObject({
      brand: 'PUMA, INC',
      headOfficeQty: 5,
      styleInBusiness: { UAE: true, KSA: false },
    });
  });

  it('is for administrators only', async () => {
    const operator = gatekeeperClient(t.app, await signIn(t.app, 'operator'));
    expect((await operator.feedItems([plainItem('640000000001')])).status).toBe(403);
  });
});

describe('realtime', () => {
  const open = (token: string) =>
    new Promise<Socket>((resolve, reject) => {
      const socket = connect(origin, { path: '/socket.io', transports: ['websocket'], auth: { token }, forceNew: true });
      socket.on('connect', () => resolve(socket));
      socket.on('connect_error', reject);
    });

  it('sends the new counts to a second client in the pallet room after a scan, and nothing after leaving', async () => {
    const upcs = upcRange('65', 2);
    await preparePallet(admin, 'T-LIVE-1', upcs);
    const watcher = await open(await signIn(t.app, 'office'));
    try {
      expect(await watcher.emitWithAck('pallet:join', 'T-LIVE-1')).toEqual({
        ok: true,
        palletNo: 'T-LIVE-1',
        counts: { scanned: 0, total: 2, missing: 0, excess: 0 },
        version: 0,
      });
      const received = new Promise<unknown>((resolve) => watcher.once('pallet:counts', resolve));
      await admin.scan('T-LIVE-1', upcs[0]!);
      expect(await received).toEqual({ palletNo: 'T-LIVE-1', counts: { scanned: 1, total: 2, missing: 0, excess: 0 }, version: 2 });

      // A replay applies nothing and announces nothing; leaving the room stops the pushes.
      const events: unknown[] = [];
      watcher.on('pallet:counts', (e) => events.push(e));
      await watcher.emitWithAck('pallet:leave', 'T-LIVE-1');
      await admin.sync([{ type: 'scan', opId: randomUUID(), palletNo: 'T-LIVE-1', upc: upcs[1], deviceTime: new Date().toISOString() }]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(events).toEqual([]);
    } finally {
      watcher.disconnect();
    }
  });
});
