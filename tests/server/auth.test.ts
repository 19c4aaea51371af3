import { SignJWT } from 'jose';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../server/modules/auth/tokens.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (username: string, password: string, remoteAddress = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/adminpanel/user/login',
    payload: { username, password, appName: 'adminpanel', datasenter: 'uae' },
    remoteAddress,
  });
const tokenLogin = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/adminpanel/user/token', headers });
const register = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/register', payload });

describe('sign-in', () => {
  it('answers the token and the profile fields of the spec', async () => {
    const res = await login('admin', TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(true);
    expect(body.data).toMatchObject({
      UserID: expect.any(Number),
      FirstName: 'Aisha',
      LastName: 'Rahman',
      Email: 'admin@demo.panel',
      Designation: 'Administrator',
      Company: expect.any(String),
      UserRole: 'admin',
      user: { role: ['L1', 'admin'], datasender: 'uae', data: { displayName: 'Aisha Rahman' } },
    });
    expect(body.data.token.split('.')).toHaveLength(3);
  });

  it('accepts the email instead of the employee number, in any case', async () => {
    const res = await login('OFFICE@demo.panel', TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.role).toEqual(['L1']);
  });

  it('answers an unknown user and a wrong password alike, on both fields of the form', async () => {
    const unknown = await login('nobody', TEST_PASSWORD);
    const wrong = await login('operator', 'not-the-password');
    const message = 'Wrong employee number, email or password';
    const fields = [
      { field: 'username', message },
      { field: 'password', message },
    ];
    for (const res of [unknown, wrong]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: false, message, errors: fields });
    }
  });

  it('stores passwords as salted scrypt hashes', async () => {
    const rows = await t.app.db.selectFrom('users').select('password_hash').execute();
    expect(rows.length).toBe(6);
    for (const r of rows) expect(r.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(new Set(rows.map((r) => r.password_hash)).size).toBe(rows.length); // same password, different salts
  });
});

describe('sign-in in the language asked for', () => {
  const ask = (lng: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/adminpanel/user/login',
      payload,
      headers: { 'accept-language': lng },
      remoteAddress: '10.0.7.1',
    });

  it('names the missing fields by their Arabic labels, with the problem in Arabic', async () => {
    const res = await ask('ar', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'الرقم الوظيفي / البريد الإلكتروني: مطلوب; كلمة المرور: مطلوب',
      key: 'fields:problems',
      errors: [
        { field: 'username', message: 'مطلوب', key: 'fields:required' },
        { field: 'password', message: 'مطلوب', key: 'fields:required' },
      ],
    });
  });

  it('says a wrong password in Arabic on both fields, and a sign-in in Turkish', async () => {
    const wrong = await ask('ar', { username: 'office', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      message: 'الرقم الوظيفي أو البريد الإلكتروني أو كلمة المرور غير صحيح',
      key: 'auth:badCredentials',
      errors: [
        { field: 'username', key: 'auth:badCredentials' },
        { field: 'password', key: 'auth:badCredentials' },
      ],
    });
    const ok = await ask('tr', { username: 'office', password: TEST_PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ message: 'Giriş yapıldı', key: 'auth:signedIn' });
  });

  it('signs in the KSA demo users into the ksa data centre', async () => {
    const admin = (await login('ksa-admin', TEST_PASSWORD, '10.0.7.2')).json();
    expect(admin.data).toMatchObject({ UserRole: 'admin', user: { role: ['L1', 'admin'], datasender: 'ksa' } });
    const office = (await login('ksa-office@demo.panel', TEST_PASSWORD, '10.0.7.2')).json();
    expect(office.data).toMatchObject({ UserRole: 'L1', user: { role: ['L1'], datasender: 'ksa' } });
  });
});

describe('token sign-in', () => {
  it('accepts the token as a bearer header and as x-access-token', async () => {
    const token = await signIn(t.app, 'operator');
    const variants: Record<string, string>[] = [{ authorization: `Bearer ${token}` }, { 'x-access-token': token }];
    for (const headers of variants) {
      const res = await tokenLogin(headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ FirstName: 'Priya', user: { role: ['L1'] } });
    }
  });

  it("says 'access_token expired' for an expired token and 'Invalid access_token' for a forged one", async () => {
    const key = new TextEncoder().encode(t.config.JWT_SECRET);
    const expired = await new SignJWT({ sid: 'a-session' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setJti('an-id')
      .setSubject('1')
      .setIssuedAt(1_000)
      .setExpirationTime(2_000)
      .sign(key);
    const res = await tokenLogin({ authorization: `Bearer ${expired}` });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('access_token expired');

    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(40)));
    const res2 = await tokenLogin({ authorization: `Bearer ${forged}` });
    expect(res2.statusCode).toBe(401);
    expect(res2.json().message).toBe('Invalid access_token');

    const none = await tokenLogin({});
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe('Invalid access_token');
  });
});

describe('registration', () => {
  const person = { employeeNo: 'E1001', email: 'new.person@demo.panel', password: 'long-enough-1', firstName: 'New', lastName: 'Person' };

  it('creates a disabled account with no grants that cannot sign in yet', async () => {
    const res = await register(person);
    expect(res.statusCode).toBe(201);
    const { userId } = res.json().data;
    const row = await t.app.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    expect(row.enabled).toBe(false);
    expect(row.is_admin).toBe(false);
    const grants = await t.app.db.selectFrom('user_grants').selectAll().where('user_id', '=', userId).execute();
    expect(grants).toEqual([]);
    const signInRes = await login('E1001', person.password);
    expect(signInRes.statusCode).toBe(403);
    expect(signInRes.json().message).toMatch(/not enabled/);
  });

  it('refuses a taken employee number or email, in any case', async () => {
    const res = await register({ ...person, employeeNo: 'e1001', email: 'other@demo.panel' });
    expect(res.statusCode).toBe(409);
    const res2 = await register({ ...person, employeeNo: 'E1002', email: 'NEW.PERSON@demo.panel' });
    expect(res2.statusCode).toBe(409);
  });

  it('allows 10 registrations a minute from one address, then answers 429', async () => {
    const from = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: '10.7.7.7',
        payload: { ...person, employeeNo: `REG${i}`, email: `reg${i}@demo.panel` },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await from(i)).statusCode);
    expect(statuses).toEqual(Array(10).fill(201));
    const last = await from(99);
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toBe('Too many registrations from this address. Wait a minute and try again.');
  });

  it('names the bad field', async () => {
    const res = await register({ ...person, employeeNo: 'E1003', email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('email');
  });
});

describe('saving user data', () => {
  it('keeps settings and shortcuts for the next sign-in', async () => {
    const token = await signIn(t.app, 'office');
    const settings = { layout: { style: 'layout1' }, direction: 'rtl' };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/update',
      headers: { authorization: `Bearer ${token}` },
      payload: { user: { settings, data: { shortcuts: ['country-settings', 'gatekeeper'] } } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('User data saved with api');
    const again = await tokenLogin({ 'x-access-token': token });
    expect(again.json().data.user).toMatchObject({ settings, data: { shortcuts: ['country-settings', 'gatekeeper'] } });
  });

  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/user/update', payload: { user: { settings: {} } } });
    expect(res.statusCode).toBe(401);
  });
});

describe('sign-in rate limits', () => {
  it('makes the account wait after 5 failures, even with the right password, with 429 and the seconds left', async () => {
    for (let i = 0; i < 5; i++) expect((await login('warehouse', `wrong-${i}`, `10.1.0.${i}`)).statusCode).toBe(401);
    const res = await login('warehouse', TEST_PASSWORD, '10.1.0.99');
    expect(res.statusCode).toBe(429);
    // 5 s from the last failure, less what has passed since.
    const { retryAfter } = res.json();
    expect([3, 4, 5]).toContain(retryAfter);
    expect(res.headers['retry-after']).toBe(String(retryAfter));
    expect(res.json()).toMatchObject({ status: false, message: `Too many sign-in attempts. Try again in ${retryAfter} seconds.` });
  });

  it('blocks an address after 30 attempts a minute with 429, saying how long to wait', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await login(`someone-${i}`, 'x', '10.9.9.9')).statusCode);
    expect(statuses.every((s) => s === 401)).toBe(true);
    const blocked = await login('someone-30', 'x', '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    const { retryAfter } = blocked.json();
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(blocked.headers['retry-after']).toBe(String(retryAfter));
    expect((await login('admin', TEST_PASSWORD, '10.9.9.10')).statusCode).toBe(200);
  });
});
