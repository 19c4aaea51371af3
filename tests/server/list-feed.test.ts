import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../src/domain/auth/messages.ts';
import { CATCH_UP_MS, LIST_EVENTS, type ListChanged } from '../../src/domain/lists/live.ts';
import { REFERENCE_PATHS } from '../../src/domain/reference/paths.ts';
import { announceListChange } from '../../server/plugins/list-feed.ts';
import { say } from '../../server/plugins/words.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestUser, type TestUser } from '../support/test-users.ts';

let t: TestApp;
let origin: string;
let viewer: TestUser;
let writer: TestUser;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  viewer = await createTestUser(t.app, 'LISTVIEWER', [
    { page: '/apps/state-settings', level: 'L1' },
    { page: '/apps/country-settings', level: 'L1' },
  ]);
  writer = await createTestUser(t.app, 'LISTWRITER', [{ page: '/apps/state-settings', level: 'L2' }]);
});
afterAll(async () => {
  sockets.forEach((s) => s.disconnect());
  await t.close();
});

const open = (token: string) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(origin, { path: '/socket.io', transports: ['websocket'], auth: { token }, forceNew: true });
    sockets.push(socket);
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', reject);
  });

const heard = (socket: Socket) => {
  const events: ListChanged[] = [];
  socket.on(LIST_EVENTS.changed, (event: ListChanged) => events.push(event));
  return events;
};

const addState = async (code: string) => {
  const reply = await t.app.inject({
    method: 'POST',
    url: REFERENCE_PATHS.states,
    headers: writer.headers,
    payload: { stateName: `Live ${code}`, ar_StateName: '', stateCode: code, countryId: 1, displayOrder: 0, status: 'a' },
  });
  expect(reply.statusCode, reply.body).toBe(201);
  return String((reply.json() as { data: { id: number } }).data.id);
};

const waitFor = async (check: () => boolean, ms = 3_000) => {
  const until = Date.now() + ms;
  while (!check() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
};

describe('live lists', () => {
  it('tells a page it holds that another user changed its rows, naming only the records', async () => {
    const socket = await open(viewer.token);
    const events = heard(socket);
    expect(await socket.emitWithAck(LIST_EVENTS.join, { page: '/apps/state-settings' })).toEqual({ ok: true, stale: false });
    const started = Date.now();
    const id = await addState('LIVE1');
    await waitFor(() => events.length > 0);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(events).toEqual([{ page: '/apps/state-settings', entity: 'state', ids: [id], actions: ['create'] }]);
  });

  it('refuses a page the user does not hold, or no page of the spec, and tells it nothing', async () => {
    const socket = await open(viewer.token);
    const events = heard(socket);
    const refused = { ok: false, message: say(AUTH_MESSAGES.forbidden, 'en') };
    expect(await socket.emitWithAck(LIST_EVENTS.join, { page: '/apps/order-failure' })).toEqual(refused);
    expect(await socket.emitWithAck(LIST_EVENTS.join, { page: '/apps/nowhere' })).toEqual(refused);
    expect(await socket.emitWithAck(LIST_EVENTS.join, 'state-settings')).toEqual(refused);
    announceListChange(t.app, '/apps/order-failure', 'order-failure', [1]);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(events).toEqual([]);
  });

  it('tells a page nothing of the rows of another page, and nothing once it left', async () => {
    const socket = await open(viewer.token);
    const events = heard(socket);
    expect(await socket.emitWithAck(LIST_EVENTS.join, { page: '/apps/country-settings' })).toEqual({ ok: true, stale: false });
    await addState('LIVE2');
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(events).toEqual([]);

    // The same socket on the states page hears the next one, and after leaving it, nothing.
    expect(await socket.emitWithAck(LIST_EVENTS.join, { page: '/apps/state-settings' })).toEqual({ ok: true, stale: false });
    await addState('LIVE3');
    await waitFor(() => events.length > 0);
    expect(events.map((e) => e.page)).toEqual(['/apps/state-settings']);
    await socket.emitWithAck(LIST_EVENTS.leave, { page: '/apps/state-settings' });
    await addState('LIVE4');
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(events).toHaveLength(1);
  });

  it('answers a join whether rows of its page changed since the list began loading, which the room did not hear', async () => {
    const socket = await open(viewer.token);
    await addState('LIVE5');
    // A list whose rows began loading 500 ms ago: the state added since was not heard.
    expect(await socket.emitWithAck(LIST_EVENTS.join, { page: '/apps/state-settings', age: 500 })).toEqual({ ok: true, stale: true });
    // No country changed lately, unless rows older than the catch-up window are shown.
    expect(await socket.emitWithAck(LIST_EVENTS.join, { page: '/apps/country-settings', age: 500 })).toEqual({ ok: true, stale: false });
    expect(await socket.emitWithAck(LIST_EVENTS.join, { page: '/apps/country-settings', age: CATCH_UP_MS })).toEqual({
      ok: true,
      stale: true,
    });
    // A change the log does not keep counts too.
    announceListChange(t.app, '/apps/country-settings', 'country', [9]);
    expect(await socket.emitWithAck(LIST_EVENTS.join, { page: '/apps/country-settings', age: 500 })).toEqual({ ok: true, stale: true });
    expect(await socket.emitWithAck(LIST_EVENTS.join, { page: '/apps/country-settings', age: -1 })).toMatchObject({ ok: false });
    // The announcement goes out before the next test's socket joins.
    await new Promise((resolve) => setTimeout(resolve, 400));
  });

  it('tells the page of a change the log does not keep, a burst in one event', async () => {
    const socket = await open(viewer.token);
    const events = heard(socket);
    expect(await socket.emitWithAck(LIST_EVENTS.join, { page: '/apps/country-settings' })).toEqual({ ok: true, stale: false });
    announceListChange(t.app, '/apps/country-settings', 'country', [7]);
    announceListChange(t.app, '/apps/country-settings', 'country', [8, 7]);
    await waitFor(() => events.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(events).toEqual([{ page: '/apps/country-settings', entity: 'country', ids: ['7', '8'], actions: ['update'] }]);
  });
});
