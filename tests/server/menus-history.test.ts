import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeEntry } from '../../src/domain/history/history.ts';
import { HISTORY_PATHS } from '../../src/domain/history/paths.ts';
import type { MenuNode, SavedMenu } from '../../src/domain/navigation/contracts.ts';
import { createTestApp, signIn, type TestApp } from '../support/test-app.ts';
import { createTestUser, type TestUser } from '../support/test-users.ts';

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

const MENU = '/api/adminpanel/menu';
const STALE = /^Aisha Rahman changed this record at \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}, after you opened it$/;

const node = (id: string, title: string): MenuNode => ({ id, title, type: 'item', url: '/apps/gatekeeper', exact: true });
const load = async (datasenter = 'uae'): Promise<SavedMenu | null> =>
  (await t.app.inject({ method: 'GET', url: MENU, query: { appName: 'adminpanel', datasenter }, headers: admin })).json().data;
const save = (datasenterName: string, data: MenuNode[], revision: unknown, headers = admin) =>
  t.app.inject({
    method: 'POST',
    url: MENU,
    headers,
    payload: { menu: { appName: 'adminpanel', datasenter: { datasenterName, data } }, revision },
  });
const entries = async (id: number) => {
  const res = await t.app.inject({ method: 'GET', url: HISTORY_PATHS.history, query: { entity: 'menu', id: String(id) }, headers: admin });
  expect(res.statusCode).toBe(200);
  return res.json().data.records as ChangeEntry[];
};
const addDataCentre = async (name: string) => {
  const app = await t.app.db.selectFrom('applications').select('id').where('project_app_name', '=', 'adminpanel').executeTakeFirstOrThrow();
  await t.app.db.insertInto('application_data_centres').values({ app_id: app.id, name }).execute();
};

describe('no silent overwrite of a menu', () => {
  it('refuses the second of two saves from one load with 409 naming who saved, and keeps the first', async () => {
    const seen = (await load())!;
    const first = await save('uae', [node('a', 'First')], seen.revision);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ id: seen.id, revision: seen.revision + 1 });

    const late = await save('uae', [node('b', 'Second')], seen.revision, second.headers);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(STALE);
    expect(late.json().stale).toMatchObject({
      revision: seen.revision + 1,
      by: 'Aisha Rahman',
      current: { dataCentre: 'uae', data: [node('a', 'First')] },
    });
    expect((await load())!.datasenter.data).toEqual([node('a', 'First')]);

    // Overwrite goes through the revision the 409 named.
    const overwrite = await save('uae', [node('b', 'Second')], late.json().stale.revision, second.headers);
    expect(overwrite.statusCode).toBe(200);
    expect((await load())!.datasenter.data).toEqual([node('b', 'Second')]);
  });

  it('refuses a save without a revision once the pair has a menu: the editor saw none, someone saved one since', async () => {
    const seen = (await load())!;
    const res = await save('uae', [node('c', 'Blind')], undefined);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^ADMIN2 Tester changed this record at /);
    expect((await load())!.revision).toBe(seen.revision);
  });

  it('answers 400 for a mistyped revision and changes nothing', async () => {
    const seen = (await load())!;
    for (const revision of [null, 'x', -1, 1.5, true, 0]) {
      const res = await save('uae', [node('d', 'Typo')], revision);
      expect(res.statusCode, String(revision)).toBe(400);
    }
    expect(await load()).toEqual(seen);
  });
});

describe("a menu's history and undo", () => {
  it('records who replaced the tree, as one field from the old tree to the new one', async () => {
    const seen = (await load())!;
    const res = await save('uae', [node('e', 'Logged')], seen.revision);
    const [entry] = await entries(seen.id);
    expect(entry).toMatchObject({
      userName: 'Aisha Rahman',
      page: '/apps/menu-settings',
      entity: 'menu',
      entityId: String(seen.id),
      action: 'update',
      requestId: res.headers['x-request-id'],
      revision: seen.revision + 1,
      summary: 'uae',
      undoable: true,
    });
    expect(entry!.changes).toEqual([{ field: 'data', before: seen.datasenter.data, after: [node('e', 'Logged')] }]);
  });

  it("undoes the user's own save from the toast, once, and refuses when someone saved since", async () => {
    const seen = (await load())!;
    const saved = (await save('uae', [node('f', 'Oops')], seen.revision)).json().data as SavedMenu;
    const undo = () =>
      t.app.inject({
        method: 'POST',
        url: HISTORY_PATHS.undoLatest,
        headers: admin,
        payload: { entity: 'menu', id: String(saved.id), revision: saved.revision },
      });
    expect((await undo()).statusCode).toBe(200);
    const back = (await load())!;
    expect(back.datasenter.data).toEqual(seen.datasenter.data);
    expect(back.revision).toBe(saved.revision + 1);
    const [entry] = await entries(seen.id);
    expect(entry).toMatchObject({ action: 'undo', changes: [{ field: 'data', before: [node('f', 'Oops')], after: seen.datasenter.data }] });
    expect((await undo()).statusCode).toBe(409);

    const mine = (await save('uae', [node('g', 'Mine')], back.revision)).json().data as SavedMenu;
    await save('uae', [node('h', 'Theirs')], mine.revision, second.headers);
    const late = await t.app.inject({
      method: 'POST',
      url: HISTORY_PATHS.undoLatest,
      headers: admin,
      payload: { entity: 'menu', id: String(mine.id), revision: mine.revision },
    });
    expect(late.statusCode).toBe(409);
    expect((await load())!.datasenter.data).toEqual([node('h', 'Theirs')]);
  });

  it("creates a pair's first menu without a revision; undo removes it, and the Audit Log restores it unless the pair has another", async () => {
    await addDataCentre('qa');
    const created = await save('qa', [node('q', 'First QA')], undefined);
    expect(created.statusCode).toBe(200);
    const menu = created.json().data as SavedMenu;
    expect(menu.revision).toBe(1);
    const [create] = await entries(menu.id);
    expect(create).toMatchObject({ action: 'create', revision: 1, summary: 'qa', undoable: true, restorable: false });
    expect(create!.changes).toContainEqual({ field: 'data', before: null, after: [node('q', 'First QA')] });

    expect((await t.app.inject({ method: 'POST', url: HISTORY_PATHS.undo(create!.id), headers: admin })).statusCode).toBe(200);
    expect(await load('qa')).toBeNull();
    // An editor still holding the removed menu's revision is told it is gone.
    expect((await save('qa', [node('q2', 'Stale QA')], 1)).statusCode).toBe(404);
    const [removal] = await entries(menu.id);
    expect(removal).toMatchObject({ action: 'undo', restorable: true });

    const restore = () => t.app.inject({ method: 'POST', url: HISTORY_PATHS.restore(removal!.id), headers: admin });
    // Someone saved a new menu for the pair meanwhile: the restore names the data centre.
    const other = (await save('qa', [node('r', 'Other QA')], undefined, second.headers)).json().data as SavedMenu;
    const refused = await restore();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Cannot restore: dataCentre qa is now used by another record');
    expect((await load('qa'))!.datasenter.data).toEqual([node('r', 'Other QA')]);

    // With that one undone, the first comes back.
    const [otherCreate] = await entries(other.id);
    expect((await t.app.inject({ method: 'POST', url: HISTORY_PATHS.undo(otherCreate!.id), headers: second.headers })).statusCode).toBe(
      200,
    );
    expect((await restore()).statusCode).toBe(200);
    expect(await load('qa')).toMatchObject({ id: menu.id, datasenter: { datasenterName: 'qa', data: [node('q', 'First QA')] } });
    expect((await restore()).statusCode).toBe(409);
  });
});
