import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessLevel } from '../../src/domain/navigation/contracts.ts';
import { PAGES, findPage } from '../../src/domain/pages.ts';
import access, { type Access } from '../../server/plugins/access.ts';
import errors from '../../server/plugins/errors.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestUser, newSession, type TestUser } from '../support/test-users.ts';

// Every registered /api route, walked from the list the access plugin keeps, so a route added
// later is checked without anyone remembering to add it here.
let t: TestApp;
let admin: TestUser;
let noGrants: TestUser;
let everything: Record<AccessLevel, TestUser>;
let userCount = 0;

const grantable = PAGES.filter((p) => !('adminOnly' in p && p.adminOnly)).map((p) => p.path);
const allGrants = (level: AccessLevel, except?: string) => grantable.filter((p) => p !== except).map((page) => ({ page, level }));

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.app, 'PERM-ADMIN', [], { isAdmin: true });
  noGrants = await createTestUser(t.app, 'PERM-NONE');
  everything = {
    L1: await createTestUser(t.app, 'PERM-ALL-L1', allGrants('L1')),
    L2: await createTestUser(t.app, 'PERM-ALL-L2', allGrants('L2')),
  };
});
afterAll(() => t.close());

type Route = { method: string; url: string; access: Access };
const routes = (kind: 'public' | 'signedIn' | 'admin' | 'page') => t.app.apiRoutes.filter((r) => kind in r.access);
/** Routes whose grant also depends on the record they name (tests/server/history.test.ts checks those grants). */
const ofAnyRecord = (r: Route) => !('perRecord' in r.access && r.access.perRecord);

/** Calls a route with plausible parameters and an empty body: only 401 and 403 matter here. */
function call(route: Route, headers: Record<string, string> = {}) {
  const url = route.url.replace(/:\w+/g, '1').replace('*', 'x');
  const body = route.method === 'GET' || route.method === 'HEAD' ? {} : { payload: {} };
  return t.app.inject({ method: route.method as 'GET', url, headers, ...body });
}

/** The routes whose status is not as expected, as `METHOD url -> status`, so a failure names them. */
async function mismatches(
  list: Route[],
  headersOf: (r: Route) => Promise<Record<string, string>> | Record<string, string>,
  expected: (status: number) => boolean,
) {
  const wrong: string[] = [];
  for (const route of list) {
    const res = await call(route, await headersOf(route));
    if (!expected(res.statusCode)) wrong.push(`${route.method} ${route.url} -> ${res.statusCode} ${res.json().message}`);
  }
  return wrong;
}
const refused = (s: number) => s === 403;
const passes = (s: number) => s !== 401 && s !== 403;

describe('every /api route', () => {
  it('declares its access, and the list holds the routes of this release', () => {
    const names = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/adminpanel/user/menu_v2',
        'POST /api/adminpanel/menu',
        'PUT /api/adminpanel/users/:id/grants',
        'GET /api/quick-panel/data',
      ]),
    );
    expect(routes('page').length).toBeGreaterThanOrEqual(11);
    expect(routes('signedIn').length).toBeGreaterThanOrEqual(4);
  });

  it('answers 401 without a token, unless public', async () => {
    const secured = t.app.apiRoutes.filter((r) => !('public' in r.access));
    expect(
      await mismatches(
        secured,
        () => ({}),
        (s) => s === 401,
      ),
    ).toEqual([]);
  });

  it('lets public routes through without a token', async () => {
    // Sign-in and registration are rate limited per address: one empty call each stays far below.
    expect(await mismatches(routes('public'), () => ({}), passes)).toEqual([]);
  });

  it('lets any signed-in user through a signed-in route, even with no grants', async () => {
    // Each call its own session: sign-out, one of these routes, ends the session it is called with.
    expect(
      await mismatches(routes('signedIn').filter(ofAnyRecord), async () => (await newSession(t.app, noGrants.id)).headers, passes),
    ).toEqual([]);
  });

  it('refuses administrator routes to everyone else', async () => {
    expect(await mismatches(routes('admin'), () => everything.L2.headers, refused)).toEqual([]);
    expect(await mismatches(routes('admin'), () => admin.headers, passes)).toEqual([]);
  });
});

describe('page routes', () => {
  const pageOf = (r: Route) => r.access as { page: string; level: AccessLevel };

  it('refuse a signed-in user with no grant', async () => {
    expect(await mismatches(routes('page'), () => noGrants.headers, refused)).toEqual([]);
  });

  it("refuse a user holding L2 on every page but the route's own", async () => {
    const others = async (r: Route) => (await createTestUser(t.app, `PERM-OTHERS-${++userCount}`, allGrants('L2', pageOf(r).page))).headers;
    expect(await mismatches(routes('page'), others, refused)).toEqual([]);
  });

  it('let a user through with the grant the route needs (L1 to read, L2 to change)', async () => {
    // Ordinary pages' routes arrive with their screens; administrator pages are checked below.
    const open = routes('page').filter((r) => !findPage(pageOf(r).page)?.adminOnly && ofAnyRecord(r));
    const granted = async (r: Route) =>
      (await createTestUser(t.app, `PERM-ONE-${++userCount}`, [{ page: pageOf(r).page, level: pageOf(r).level }])).headers;
    expect(await mismatches(open, granted, passes)).toEqual([]);
  });

  it('refuse L1 on a route that changes data', async () => {
    const writes = routes('page').filter((r) => pageOf(r).level === 'L2');
    expect(writes.length).toBeGreaterThan(0);
    const onlyL1 = async (r: Route) =>
      (await createTestUser(t.app, `PERM-L1-${++userCount}`, [{ page: pageOf(r).page, level: 'L1' }])).headers;
    expect(await mismatches(writes, onlyL1, refused)).toEqual([]);
  });

  it('on administrator pages, refuse every grant and let administrators through', async () => {
    const adminPages = routes('page').filter((r) => findPage(pageOf(r).page)?.adminOnly);
    expect(adminPages.map((r) => pageOf(r).page)).toEqual(expect.arrayContaining(['/apps/menu-settings', '/apps/user-access']));
    expect(await mismatches(adminPages, () => everything.L2.headers, refused)).toEqual([]);
    expect(await mismatches(adminPages, () => admin.headers, passes)).toEqual([]);
  });
});

describe('a route without an access declaration', () => {
  it('stops the server from starting', async () => {
    const app = Fastify({ logger: false });
    const start = async () => {
      await app.register(errors);
      // No request is made: the plugin's lookups are never called.
      await app.register(access, { tokenOf: () => undefined, accountOf: async () => undefined });
      app.get('/api/forgotten', async () => ({ open: true }));
      await app.ready();
    };
    await expect(start()).rejects.toThrow('Route GET /api/forgotten declares no access');
    await app.close().catch(() => undefined);
  });
});
