import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIM_PATHS, PRODUCT_VIEW_PAGE } from '../../src/domain/catalogue/paths.ts';
import type { ProductView } from '../../src/domain/catalogue/products.ts';
import type { ChangeEntry } from '../../src/domain/history/history.ts';
import { HISTORY_PATHS } from '../../src/domain/history/paths.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestUser, type TestUser } from '../support/test-users.ts';
import { testCatalogue, type TestCatalogue } from './catalogue-support.ts';

/**
 * The product view wizard's writes in the change log (entity 'product'): each save, bullets and
 * attributes save and status change is logged with its fields before and after, in the same
 * transaction; a save from an older read is refused with 409 naming who saved since and when, and
 * changes nothing.
 */
let t: TestApp;
let c: TestCatalogue;
let writer: TestUser;
let colleague: TestUser;
let reader: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  c = await testCatalogue(t.app.db, 'Ph');
  writer = await createTestUser(t.app, 'PHW', [{ page: PRODUCT_VIEW_PAGE, level: 'L2' }]);
  colleague = await createTestUser(t.app, 'PHC', [{ page: PRODUCT_VIEW_PAGE, level: 'L2' }]);
  reader = await createTestUser(t.app, 'PHR', [{ page: PRODUCT_VIEW_PAGE, level: 'L1' }]);
});
afterAll(() => t.close());

const STALE = /^PHC Tester changed this record at \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}, after you opened it$/;

const post = (url: string, payload: object, user = writer) => t.app.inject({ method: 'POST', url, payload, headers: user.headers });
const details = async (pId: number): Promise<ProductView> =>
  (await t.app.inject({ method: 'GET', url: PIM_PATHS.productDetails, query: { pId: String(pId) }, headers: reader.headers })).json().data;
const historyOf = async (pId: number, user = reader) => {
  const res = await t.app.inject({
    method: 'GET',
    url: HISTORY_PATHS.history,
    query: { entity: 'product', id: String(pId) },
    headers: user.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.records as ChangeEntry[];
};

const fields = (change: object = {}) => ({
  mId: c.mainId,
  pCatId: c.menId,
  catId: c.sub('Sneakers').catId,
  subCatId: c.sub('Sneakers').subCatId,
  brandId: c.brand,
  name: 'History runner',
  ar_name: 'حذاء',
  details: 'First details',
  ar_details: '',
  features: '',
  ar_features: '',
  style: 'hr-1',
  variant: '',
  remarks: '',
  metaTag: '',
  shortDesc: '',
  ...change,
});
/** The details body of a stored product with `change`, saved from the revision read. */
const bodyOf = (view: ProductView, change: object = {}, revision = view.revision) =>
  fields({ pId: view.pId, revision, name: view.name, details: view.details, remarks: view.remarks, style: view.style, ...change });

async function created(change: object = {}): Promise<ProductView> {
  const res = await post(PIM_PATHS.productDetails, fields(change));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ProductView;
}

describe("the product form's saves", () => {
  it('log the creation and each changed field, by whom, from which page, newest first', async () => {
    const view = await created();
    const saved = await post(PIM_PATHS.productDetails, bodyOf(view, { name: 'History runner 2', details: 'Second details' }));
    expect(saved.statusCode, saved.body).toBe(200);
    const [update, create] = await historyOf(view.pId);
    expect(create).toMatchObject({
      action: 'create',
      entity: 'product',
      entityId: String(view.pId),
      userName: 'PHW Tester',
      page: PRODUCT_VIEW_PAGE,
      revision: 1,
      summary: 'History runner',
      undoable: false,
      restorable: false,
    });
    expect(create!.changes).toContainEqual({ field: 'name', before: null, after: 'History runner' });
    expect(update).toMatchObject({
      action: 'update',
      userName: 'PHW Tester',
      revision: 2,
      summary: 'History runner 2',
      requestId: saved.headers['x-request-id'],
    });
    expect(update!.changes).toEqual(
      expect.arrayContaining([
        { field: 'name', before: 'History runner', after: 'History runner 2' },
        { field: 'details', before: 'First details', after: 'Second details' },
      ]),
    );
    expect(update!.changes).toHaveLength(2);
  });

  it('refuse the second of two saves from one read with 409 naming who saved and when, changing and logging nothing', async () => {
    const read = await created({ style: 'hr-2' });
    expect((await post(PIM_PATHS.productDetails, bodyOf(read, { remarks: 'theirs' }), colleague)).statusCode).toBe(200);
    const logged = (await historyOf(read.pId)).length;
    const stale = await post(PIM_PATHS.productDetails, bodyOf(read, { remarks: 'mine', name: 'Lost' }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(STALE);
    expect(stale.json().stale).toMatchObject({ revision: 2, by: 'PHC Tester', current: { pId: read.pId, remarks: 'theirs' } });
    expect(Date.parse(stale.json().stale.at)).toBeGreaterThan(Date.now() - 60_000);
    expect(await details(read.pId)).toMatchObject({ remarks: 'theirs', name: 'History runner', revision: 2 });
    expect(await historyOf(read.pId)).toHaveLength(logged);
    // Overwrite: the same values from the revision the 409 named.
    const overwrite = await post(PIM_PATHS.productDetails, bodyOf(read, { remarks: 'mine' }, stale.json().stale.revision));
    expect(overwrite.statusCode, overwrite.body).toBe(200);
    expect((await historyOf(read.pId))[0]!.changes).toEqual([{ field: 'remarks', before: 'theirs', after: 'mine' }]);
  });

  it('name the style editor in a 409 after the style edit, whose write the log does not hold', async () => {
    const read = await created({ style: 'hr-3' });
    const restyled = await t.app.inject({
      method: 'PUT',
      url: PIM_PATHS.updateStyle,
      payload: { pId: read.pId, newStyle: 'hr-3b', OldStyle: 'HR-3' },
      headers: colleague.headers,
    });
    expect(restyled.statusCode, restyled.body).toBe(200);
    const stale = await post(PIM_PATHS.productDetails, bodyOf(read, { remarks: 'late' }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(STALE);
  });

  it('log the bullets and the attribute choices as text, and refuse a stale one', async () => {
    const view = await created({ style: 'hr-4' });
    const save = (payload: object, user = writer) => post(PIM_PATHS.bulletsAndAttributes, payload, user);
    const first = await save({
      pId: view.pId,
      revision: 1,
      bullet: [
        { id: -1, name: 'Mesh upper', ar_name: 'شبك' },
        { id: -2, name: 'Rubber sole', ar_name: '' },
      ],
      attribute: [{ attributeId: c.material.id, values: [c.material.valueIds[0]] }],
    });
    expect(first.statusCode, first.body).toBe(200);
    const [entry] = await historyOf(view.pId);
    expect(entry).toMatchObject({ action: 'update', revision: 2, userName: 'PHW Tester' });
    expect(entry!.changes).toEqual(
      expect.arrayContaining([
        { field: 'bullets', before: '', after: 'Mesh upper\nRubber sole' },
        { field: 'ar_bullets', before: '', after: 'شبك' },
        { field: 'attributes', before: '', after: 'Ph Material: Leather' },
      ]),
    );
    expect(entry!.changes).toHaveLength(3);

    const stale = await save({ pId: view.pId, revision: 1, bullet: [] }, colleague);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/^PHW Tester changed this record at /);
    expect((await details(view.pId)).bullet).toHaveLength(2);
  });

  it('log a status change, and refuse one from an older read when the revision is sent', async () => {
    const view = await created({ style: 'hr-5' });
    const status = (approve: string, revision?: number, user = writer) =>
      post(PIM_PATHS.productStatus, { pId: view.pId, approve, remarks: '', ...(revision === undefined ? {} : { revision }) }, user);
    expect((await status('a', 1, colleague)).statusCode).toBe(200);
    const [entry] = await historyOf(view.pId);
    expect(entry).toMatchObject({ action: 'status', userName: 'PHC Tester', revision: 2 });
    expect(entry!.changes).toEqual(
      expect.arrayContaining([
        { field: 'status', before: 'i', after: 'a' },
        { field: 'approve', before: 'i', after: 'a' },
      ]),
    );
    const stale = await status('d', 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(STALE);
    expect((await details(view.pId)).status).toBe('a');
    // Without a revision (the spec's call) the choice applies to what is stored.
    expect((await status('d')).statusCode).toBe(200);
    expect((await details(view.pId)).status).toBe('d');
  });

  it('offer no Undo for a product: undoing an entry answers 400 and changes nothing', async () => {
    const view = await created({ style: 'hr-6' });
    await post(PIM_PATHS.productDetails, bodyOf(view, { name: 'Renamed' }));
    const [update, create] = await historyOf(view.pId);
    expect([update!.undoable, create!.undoable]).toEqual([false, false]);
    for (const entry of [update!, create!]) {
      const res = await t.app.inject({ method: 'POST', url: HISTORY_PATHS.undo(entry.id), headers: writer.headers });
      expect(res.statusCode, res.body).toBe(400);
    }
    expect((await details(view.pId)).name).toBe('Renamed');
  });

  it("shows a product's history to L1 on the product view only", async () => {
    const view = await created({ style: 'hr-7' });
    const stranger = await createTestUser(t.app, 'PHS', [{ page: '/apps/state-settings', level: 'L2' }]);
    const res = await t.app.inject({
      method: 'GET',
      url: HISTORY_PATHS.history,
      query: { entity: 'product', id: String(view.pId) },
      headers: stranger.headers,
    });
    expect(res.statusCode).toBe(403);
    expect(await historyOf(view.pId, reader)).toHaveLength(1);
  });
});
