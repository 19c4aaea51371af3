import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVATION_MESSAGES as M } from '../../src/domain/activation/messages.ts';
import type { Msg } from '../../src/domain/words/words.ts';
import { say } from '../../server/plugins/words.ts';
import { ACTIVATION_PATHS, QUEUE_EVENTS } from '../../src/domain/activation/paths.ts';
import type { ActivationRejection } from '../../src/domain/activation/rejections.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { activationUsers, draftProducts, queueClient } from './activation-support.ts';
import { testCatalogue } from './catalogue-support.ts';

/** A message as the server says it in English (the tests' requests send no Accept-Language). */
const en = (msg: Msg) => say(msg, 'en');

let t: TestApp;
let people: Awaited<ReturnType<typeof activationUsers>>;
let a: ReturnType<typeof queueClient>;
let b: ReturnType<typeof queueClient>;
let pIds: number[];
let origin: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp({ SEED: 'none', DEMO_PASSWORD: 'Queue-rejects@2121-only' });
  const c = await testCatalogue(t.app.db, 'Aj');
  people = await activationUsers(t.app, 'AJ', 2);
  [a, b] = people.workers.map((w) => queueClient(t.app, w)) as [typeof a, typeof b];
  pIds = await draftProducts(t.app.db, c, 5, { userId: people.workers[1]!.id, name: 'AJA1 Tester' });
  await a.generate();
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  sockets.forEach((s) => s.disconnect());
  await t.close();
});

const open = (token: string, lang?: string) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(origin, { path: '/socket.io', transports: ['websocket'], auth: { token, lang }, forceNew: true });
    sockets.push(socket);
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', reject);
  });

const list = async (body: object, user = people.reader, query = { index: '1', pageSize: '10' }) => {
  const res = await t.app.inject({ method: 'POST', url: ACTIVATION_PATHS.rejections, query, payload: body, headers: user.headers });
  return {
    status: res.statusCode,
    data: res.json().data as { records: ActivationRejection[]; totalRecords: number },
    message: res.json().message,
  };
};

describe('live counts (a socket room per queue)', () => {
  it('answers the count on joining and sends the new count when a colleague activates', async () => {
    const watcher = await open(people.workers[1]!.token);
    expect(await watcher.emitWithAck(QUEUE_EVENTS.join, { queueName: 'ACTIVATION-GLOBAL' })).toEqual({
      ok: true,
      queueName: 'ACTIVATION-GLOBAL',
      count: 5,
    });
    const stranger = await open(people.stranger.token);
    expect(await stranger.emitWithAck(QUEUE_EVENTS.join, { queueName: 'ACTIVATION-GLOBAL' })).toMatchObject({ ok: false });
    // An ack is said in the socket's language (the handshake's lang).
    const arabic = await open(people.workers[1]!.token, 'ar');
    expect(await arabic.emitWithAck(QUEUE_EVENTS.join, { queueName: 'NOPE' })).toEqual({
      ok: false,
      message: 'اسم القائمة (queueName) غير صالح',
    });
    // Counts are sent in bursts as colleagues work: loading (a lease) may send one before the activation's.
    const pushed = new Promise<{ queueName: string; count: number }>((resolve) =>
      watcher.on(QUEUE_EVENTS.count, (message: { queueName: string; count: number }) => message.count === 4 && resolve(message)),
    );
    const got = await a.load();
    await a.activate(got.data.item!.product.pId);
    expect(await pushed).toEqual({ queueName: 'ACTIVATION-GLOBAL', count: 4 });
  });
});

describe('reject (spec 001 §4, §5) and Activation Rejection (spec 000 §2)', () => {
  it('refuses a department rejection without a department, and an unknown reason, naming the field', async () => {
    const pId = (await a.load()).data.item!.product.pId;
    const noDepartment = await a.reject({ pId, assignTo: 'DEPARTMENT', reason: 'Price Issue', description: 'Wrong price' });
    expect(noDepartment.status).toBe(400);
    expect(noDepartment.message).toBe('Department: Choose a department');
    const badReason = await a.reject({ pId, assignTo: 'DEPARTMENT', department: 'STUDIO', reason: 'Bored', description: 'x' });
    expect(badReason.status).toBe(400);
    expect(badReason.message).toBe('Reason: Must be one of the rejection reasons');
    const noDescription = await a.reject({ pId, assignTo: 'DEPARTMENT', department: 'STUDIO', reason: 'Pullout', description: '  ' });
    expect(noDescription.status).toBe(400);
    expect(noDescription.message).toMatch(/^Description: /);
  });

  it('refuses in Arabic, naming the field by its Arabic label', async () => {
    const pId = (await a.load()).data.item!.product.pId;
    const res = await t.app.inject({
      method: 'POST',
      url: ACTIVATION_PATHS.reject,
      payload: { queueName: 'ACTIVATION-GLOBAL', pId, assignTo: 'DEPARTMENT', reason: 'Price Issue', description: 'Wrong price' },
      headers: { ...people.workers[0]!.headers, 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'القسم: اختر قسمًا',
      errors: [{ field: 'department', message: 'اختر قسمًا', key: 'product-activation:departmentRequired' }],
    });
  });

  it('rejects to a department and to the creator (deduction set), taking each out of the queue and handing out the next', async () => {
    const first = (await a.load()).data.item!.product.pId;
    const toDepartment = await a.reject({
      pId: first,
      assignTo: 'DEPARTMENT',
      department: 'STUDIO',
      reason: 'Re-shoot (Poor image quality or guidelines issue)',
      description: 'Blurred',
    });
    expect(toDepartment.status).toBe(200);
    expect(toDepartment.message).toBe(en(M.rejected));
    expect(toDepartment.data.count).toBe(3);
    const second = toDepartment.data.item!.product.pId;
    expect(second).not.toBe(first);
    const toCreator = await a.reject({
      pId: second,
      assignTo: 'CREATOR',
      department: 'STUDIO',
      reason: 'Price Issue',
      description: 'Price is 0',
    });
    expect(toCreator.data.count).toBe(2);
    const { data } = await list({ pId: -1 });
    expect(data.totalRecords).toBe(2);
    expect(data.records[0]).toMatchObject({
      pId: second,
      department: '',
      assignedToName: 'AJA1 Tester',
      isDeduct: true,
      reason: 'Price Issue',
      createdName: 'AJA0 Tester',
      fixed: false,
    });
    expect(data.records[1]).toMatchObject({
      pId: first,
      department: 'STUDIO',
      assignedToName: '',
      isDeduct: false,
      description: 'Blurred',
    });
    // A rejected product stays out of a regenerated queue until it is fixed.
    expect((await a.generate()).json().data.count).toBe(2);
  });

  it('filters the list by PID, department, reason, names and day (YYYY-MM-DD), and pages it', async () => {
    expect((await list({ pId: pIds[4] })).data.totalRecords).toBe(0);
    expect((await list({ department: 'STUDIO' })).data.totalRecords).toBe(1);
    expect((await list({ reason: 'Price Issue' })).data.totalRecords).toBe(1);
    expect((await list({ assignedToName: 'aja1' })).data.totalRecords).toBe(1);
    expect((await list({ createdName: 'AJA0' })).data.totalRecords).toBe(2);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
    expect((await list({ createdDate: today })).data.totalRecords).toBe(2);
    expect((await list({ createdDate: '2001-02-03' })).data.totalRecords).toBe(0);
    expect((await list({ createdDate: '02/03/2001' })).status).toBe(400);
    const paged = await list({}, people.reader, { index: '2', pageSize: '1' });
    expect(paged.data).toMatchObject({ totalRecords: 2 });
    expect(paged.data.records).toHaveLength(1);
    expect((await list({}, people.stranger)).status).toBe(403);
  });

  it('sorts the list by Created Date both ways, and refuses another sort with a 400 naming the field', async () => {
    const ids = async (sort: string) => (await list({ sort })).data.records.map((r) => r.id);
    const oldest = await ids('createdDateUTC');
    expect(oldest).toHaveLength(2);
    const dates = (await list({ sort: 'createdDateUTC' })).data.records.map((r) => r.createdDateUTC);
    expect(dates).toEqual([...dates].sort());
    expect(await ids('-createdDateUTC')).toEqual([...oldest].reverse());
    for (const sort of ['department', 'createdDateUTC,id', '']) {
      const refused = await list({ sort });
      expect(refused.status, sort).toBe(400);
      expect(refused.message, sort).toMatch(/^Order of the list: /);
    }
  });

  it('fixes a rejection only with remarks, releasing the product to the back of the activation queue', async () => {
    const [row] = (await list({ department: 'STUDIO' })).data.records;
    const fix = (remarks: string, user = people.workers[0]!) =>
      t.app.inject({ method: 'PUT', url: ACTIVATION_PATHS.fixRejection(row!.id), payload: { remarks }, headers: user.headers });
    expect((await fix('  ')).statusCode).toBe(400);
    expect((await fix('Re-shot', people.reader)).statusCode).toBe(403);
    const before = await a.count();
    const done = await fix('Re-shot in the studio');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ message: en(M.rejectionFixed), data: { requeued: true } });
    expect(await a.count()).toBe(before + 1);
    expect((await fix('again')).statusCode).toBe(409);
    expect((await list({ department: 'STUDIO' })).data.records[0]).toMatchObject({ fixed: true, remarks: 'Re-shot in the studio' });
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: ACTIVATION_PATHS.fixRejection(999999),
          payload: { remarks: 'x' },
          headers: people.workers[0]!.headers,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('native tasks', () => {
  it('adds a task, lists it, shows it on the queue product, and feeds the Is Task filter', async () => {
    const pId = pIds[4]!;
    const add = await t.app.inject({
      method: 'POST',
      url: ACTIVATION_PATHS.tasks,
      payload: { pId, title: 'Check the size chart', assigneeId: people.workers[1]!.id, notes: 'EU sizes' },
      headers: people.workers[0]!.headers,
    });
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json().data).toMatchObject({ pId, title: 'Check the size chart', assigneeName: 'AJA1 Tester', status: 'OPEN' });
    const listed = await t.app.inject({
      method: 'GET',
      url: ACTIVATION_PATHS.tasks,
      query: { pid: String(pId), type: 'ACTIVATION' },
      headers: people.reader.headers,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.task).toHaveLength(1);
    const custom = await b.filtered({ isTask: '1' });
    expect(custom.json().data.count).toBe(1);
    const got = await b.load('ACTIVATION-CUSTOM');
    expect(got.data.item).toMatchObject({ product: { pId }, taskIds: [add.json().data.ID] });
    const badAssignee = await t.app.inject({
      method: 'POST',
      url: ACTIVATION_PATHS.tasks,
      payload: { pId, title: 'x', assigneeId: 999999 },
      headers: people.workers[0]!.headers,
    });
    expect(badAssignee.statusCode).toBe(400);
    expect(badAssignee.json().message).toBe('Assignee: No user with id 999999');
    const done = await t.app.inject({
      method: 'PUT',
      url: ACTIVATION_PATHS.task(add.json().data.ID),
      payload: { pId, title: 'Check the size chart', status: 'DONE' },
      headers: people.workers[0]!.headers,
    });
    expect(done.json().data.status).toBe('DONE');
  });
});
