import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_ACCOUNT_PATHS as P,
  type AuthAccount,
  type AuthAccountQr,
  type VerifyCodeReply,
} from '../../src/domain/auth-accounts/contracts.ts';
import { AUTH_ACCOUNT_MESSAGES as M } from '../../src/domain/auth-accounts/messages.ts';
import type { Msg } from '../../src/domain/words/words.ts';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { createSecretBox } from '../../server/modules/auth-accounts/secret-box.ts';
import { base32Decode } from '../../server/modules/auth-accounts/totp.ts';
import { say } from '../../server/plugins/words.ts';
import { DEMO_AUTH_ACCOUNTS, SEED_ISSUERS } from '../../server/seed/auth-accounts.ts';
import { decodeQrPng, parseOtpauth, pngOfDataUrl } from '../support/qr-decode.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestUser, type TestUser } from '../support/test-users.ts';
import { expectSortedBothWays } from '../support/sorted-rows.ts';

const PAGE = '/apps/manage-auth';
/** A message of the catalogue as an English reader gets it. */
const en = (msg: Msg) => say(msg, 'en');
let t: TestApp;
let admin: TestUser;
let operator: TestUser;
let office: TestUser;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.app, 'MA-ADMIN', [], { isAdmin: true });
  operator = await createTestUser(t.app, 'MA-OPERATOR', [{ page: PAGE, level: 'L2' }]);
  office = await createTestUser(t.app, 'MA-OFFICE', [{ page: PAGE, level: 'L1' }]);
});
afterAll(() => t.close());

type Reply<T> = { status: boolean; message: string; data: T; errors?: { field: string; message: string }[] };

async function call<T>(as: TestUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) {
  const res = await t.app.inject({ method, url, headers: as.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { statusCode: res.statusCode, body: res.json() as Reply<T> };
}

const register = (as: TestUser, issuer: string, accountCode: string) =>
  call<AuthAccountQr>(as, 'POST', P.register, { issuer, accountCode });
const verify = (body: object, as: TestUser = operator) => call<VerifyCodeReply>(as, 'POST', P.verify, body);
const list = (filter: object, query = 'index=1&pageSize=10', as: TestUser = office) =>
  call<{ records: AuthAccount[]; totalRecords: number }>(as, 'POST', `${P.list}?${query}`, filter);
/** DELETE at the revision stored now (a stale delete is auth-accounts-history.test.ts's). */
const deleteUrl = async (id: number) => {
  const row = await t.app.db.selectFrom('auth_accounts').select('revision').where('id', '=', id).executeTakeFirst();
  return `${P.account}/${id}?revision=${row?.revision ?? 1}`;
};
const uniqueCode = (prefix: string) => `${prefix}-${Date.now()}-${serial++}`;

/** Registers an account and reads its secret back out of the QR image, as a phone would. */
async function registered(issuer = 'GitHub') {
  const res = await register(operator, issuer, uniqueCode('acct'));
  expect(res.statusCode).toBe(201);
  const account = res.body.data;
  const uri = decodeQrPng(pngOfDataUrl(account.data));
  return { account, uri, secret: parseOtpauth(uri).secret };
}

const codeAt = (secret: string, epochSeconds = Math.floor(Date.now() / 1000)) => generate({ secret, epoch: epochSeconds });

/** Now, at least 5 s before the 30 s step ends: a test reading steps either side of it must not see the step change under it. */
async function nowInsideStep(): Promise<number> {
  const left = 30 - ((Date.now() / 1000) % 30);
  if (left < 5) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 100));
  return Math.floor(Date.now() / 1000);
}

describe('registering an authenticator account', () => {
  it('creates a TOTP secret and answers its otpauth URI as a QR image an authenticator can scan', async () => {
    const accountCode = uniqueCode('ops team@x.ae');
    const res = await register(operator, 'Google Workspace', accountCode);
    expect(res.statusCode).toBe(201);
    expect(res.body.message).toBe(en(M.registered));
    const account = res.body.data;
    expect(account).toMatchObject({ issuer: 'Google Workspace', accountCode, createdName: 'MA-OPERATOR Tester' });
    expect(new Date(account.createdDateUTC).toISOString()).toBe(account.createdDateUTC);
    expect(Math.abs(Date.parse(account.createdDateUTC) - Date.now())).toBeLessThan(60_000);

    const uri = decodeQrPng(pngOfDataUrl(account.data));
    expect(uri).toBe(account.otpauthUri);
    expect(uri.startsWith(`otpauth://totp/Google%20Workspace:${encodeURIComponent(accountCode)}?`)).toBe(true);
    const parsed = parseOtpauth(uri);
    expect(parsed).toMatchObject({
      labelIssuer: 'Google Workspace',
      account: accountCode,
      issuer: 'Google Workspace',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    expect(parsed.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(parsed.secret)).toHaveLength(20);

    const accepted = await verify({ accountId: account.id, code: await codeAt(parsed.secret) });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.body).toMatchObject({
      status: true,
      message: en(M.accepted),
      data: { accountId: account.id, valid: true, reason: 'accepted' },
    });
  });

  it('keeps the secret out of the database: the stored column is sealed under SECRETS_KEY, kept in DATA_DIR', async () => {
    const { account, secret } = await registered();
    const row = await t.app.db.selectFrom('auth_accounts').selectAll().where('id', '=', account.id).executeTakeFirstOrThrow();
    const raw = base32Decode(secret);
    const stored = JSON.stringify(row);
    for (const form of [secret, secret.toLowerCase(), raw.toString('hex'), raw.toString('base64'), raw.toString('base64url')]) {
      expect(stored).not.toContain(form);
    }
    expect(row.secret_sealed).toMatch(/^v1\./);
    // Only the key outside the database opens it.
    expect(readFileSync(join(t.config.DATA_DIR, 'secrets-key'), 'utf8')).toBe(t.config.SECRETS_KEY);
    expect(createSecretBox(t.config.SECRETS_KEY).open(row.secret_sealed!, `auth-account:${account.id}`)).toEqual(raw);
    expect(createSecretBox('another key of at least 32 characters').open(row.secret_sealed!, `auth-account:${account.id}`)).toBeNull();
    expect(row.created_by).toBe(operator.id);
  });

  it('takes SECRETS_KEY from the environment when set (32+ characters), and then writes no key file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'panel-secrets-'));
    try {
      expect(() => loadConfig({ DATA_DIR: dir, SECRETS_KEY: 'too short' })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: dir, SECRETS_KEY: 'too short' })).toThrow('SECRETS_KEY: must be at least 32 characters');
      expect(() => loadConfig({ DATA_DIR: dir, SECRETS_KEY: 'k'.repeat(40) })).toThrow('SECRETS_KEY: is guessable');
      const key = randomBytes(30).toString('base64url');
      expect(loadConfig({ DATA_DIR: dir, SECRETS_KEY: key }).SECRETS_KEY).toBe(key);
      expect(existsSync(join(dir, 'secrets-key'))).toBe(false);
      // Unset, it is generated once and the same key is read back on the next start.
      const generated = loadConfig({ DATA_DIR: dir }).SECRETS_KEY;
      expect(generated.length).toBeGreaterThanOrEqual(32);
      expect(loadConfig({ DATA_DIR: dir }).SECRETS_KEY).toBe(generated);
      expect(generated).not.toBe(loadConfig({ DATA_DIR: dir }).JWT_SECRET);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses missing or malformed fields with the field named, and changes nothing', async () => {
    const before = (await list({})).body.data.totalRecords;
    // The message names the field by its label (the screen's words), first problem first; the errors by the contract's name.
    const cases: [object, string, string][] = [
      [{ accountCode: 'x' }, 'issuer', 'Issuer: Required'],
      [{ issuer: 'GitHub', accountCode: '   ' }, 'accountCode', 'AccountCode: Required'],
      [{ issuer: 'GitHub', accountCode: 'a:b' }, 'accountCode', 'AccountCode: must not contain a colon or control characters'],
      [{ issuer: 'GitHub', accountCode: 'x'.repeat(101) }, 'accountCode', 'AccountCode: At most 100 characters'],
    ];
    for (const [body, field, message] of cases) {
      const res = await call(operator, 'POST', P.register, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body.message.startsWith(message), res.body.message).toBe(true);
      expect(res.body.errors?.[0]?.field).toBe(field);
    }
    const unknown = await register(operator, 'No Such Issuer', 'x');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.message).toBe(`Issuer: ${en(M.unknownIssuer('No Such Issuer'))}`);
    expect(unknown.body.errors).toEqual([
      { field: 'issuer', ...M.unknownIssuer('No Such Issuer'), message: en(M.unknownIssuer('No Such Issuer')) },
    ]);
    expect((await list({})).body.data.totalRecords).toBe(before);
  });

  it('answers in the language asked for: the label and the problem in Arabic, a success in Turkish', async () => {
    const ask = (lng: string, payload: object) =>
      t.app.inject({ method: 'POST', url: P.register, headers: { ...operator.headers, 'accept-language': lng }, payload });
    const bad = await ask('ar', { issuer: 'GitHub', accountCode: 'a:b' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: 'رمز الحساب: يجب ألا يحتوي على نقطتين (:) أو أحرف تحكم',
      key: 'fields:problems',
      errors: [{ field: 'accountCode', message: 'يجب ألا يحتوي على نقطتين (:) أو أحرف تحكم', key: 'authAccounts:rules.labelPart' }],
    });
    const good = await ask('tr', { issuer: 'GitHub', accountCode: uniqueCode('tr') });
    expect(good.statusCode).toBe(201);
    expect(good.json()).toMatchObject({ message: 'Hesap başarıyla kaydedildi', key: 'authAccounts:registered' });
  });

  it('keeps account codes unique per issuer in any case (409), but allows the same code under another issuer', async () => {
    const code = uniqueCode('Shared.Login');
    expect((await register(operator, 'Shopify', code)).statusCode).toBe(201);
    const again = await register(operator, 'shopify', code.toUpperCase());
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe(en(M.duplicate('shopify', code.toUpperCase())));
    expect(again.body.errors?.[0]?.field).toBe('accountCode');
    expect((await register(operator, 'Zoho', code)).statusCode).toBe(201);
    expect((await list({ accountCode: code })).body.data.totalRecords).toBe(2);
  });
});

describe('verifying a code (OTP authorization)', () => {
  it('accepts a code once: the same code again is refused as a replay, and so is an older one', async () => {
    const { account, secret } = await registered();
    const now = await nowInsideStep();
    const code = await codeAt(secret, now);
    expect((await verify({ accountId: account.id, code })).body.data.valid).toBe(true);

    const replay = await verify({ accountId: account.id, code });
    expect(replay.statusCode).toBe(200);
    expect(replay.body).toMatchObject({ status: true, message: en(M.replayed), data: { valid: false, reason: 'replayed' } });

    // The next step's code (a phone clock a little ahead) is fresh; after it, the current one is old.
    expect((await verify({ accountId: account.id, code: await codeAt(secret, now + 30) })).body.data.reason).toBe('accepted');
    const older = await verify({ accountId: account.id, code: await codeAt(secret, now - 30) });
    expect(older.body.data).toMatchObject({ valid: false, reason: 'replayed' });
  });

  it('accepts one code only once even when two checks race', async () => {
    const { account, secret } = await registered();
    const code = await codeAt(secret);
    const answers = await Promise.all([verify({ accountId: account.id, code }), verify({ accountId: account.id, code })]);
    expect(answers.map((a) => a.body.data.reason).sort()).toEqual(['accepted', 'replayed']);
  });

  it('finds the account by issuer and account code too, in any case, and reads a code typed with a space or sent as a number', async () => {
    const { account, secret } = await registered('Cloudflare');
    const now = Math.floor(Date.now() / 1000);
    const code = await codeAt(secret, now);
    const res = await verify({
      issuer: 'CLOUDFLARE',
      accountCode: account.accountCode.toUpperCase(),
      code: `${code.slice(0, 3)} ${code.slice(3)}`,
    });
    expect(res.body.data).toEqual({ accountId: account.id, valid: true, reason: 'accepted' });
    // A JSON number loses leading zeros; they are put back.
    const next = await codeAt(secret, now + 30);
    expect((await verify({ accountId: String(account.id), code: Number(next) })).body.data.reason).toBe('accepted');
  });

  it('refuses a code of another time or another secret as wrong, and bad requests with 400/404', async () => {
    const { account, secret } = await registered();
    const now = Math.floor(Date.now() / 1000);
    const wrong = await verify({ accountId: account.id, code: await codeAt(secret, now - 120) });
    expect(wrong.body).toMatchObject({ status: true, message: en(M.wrong), data: { valid: false, reason: 'wrong' } });

    expect((await verify({ accountId: account.id, code: '12345' })).body.errors?.[0]?.field).toBe('code');
    expect((await verify({ accountId: account.id, code: 'abcdef' })).statusCode).toBe(400);
    const noAccount = await verify({ code: '123456' });
    expect(noAccount.statusCode).toBe(400);
    expect(noAccount.body.errors?.[0]?.field).toBe('accountId');
    expect((await verify({ accountId: 999999, code: '123456' })).body.message).toBe(en(M.notFound(999999)));
    expect((await verify({ issuer: 'GitHub', accountCode: 'nobody', code: '123456' })).statusCode).toBe(404);
  });

  it(`pauses an account after ${5} wrong codes for 5 minutes, even for the right code, then lets it try again`, async () => {
    const { account, secret } = await registered();
    const old = Math.floor(Date.now() / 1000) - 600;
    for (let i = 0; i < 5; i++) {
      const res = await verify({ accountId: account.id, code: await codeAt(secret, old - i * 30) });
      expect(res.body.data.reason).toBe('wrong');
    }
    const locked = await verify({ accountId: account.id, code: await codeAt(secret) });
    expect(locked.statusCode).toBe(429);
    expect(locked.body.message).toBe(en(M.tooManyFailures(5)));
    // Another account is not affected.
    const other = await registered();
    expect((await verify({ accountId: other.account.id, code: await codeAt(other.secret) })).body.data.valid).toBe(true);

    // Five minutes later the account may try again, and a success clears the count.
    await t.app.db
      .updateTable('auth_accounts')
      .set({ failed_since: new Date(Date.now() - 5 * 60_000 - 1000) })
      .where('id', '=', account.id)
      .execute();
    expect((await verify({ accountId: account.id, code: await codeAt(secret) })).body.data.valid).toBe(true);
    const row = await t.app.db
      .selectFrom('auth_accounts')
      .select(['failed_count', 'failed_since'])
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ failed_count: 0, failed_since: null });
  });

  it('says clearly when a secret was sealed under another SECRETS_KEY', async () => {
    const { account } = await registered();
    const foreign = createSecretBox('x'.repeat(48)).seal(Buffer.alloc(20, 7), `auth-account:${account.id}`);
    await t.app.db.updateTable('auth_accounts').set({ secret_sealed: foreign }).where('id', '=', account.id).execute();
    const res = await verify({ accountId: account.id, code: '123456' });
    expect(res.statusCode).toBe(500);
    expect(res.body.message).toBe(en(M.unreadableSecret));
    expect((await call(operator, 'GET', `${P.account}/${account.id}/qr`)).body.message).toBe(en(M.unreadableSecret));
  });
});

describe('listing, showing again and deleting', () => {
  it('pages newest first and filters by issuer (any case) and part of the account code', async () => {
    const tag = uniqueCode('pg');
    for (let i = 0; i < 3; i++) expect((await register(operator, 'Salesforce', `${tag}-${i}`)).statusCode).toBe(201);
    expect((await register(operator, 'Aramex', `${tag}-other`)).statusCode).toBe(201);

    const page1 = await list({ issuer: 'salesforce', accountCode: tag.toUpperCase() }, 'index=1&pageSize=2');
    expect(page1.statusCode).toBe(200);
    expect(page1.body.data.totalRecords).toBe(3);
    expect(page1.body.data.records.map((r) => r.accountCode)).toEqual([`${tag}-2`, `${tag}-1`]);
    expect(Object.keys(page1.body.data.records[0]!).sort()).toEqual([
      'accountCode',
      'createdDateUTC',
      'createdName',
      'id',
      'issuer',
      'revision',
    ]);
    const page2 = await list({ issuer: 'Salesforce', accountCode: tag }, 'index=2&pageSize=2');
    expect(page2.body.data.records.map((r) => r.accountCode)).toEqual([`${tag}-0`]);
    expect((await list({ issuer: '', accountCode: tag })).body.data.totalRecords).toBe(4);
    // % and _ are literal characters of a code, not wildcards.
    expect((await list({ accountCode: '%' })).body.data.totalRecords).toBe(0);
    expect((await list({}, 'index=1&pageSize=1001')).statusCode).toBe(400);
  });

  it('shows the QR of an existing account again (L2), with the same secret', async () => {
    const { account, uri } = await registered();
    const again = await call<AuthAccountQr>(operator, 'GET', `${P.account}/${account.id}/qr`);
    expect(again.statusCode).toBe(200);
    expect(again.body.data.otpauthUri).toBe(uri);
    expect(decodeQrPng(pngOfDataUrl(again.body.data.data))).toBe(uri);
    expect((await call(operator, 'GET', `${P.account}/999999/qr`)).statusCode).toBe(404);
  });

  it("deletes an account with 'Deleted Successfully'; it is gone from the list and cannot verify", async () => {
    const { account, secret } = await registered();
    expect(account.revision).toBe(1);
    const res = await call(operator, 'DELETE', await deleteUrl(account.id));
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('Deleted Successfully');
    expect((await list({ accountCode: account.accountCode })).body.data.totalRecords).toBe(0);
    expect((await verify({ accountId: account.id, code: await codeAt(secret) })).statusCode).toBe(404);
    expect((await call(operator, 'DELETE', await deleteUrl(account.id))).statusCode).toBe(404);
    expect((await call(operator, 'DELETE', `${P.account}/${account.id}`)).statusCode).toBe(400);
  });
});

describe('who may do what', () => {
  it('lets a read-only (L1) user list and read issuers, but not register, show a QR, verify or delete', async () => {
    const { account, secret } = await registered();
    expect((await list({})).statusCode).toBe(200);
    expect((await call(office, 'GET', P.issuers)).statusCode).toBe(200);
    expect((await register(office, 'GitHub', uniqueCode('office'))).statusCode).toBe(403);
    expect((await call(office, 'GET', `${P.account}/${account.id}/qr`)).statusCode).toBe(403);
    expect((await verify({ accountId: account.id, code: await codeAt(secret) }, office)).statusCode).toBe(403);
    expect((await call(office, 'DELETE', await deleteUrl(account.id))).statusCode).toBe(403);
    expect((await list({ accountCode: account.accountCode })).body.data.records).toHaveLength(1);
  });

  it('lets only administrators extend the issuer list; names are unique in any case', async () => {
    const name = `Issuer ${serial++}`;
    expect((await call(operator, 'POST', P.issuers, { name })).statusCode).toBe(403);
    const added = await call<{ id: number; name: string }>(admin, 'POST', P.issuers, { name });
    expect(added.statusCode).toBe(201);
    expect(added.body).toMatchObject({ message: en(M.issuerAdded), data: { name, revision: 1 } });
    const dup = await call(admin, 'POST', P.issuers, { name: name.toUpperCase() });
    expect(dup.statusCode).toBe(409);
    expect(dup.body.message).toBe(en(M.duplicateIssuer(name.toUpperCase())));
    expect((await call(admin, 'POST', P.issuers, { name: 'a:b' })).statusCode).toBe(400);

    const issuers = (await call<{ name: string }[]>(office, 'GET', P.issuers)).body.data.map((i) => i.name);
    expect(issuers).toEqual(expect.arrayContaining([...SEED_ISSUERS, name]));
    expect((await register(operator, name, 'first-account')).statusCode).toBe(201);
  });
});

describe('the seed', () => {
  it("gives the demo accounts secrets sealed when the server starts, and 'none' only the issuer list", async () => {
    const rows = await t.app.db
      .selectFrom('auth_accounts as a')
      .innerJoin('auth_issuers as i', 'i.id', 'a.issuer_id')
      .select(['a.id', 'i.name', 'a.account_code', 'a.secret_sealed', 'a.created_name'])
      .where('a.created_by', 'is not', null)
      .where(
        'a.account_code',
        'in',
        DEMO_AUTH_ACCOUNTS.map((d) => d.accountCode),
      )
      .execute();
    expect(rows.map((r) => [r.name, r.account_code]).sort()).toEqual(DEMO_AUTH_ACCOUNTS.map((d) => [d.issuer, d.accountCode]).sort());
    expect(rows.every((r) => r.secret_sealed?.startsWith('v1.') && r.created_name === 'Aisha Rahman')).toBe(true);
    const qr = await call<AuthAccountQr>(operator, 'GET', `${P.account}/${rows[0]!.id}/qr`);
    const secret = parseOtpauth(qr.body.data.otpauthUri).secret;
    expect((await verify({ accountId: rows[0]!.id, code: await codeAt(secret) })).body.data.valid).toBe(true);

    const empty = await createTestApp({ SEED: 'none', DEMO_PASSWORD: 'Only-admin@2121-here' });
    try {
      expect(await empty.app.db.selectFrom('auth_accounts').select('id').execute()).toEqual([]);
      const names = await empty.app.db.selectFrom('auth_issuers').select('name').execute();
      expect(names.map((n) => n.name).sort()).toEqual([...SEED_ISSUERS].sort());
      expect(existsSync(join(empty.config.DATA_DIR, 'secrets-key'))).toBe(true);
    } finally {
      await empty.close();
    }
  });
});

describe('sorting the account list', () => {
  it('sorts by a column either way, ties by id, and refuses a sort it does not offer', async () => {
    for (const code of ['SORT-B', 'SORT-A', 'SORT-C']) await register(operator, 'GitHub', uniqueCode(code));
    const rows = async (sort: string) => (await list({ accountCode: 'SORT-' }, `index=1&pageSize=100&sort=${sort}`)).body.data.records;
    const asc = await rows('accountCode');
    expectSortedBothWays(
      asc,
      await rows('-accountCode'),
      (a) => a.accountCode,
      (a) => a.id,
    );
    expect(asc.map((a) => a.accountCode.slice(0, 6))).toEqual(['SORT-A', 'SORT-B', 'SORT-C']);
    const refused = await list({}, 'index=1&pageSize=10&sort=secret');
    expect(refused.statusCode).toBe(400);
    expect(refused.body.errors?.[0]?.field).toBe('sort');
  });
});
