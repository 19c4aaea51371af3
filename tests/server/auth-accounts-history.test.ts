import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ACCOUNT_PATHS as P, type AuthAccountQr, type Issuer } from '../../src/domain/auth-accounts/contracts.ts';
import type { ChangeEntry } from '../../src/domain/history/history.ts';
import { HISTORY_PATHS } from '../../src/domain/history/paths.ts';
import { parseOtpauth } from '../support/qr-decode.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestUser, type TestUser } from '../support/test-users.ts';

const PAGE = '/apps/manage-auth';
let t: TestApp;
let admin: TestUser;
let operator: TestUser;
let office: TestUser;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.app, 'MH-ADMIN', [], { isAdmin: true });
  operator = await createTestUser(t.app, 'MH-OPERATOR', [{ page: PAGE, level: 'L2' }]);
  office = await createTestUser(t.app, 'MH-OFFICE', [{ page: PAGE, level: 'L1' }]);
});
afterAll(() => t.close());

const STALE = /^MH-ADMIN Tester changed this record at \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}, after you opened it$/;
const uniqueCode = (prefix: string) => `${prefix}-${Date.now()}-${serial++}`;
const codeAt = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) });

const register = async (accountCode = uniqueCode('hist'), issuer = 'GitHub') => {
  const res = await t.app.inject({ method: 'POST', url: P.register, payload: { issuer, accountCode }, headers: operator.headers });
  expect(res.statusCode).toBe(201);
  const account = res.json().data as AuthAccountQr;
  return { account, secret: parseOtpauth(account.otpauthUri).secret };
};
/** A revision left out of the call altogether. */
const OMIT = Symbol('no revision');
const remove = (id: number, revision: unknown, as: TestUser = operator) =>
  t.app.inject({
    method: 'DELETE',
    url: `${P.account}/${id}`,
    query: revision === OMIT ? {} : { revision: String(revision) },
    headers: as.headers,
  });
const stored = (id: number) => t.app.db.selectFrom('auth_accounts').selectAll().where('id', '=', id).executeTakeFirst();
const entries = async (entity: string, id: number, as: TestUser = office) => {
  const res = await t.app.inject({ method: 'GET', url: HISTORY_PATHS.history, query: { entity, id: String(id) }, headers: as.headers });
  expect(res.statusCode).toBe(200);
  return res.json().data.records as ChangeEntry[];
};
const restore = (entryId: number, as: TestUser = admin) =>
  t.app.inject({ method: 'POST', url: HISTORY_PATHS.restore(entryId), headers: as.headers });
const verify = (accountId: number, code: string) =>
  t.app.inject({ method: 'POST', url: P.verify, payload: { accountId, code }, headers: operator.headers });

describe("an authenticator account's history", () => {
  it('shows who registered it on Manage Auth, with the TOTP seed only as changed', async () => {
    const { account, secret } = await register();
    const row = (await stored(account.id))!;
    const [created, ...older] = await entries('auth-account', account.id);
    expect(older).toEqual([]);
    expect(created).toMatchObject({
      action: 'create',
      userName: 'MH-OPERATOR Tester',
      page: PAGE,
      entity: 'auth-account',
      entityId: String(account.id),
      revision: 1,
      summary: account.accountCode,
    });
    expect(created!.changes).toEqual(
      expect.arrayContaining([
        { field: 'accountCode', before: null, after: account.accountCode },
        { field: 'secret', secret: true },
      ]),
    );
    // Neither the seed nor its sealed form is in the log, in any entry field.
    const logged = JSON.stringify(await t.app.db.selectFrom('change_log').selectAll().where('entity', '=', 'auth-account').execute());
    for (const form of [secret, secret.toLowerCase(), row.secret_sealed!]) expect(logged).not.toContain(form);
  });

  it("shows who added an issuer, as Manage Auth's", async () => {
    const name = `History Issuer ${serial++}`;
    const res = await t.app.inject({ method: 'POST', url: P.issuers, payload: { name }, headers: admin.headers });
    expect(res.statusCode).toBe(201);
    const issuer = res.json().data as Issuer;
    expect(issuer.revision).toBe(1);
    const [created] = await entries('auth-issuer', issuer.id);
    expect(created).toMatchObject({
      action: 'create',
      userName: 'MH-ADMIN Tester',
      page: PAGE,
      summary: name,
      changes: [{ field: 'name', before: null, after: name }],
    });
    const listed = (await t.app.inject({ method: 'GET', url: P.issuers, headers: office.headers })).json().data as Issuer[];
    expect(listed.find((i) => i.id === issuer.id)).toEqual({ id: issuer.id, name, revision: 1 });
  });
});

describe('deleting an authenticator account', () => {
  it('needs the revision read: 400 without it, and nothing is deleted', async () => {
    const { account } = await register();
    for (const revision of [OMIT, 'x', 0, 1.5]) expect((await remove(account.id, revision)).statusCode, String(revision)).toBe(400);
    const missing = await remove(account.id, OMIT);
    expect(missing.json().errors).toEqual([{ field: 'revision', message: 'Required', key: 'fields:required' }]);
    expect(await stored(account.id)).toBeDefined();
  });

  it('keeps the whole account in its entry: the Audit Log restores it with the same id and seed, its app still works', async () => {
    const { account, secret } = await register();
    const res = await remove(account.id, account.revision);
    expect(res.statusCode).toBe(200);
    expect(await stored(account.id)).toBeUndefined();
    const [removal] = await entries('auth-account', account.id);
    expect(removal).toMatchObject({ action: 'delete', userName: 'MH-OPERATOR Tester', restorable: true, summary: account.accountCode });
    expect(removal!.changes).toEqual(
      expect.arrayContaining([
        { field: 'accountCode', before: account.accountCode, after: null },
        { field: 'secret', secret: true },
      ]),
    );

    expect((await restore(removal!.id, operator)).statusCode).toBe(403);
    expect((await restore(removal!.id)).statusCode).toBe(200);
    const back = (await stored(account.id))!;
    expect(back).toMatchObject({ issuer_id: expect.any(Number), account_code: account.accountCode, revision: 2 });
    const qr = await t.app.inject({ method: 'GET', url: `${P.account}/${account.id}/qr`, headers: operator.headers });
    expect(parseOtpauth(qr.json().data.otpauthUri).secret).toBe(secret);
    expect((await verify(account.id, await codeAt(secret))).json().data).toMatchObject({ valid: true });
    const [restored] = await entries('auth-account', account.id);
    expect(restored).toMatchObject({ action: 'restore', userName: 'MH-ADMIN Tester', undoes: removal!.id });

    // The operator's read is older than the restore: a delete from it is refused, naming who restored it.
    const stale = await remove(account.id, account.revision);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(STALE);
    expect(stale.json().stale).toMatchObject({ revision: 2, by: 'MH-ADMIN Tester', current: { accountCode: account.accountCode } });
    expect(JSON.stringify(stale.json())).not.toContain(back.secret_sealed!);
    expect(await stored(account.id)).toBeDefined();
    expect((await remove(account.id, 2)).statusCode).toBe(200);
  });

  it('is not restored over an account registered with the same code since: the 409 names the code', async () => {
    const code = uniqueCode('taken');
    const { account } = await register(code);
    expect((await remove(account.id, 1)).statusCode).toBe(200);
    const [removal] = await entries('auth-account', account.id);

    const taker = (await register(code.toUpperCase())).account;
    const refused = await restore(removal!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`Cannot restore: accountCode ${code} is now used by another record`);
    expect(await stored(account.id)).toBeUndefined();

    expect((await remove(taker.id, taker.revision)).statusCode).toBe(200);
    expect((await restore(removal!.id)).statusCode).toBe(200);
    expect(await stored(account.id)).toMatchObject({ account_code: code });
  });
});
