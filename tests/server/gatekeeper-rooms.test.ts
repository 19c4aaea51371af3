import { randomUUID } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../src/domain/auth/messages.ts';
import { countsVersion } from '../../src/domain/gatekeeper/contracts.ts';
import { GATEKEEPER_MESSAGES as M } from '../../src/domain/gatekeeper/messages.ts';
import { say } from '../../server/plugins/words.ts';
import { isolate } from '../../src/domain/words/isolate.ts';
import { createTestApp, signIn, type TestApp } from '../support/test-app.ts';
import { createTestUser } from '../support/test-users.ts';
import { closeGently, gatekeeperClient, preparePallet, upcRange } from './gatekeeper-support.ts';

let t: TestApp;
let origin: string;
let admin: ReturnType<typeof gatekeeperClient>;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = gatekeeperClient(t.app, await signIn(t.app, 'admin'));
});
afterAll(async () => {
  sockets.forEach((s) => s.disconnect());
  await closeGently(t);
});

const open = (token: string, lang?: string) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(origin, { path: '/socket.io', transports: ['websocket'], auth: { token, lang }, forceNew: true });
    sockets.push(socket);
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', reject);
  });

const now = () => new Date().toISOString();

describe('joining a pallet room', () => {
  it('answers the counts at that moment with their version, after writes made while nobody was in the room', async () => {
    const upcs = upcRange('71', 3);
    await preparePallet(admin, 'T-ROOM-1', upcs, 2);
    await admin.sync([
      { type: 'scan', opId: randomUUID(), palletNo: 'T-ROOM-1', upc: upcs[0], deviceTime: now() },
      { type: 'scan', opId: randomUUID(), palletNo: 'T-ROOM-1', upc: upcs[0], deviceTime: now() },
      { type: 'mark-missing', opId: randomUUID(), palletNo: 'T-ROOM-1', upcList: [upcs[1]], deviceTime: now() },
      { type: 'mark-excess', opId: randomUUID(), palletNo: 'T-ROOM-1', upc: '777777777777', deviceTime: now() },
    ]);
    const device = await open(await signIn(t.app, 'warehouse'));
    const counts = { scanned: 2, total: 6, missing: 2, excess: 1 };
    expect((await admin.counts('T-ROOM-1')).body.data).toEqual(counts);
    // 2 scans (+2 each), 2 units marked missing (+1 each), 1 excess (+1).
    expect(await device.emitWithAck('pallet:join', 't-room-1')).toEqual({ ok: true, palletNo: 'T-ROOM-1', counts, version: 7 });

    // Scanning a unit marked missing moves scanned up and missing down: the version still rises.
    const pushed = new Promise<{ counts: typeof counts; version: number }>((resolve) => device.once('pallet:counts', resolve));
    await admin.scan('T-ROOM-1', upcs[1]!);
    const next = await pushed;
    expect(next.counts).toEqual({ scanned: 3, total: 6, missing: 1, excess: 1 });
    expect(next.version).toBe(8);
    expect(next.version).toBe(countsVersion(next.counts));
  });

  it('is refused to a user without the gatekeeper read grant, who then hears nothing of the pallet', async () => {
    await preparePallet(admin, 'T-ROOM-2', upcRange('72', 1));
    const stranger = await createTestUser(t.app, 'ROOMLESS', [{ page: '/apps/country-settings', level: 'L2' }]);
    const socket = await open(stranger.token);
    expect(await socket.emitWithAck('pallet:join', 'T-ROOM-2')).toMatchObject({ ok: false, message: say(AUTH_MESSAGES.forbidden, 'en') });
    const heard: unknown[] = [];
    socket.on('pallet:counts', (e) => heard.push(e));
    await admin.scan('T-ROOM-2', upcRange('72', 1)[0]!);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toEqual([]);
  });

  it('is answered for a reader (L1) and refused for an unknown pallet or a malformed number', async () => {
    await preparePallet(admin, 'T-ROOM-3', upcRange('73', 1));
    const reader = await createTestUser(t.app, 'ROOMREADER', [{ page: '/apps/gatekeeper', level: 'L1' }]);
    const socket = await open(reader.token);
    expect(await socket.emitWithAck('pallet:join', 'T-ROOM-3')).toMatchObject({ ok: true, palletNo: 'T-ROOM-3', version: 0 });
    expect(await socket.emitWithAck('pallet:join', 'T-ROOM-NONE')).toEqual({
      ok: false,
      message: say(M.unknownPallet('T-ROOM-NONE'), 'en'),
      key: 'gate:unknownPallet',
      params: { palletNo: 'T-ROOM-NONE' },
    });
    expect(await socket.emitWithAck('pallet:join', 'bad pallet!')).toMatchObject({
      ok: false,
      message: 'Pallet No: letters, digits, hyphen and slash only',
      key: 'gate:rules.palletNo',
    });
  });

  it('answers a refused join in the language the socket asked for', async () => {
    const reader = await createTestUser(t.app, 'ROOMARABIC', [{ page: '/apps/gatekeeper', level: 'L1' }]);
    const arabic = await open(reader.token, 'ar');
    expect(await arabic.emitWithAck('pallet:join', 'T-ROOM-NADA')).toMatchObject({
      ok: false,
      message: `المنصة ${isolate('T-ROOM-NADA')} غير معروفة`,
      key: 'gate:unknownPallet',
    });
    expect(await arabic.emitWithAck('pallet:join', 'bad pallet!')).toMatchObject({
      ok: false,
      message: 'رقم المنصة: حروف وأرقام وشرطة وشرطة مائلة فقط',
      key: 'gate:rules.palletNo',
    });
    const turkish = await open(reader.token, 'tr');
    expect(await turkish.emitWithAck('pallet:join', 'T-ROOM-NADA')).toMatchObject({ ok: false, message: 'T-ROOM-NADA paleti bilinmiyor' });
  });
});
