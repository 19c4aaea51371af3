import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuNode, NavItem, SavedMenu } from '../../src/domain/navigation/contracts.ts';
import { defaultMenu } from '../../src/domain/navigation/default-menu.ts';
import { PAGES } from '../../src/domain/pages.ts';
import { createTestApp, signIn, type TestApp } from '../support/test-app.ts';
import { createTestUser } from '../support/test-users.ts';

let t: TestApp;
let origin: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  for (const name of ['admin', 'office', 'operator', 'warehouse']) tokens[name] = await signIn(t.app, name);
});
afterAll(() => t.close());

const as = (name: string) => ({ authorization: `Bearer ${tokens[name]}` });
const menuV2 = async (headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/adminpanel/user/menu_v2', headers });
  expect(res.statusCode).toBe(200);
  return res.json().data as { navigation: NavItem[]; access: Record<string, string> };
};
const load = (appName = 'adminpanel', datasenter = 'uae') =>
  t.app.inject({ method: 'GET', url: '/api/adminpanel/menu', query: { appName, datasenter }, headers: as('admin') });
/** The stored menu's revision of a pair, as the editor read it; none before the pair's first save. */
const revisionOf = async (appName: string, datasenterName: string) =>
  (
    await t.app.db
      .selectFrom('menus')
      .innerJoin('applications', 'applications.id', 'menus.app_id')
      .select('menus.revision')
      .where('applications.project_app_name', '=', appName)
      .where('menus.data_centre', '=', datasenterName)
      .executeTakeFirst()
  )?.revision;
const save = async (data: MenuNode[], datasenterName = 'uae', appName = 'adminpanel') =>
  t.app.inject({
    method: 'POST',
    url: '/api/adminpanel/menu',
    headers: as('admin'),
    payload: { menu: { appName, datasenter: { datasenterName, data } }, revision: await revisionOf(appName, datasenterName) },
  });
const plain = (text: string) => text.replace(/[\u2068\u2069]/g, '');
const flatten = (nodes: NavItem[]): NavItem[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
const pagesOf = (nav: NavItem[]) => flatten(nav).filter((n) => n.url);

describe('Menu Settings lookups', () => {
  it('lists the application, its data centres and the pages a node may open', async () => {
    const apps = await t.app.inject({ method: 'GET', url: '/api/adminpanel/menu/applications', headers: as('admin') });
    expect(apps.json().data).toEqual([{ id: expect.any(Number), projectAppName: 'adminpanel' }]);
    const appId = apps.json().data[0].id;
    const centres = await t.app.inject({ method: 'GET', url: `/api/adminpanel/menu/datacenters/${appId}`, headers: as('admin') });
    expect(centres.json().data).toEqual([
      { datasenterName: 'ksa', timeZone: 'Asia/Riyadh' },
      { datasenterName: 'uae', timeZone: 'Asia/Dubai' },
    ]);
    const pages = await t.app.inject({ method: 'GET', url: `/api/adminpanel/menu/pages/${appId}`, headers: as('admin') });
    expect(pages.json().data).toHaveLength(PAGES.length + 1);
    expect(pages.json().data).toContainEqual({ path: '/apps/gatekeeper', title: 'Gate Keeper' });
    expect(pages.json().data[0]).toEqual({ path: '/dashboard', title: 'Dashboard' });
  });

  it('answers 404 for an unknown application or data centre', async () => {
    const centres = await t.app.inject({ method: 'GET', url: '/api/adminpanel/menu/datacenters/999', headers: as('admin') });
    expect(centres.statusCode).toBe(404);
    expect(centres.json().message).toBe('No application with id 999');
    const missing = await load('adminpanel', 'qatar');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Application 'adminpanel' has no data centre 'qatar'");
  });
});

describe('saving and loading a menu', () => {
  it('loads the seeded default menu for both data centres', async () => {
    for (const dc of ['uae', 'ksa']) {
      const res = await load('adminpanel', dc);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        id: expect.any(Number),
        revision: 1,
        appName: 'adminpanel',
        datasenter: { datasenterName: dc, data: defaultMenu() },
      });
    }
  });

  it('stores what was saved, with who and when, and loads it back', async () => {
    const menu: MenuNode[] = [
      { id: 'dashboard', title: 'Dashboard', type: 'item', url: '/dashboard', exact: true, icon: 'dashboard' },
      {
        id: 'ops',
        title: 'Operations',
        type: 'group',
        children: [
          {
            id: 'gk',
            title: 'Gate',
            translate: 'nav.gatekeeper',
            type: 'item',
            url: '/apps/gatekeeper',
            exact: true,
            badge: { title: 'new', bg: '#f00' },
          },
        ],
      },
    ];
    const before = (await load('adminpanel', 'ksa')).json().data as SavedMenu;
    const res = await save(menu, 'ksa');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: true,
      message: 'Menu saved successfully',
      data: { id: before.id, revision: before.revision + 1, appName: 'adminpanel', datasenter: { datasenterName: 'ksa', data: menu } },
    });
    const back = (await load('adminpanel', 'ksa')).json().data as SavedMenu;
    expect(back.datasenter.data).toEqual(menu);
    expect(back.revision).toBe(before.revision + 1);
    const row = await t.app.db
      .selectFrom('menus')
      .select(['updated_by', 'updated_date_utc'])
      .where('data_centre', '=', 'ksa')
      .executeTakeFirstOrThrow();
    const adminId = (await t.app.db.selectFrom('users').select('id').where('employee_no', '=', 'admin').executeTakeFirstOrThrow()).id;
    expect(row.updated_by).toBe(adminId);
    expect(Date.now() - new Date(row.updated_date_utc).getTime()).toBeLessThan(60_000);
  });

  it('refuses a menu with problems, names them, and changes nothing', async () => {
    const before = (await load()).json().data;
    const broken = defaultMenu();
    broken[1]!.children![0]!.children![2]!.title = ' ';
    const res = await save(broken);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('data[1].children[0].children[2].title: Title is required');
    expect(res.json().errors).toEqual([
      { field: 'data[1].children[0].children[2].title', message: 'Title is required', key: 'menus:titleRequired' },
    ]);
    const twoProblems = await save([{ id: 'x', title: '', type: 'item', url: '/apps/none', exact: true }]);
    expect(twoProblems.json().message).toBe('data[0].title: Title is required (and 1 more problem)');
    expect((await load()).json().data).toEqual(before);
  });

  it('says the problems in the language asked for, naming a node type in it too', async () => {
    const revision = await revisionOf('adminpanel', 'uae');
    const ask = (lng: string, data: MenuNode[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/adminpanel/menu',
        headers: { ...as('admin'), 'accept-language': lng },
        payload: { menu: { appName: 'adminpanel', datasenter: { datasenterName: 'uae', data } }, revision },
      });
    const group: MenuNode = { id: 'g', title: 'Group', type: 'group', url: '/dashboard' };
    const ar = (await ask('ar', [group])).json();
    // Arabic text isolates the values it holds (U+2068 … U+2069) so that they read left to right.
    expect(plain(ar.message)).toBe('data[0].url: إدخال من نوع مجموعة لا يفتح صفحة؛ فقط إدخالات العنصر والرابط لها عنوان');
    expect(ar.errors).toEqual([
      {
        field: 'data[0].url',
        message: 'إدخال من نوع مجموعة لا يفتح صفحة؛ فقط إدخالات العنصر والرابط لها عنوان',
        key: 'menus:urlNotAllowed.group',
      },
    ]);
    const tr = (await ask('tr', [group, { ...group, id: 'g' }])).json();
    expect(tr.message).toBe(
      'data[0].url: Grup türündeki bir giriş sayfa açmaz; yalnızca öğe ve bağlantı girişlerinin adresi olur (ve 2 sorun daha)',
    );
    const bad = (await ask('ar', [{ id: '', title: 'x', type: 'item' } as MenuNode])).json();
    expect(plain(bad.message)).toMatch(/^المعرّف \(الصف 1\): المعرّف مطلوب/);
    const saved = (await ask('tr', (await load()).json().data.datasenter.data as MenuNode[])).json();
    expect(saved).toMatchObject({ status: true, message: 'Menü başarıyla kaydedildi', key: 'menus:menuSaved' });
  });

  it('refuses an unknown application or data centre with 404', async () => {
    const app = await save(defaultMenu(), 'uae', 'nosuchapp');
    expect(app.statusCode).toBe(404);
    expect(app.json().message).toBe("No application named 'nosuchapp'");
    const dc = await save(defaultMenu(), 'qatar');
    expect(dc.statusCode).toBe(404);
    expect(dc.json().message).toBe("Application 'adminpanel' has no data centre 'qatar'");
  });
});

describe('user/menu_v2', () => {
  it('gives the warehouse user only the gatekeeper entries it holds, and the dashboard', async () => {
    const { navigation, access } = await menuV2(as('warehouse'));
    expect(pagesOf(navigation).map((n) => [n.url, n.auth])).toEqual([
      ['/dashboard', ['L1']],
      ['/apps/gatekeeper', ['L1', 'L2']],
      ['/apps/gatekeeper-report', ['L1']],
      ['/apps/gatekeeper-items-report', ['L1']],
    ]);
    expect(navigation.map((n) => n.id)).toEqual(['dashboard', 'applications']);
    expect(navigation[1]!.children!.map((c) => c.title)).toEqual(['Gatekeeper']);
    expect(access).toEqual({
      '/dashboard': 'L1',
      '/apps/gatekeeper': 'L2',
      '/apps/gatekeeper-report': 'L1',
      '/apps/gatekeeper-items-report': 'L1',
    });
  });

  it('gives office staff every ordinary entry at L1 and no administrator entry', async () => {
    const { navigation, access } = await menuV2(as('office'));
    const entries = pagesOf(navigation);
    // The Audit Log is not an administrator page, but the demo office user is not granted it.
    const ordinary = PAGES.filter((p) => !('adminOnly' in p) && p.path !== '/apps/audit-log').map((p) => p.path);
    expect(entries.map((n) => n.url).sort()).toEqual(['/dashboard', ...ordinary].sort());
    expect(entries.every((n) => n.auth.join() === 'L1')).toBe(true);
    expect(access['/apps/menu-settings']).toBeUndefined();
    expect(access['/apps/country-settings']).toBe('L1');
  });

  it('gives the administrator everything at L2', async () => {
    const { navigation, access } = await menuV2(as('admin'));
    const entries = pagesOf(navigation);
    expect(entries).toHaveLength(PAGES.length + 1);
    expect(entries.every((n) => n.auth.join() === 'L1,L2')).toBe(true);
    expect(Object.keys(access)).toHaveLength(PAGES.length + 1);
    expect(Object.values(access).every((l) => l === 'L2')).toBe(true);
  });

  it("serves the menu of the user's own data centre, and no navigation where none was saved", async () => {
    const ksaMenu: MenuNode[] = [
      { id: 'ksa-gate', title: 'KSA gate', type: 'item', url: '/apps/gatekeeper', exact: true },
      { id: 'ksa-country', title: 'KSA countries', type: 'item', url: '/apps/country-settings', exact: true },
    ];
    expect((await save(ksaMenu, 'ksa')).statusCode).toBe(200);
    const ksa = await createTestUser(t.app, 'KSA-1', [{ page: '/apps/gatekeeper', level: 'L1' }], { dataCentre: 'ksa' });
    expect((await menuV2(ksa.headers)).navigation).toEqual([
      { id: 'ksa-gate', title: 'KSA gate', type: 'item', url: '/apps/gatekeeper', exact: true, auth: ['L1'] },
    ]);

    // A data centre with no saved menu: load answers null, menu_v2 an empty navigation but the levels.
    const appId = (await t.app.db.selectFrom('applications').select('id').executeTakeFirstOrThrow()).id;
    await t.app.db.insertInto('application_data_centres').values({ app_id: appId, name: 'qa' }).execute();
    const none = await load('adminpanel', 'qa');
    expect(none.statusCode).toBe(200);
    expect(none.json().data).toBeNull();
    const qa = await createTestUser(t.app, 'QA-1', [{ page: '/apps/gatekeeper', level: 'L1' }], { dataCentre: 'qa' });
    expect(await menuV2(qa.headers)).toEqual({ navigation: [], access: { '/dashboard': 'L1', '/apps/gatekeeper': 'L1' } });
  });

  it('shows a node the administrator adds to a user granted its page', async () => {
    const menu = defaultMenu();
    menu.push(
      { id: 'divider-1', title: '', type: 'divider' },
      { id: 'quick-gate', title: 'Quick gate', type: 'link', url: '/apps/gatekeeper', exact: true, icon: 'bolt' },
    );
    expect((await save(menu)).statusCode).toBe(200);
    const { navigation } = await menuV2(as('warehouse'));
    expect(navigation.slice(-2)).toEqual([
      { id: 'divider-1', title: '', type: 'divider', auth: ['L1'] },
      { id: 'quick-gate', title: 'Quick gate', type: 'link', url: '/apps/gatekeeper', exact: true, icon: 'bolt', auth: ['L1', 'L2'] },
    ]);
    const office = await menuV2(as('office'));
    expect(office.navigation.at(-1)).toMatchObject({ id: 'quick-gate', auth: ['L1'] });
  });
});

describe('realtime', () => {
  function connectAs(token: string): Promise<Socket> {
    return new Promise((resolve, reject) => {
      const socket = connect(origin, { auth: { token }, transports: ['websocket'], reconnection: false, timeout: 5000 });
      socket.on('connect', () => resolve(socket));
      socket.on('connect_error', reject);
    });
  }

  it('tells every open session to reload its menu after a save', async () => {
    const sockets = await Promise.all([connectAs(tokens.office!), connectAs(tokens.warehouse!)]);
    const received = sockets.map((s) => new Promise((resolve) => s.once('menu:changed', resolve)));
    expect((await save(defaultMenu())).statusCode).toBe(200);
    await expect(Promise.all(received)).resolves.toEqual([
      { appName: 'adminpanel', datasenter: 'uae' },
      { appName: 'adminpanel', datasenter: 'uae' },
    ]);
    for (const s of sockets) s.close();
  });

  it('tells nobody when the save is refused', async () => {
    const socket = await connectAs(tokens.office!);
    let told = false;
    socket.on('menu:changed', () => (told = true));
    expect((await save([{ id: 'x', title: '', type: 'group' }])).statusCode).toBe(400);
    await new Promise((r) => setTimeout(r, 200));
    expect(told).toBe(false);
    socket.close();
  });
});
