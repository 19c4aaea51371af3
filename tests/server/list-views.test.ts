import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT, type ColumnLayout } from '../../src/domain/lists/layout.ts';
import { LIST_VIEW_PATHS, type SavedView } from '../../src/domain/lists/views.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestUser, type TestUser } from '../support/test-users.ts';

const STATES = '/apps/state-settings';
const AREAS = '/apps/area-settings';
const LIST = 'states';

let t: TestApp;
let priya: TestUser;
let omar: TestUser;
let admin: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  priya = await createTestUser(t.app, 'VIEWS-PRIYA', [{ page: STATES, level: 'L1' }]);
  omar = await createTestUser(t.app, 'VIEWS-OMAR', [
    { page: STATES, level: 'L2' },
    { page: AREAS, level: 'L1' },
  ]);
  admin = await createTestUser(t.app, 'VIEWS-ADMIN', [], { isAdmin: true });
  outsider = await createTestUser(t.app, 'VIEWS-OUT', [{ page: AREAS, level: 'L1' }]);
});
afterAll(() => t.close());

type Reply<T> = { statusCode: number; body: { status: boolean; message: string; data: T; errors?: { field: string }[] } };
async function call<T = SavedView>(user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const res = await t.app.inject({ method, url, payload, headers: user.headers });
  return { statusCode: res.statusCode, body: res.json() } as Reply<T>;
}

const create = (user: TestUser, body: object) => call(user, 'POST', LIST_VIEW_PATHS.views, { page: STATES, list: LIST, ...body });
const change = (user: TestUser, view: SavedView, body: object) =>
  call(user, 'PUT', `${LIST_VIEW_PATHS.views}/${view.id}`, {
    name: view.name,
    query: view.query,
    layout: view.layout,
    isDefault: view.isDefault,
    published: view.published,
    revision: view.revision,
    ...body,
  });
const remove = (user: TestUser, view: Pick<SavedView, 'id' | 'revision'>) =>
  call<null>(user, 'DELETE', `${LIST_VIEW_PATHS.views}/${view.id}?revision=${view.revision}`);
const viewsOf = async (user: TestUser) => (await call<SavedView[]>(user, 'GET', LIST_VIEW_PATHS.views)).body.data;

const LAYOUT: ColumnLayout = {
  order: ['stateName', 'stateCode'],
  hidden: ['status'],
  widths: { stateName: 220 },
  pinned: ['stateName'],
  density: 'compact',
};

describe('saved views', () => {
  it('creates a view, lists it, renames and overwrites it, and deletes it', async () => {
    const created = await create(priya, { name: 'UAE states', query: 'countryId=1&sort=-stateName', layout: LAYOUT });
    expect(created.statusCode).toBe(201);
    expect(created.body.message).toBe('View saved');
    const view = created.body.data;
    expect(view).toMatchObject({ page: STATES, list: LIST, name: 'UAE states', query: 'countryId=1&sort=-stateName', layout: LAYOUT });
    expect(view).toMatchObject({ isDefault: false, published: false, ownerName: 'VIEWS-PRIYA Tester', mine: true, revision: 1 });
    expect(await viewsOf(priya)).toEqual([view]);

    const renamed = await change(priya, view, { name: 'Emirates' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: 'Emirates', query: view.query, revision: 2 });
    const overwritten = await change(priya, renamed.body.data, { query: 'countryId=2', layout: null });
    expect(overwritten.body.data).toMatchObject({ name: 'Emirates', query: 'countryId=2', layout: null, revision: 3 });

    expect((await remove(priya, overwritten.body.data)).statusCode).toBe(200);
    expect(await viewsOf(priya)).toEqual([]);
  });

  it('refuses a second view of the same name on the list, in any case, naming the field', async () => {
    const first = (await create(priya, { name: 'Mine' })).body.data;
    const again = await create(priya, { name: ' mine ' });
    expect(again.statusCode).toBe(409);
    expect(again.body.errors).toEqual([expect.objectContaining({ field: 'name' })]);
    expect(again.body.message).toMatch(/already have a view named mine/);
    // Another list, and another user, may use the name.
    expect((await create(priya, { name: 'Mine', list: 'other' })).statusCode).toBe(201);
    expect((await create(omar, { name: 'Mine' })).statusCode).toBe(201);
    const other = (await create(priya, { name: 'Other' })).body.data;
    expect((await change(priya, other, { name: 'MINE' })).statusCode).toBe(409);
    await remove(priya, first);
    await remove(priya, other);
  });

  it('keeps one default per user and list: setting one clears the others', async () => {
    const a = (await create(omar, { name: 'A', isDefault: true })).body.data;
    const b = (await create(omar, { name: 'B', isDefault: true })).body.data;
    const defaults = () => viewsOf(omar).then((all) => all.filter((v) => v.list === LIST && v.isDefault).map((v) => v.name));
    expect(await defaults()).toEqual(['B']);
    const stored = (await viewsOf(omar)).find((v) => v.id === a.id)!;
    expect((await change(omar, stored, { isDefault: true })).statusCode).toBe(200);
    expect(await defaults()).toEqual(['A']);
    // Another user's default is not touched.
    const priyas = (await create(priya, { name: 'P', isDefault: true })).body.data;
    expect(await defaults()).toEqual(['A']);
    await remove(priya, priyas);
    for (const v of (await viewsOf(omar)).filter((v) => v.id === a.id || v.id === b.id)) await remove(omar, v);
  });

  it('refuses a change or a delete from a stale read with 409, and keeps the newer view', async () => {
    const view = (await create(priya, { name: 'Stale' })).body.data;
    expect((await change(priya, view, { name: 'Newer' })).statusCode).toBe(200);
    const stale = await change(priya, view, { name: 'Older' });
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toMatchObject({ stale: { revision: 2, current: { name: 'Newer' } } });
    expect(stale.body.message).toMatch(/changed this record/);
    expect((await remove(priya, view)).statusCode).toBe(409);
    expect((await viewsOf(priya)).find((v) => v.id === view.id)?.name).toBe('Newer');
    await remove(priya, { id: view.id, revision: 2 });
  });

  it("hides another user's view (404) and refuses a published one to non-administrators (403)", async () => {
    const omars = (await create(omar, { name: 'Private' })).body.data;
    expect((await viewsOf(priya)).some((v) => v.id === omars.id)).toBe(false);
    expect((await change(priya, omars, { name: 'Taken' })).statusCode).toBe(404);
    expect((await remove(priya, omars)).statusCode).toBe(404);
    expect((await change(admin, omars, { name: 'Taken' })).statusCode).toBe(404);

    const published = (await create(admin, { name: 'Everyone', query: 'countryId=1', published: true })).body.data;
    const seen = (await viewsOf(priya)).find((v) => v.id === published.id);
    expect(seen).toMatchObject({ published: true, mine: false, ownerName: 'VIEWS-ADMIN Tester' });
    const refused = await change(priya, seen!, { name: 'Hijacked' });
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toBe('You can change only your own views');
    expect((await remove(omar, seen!)).statusCode).toBe(403);
    await remove(omar, omars);
    await remove(admin, published);
  });

  it('lets only an administrator publish, and a published default is the default of users without their own', async () => {
    const refused = await create(priya, { name: 'For all', published: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toBe('Only an administrator can publish a view');
    const own = (await create(priya, { name: 'Later' })).body.data;
    expect((await change(priya, own, { published: true })).statusCode).toBe(403);

    const first = (await create(admin, { name: 'Team', published: true, isDefault: true })).body.data;
    const second = (await create(admin, { name: 'Team 2', published: true, isDefault: true })).body.data;
    const publishedDefaults = (await viewsOf(omar)).filter((v) => v.published && v.isDefault).map((v) => v.id);
    expect(publishedDefaults).toEqual([second.id]);
    // An administrator changes a published view another administrator owns.
    const other = await createTestUser(t.app, 'VIEWS-ADMIN2', [], { isAdmin: true });
    const stored = (await viewsOf(other)).find((v) => v.id === second.id)!;
    expect((await change(other, stored, { published: false })).body.data).toMatchObject({ published: false, mine: false });
    expect((await viewsOf(omar)).some((v) => v.id === second.id)).toBe(false);
    await remove(priya, own);
    await remove(admin, first);
    await remove(
      admin,
      (await viewsOf(admin)).find((v) => v.id === second.id)!,
    );
  });

  it('refuses a page the user does not hold (403), and lists only views of held pages', async () => {
    const refused = await create(outsider, { name: 'Nope' });
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toBe('You have no access to this page');
    const published = (await create(admin, { name: 'States for all', published: true })).body.data;
    expect((await viewsOf(outsider)).some((v) => v.id === published.id)).toBe(false);
    const layout = await call(outsider, 'PUT', LIST_VIEW_PATHS.layouts, { page: STATES, list: LIST, layout: LAYOUT });
    expect(layout.statusCode).toBe(403);
    await remove(admin, published);
  });

  it('refuses bad bodies with 400 naming the field', async () => {
    const cases: [object, string][] = [
      [{ name: '' }, 'name'],
      [{ name: 'x'.repeat(61) }, 'name'],
      [{ name: 'ok', page: '/apps/nowhere' }, 'page'],
      [{ name: 'ok', list: 'has space' }, 'list'],
      [{ name: 'ok', list: 'x'.repeat(61) }, 'list'],
      [{ name: 'ok', query: 'a'.repeat(2001) }, 'query'],
      [{ name: 'ok', isDefault: 'yes' }, 'isDefault'],
      [{ name: 'ok', layout: { ...DEFAULT_LAYOUT, density: 'huge' } }, 'layout.density'],
      [{ name: 'ok', layout: { ...DEFAULT_LAYOUT, widths: { a: 5 } } }, 'layout.widths.a'],
    ];
    for (const [body, field] of cases) {
      const res = await create(priya, body);
      expect({ body, status: res.statusCode }).toEqual({ body, status: 400 });
      expect(res.body.errors?.map((e) => e.field)).toContain(field);
    }
    const wrongId = await call(priya, 'PUT', `${LIST_VIEW_PATHS.views}/abc`, { name: 'x', revision: 1 });
    expect(wrongId.statusCode).toBe(400);
    const noRevision = await call(priya, 'DELETE', `${LIST_VIEW_PATHS.views}/1`);
    expect(noRevision.statusCode).toBe(400);
    expect(noRevision.body.errors).toEqual([expect.objectContaining({ field: 'revision' })]);
    const label = await t.app.inject({
      method: 'POST',
      url: LIST_VIEW_PATHS.views,
      payload: { page: STATES, list: LIST, name: '' },
      headers: { ...priya.headers, 'accept-language': 'ar' },
    });
    expect(label.json().message).toMatch(/^اسم طريقة العرض: /);
  });
});

describe('column layouts', () => {
  it("keeps one layout per user and list, answers all of the user's, and refuses a bad one", async () => {
    const put = (user: TestUser, layout: object, list = LIST) => call(user, 'PUT', LIST_VIEW_PATHS.layouts, { page: STATES, list, layout });
    expect((await put(priya, LAYOUT)).body).toMatchObject({ status: true, message: 'Columns saved' });
    expect((await put(priya, { ...LAYOUT, density: 'standard' })).statusCode).toBe(200);
    expect((await put(priya, DEFAULT_LAYOUT, 'prefix.')).statusCode).toBe(200);
    const all = (await call<unknown[]>(priya, 'GET', LIST_VIEW_PATHS.layouts)).body.data;
    expect(all).toEqual([
      { page: STATES, list: 'prefix.', layout: DEFAULT_LAYOUT },
      { page: STATES, list: LIST, layout: { ...LAYOUT, density: 'standard' } },
    ]);
    expect((await call<unknown[]>(omar, 'GET', LIST_VIEW_PATHS.layouts)).body.data).toEqual([]);
    expect((await put(priya, { ...LAYOUT, pinned: 'x' })).statusCode).toBe(400);
    expect((await put(priya, { order: [] })).statusCode).toBe(400);
  });
});
