import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEKEEPER_MESSAGES as M } from '../../src/domain/gatekeeper/messages.ts';
import { createTestApp, signIn, type TestApp } from '../support/test-app.ts';
import { closeGently, gatekeeperClient, preparePallet, upcRange } from './gatekeeper-support.ts';
import { say } from '../../server/plugins/words.ts';
import { isolate as isolated } from '../../src/domain/words/isolate.ts';

let t: TestApp;
let admin: ReturnType<typeof gatekeeperClient>;
let warehouse: ReturnType<typeof gatekeeperClient>;
let second: ReturnType<typeof gatekeeperClient>;

beforeAll(async () => {
  t = await createTestApp();
  admin = gatekeeperClient(t.app, await signIn(t.app, 'admin'));
  warehouse = gatekeeperClient(t.app, await signIn(t.app, 'warehouse'));
  second = gatekeeperClient(t.app, await signIn(t.app, 'operator'));
});
afterAll(async () => closeGently(t));

describe('import', () => {
  it('imports a pallet from its manifest, one item row per unit; importing again answers it unchanged', async () => {
    const header = await preparePallet(admin, 'T-IMP-1', upcRange('71', 3), 2);
    expect(header).toMatchObject({
      palletNo: 'T-IMP-1',
      palletStatus: 'Open',
      isClosed: false,
      qty: 6,
      gateCountry: 'UAE',
      counts: { scanned: 0, total: 6, missing: 0, excess: 0 },
    });
    expect((await warehouse.items('T-IMP-1')).body.data).toHaveLength(6);
    await warehouse.scan('T-IMP-1', upcRange('71', 1)[0]!);
    const again = await warehouse.importPallet('T-IMP-1');
    expect(again.status).toBe(200);
    expect(again.body.data.counts).toEqual({ scanned: 1, total: 6, missing: 0, excess: 0 });
    expect((await warehouse.items('T-IMP-1')).body.data).toHaveLength(6);
  });

  it('refuses a pallet with no manifest with 404 and the message, and knows no such pallet afterwards', async () => {
    const res = await warehouse.importPallet('NO-SUCH-1');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(say(M.unknownManifest('NO-SUCH-1'), 'en'));
    expect((await warehouse.pallet('NO-SUCH-1')).status).toBe(404);
  });
});

describe('scan', () => {
  it('accepts, then reports a UPC not on the pallet and one already scanned without changing anything', async () => {
    const [upc] = upcRange('72', 1);
    await preparePallet(admin, 'T-SCAN-1', [upc!]);
    const first = await warehouse.scan('T-SCAN-1', `00${upc}`); // leading zeros are stripped
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ outcome: 'applied', action: 'ACCEPTED', counts: { scanned: 1, total: 1 } });
    const again = await warehouse.scan('T-SCAN-1', upc!);
    expect(again.body.data).toMatchObject({ action: 'ALREADY_SCANNED', counts: { scanned: 1 } });
    const stranger = await warehouse.scan('T-SCAN-1', '999999999999');
    expect(stranger.body.data).toMatchObject({ action: 'NOT_ON_PALLET', counts: { scanned: 1 } });
    const scanned = (await warehouse.items('T-SCAN-1', true)).body.data;
    expect(scanned).toHaveLength(1);
    expect(scanned[0]).toMatchObject({ upc, isScanned: true, action: 'ACCEPTED', isScannedByName: expect.any(String) });
    expect(scanned[0].deviceTime).not.toBeNull();
    expect(scanned[0].serverTime).not.toBeNull();
  });

  it('records a rejected unit with its reason (a new UAE style without 3 head-office units)', async () => {
    const upc = '730000000001';
    await admin.feedItems([{ upc, brand: 'X', style: 'NEWSTYLE', headOfficeQty: 1, styleInBusinessUAE: false, styleInBusinessKSA: true }]);
    await admin.feedManifests([{ palletNo: 'T-REJ-1', gateCountry: 'UAE', upc, qty: 1 }]);
    await warehouse.importPallet('T-REJ-1');
    const res = await warehouse.scan('T-REJ-1', upc);
    expect(res.body.data.action).toBe('REJECTED');
    expect(res.body.data.reason).toEqual(expect.any(String));
    const [item] = (await warehouse.items('T-REJ-1')).body.data;
    expect(item).toMatchObject({ action: 'REJECTED', remarks: res.body.data.reason, isScanned: true });
  });

  it('answers a replayed opId with the first answer and scans once', async () => {
    const upcs = upcRange('74', 2);
    await preparePallet(admin, 'T-IDEM-1', upcs, 2);
    const opId = randomUUID();
    const first = await warehouse.scan('T-IDEM-1', upcs[0]!, opId);
    const replay = await warehouse.scan('T-IDEM-1', upcs[0]!, opId);
    expect(replay.status).toBe(200);
    expect(replay.body.data).toEqual(first.body.data);
    expect((await warehouse.counts('T-IDEM-1')).body.data).toEqual({ scanned: 1, total: 4, missing: 0, excess: 0 });
  });

  it('applies one opId sent many times at once exactly once', async () => {
    const upcs = upcRange('75', 1);
    await preparePallet(admin, 'T-IDEM-2', upcs, 5);
    const opId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 ? second : warehouse).scan('T-IDEM-2', upcs[0]!, opId)));
    for (const a of answers) expect(a.body.data).toEqual(answers[0]!.body.data);
    expect((await warehouse.counts('T-IDEM-2')).body.data.scanned).toBe(1);
  });

  it('keeps counts exact under concurrent scans of one pallet from two clients (2 × 50)', async () => {
    const upcs = upcRange('76', 100);
    await preparePallet(admin, 'T-CONC-1', upcs, 1);
    const scans = upcs.map((upc, i) => (i % 2 ? second : warehouse).scan('T-CONC-1', upc));
    const answers = await Promise.all(scans);
    expect(answers.every((a) => a.status === 200 && a.body.data.action === 'ACCEPTED')).toBe(true);
    expect((await warehouse.counts('T-CONC-1')).body.data).toEqual({ scanned: 100, total: 100, missing: 0, excess: 0 });
    expect((await warehouse.items('T-CONC-1', true)).body.data).toHaveLength(100);
  });

  it('never scans one unit twice when two clients scan the same UPC at once', async () => {
    const [upc] = upcRange('77', 1);
    await preparePallet(admin, 'T-CONC-2', [upc!], 3);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? second : warehouse).scan('T-CONC-2', upc!)));
    expect(answers.filter((a) => a.body.data.action === 'ACCEPTED')).toHaveLength(3);
    expect(answers.filter((a) => a.body.data.action === 'ALREADY_SCANNED')).toHaveLength(7);
    expect((await warehouse.counts('T-CONC-2')).body.data.scanned).toBe(3);
  });
});

describe('marks and close', () => {
  it('marks missing and excess, counts them, and a later scan of a missing unit takes it back', async () => {
    const upcs = upcRange('78', 3);
    await preparePallet(admin, 'T-MARK-1', upcs, 2);
    await warehouse.scan('T-MARK-1', upcs[0]!);
    const missing = await warehouse.markMissing('T-MARK-1', [upcs[0]!, upcs[1]!]);
    expect(missing.body).toMatchObject({
      message: say(M.markedMissing, 'en'),
      data: { action: 'MISSING', counts: { scanned: 1, total: 6, missing: 3, excess: 0 } },
    });
    const excess = await warehouse.markExcess('T-MARK-1', '888888888888');
    expect(excess.body).toMatchObject({ message: say(M.markedExcess, 'en'), data: { action: 'EXCESS', counts: { excess: 1 } } });
    const scan = await warehouse.scan('T-MARK-1', upcs[1]!);
    expect(scan.body.data.counts).toEqual({ scanned: 2, total: 6, missing: 2, excess: 1 });
  });

  it('refuses every write to a closed pallet with 409 and the message; a replay of the close answers as before', async () => {
    const upcs = upcRange('79', 2);
    await preparePallet(admin, 'T-CLOSE-1', upcs);
    const closeId = randomUUID();
    const closed = await warehouse.close('T-CLOSE-1', closeId);
    expect(closed.body).toMatchObject({ message: say(M.palletClosedOk, 'en'), data: { outcome: 'applied' } });
    const msg = say(M.palletClosed('T-CLOSE-1'), 'en');
    for (const res of [
      await warehouse.scan('T-CLOSE-1', upcs[0]!),
      await warehouse.markExcess('T-CLOSE-1', upcs[0]!),
      await warehouse.markMissing('T-CLOSE-1', upcs),
      await warehouse.close('T-CLOSE-1'),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(msg);
    }
    expect((await warehouse.close('T-CLOSE-1', closeId)).body.data).toEqual(closed.body.data);
    expect((await warehouse.pallet('T-CLOSE-1')).body.data).toMatchObject({
      isClosed: true,
      palletStatus: 'Closed',
      closedName: expect.any(String),
      counts: { scanned: 0 },
    });
  });

  it('answers in the reader’s language: a refusal with its labels, and a replay of the first answer said again', async () => {
    const upcs = upcRange('76', 1);
    await preparePallet(admin, 'T-WORDS-1', upcs);
    const ar = { 'accept-language': 'ar' };
    const bad = await warehouse.call('POST', '/api/stock/gatekeeper/scan', { palletNo: 'T-WORDS-1', upc: '12-34', opId: randomUUID() }, ar);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(`${isolated('الرمز UPC')}: حروف وأرقام فقط`);
    const opId = randomUUID();
    const first = await warehouse.scan('T-WORDS-1', upcs[0]!, opId);
    expect(first.body).toMatchObject({ message: 'Scanned', data: { message: 'Scanned', key: 'gate:scanned' } });
    const body = { palletNo: 'T-WORDS-1', upc: upcs[0]!, opId, deviceTime: new Date().toISOString() };
    const again = await warehouse.call('POST', '/api/stock/gatekeeper/scan', body, { 'accept-language': 'tr' });
    expect(again.body).toMatchObject({ message: 'Okutuldu', data: { opId, message: 'Okutuldu', action: 'ACCEPTED' } });
    const closed = await warehouse.call('PUT', '/api/stock/gatekeeper/close', { palletNo: 'T-WORDS-1', opId: randomUUID() }, ar);
    expect(closed.body.message).toBe('تم إغلاق المنصة بنجاح');
    const refused = await warehouse.call('PUT', '/api/stock/gatekeeper/close', { palletNo: 'T-WORDS-1', opId: randomUUID() }, ar);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`المنصة ${isolated('T-WORDS-1')} مغلقة ولا يمكن معالجتها مرة أخرى.`);
  });

  it('refuses writes without an opId (400) and writes from a user holding only L1 (403)', async () => {
    const res = await warehouse.call('POST', '/api/stock/gatekeeper/scan', { palletNo: 'T-IMP-1', upc: '1' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Operation Id: /);
    const office = gatekeeperClient(t.app, await signIn(t.app, 'office'));
    expect((await office.scan('T-IMP-1', '1')).status).toBe(403);
    expect((await office.counts('T-IMP-1')).status).toBe(200);
  });
});
