import { randomInt } from 'node:crypto';
import { userRevision } from '../support/test-users.ts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../src/domain/services.ts';
import { createSecondInstance, createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestUser, newSession } from '../support/test-users.ts';

/**
 * Two server instances of one deployment (one PostgreSQL, one Redis, as docs/operations.md shows):
 * what one instance changes holds on the other from the next request, though each keeps its own
 * account cache (5 s) and would otherwise go on trusting what it read before.
 */
const shared = process.env.TEST_DB_KIND === 'postgres' && !!process.env.REDIS_URL;

describe.skipIf(!shared)('two server instances on one PostgreSQL and Redis', () => {
  let first: TestApp;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let adminHeaders: { authorization: string };

  beforeAll(async () => {
    first = await createTestApp({ REDIS_URL: process.env.REDIS_URL! });
    a = first.app;
    b = await createSecondInstance(first);
    adminHeaders = (await createTestUser(a, 'twin-admin', [], { isAdmin: true })).headers;
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await first?.close();
  });

  // A real request to the other instance crosses the network after Redis has delivered the news to
  // it; an in-process inject does not, so it gives the other instance's socket that moment here.
  const networkHop = () => new Promise((resolve) => setTimeout(resolve, 20));
  const menu = (app: FastifyInstance, headers: Record<string, string>) => app.inject({ method: 'GET', url: API_PATHS.userMenu, headers });

  it('an account disabled on one instance is refused on the other at once', async () => {
    const user = await createTestUser(a, 'twin-disabled');
    expect((await menu(b, user.headers)).statusCode).toBe(200); // b has read and cached the account
    const disabled = await a.inject({
      method: 'PUT',
      url: `${API_PATHS.users}/${user.id}/enabled`,
      payload: { enabled: false, revision: await userRevision(a.db, user.id) },
      headers: adminHeaders,
    });
    expect(disabled.statusCode).toBe(200);
    await networkHop();
    expect((await menu(b, user.headers)).statusCode).toBe(401);
  });

  it('a session signed out on one instance is refused on the other at once; the user’s other session goes on', async () => {
    const user = await createTestUser(a, 'twin-signout');
    const other = await newSession(a, user.id);
    expect((await menu(b, user.headers)).statusCode).toBe(200);
    expect((await menu(b, other.headers)).statusCode).toBe(200);
    expect((await a.inject({ method: 'POST', url: API_PATHS.logout, headers: user.headers })).statusCode).toBe(200);
    await networkHop();
    expect((await menu(b, user.headers)).statusCode).toBe(401);
    expect((await menu(b, other.headers)).statusCode).toBe(200);
  });

  it('a per-address limit counts the requests of both instances', async () => {
    // An address of this run only: the limit's counters live in Redis for a minute.
    const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const register = (app: FastifyInstance) => app.inject({ method: 'POST', url: API_PATHS.register, payload: {}, remoteAddress });
    const codes: number[] = [];
    // Registration allows 10 a minute from one address: 5 here and 5 there, then the 11th is refused on either.
    for (let i = 0; i < 5; i++) codes.push((await register(a)).statusCode, (await register(b)).statusCode);
    expect(codes.filter((code) => code === 429)).toEqual([]);
    expect((await register(a)).statusCode).toBe(429);
    expect((await register(b)).statusCode).toBe(429);
  });
});
