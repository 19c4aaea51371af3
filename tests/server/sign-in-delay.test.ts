import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { connectDatabase, type Db } from '../../server/db/connect.ts';
import type * as Passwords from '../../server/modules/users/password.ts';
import { verifyPassword } from '../../server/modules/users/password.ts';
import { loadTemplate } from '../support/pglite-template.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';
import { createTestUser } from '../support/test-users.ts';

// Every password check of the server goes through this spy, which still checks for real.
vi.mock('../../server/modules/users/password.ts', async (original) => {
  const actual = await original<typeof Passwords>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

/**
 * Sign-in failures (issue 15 item 7): counted per account whichever identifier is typed, in the
 * database, answered with a wait that grows; a device the account signed in on before is held only
 * by its own failures; an unknown name is answered like a wrong password, after the same work.
 */
let t: TestApp;
beforeAll(async () => {
  // The per-address limit is not what these tests are about: attempts here come from many places.
  t = await createTestApp({ LOGIN_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => t.close());

const BAD = 'Wrong employee number, email or password';
let sequence = 0;

/** A fresh account per test, so that no test inherits another's failures. */
async function account() {
  sequence += 1;
  const employeeNo = `DLY${sequence}`;
  const { id } = await createTestUser(t.app, employeeNo);
  return { id, employeeNo, email: `${employeeNo.toLowerCase()}@test.panel` };
}

function signIn(app: FastifyInstance, username: string, password: string, options: { cookie?: string; from?: string } = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/adminpanel/user/login',
    payload: { username, password },
    remoteAddress: options.from ?? '10.2.0.1',
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
}

/** The device cookie a successful sign-in set, as a browser would send it back. */
function deviceCookieOf(res: { headers: Record<string, unknown> }): string {
  const header = String(res.headers['set-cookie'] ?? '');
  expect(header).toMatch(/^panel_device=[^;]+; Path=\/api\/adminpanel\/user\/login; Max-Age=\d+; HttpOnly; SameSite=Strict/);
  return header.split(';')[0]!;
}

/** Lets every wait of a user run out, as if its time had passed. */
async function waitOut(db: Db, userId: number) {
  await sql`update sign_in_attempts set next_attempt_utc = now() - interval '1 second' where user_id = ${userId}`.execute(db);
}

/** The wait the last failure of a user imposed (exact, from the row), and the failures counted. */
async function imposedWait(db: Db, userId: number) {
  const { rows } = await sql<{ seconds: number; failures: number }>`
    select extract(epoch from next_attempt_utc - last_failure_utc)::int as seconds, failures
    from sign_in_attempts where user_id = ${userId}`.execute(db);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

/** A wait the server reports is counted down from the imposed one: a busy machine may take a second or two. */
function expectAbout(reported: number, imposed: number) {
  expect(reported).toBeLessThanOrEqual(imposed);
  expect(reported).toBeGreaterThan(imposed - 3);
}

async function failTimes(app: FastifyInstance, username: string, times: number, options: { cookie?: string } = {}) {
  for (let i = 0; i < times; i++) {
    const res = await signIn(app, username, `wrong-${i}`, { ...options, from: `10.3.${sequence}.${i}` });
    expect(res.statusCode).toBe(401);
  }
}

describe('failed sign-ins are counted per account', () => {
  it('adds up failures made with the employee number and with the email of one account', async () => {
    const user = await account();
    await failTimes(t.app, user.employeeNo, 3);
    await failTimes(t.app, user.email.toUpperCase(), 2);
    for (const username of [user.employeeNo, user.email]) {
      const res = await signIn(t.app, username, TEST_PASSWORD);
      expect(res.statusCode).toBe(429);
    }
  });

  it('lets the first 5 failures go unhindered, and another account not at all', async () => {
    const user = await account();
    const other = await account();
    await failTimes(t.app, user.employeeNo, 4);
    expect((await signIn(t.app, user.email, TEST_PASSWORD)).statusCode).toBe(200);
    // The right password started the count over.
    await failTimes(t.app, user.employeeNo, 5);
    expect((await signIn(t.app, other.employeeNo, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('makes each attempt after 5 failures wait twice as long as the one before, up to 15 minutes', async () => {
    const user = await account();
    await failTimes(t.app, user.employeeNo, 5);
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const imposed = await imposedWait(t.app.db, user.id);
      waits.push(imposed.seconds);
      const refused = await signIn(t.app, user.employeeNo, TEST_PASSWORD);
      expect(refused.statusCode).toBe(429);
      expectAbout(refused.json().retryAfter, imposed.seconds);
      // Refused attempts are not counted and do not make the wait longer.
      expect((await signIn(t.app, user.employeeNo, 'wrong')).statusCode).toBe(429);
      expect(await imposedWait(t.app.db, user.id)).toEqual(imposed);
      await waitOut(t.app.db, user.id);
      expect((await signIn(t.app, user.employeeNo, 'still-wrong')).statusCode).toBe(401);
    }
    expect(waits).toEqual([5, 10, 20, 40]);

    await sql`update sign_in_attempts set failures = 1000 where user_id = ${user.id}`.execute(t.app.db);
    await waitOut(t.app.db, user.id);
    expect((await signIn(t.app, user.employeeNo, 'wrong')).statusCode).toBe(401);
    expect((await imposedWait(t.app.db, user.id)).seconds).toBe(900);
    const capped = await signIn(t.app, user.employeeNo, TEST_PASSWORD);
    expectAbout(capped.json().retryAfter, 900);
    expect(capped.json().message).toBe(`Too many sign-in attempts. Try again in ${capped.json().retryAfter} seconds.`);
    expect(capped.headers['retry-after']).toBe(String(capped.json().retryAfter));

    await waitOut(t.app.db, user.id);
    expect((await signIn(t.app, user.employeeNo, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(t.app, user.employeeNo, 'wrong')).statusCode).toBe(401);
  });

  it('lets only 5 of 20 wrong passwords sent at once be tried', async () => {
    const user = await account();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => signIn(t.app, user.employeeNo, `wrong-${i}`)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });
});

describe('a device the account signed in on before', () => {
  it('is not held by failures made elsewhere', async () => {
    const user = await account();
    const cookie = deviceCookieOf(await signIn(t.app, user.employeeNo, TEST_PASSWORD));
    await failTimes(t.app, user.email, 5);
    expect((await signIn(t.app, user.employeeNo, TEST_PASSWORD)).statusCode).toBe(429);
    const known = await signIn(t.app, user.employeeNo, TEST_PASSWORD, { cookie });
    expect(known.statusCode).toBe(200);
    // Signing in there did not clear the count of the others.
    expect((await signIn(t.app, user.employeeNo, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('is held by its own failures, apart from the account', async () => {
    const user = await account();
    const cookie = deviceCookieOf(await signIn(t.app, user.employeeNo, TEST_PASSWORD));
    await failTimes(t.app, user.employeeNo, 5, { cookie });
    expect((await signIn(t.app, user.employeeNo, TEST_PASSWORD, { cookie })).statusCode).toBe(429);
    expect((await signIn(t.app, user.employeeNo, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('cannot be held by an attacker: not from elsewhere, not with a device of their own, not with a forged cookie', async () => {
    const victim = await account();
    const attacker = await account();
    const victimCookie = deviceCookieOf(await signIn(t.app, victim.employeeNo, TEST_PASSWORD));
    const attackerCookie = deviceCookieOf(await signIn(t.app, attacker.employeeNo, TEST_PASSWORD));
    const [name, value] = victimCookie.split('=') as [string, string];
    const forged = `${name}=${value.replace(/\.\d+\./, `.${attacker.id}-${victim.id}.`)}`;

    // Every wait run out at once, so the attack goes as far as it can: the account's wait at its cap.
    for (let round = 0; round < 12; round++) {
      for (const cookie of [undefined, attackerCookie, forged]) {
        const res = await signIn(t.app, victim.email, `guess-${round}`, { cookie, from: `10.66.0.${round}` });
        expect([401, 429]).toContain(res.statusCode);
      }
      await waitOut(t.app.db, victim.id);
    }
    await signIn(t.app, victim.email, 'one-more-guess');
    const elsewhere = await signIn(t.app, victim.employeeNo, TEST_PASSWORD);
    expect(elsewhere.json().retryAfter).toBe(900);

    const known = await signIn(t.app, victim.employeeNo, TEST_PASSWORD, { cookie: victimCookie });
    expect(known.statusCode).toBe(200);
    // The cookie now names the device again, and keeps working.
    const again = await signIn(t.app, victim.email, TEST_PASSWORD, { cookie: deviceCookieOf(known) });
    expect(again.statusCode).toBe(200);
  });

  it('stays known to every account signed in on it (a shared terminal)', async () => {
    const first = await account();
    const second = await account();
    const cookieAfterFirst = deviceCookieOf(await signIn(t.app, first.employeeNo, TEST_PASSWORD));
    const shared = deviceCookieOf(await signIn(t.app, second.employeeNo, TEST_PASSWORD, { cookie: cookieAfterFirst }));
    // One device: the id stays, the second account is added.
    expect(shared.split('.')[0]).toBe(cookieAfterFirst.split('.')[0]);
    await failTimes(t.app, first.employeeNo, 5);
    await failTimes(t.app, second.employeeNo, 5);
    expect((await signIn(t.app, first.employeeNo, TEST_PASSWORD, { cookie: shared })).statusCode).toBe(200);
    expect((await signIn(t.app, second.employeeNo, TEST_PASSWORD, { cookie: shared })).statusCode).toBe(200);
  });
});

describe('an unknown name and a wrong password', () => {
  const spy = vi.mocked(verifyPassword);
  beforeEach(() => {
    spy.mockClear();
  });

  it('get the same status and message, after one scrypt check each', async () => {
    const user = await account();
    const wrong = await signIn(t.app, user.employeeNo, 'not-the-password');
    expect(spy).toHaveBeenCalledTimes(1);
    const realHash = spy.mock.calls[0]![1];

    const unknown = await signIn(t.app, 'no-such-person@test.panel', 'not-the-password');
    expect(spy).toHaveBeenCalledTimes(2);
    const checkedAgainst = spy.mock.calls[1]![1];
    // A hash of the same cost as a real one, and nobody's.
    expect(checkedAgainst.split('$').slice(0, 4)).toEqual(realHash.split('$').slice(0, 4));
    const owners = await t.app.db.selectFrom('users').select('id').where('password_hash', '=', checkedAgainst).execute();
    expect(owners).toEqual([]);
    await expect(spy.mock.results[1]!.value).resolves.toBe(false);

    const strip = (body: Record<string, unknown>) => ({ ...body, requestId: undefined });
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(strip(unknown.json())).toEqual(strip(wrong.json()));
    expect(wrong.json()).toMatchObject({
      status: false,
      message: BAD,
      errors: [
        { field: 'username', message: BAD },
        { field: 'password', message: BAD },
      ],
    });
  });

  it('are slowed down alike, so the wait does not tell whether an account exists', async () => {
    const user = await account();
    const waitAfterFive = async (username: string) => {
      await failTimes(t.app, username, 5);
      return signIn(t.app, username, 'x');
    };
    const known = await waitAfterFive(user.employeeNo);
    const unknown = await waitAfterFive('nobody-at-all');
    expect(unknown.statusCode).toBe(429);
    expect(unknown.json().message).toMatch(/^Too many sign-in attempts\. Try again in \d+ seconds?\.$/);
    expectAbout(known.json().retryAfter, 5);
    expectAbout(unknown.json().retryAfter, 5);
  });

  it('never store the name typed in clear', async () => {
    await signIn(t.app, 'my-password-typed-here', 'x');
    const rows = await t.app.db.selectFrom('sign_in_attempts').select('key').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.key))).toBe(true);
  });
});

/**
 * A server on the database of `t`, with nothing of its own in memory: on PostgreSQL a new pool on
 * the same database; on PGlite (one process per database) the same files reopened after a close.
 */
describe('counts in the database', () => {
  it('survive a restart: a new server instance on the same database still makes the account wait', async () => {
    if (process.env.TEST_DB_KIND === 'postgres') {
      const { name } = (await sql<{ name: string }>`select current_database() as name`.execute(t.app.db)).rows[0]!;
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      const open = async () => buildApp({ config: t.config, db: (await connectDatabase({ url: url.toString() })).db, logger: false });
      const user = await account();
      const first = await open();
      const second = await open();
      try {
        // Failures spread over two instances at once count together.
        for (let i = 0; i < 5; i++) expect((await signIn(i % 2 ? first : second, user.email, `wrong-${i}`)).statusCode).toBe(401);
        expect((await signIn(first, user.employeeNo, TEST_PASSWORD)).statusCode).toBe(429);
      } finally {
        await first.close();
      }
      expect((await signIn(second, user.employeeNo, TEST_PASSWORD)).statusCode).toBe(429);
      await second.close();
      const restarted = await open();
      try {
        expect((await signIn(restarted, user.employeeNo, TEST_PASSWORD)).statusCode).toBe(429);
      } finally {
        await restarted.close();
      }
      return;
    }

    const dataDir = mkdtempSync(join(tmpdir(), 'panel-restart-'));
    const config = { ...t.config, DATA_DIR: dataDir };
    try {
      const template = await loadTemplate(inject('pgliteTemplate'));
      const before = await buildApp({ config, db: (await connectDatabase({ dataDir, template })).db, logger: false });
      await failTimes(before, 'operator', 5);
      expect((await signIn(before, 'operator', TEST_PASSWORD)).statusCode).toBe(429);
      await before.close();

      const after = await buildApp({ config, db: (await connectDatabase({ dataDir })).db, logger: false });
      try {
        const res = await signIn(after, 'operator', TEST_PASSWORD);
        expect(res.statusCode).toBe(429);
        expect(res.json().retryAfter).toBeGreaterThan(0);
      } finally {
        await after.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
