import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeEntry } from '../../src/domain/history/history.ts';
import { HISTORY_PATHS } from '../../src/domain/history/paths.ts';
import type { AdminUser, Grant } from '../../src/domain/users/contracts.ts';
import { createTestApp, signIn, type TestApp } from '../support/test-app.ts';
import { createTestUser, demoUserId, type TestUser } from '../support/test-users.ts';

let t: TestApp;
let admin: { authorization: string };
let second: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = { authorization: `Bearer ${await signIn(t.app, 'admin')}` };
  // A second administrator, whose save the first one's stale read loses to.
  second = await createTestUser(t.app, 'ADMIN2', [], { isAdmin: true });
});
afterAll(() => t.close());

const USERS = '/api/adminpanel/users';
const STALE = /^Aisha Rahman changed this record at \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}, after you opened it$/;

/** The user as the Users and Access list shows it (with the revision the screen read). */
const read = async (employeeNo: string): Promise<AdminUser> => {
  const res = await t.app.inject({ method: 'GET', url: USERS, query: { search: employeeNo }, headers: admin });
  return (res.json().data.records as AdminUser[]).find((u) => u.employeeNo === employeeNo)!;
};
const put = (user: AdminUser, what: 'enabled' | 'password' | 'grants', body: object, headers = admin, revision: unknown = user.revision) =>
  t.app.inject({ method: 'PUT', url: `${USERS}/${user.id}/${what}`, payload: { ...body, revision }, headers });
const grantsOf = async (id: number) => (await t.app.inject({ method: 'GET', url: `${USERS}/${id}/grants`, headers: admin })).json().data;
const entries = async (id: number) => {
  const res = await t.app.inject({ method: 'GET', url: HISTORY_PATHS.history, query: { entity: 'user', id: String(id) }, headers: admin });
  expect(res.statusCode).toBe(200);
  return res.json().data.records as ChangeEntry[];
};
const storedEntries = (id: number) =>
  t.app.db.selectFrom('change_log').selectAll().where('entity', '=', 'user').where('entity_id', '=', String(id)).orderBy('id').execute();

describe('no silent overwrite of an account', () => {
  it('refuses the second of two status changes from one read with 409 naming who changed it, and changes nothing', async () => {
    const seen = await read('office');
    const first = await put(seen, 'enabled', { enabled: false });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ enabled: false, revision: seen.revision + 1 });
    const logged = (await entries(seen.id)).length;

    const late = await put(seen, 'enabled', { enabled: true }, second.headers);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(STALE);
    expect(late.json().stale).toMatchObject({ revision: seen.revision + 1, by: 'Aisha Rahman', current: { enabled: false } });
    expect(await read('office')).toMatchObject({ enabled: false, revision: seen.revision + 1 });
    expect(await entries(seen.id)).toHaveLength(logged);

    // Overwrite goes through the revision the 409 named.
    const overwrite = await put(seen, 'enabled', { enabled: true }, second.headers, late.json().stale.revision);
    expect(overwrite.statusCode).toBe(200);
    expect((await read('office')).enabled).toBe(true);
  });

  it('refuses a stale grants save, carrying the grants as they now are, and a stale password reset', async () => {
    const seen = await read('warehouse');
    const mine: Grant[] = [{ page: '/apps/gatekeeper', level: 'L1' }];
    expect((await put(seen, 'grants', { grants: mine })).statusCode).toBe(200);

    const late = await put(seen, 'grants', { grants: [{ page: '/apps/country-settings', level: 'L2' }] }, second.headers);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(STALE);
    expect(late.json().stale.current).toMatchObject({ employeeNo: 'warehouse', grants: mine });
    expect(await grantsOf(seen.id)).toEqual(mine);

    const reset = await put(seen, 'password', { password: 'Another-lantern-42' }, second.headers);
    expect(reset.statusCode).toBe(409);
    expect(reset.json().message).toMatch(STALE);
    expect(JSON.stringify(reset.json())).not.toMatch(/password_hash|scrypt|\$argon|\$2[aby]\$/);
  });

  it('answers 400 for a missing or mistyped revision on every change, and changes nothing', async () => {
    const seen = await read('operator');
    for (const revision of [undefined, null, 'x', -1, 1.5, true, 0]) {
      for (const [what, body] of [
        ['enabled', { enabled: false }],
        ['password', { password: 'Another-lantern-42' }],
        ['grants', { grants: [] }],
      ] as const) {
        // `put` would fill in a missing revision: this sends the body as it is.
        const payload = revision === undefined ? body : { ...body, revision };
        const res = await t.app.inject({ method: 'PUT', url: `${USERS}/${seen.id}/${what}`, payload, headers: admin });
        expect(res.statusCode, `${what} ${String(revision)}`).toBe(400);
        if (revision === undefined) expect(res.json().errors).toEqual([{ field: 'revision', message: 'Required', key: 'fields:required' }]);
      }
    }
    expect(await read('operator')).toEqual(seen);
  });

  it('answers 404 for an unknown user whatever the revision', async () => {
    const ghost = { ...(await read('office')), id: 999_999 };
    expect((await put(ghost, 'enabled', { enabled: true })).json().message).toBe('No user with id 999999');
    expect((await put(ghost, 'grants', { grants: [] })).statusCode).toBe(404);
  });
});

describe("an account's history", () => {
  it('records a status change as its status, by whom, from which page', async () => {
    const seen = await read('office');
    const res = await put(seen, 'enabled', { enabled: false });
    const [entry] = await entries(seen.id);
    expect(entry).toMatchObject({
      userName: 'Aisha Rahman',
      page: '/apps/user-access',
      entity: 'user',
      entityId: String(seen.id),
      action: 'status',
      requestId: res.headers['x-request-id'],
      revision: seen.revision + 1,
      summary: 'Omar Haddad',
      changes: [{ field: 'enabled', before: true, after: false }],
      undoable: false,
      restorable: false,
    });
    await put(await read('office'), 'enabled', { enabled: true });
  });

  it('records a grants change as one field, the lists before and after sorted by page', async () => {
    const seen = await read('warehouse');
    const before = await grantsOf(seen.id);
    const res = await put(seen, 'grants', {
      grants: [
        { page: '/apps/state-settings', level: 'L1' },
        { page: '/apps/country-settings', level: 'L2' },
        { page: '/apps/area-settings', level: 'L1' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ id: seen.id, revision: seen.revision + 1 });
    const [entry] = await entries(seen.id);
    expect(entry).toMatchObject({ action: 'update', revision: seen.revision + 1, summary: 'Yusuf Karim' });
    expect(entry!.changes).toEqual([
      {
        field: 'grants',
        before,
        after: [
          { page: '/apps/area-settings', level: 'L1' },
          { page: '/apps/country-settings', level: 'L2' },
          { page: '/apps/state-settings', level: 'L1' },
        ],
      },
    ]);
  });

  it('writes nothing for a grants save that changes nothing', async () => {
    const seen = await read('warehouse');
    const logged = (await entries(seen.id)).length;
    const res = await put(seen, 'grants', { grants: [...(await grantsOf(seen.id))].reverse() });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.revision).toBe(seen.revision);
    expect(await entries(seen.id)).toHaveLength(logged);
  });

  it('records a password reset only as changed: no hash and no password anywhere in the entry', async () => {
    const seen = await read('operator');
    const password = 'Fresh-lantern-2468';
    expect((await put(seen, 'password', { password })).statusCode).toBe(200);
    const [entry] = await entries(seen.id);
    expect(entry).toMatchObject({ action: 'update', revision: seen.revision + 1, undoable: false, restorable: false });
    expect(entry!.changes).toEqual([{ field: 'password', secret: true }]);

    const { password_hash: hash } = await t.app.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', seen.id)
      .executeTakeFirstOrThrow();
    const stored = (await storedEntries(seen.id)).at(-1)!;
    expect(stored.snapshot).toBeNull();
    for (const text of [JSON.stringify(entry), JSON.stringify(stored)]) {
      expect(text).not.toContain(hash);
      expect(text).not.toContain(password);
      expect(text).not.toContain('password_hash');
    }
    // Undo cannot put a password back.
    const undo = await t.app.inject({ method: 'POST', url: HISTORY_PATHS.undo(entry!.id), headers: admin });
    expect(undo.statusCode).toBe(400);
    expect(undo.json().message).toBe('This change includes a password or a secret, which cannot be put back');
  });

  it('records a self-registration as made by the person registering, on the register page, its password only as set', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { employeeNo: 'E7101', email: 'e7101@demo.panel', password: 'Quiet-harbour-7101', firstName: 'Noor', lastName: 'Saleh' },
    });
    expect(res.statusCode).toBe(201);
    const { userId } = res.json().data as { userId: number };
    const [entry, ...more] = await entries(userId);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      userName: 'Noor Saleh',
      page: '/register',
      action: 'create',
      requestId: res.headers['x-request-id'],
      revision: 1,
      summary: 'Noor Saleh',
    });
    expect(entry!.changes).toEqual(
      expect.arrayContaining([
        { field: 'enabled', before: null, after: false },
        { field: 'isAdmin', before: null, after: false },
        { field: 'password', secret: true },
      ]),
    );
    expect(JSON.stringify(await storedEntries(userId))).not.toContain('Quiet-harbour-7101');
    // A refused registration (the employee number taken) logs nothing.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { employeeNo: 'E7101', email: 'other7101@demo.panel', password: 'Quiet-harbour-7101', firstName: 'Noor', lastName: 'Saleh' },
    });
    expect(again.statusCode).toBe(409);
    expect(await storedEntries(userId)).toHaveLength(1);
  });

  it('records a creation with its fields and its password only as set, and no hash', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: USERS,
      headers: admin,
      payload: { employeeNo: 'E7001', email: 'e7001@demo.panel', password: 'Brand-lantern-7001', firstName: 'Layla', lastName: 'Karim' },
    });
    expect(created.statusCode).toBe(201);
    const user = created.json().data as AdminUser;
    expect(user.revision).toBe(1);
    const [entry] = await entries(user.id);
    expect(entry).toMatchObject({ action: 'create', revision: 1, summary: 'Layla Karim', restorable: false });
    expect(entry!.changes).toEqual(
      expect.arrayContaining([
        { field: 'employeeNo', before: null, after: 'E7001' },
        { field: 'enabled', before: null, after: true },
        { field: 'password', secret: true },
      ]),
    );
    const stored = (await storedEntries(user.id))[0]!;
    const { password_hash: hash } = await t.app.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(hash);
    expect(JSON.stringify(stored)).not.toContain('Brand-lantern-7001');
    // Undoing a creation would delete the account and keep its row, hash included, in the log: refused.
    const undo = await t.app.inject({
      method: 'POST',
      url: HISTORY_PATHS.undoLatest,
      headers: admin,
      payload: { entity: 'user', id: String(user.id), revision: 1 },
    });
    expect(undo.statusCode).toBe(409);
    expect(undo.json().message).toBe('An account is never removed: disable it instead');
    expect((await read('E7001')).id).toBe(user.id);
    const after = await storedEntries(user.id);
    expect(after).toHaveLength(1);
    expect(JSON.stringify(after)).not.toContain(hash);
  });
});

describe('undo of an account change', () => {
  it("is the screen's own call again, from the revision its save answered: the sessions end, the change is logged", async () => {
    const id = await demoUserId(t.app, 'office');
    const seen = await read('office');
    const disabled = await put(seen, 'enabled', { enabled: false });
    const after = disabled.json().data as AdminUser;
    // The generic Undo would skip ending sessions and forgetting the account: it is not offered for an account.
    const generic = await t.app.inject({
      method: 'POST',
      url: HISTORY_PATHS.undoLatest,
      headers: admin,
      payload: { entity: 'user', id: String(id), revision: after.revision },
    });
    expect(generic.statusCode).toBe(400);
    expect(generic.json().message).toBe('This change cannot be undone');
    expect((await read('office')).enabled).toBe(false);

    const undone = await put(after, 'enabled', { enabled: true });
    expect(undone.statusCode).toBe(200);
    expect(undone.json().data).toMatchObject({ enabled: true, revision: after.revision + 1 });
    const [entry] = await entries(id);
    expect(entry).toMatchObject({ action: 'status', changes: [{ field: 'enabled', before: false, after: true }] });
    // Another change since: the Undo from the older revision is refused, naming who.
    await put(await read('office'), 'enabled', { enabled: false }, second.headers);
    const late = await put(after, 'enabled', { enabled: true });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/^ADMIN2 Tester changed this record/);
    await put(await read('office'), 'enabled', { enabled: true });
  });

  it('puts the grants back through the grants call, from the revision its save answered', async () => {
    const seen = await read('warehouse');
    const old = await grantsOf(seen.id);
    const saved = await put(seen, 'grants', { grants: [{ page: '/apps/gatekeeper', level: 'L2' }] });
    const back = await put(saved.json().data.user, 'grants', { grants: old });
    expect(back.statusCode).toBe(200);
    expect(await grantsOf(seen.id)).toEqual(old);
    const [entry] = await entries(seen.id);
    expect(entry!.changes).toEqual([{ field: 'grants', before: [{ page: '/apps/gatekeeper', level: 'L2' }], after: old }]);
  });
});
