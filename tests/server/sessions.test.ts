import { SignJWT, decodeJwt } from 'jose';
import { userRevision } from '../support/test-users.ts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../src/domain/services.ts';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../server/modules/auth/tokens.ts';
import { createTestApp, signIn, type TestApp } from '../support/test-app.ts';
import { TEST_PASSWORD } from '../support/test-password.ts';
import { createTestUser } from '../support/test-users.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin');
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** A signed-in-only call: 200 while the token's session is open. */
const me = (token: string) => t.app.inject({ method: 'GET', url: API_PATHS.tokenLogin, headers: bearer(token) });
const signInAs = async (username: string) => {
  const reply = await t.app.inject({ method: 'POST', url: API_PATHS.login, payload: { username, password: TEST_PASSWORD } });
  expect(reply.statusCode).toBe(200);
  return reply.json().data.token as string;
};
/** A write as the administrator; one to a user sends the user's stored revision, as the screen does. */
const asAdmin = async (method: 'PUT' | 'POST', url: string, payload: object) => {
  const user = /\/users\/(\d+)\//.exec(url);
  const revision = user ? { revision: await userRevision(t.app.db, Number(user[1])) } : {};
  return t.app.inject({ method, url, payload: { ...payload, ...revision }, headers: bearer(admin) });
};

describe('session tokens', () => {
  it('name their issuer, audience, session, id and expiry', async () => {
    const claims = decodeJwt(admin);
    expect(claims).toMatchObject({
      iss: TOKEN_ISSUER,
      aud: TOKEN_AUDIENCE,
      sub: expect.any(String),
      sid: expect.any(String),
      jti: expect.any(String),
    });
    expect(claims.exp! - claims.iat!).toBe(t.config.TOKEN_TTL);
  });

  it('are refused without an expiry, an audience or a session, even when signed with the right key', async () => {
    const key = new TextEncoder().encode(t.config.JWT_SECRET);
    const { sub, sid } = decodeJwt(admin);
    const base = () => new SignJWT({ sid }).setProtectedHeader({ alg: 'HS256' }).setSubject(sub!).setJti('x').setIssuedAt();
    const forged = [
      await base().setIssuer(TOKEN_ISSUER).setAudience(TOKEN_AUDIENCE).sign(key),
      await base().setIssuer(TOKEN_ISSUER).setExpirationTime('1h').sign(key),
      await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub!)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setExpirationTime('1h')
        .sign(key),
    ];
    for (const token of forged) expect((await me(token)).statusCode).toBe(401);
  });
});

describe('ending sessions', () => {
  it('signs out one session: its token is refused at once, another sign-in of the same user goes on', async () => {
    await createTestUser(t.app, 'SES1', []);
    const phone = await signInAs('SES1');
    const handheld = await signInAs('SES1');
    expect((await t.app.inject({ method: 'POST', url: API_PATHS.logout, headers: bearer(phone) })).statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(handheld)).statusCode).toBe(200);
  });

  it('ends every session of a user whose password an administrator reset, within one request', async () => {
    const { id } = await createTestUser(t.app, 'SES2', []);
    const before = [await signInAs('SES2'), await signInAs('SES2')];
    for (const token of before) expect((await me(token)).statusCode).toBe(200);
    expect((await asAdmin('PUT', `${API_PATHS.users}/${id}/password`, { password: 'Fresh-start@lantern8' })).statusCode).toBe(200);
    for (const token of before) expect((await me(token)).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: API_PATHS.login,
      payload: { username: 'SES2', password: 'Fresh-start@lantern8' },
    });
    expect((await me(again.json().data.token)).statusCode).toBe(200);
  });

  it('ends every session of a disabled account, and enabling it again does not bring them back', async () => {
    const { id } = await createTestUser(t.app, 'SES3', []);
    const token = await signInAs('SES3');
    expect((await asAdmin('PUT', `${API_PATHS.users}/${id}/enabled`, { enabled: false })).statusCode).toBe(200);
    expect((await asAdmin('PUT', `${API_PATHS.users}/${id}/enabled`, { enabled: true })).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('never lets a refresh carry a session past its absolute end', async () => {
    await createTestUser(t.app, 'SES4', []);
    const token = await signInAs('SES4');
    const { sid } = decodeJwt(token);
    // The session has ten seconds left: a refresh's token expires with it, not a TTL later.
    await t.app.db
      .updateTable('sessions')
      .set({ expires_date_utc: sql<Date>`now() + interval '10 seconds'` })
      .where('id', '=', String(sid))
      .execute();
    const refreshed = await me(token);
    expect(refreshed.statusCode).toBe(200);
    const { exp } = decodeJwt(refreshed.json().data.token);
    expect(exp! * 1000).toBeLessThanOrEqual(Date.now() + 11_000);
    // Past its end, the session is over whatever token is shown.
    await t.app.db
      .updateTable('sessions')
      .set({ expires_date_utc: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', String(sid))
      .execute();
    expect((await me(refreshed.json().data.token)).statusCode).toBe(401);
  });
});
