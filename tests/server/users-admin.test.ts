import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser } from '../../src/domain/users/contracts.ts';
import { createTestApp, signIn, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';
import { demoUserId } from '../support/test-users.ts';
import { expectSortedBothWays, expectSortRefused } from '../support/sorted-rows.ts';

let t: TestApp;
let origin: string;
let adminToken: string;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  adminToken = await signIn(t.app, 'admin');
  adminId = await demoUserId(t.app, 'admin');
});
afterAll(() => t.close());

const headers = () => ({ authorization: `Bearer ${adminToken}` });
const list = (query: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/adminpanel/users', query, headers: headers() });
const create = (payload: object) => t.app.inject({ method: 'POST', url: '/api/adminpanel/users', payload, headers: headers() });
/** The user's stored revision (1 for one that does not exist), which a PUT needs as the screen read it. */
const revisionOf = async (id: number) =>
  (await t.app.db.selectFrom('users').select('revision').where('id', '=', id).executeTakeFirst())?.revision ?? 1;
/** `PUT users/{id}/{what}` at the user's stored revision, unless the payload names one. */
const put = async (id: number, what: 'enabled' | 'password' | 'grants', payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/adminpanel/users/${id}/${what}`,
    payload: { revision: await revisionOf(id), ...payload },
    headers: headers(),
  });
const grantsOf = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/adminpanel/users/${id}/grants`, headers: headers() })).json().data;
// Each sign-in from its own address: the per-address limit is not what these tests are about.
let address = 0;
const login = (username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/adminpanel/user/login',
    payload: { username, password },
    remoteAddress: `10.20.0.${++address}`,
  });

describe('the user list', () => {
  it('pages by id and counts every user', async () => {
    const page = await list({ index: '2', pageSize: '2' });
    expect(page.statusCode).toBe(200);
    const data = page.json().data as { records: AdminUser[]; totalRecords: number };
    expect(data.totalRecords).toBe(6);
    expect(data.records.map((u) => u.employeeNo)).toEqual(['operator', 'warehouse']);
    expect(data.records[0]).toEqual({
      id: expect.any(Number),
      employeeNo: 'operator',
      email: 'operator@demo.panel',
      firstName: 'Priya',
      lastName: 'Nair',
      designation: 'Operations Lead',
      company: 'Gulf Retail Trading LLC',
      isAdmin: false,
      enabled: true,
      dataCentre: 'uae',
      createdDateUTC: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      revision: expect.any(Number),
    });
  });

  it('searches employee number, email and names in any case, with % and _ taken literally', async () => {
    const found = async (search: string) => ((await list({ search })).json().data.records as AdminUser[]).map((u) => u.employeeNo);
    expect(await found('HADDAD')).toEqual(['office']);
    expect(await found('omar haddad')).toEqual(['office']);
    expect(await found('Priya')).toEqual(['operator']);
    expect(await found('WAREHOUSE@demo')).toEqual(['warehouse']);
    expect(await found('@demo.panel')).toEqual(['admin', 'office', 'operator', 'warehouse', 'ksa-admin', 'ksa-office']);
    expect(await found('%')).toEqual([]);
    expect(await found('_')).toEqual([]);
    const counted = (await list({ search: 'demo', pageSize: '1' })).json().data;
    expect(counted).toMatchObject({ totalRecords: 6, records: [{ employeeNo: 'admin' }] });
  });

  it('refuses a page larger than a grid may ask for', async () => {
    const res = await list({ pageSize: '5000' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('pageSize');
  });
});

describe('in the language asked for', () => {
  it('names the fields of a new account by their Arabic labels, and says a change in Turkish', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/adminpanel/users',
      payload: { employeeNo: 'E2020', email: 'e2020@demo.panel', password: 'long-enough-20' },
      headers: { ...headers(), 'accept-language': 'ar' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: 'الاسم الأول: مطلوب',
      errors: [{ field: 'firstName', message: 'مطلوب', key: 'fields:required' }],
    });
    const self = await t.app.inject({
      method: 'PUT',
      url: `/api/adminpanel/users/${adminId}/enabled`,
      payload: { enabled: false, revision: await revisionOf(adminId) },
      headers: { ...headers(), 'accept-language': 'tr' },
    });
    expect(self.json()).toMatchObject({ message: 'Kendi hesabınızı devre dışı bırakamazsınız', key: 'users:selfDisable' });
    const ok = await t.app.inject({
      method: 'PUT',
      url: `/api/adminpanel/users/${await demoUserId(t.app, 'warehouse')}/grants`,
      payload: {
        grants: await grantsOf(await demoUserId(t.app, 'warehouse')),
        revision: await revisionOf(await demoUserId(t.app, 'warehouse')),
      },
      headers: { ...headers(), 'accept-language': 'tr' },
    });
    expect(ok.json()).toMatchObject({ message: 'Erişim kaydedildi', key: 'users:grantsSaved' });
  });
});

describe('accounts', () => {
  const person = { employeeNo: 'E2001', email: 'e2001@demo.panel', password: 'first-pass-1', firstName: 'Noor', lastName: 'Saleh' };

  it('creates an enabled account with no grants, recording who made it', async () => {
    const res = await create(person);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: true,
      message: 'User created',
      data: { employeeNo: 'E2001', enabled: true, isAdmin: false, dataCentre: 'uae', revision: 1 },
    });
    const id = res.json().data.id;
    const row = await t.app.db.selectFrom('users').select(['created_by', 'updated_by']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ created_by: adminId, updated_by: adminId });
    expect(await grantsOf(id)).toEqual([]);
    expect((await login('E2001', 'first-pass-1')).statusCode).toBe(200);
  });

  it('refuses a taken employee number or email with 409', async () => {
    const res = await create({ ...person, employeeNo: 'e2001', email: 'other@demo.panel' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('An account with this employee number or email already exists');
  });

  it('creates a disabled account when asked, which cannot sign in until enabled', async () => {
    const res = await create({ ...person, employeeNo: 'E2002', email: 'e2002@demo.panel', enabled: false });
    const id = res.json().data.id;
    expect((await login('E2002', person.password)).statusCode).toBe(403);
    const enabled = await put(id, 'enabled', { enabled: true });
    expect(enabled.json()).toMatchObject({ message: 'Account enabled', data: { enabled: true } });
    expect((await login('E2002', person.password)).statusCode).toBe(200);
  });

  it('disables an account, after which its token is refused', async () => {
    const id = await demoUserId(t.app, 'office');
    const token = await signIn(t.app, 'office');
    const res = await put(id, 'enabled', { enabled: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Account disabled', data: { enabled: false } });
    const after = await t.app.inject({ method: 'GET', url: '/api/adminpanel/user/token', headers: { authorization: `Bearer ${token}` } });
    expect(after.statusCode).toBe(401);
    await put(id, 'enabled', { enabled: true });
  });

  it('never lets an administrator disable their own account', async () => {
    const res = await put(adminId, 'enabled', { enabled: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You cannot disable your own account');
    expect((await signIn(t.app, 'admin')).length).toBeGreaterThan(0);
  });

  it('resets a password: the old one is refused, the new one accepted', async () => {
    const id = await demoUserId(t.app, 'operator');
    const res = await put(id, 'password', { password: 'brand-new-pass' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Password changed');
    const old = await login('operator', TEST_PASSWORD);
    expect(old.statusCode).toBe(401);
    expect(old.json().message).toBe('Wrong employee number, email or password');
    expect((await login('operator', 'brand-new-pass')).statusCode).toBe(200);
    expect((await put(id, 'password', { password: 'short' })).statusCode).toBe(400);
  });

  it('answers 404 for a user that does not exist', async () => {
    expect((await put(9999, 'enabled', { enabled: true })).json().message).toBe('No user with id 9999');
    expect((await put(9999, 'password', { password: 'long-enough-1' })).statusCode).toBe(404);
    expect((await put(9999, 'grants', { grants: [] })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/adminpanel/users/9999/grants', headers: headers() })).statusCode).toBe(404);
  });
});

describe('grants', () => {
  it("lists a user's grants by page", async () => {
    const grants = await grantsOf(await demoUserId(t.app, 'warehouse'));
    expect(grants).toEqual([
      { page: '/apps/gatekeeper', level: 'L2' },
      { page: '/apps/gatekeeper-items-report', level: 'L1' },
      { page: '/apps/gatekeeper-report', level: 'L1' },
    ]);
  });

  it('refuses unknown, administrator-only and repeated pages, naming them, and keeps the old grants', async () => {
    const id = await demoUserId(t.app, 'warehouse');
    const before = await grantsOf(id);
    const cases: [object[], string, string][] = [
      [
        [
          { page: '/apps/gatekeeper', level: 'L1' },
          { page: '/apps/nope', level: 'L1' },
        ],
        'grants[1].page',
        'No such page: /apps/nope',
      ],
      [[{ page: '/apps/menu-settings', level: 'L1' }], 'grants[0].page', 'Menu Settings is for administrators only and cannot be granted'],
      [
        [
          { page: '/apps/gatekeeper', level: 'L1' },
          { page: '/apps/gatekeeper', level: 'L2' },
        ],
        'grants[1].page',
        '/apps/gatekeeper is listed more than once',
      ],
    ];
    for (const [grants, field, message] of cases) {
      const res = await put(id, 'grants', { grants });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, errors: [{ field, message }] });
    }
    expect(await grantsOf(id)).toEqual(before);
  });

  it('replaces the whole list at once and records who changed it', async () => {
    const id = await demoUserId(t.app, 'warehouse');
    const res = await put(id, 'grants', {
      grants: [
        { page: '/apps/gatekeeper-rules', level: 'L2' },
        { page: '/apps/country-settings', level: 'L1' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Access saved' });
    const expected = [
      { page: '/apps/country-settings', level: 'L1' },
      { page: '/apps/gatekeeper-rules', level: 'L2' },
    ];
    expect(res.json().data).toEqual({ grants: expected, user: expect.objectContaining({ id, revision: await revisionOf(id) }) });
    expect(await grantsOf(id)).toEqual(expected);
    const rows = await t.app.db.selectFrom('user_grants').select('created_by').where('user_id', '=', id).execute();
    expect(rows.every((r) => r.created_by === adminId)).toBe(true);
    const user = await t.app.db.selectFrom('users').select('updated_by').where('id', '=', id).executeTakeFirstOrThrow();
    expect(user.updated_by).toBe(adminId);

    const token = await signIn(t.app, 'warehouse');
    const menu = await t.app.inject({ method: 'GET', url: '/api/adminpanel/user/menu_v2', headers: { authorization: `Bearer ${token}` } });
    expect(menu.json().data.access).toEqual({ '/dashboard': 'L1', '/apps/country-settings': 'L1', '/apps/gatekeeper-rules': 'L2' });

    expect((await put(id, 'grants', { grants: [] })).json().data.grants).toEqual([]);
  });
});

describe('realtime', () => {
  function connectAs(token: string, lang?: string): Promise<Socket> {
    return new Promise((resolve, reject) => {
      const socket = connect(origin, { auth: { token, lang }, transports: ['websocket'], reconnection: false, timeout: 5000 });
      socket.on('connect', () => resolve(socket));
      socket.on('connect_error', reject);
    });
  }

  it("tells only that user's sessions to reload the menu after a grants change", async () => {
    const id = await demoUserId(t.app, 'warehouse');
    const mine = await connectAs(await signIn(t.app, 'warehouse'));
    const other = await connectAs(adminToken);
    let otherTold = false;
    other.on('menu:changed', () => (otherTold = true));
    const received = new Promise((resolve) => mine.once('menu:changed', resolve));
    expect((await put(id, 'grants', { grants: [{ page: '/apps/gatekeeper', level: 'L2' }] })).statusCode).toBe(200);
    await expect(received).resolves.toEqual({ userId: id });
    await new Promise((r) => setTimeout(r, 100));
    expect(otherTold).toBe(false);
    mine.close();
    other.close();
  });

  it('revokes the session of a disabled user and closes its socket', async () => {
    const created = await create({ employeeNo: 'E2009', email: 'e2009@demo.panel', password: 'long-enough-9', firstName: 'Gone' });
    const id = created.json().data.id;
    const socket = await connectAs((await login('E2009', 'long-enough-9')).json().data.token);
    const revoked = new Promise((resolve) => socket.once('session:revoked', resolve));
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    expect((await put(id, 'enabled', { enabled: false })).statusCode).toBe(200);
    await expect(revoked).resolves.toEqual({
      userId: id,
      message: 'Your account was disabled by an administrator.',
      key: 'auth:sessionRevoked',
    });
    await expect(closed).resolves.toBe('io server disconnect');
  });

  it('tells a session whose password was reset why it ends, in the language its socket chose', async () => {
    const created = await create({ employeeNo: 'E2010', email: 'e2010@demo.panel', password: 'long-enough-10', firstName: 'Lina' });
    const id = created.json().data.id;
    const socket = await connectAs((await login('E2010', 'long-enough-10')).json().data.token, 'ar');
    const revoked = new Promise((resolve) => socket.once('session:revoked', resolve));
    expect((await put(id, 'password', { password: 'Olive-grove@harbour9' })).statusCode).toBe(200);
    await expect(revoked).resolves.toEqual({
      userId: id,
      reason: 'password-reset',
      message: 'عيّن أحد المسؤولين كلمة مرور جديدة لحسابك. سجّل الدخول بها.',
      key: 'auth:passwordReset',
    });
    socket.close();
  });
});

describe('sorting the user list', () => {
  it('sorts by a column either way, ties by id, and refuses a sort it does not offer', async () => {
    const rows = async (sort: string) => (await list({ index: '1', pageSize: '1000', sort })).json().data.records as AdminUser[];
    expectSortedBothWays(
      await rows('isAdmin'),
      await rows('-isAdmin'),
      (u) => u.isAdmin,
      (u) => u.id,
    );
    expectSortRefused(await list({ sort: 'password' }));
  });
});
