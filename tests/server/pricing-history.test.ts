import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeEntry } from '../../src/domain/history/history.ts';
import { HISTORY_PATHS } from '../../src/domain/history/paths.ts';
import { FRAME_PATHS, PRICING_PATHS } from '../../src/domain/pricing/paths.ts';
import type { ProductFrame } from '../../src/domain/pricing/product-frame.ts';
import { formatRrpRule } from '../../src/domain/pricing/rrp-formats.ts';
import type { RrpRule } from '../../src/domain/pricing/rrp-rule.ts';
import type { RrpGroup } from '../../src/domain/pricing/rrp-tree.ts';
import { createTestApp, signIn, type TestApp } from '../support/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
let pIds: number[];
let brand: string;
let otherBrand: string;

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['admin', 'operator', 'office']) tokens[user] = await signIn(t.app, user);
  pIds = (await t.app.db.selectFrom('products').select('p_id').orderBy('p_id').limit(4).execute()).map((r) => r.p_id);
  const brands = await t.app.db.selectFrom('brands').select('brand_name').orderBy('id').limit(2).execute();
  [brand, otherBrand] = brands.map((b) => b.brand_name) as [string, string];
});
afterAll(() => t.close());

const as = (user: string) => ({ authorization: `Bearer ${tokens[user]}` });
const entries = async (entity: string, id: number) =>
  (await t.app.inject({ method: 'GET', url: HISTORY_PATHS.history, query: { entity, id: String(id) }, headers: as('office') })).json().data
    .records as ChangeEntry[];
const undoLatest = (entity: string, id: number, revision: number, user = 'operator') =>
  t.app.inject({ method: 'POST', url: HISTORY_PATHS.undoLatest, payload: { entity, id: String(id), revision }, headers: as(user) });
const undoEntry = (entryId: number, user = 'operator') =>
  t.app.inject({ method: 'POST', url: HISTORY_PATHS.undo(entryId), headers: as(user) });
const restore = (entryId: number) => t.app.inject({ method: 'POST', url: HISTORY_PATHS.restore(entryId), headers: as('admin') });
const STALE = /^Aisha Rahman changed this record at \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}, after you opened it$/;

describe('Product Frame: no silent overwrite, history, undo', () => {
  const tag = { oTagTxt1: 'NEW IN', ar_oTagTxt1: 'جديد', oTagBGColor1: '#1B5E20', oTagTxtColor1: '#FFFFFF' };
  const create = async (payload: object) =>
    (await t.app.inject({ method: 'POST', url: FRAME_PATHS.frames, payload, headers: as('operator') })).json().data as ProductFrame;
  const load = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: FRAME_PATHS.frame(id), headers: as('office') })).json().data as ProductFrame;
  const bodyOf = ({ oTagTxt1, ar_oTagTxt1, oTagBGColor1, oTagTxtColor1, appliesTo, pIds: ids, jsonTree }: ProductFrame) => ({
    oTagTxt1,
    ar_oTagTxt1,
    oTagBGColor1,
    oTagTxtColor1,
    appliesTo,
    pIds: ids,
    jsonTree,
  });
  const save = (frame: ProductFrame, change: object, user = 'operator', revision: unknown = frame.revision) =>
    t.app.inject({
      method: 'PUT',
      url: FRAME_PATHS.frame(frame.id),
      payload: { ...bodyOf(frame), ...change, revision },
      headers: as(user),
    });

  it('refuses the second of two saves from one read with 409 naming who saved, and keeps the first', async () => {
    const read = await create({ ...tag, appliesTo: 'PIDS', pIds: [pIds[0]] });
    expect(read.revision).toBe(1);
    const first = await save(read, { oTagTxt1: 'SALE' }, 'admin');
    expect(first.statusCode).toBe(200);
    expect(first.json().data.revision).toBe(2);
    const second = await save(read, { oTagTxt1: 'HOT', pIds: [pIds[1]] });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(STALE);
    expect(second.json().stale).toMatchObject({ revision: 2, by: 'Aisha Rahman', current: { oTagTxt1: 'SALE', pIds: [pIds[0]] } });
    expect(await load(read.id)).toMatchObject({ oTagTxt1: 'SALE', pIds: [pIds[0]], revision: 2 });
    // Overwrite goes through the newer revision.
    const overwrite = await save(read, { oTagTxt1: 'HOT' }, 'operator', second.json().stale.revision);
    expect(overwrite.statusCode).toBe(200);
    expect((await load(read.id)).oTagTxt1).toBe('HOT');
  });

  it('answers 400 for a missing or mistyped revision and changes nothing', async () => {
    const read = await create({ ...tag, appliesTo: 'PIDS', pIds: [pIds[0]] });
    for (const revision of [null, 'x', -1, 1.5, true, 0]) {
      const res = await save(read, { oTagTxt1: 'NOPE' }, 'operator', revision);
      expect(res.statusCode, String(revision)).toBe(400);
    }
    const missing = await t.app.inject({
      method: 'PUT',
      url: FRAME_PATHS.frame(read.id),
      payload: { ...bodyOf(read), oTagTxt1: 'NOPE' },
      headers: as('operator'),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ field: 'revision', message: 'Required', key: 'fields:required' }]);
    expect(await load(read.id)).toMatchObject({ oTagTxt1: 'NEW IN', revision: 1 });
    expect((await save({ ...read, id: 99_999 }, {})).statusCode).toBe(404);
  });

  it('logs who changed which field, PIDs included, and a save that changes nothing logs nothing', async () => {
    const read = await create({ ...tag, appliesTo: 'PIDS', pIds: [pIds[1], pIds[0]] });
    const [created] = await entries('product-frame', read.id);
    expect(created).toMatchObject({
      action: 'create',
      userName: 'Priya Nair',
      page: '/apps/product-frame',
      revision: 1,
      summary: 'NEW IN',
    });
    expect(created!.changes).toContainEqual({ field: 'pIds', before: null, after: [pIds[0], pIds[1]] });

    const res = await save(read, { oTagBGColor1: '#000000', pIds: [pIds[0], pIds[2]] });
    expect(res.statusCode).toBe(200);
    const log = await entries('product-frame', read.id);
    expect(log[0]).toMatchObject({
      action: 'update',
      userName: 'Priya Nair',
      entityId: String(read.id),
      revision: 2,
      requestId: res.headers['x-request-id'],
    });
    expect(log[0]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'oTagBGColor1', before: '#1B5E20', after: '#000000' },
        { field: 'pIds', before: [pIds[0], pIds[1]], after: [pIds[0], pIds[2]] },
      ]),
    );
    expect(log[0]!.changes).toHaveLength(2);

    const same = await save(res.json().data as ProductFrame, {});
    expect(same.statusCode).toBe(200);
    expect(same.json().data.revision).toBe(2);
    expect(await entries('product-frame', read.id)).toHaveLength(2);
  });

  it('undoes a change of the tag or rule; refuses to undo a change of the PIDs, changing nothing', async () => {
    const tree = JSON.stringify({ combinator: 'and', rules: [{ field: 'brand', operator: '=', value: brand }] });
    const read = await create({ ...tag, appliesTo: 'RULE', jsonTree: tree });
    const changed = JSON.stringify({ combinator: 'and', rules: [{ field: 'brand', operator: 'in', value: [brand, otherBrand] }] });
    const res = await save(read, { oTagTxt1: 'SALE', jsonTree: changed });
    expect(res.statusCode).toBe(200);
    expect((await undoLatest('product-frame', read.id, 2)).statusCode).toBe(200);
    const back = await load(read.id);
    expect(back).toMatchObject({ oTagTxt1: 'NEW IN', appliesTo: 'RULE', revision: 3 });
    expect(JSON.parse(back.jsonTree)).toEqual(JSON.parse(tree));
    expect((await entries('product-frame', read.id))[0]).toMatchObject({ action: 'undo', userName: 'Priya Nair' });

    const pidFrame = await create({ ...tag, appliesTo: 'PIDS', pIds: [pIds[0]] });
    await save(pidFrame, { oTagTxt1: 'PIDS', pIds: [pIds[3]] });
    const refused = await undoLatest('product-frame', pidFrame.id, 2);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("Undo cannot put back a frame's PIDs: edit the frame's PIDs instead");
    expect(await load(pidFrame.id)).toMatchObject({ oTagTxt1: 'PIDS', pIds: [pIds[3]], revision: 2 });
  });

  it('undoes a create by deleting the frame, and the Audit Log restores it with its PIDs', async () => {
    const frame = await create({ ...tag, oTagTxt1: 'GONE', appliesTo: 'PIDS', pIds: [pIds[2], pIds[3]] });
    expect((await undoLatest('product-frame', frame.id, 1)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: FRAME_PATHS.frame(frame.id), headers: as('office') })).statusCode).toBe(404);
    const [removal] = await entries('product-frame', frame.id);
    expect(removal).toMatchObject({ action: 'undo', restorable: true });
    expect((await restore(removal!.id)).statusCode).toBe(200);
    expect(await load(frame.id)).toMatchObject({ oTagTxt1: 'GONE', pIds: [pIds[2], pIds[3]], revision: 2 });
    expect((await restore(removal!.id)).statusCode).toBe(409);
  });
});

describe('RRP Price Criteria: no silent overwrite, history, undo', () => {
  const percent = (value: number) => ({ field: 'price_increase_percentage_to_rrp', operator: '=', value }) as const;
  const treeOf = (value: number, name = brand): RrpGroup => ({
    combinator: 'and',
    rules: [{ field: 'brand', operator: '=', value: name }, percent(value)],
  });
  const bodyOf = (tree: RrpGroup) => ({ action: 'RRP', jsonTree: JSON.stringify(tree), ...formatRrpRule(tree) });
  const load = async () =>
    (await t.app.inject({ method: 'GET', url: PRICING_PATHS.rrpRule, query: { action: 'RRP' }, headers: as('office') })).json()
      .data as RrpRule | null;
  const add = (tree: RrpGroup) =>
    t.app.inject({ method: 'POST', url: PRICING_PATHS.rrpRule, payload: bodyOf(tree), headers: as('operator') });
  const save = (tree: RrpGroup, revision: unknown, user = 'operator') =>
    t.app.inject({ method: 'PUT', url: PRICING_PATHS.rrpRule, payload: { ...bodyOf(tree), revision }, headers: as(user) });
  const ownHistory = async () =>
    (await t.app.inject({ method: 'GET', url: PRICING_PATHS.rrpHistory, query: { action: 'RRP' }, headers: as('office') })).json().data
      .totalRecords as number;

  it('undoes the creation of the rule, and restores it with its own history; a restore over a newer rule names its action', async () => {
    const created = await add(treeOf(5));
    expect(created.statusCode).toBe(201);
    const rule = created.json().data as RrpRule;
    expect(rule.revision).toBe(1);
    const [entry] = await entries('rrp-rule', rule.id);
    expect(entry).toMatchObject({ action: 'create', userName: 'Priya Nair', page: '/apps/rrp-price-criteria', summary: 'RRP' });
    expect(await ownHistory()).toBe(1);

    expect((await undoLatest('rrp-rule', rule.id, 1)).statusCode).toBe(200);
    expect(await load()).toBeNull();
    const [removal] = await entries('rrp-rule', rule.id);
    expect(removal).toMatchObject({ action: 'undo', restorable: true });

    // Meanwhile a new rule took the action: the restore names it and changes nothing.
    const taker = (await add(treeOf(7))).json().data as RrpRule;
    const refused = await restore(removal!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Cannot restore: action RRP is now used by another record');
    expect((await load())!.id).toBe(taker.id);

    expect((await undoLatest('rrp-rule', taker.id, 1)).statusCode).toBe(200);
    expect((await restore(removal!.id)).statusCode).toBe(200);
    const back = (await load())!;
    expect(back).toMatchObject({ id: rule.id, revision: 2, SQLWhere: rule.SQLWhere });
    expect(await ownHistory()).toBe(1);
  });

  it('refuses the second of two saves from one read with 409, changing nothing; 400 without a revision', async () => {
    const read = (await load())!;
    const first = await save(treeOf(10), read.revision, 'admin');
    expect(first.statusCode).toBe(200);
    expect(first.json().data.revision).toBe(read.revision + 1);
    const second = await save(treeOf(20), read.revision);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(STALE);
    expect(second.json().stale).toMatchObject({ revision: read.revision + 1, by: 'Aisha Rahman' });
    expect(JSON.parse((await load())!.jsonTree)).toEqual(treeOf(10));
    for (const revision of [undefined, null, 'x', 0, 1.5])
      expect((await save(treeOf(30), revision)).statusCode, String(revision)).toBe(400);
    expect((await load())!.revision).toBe(read.revision + 1);
  });

  it('logs who changed the tree and its forms, and the toast’s Undo puts the rule back', async () => {
    const read = (await load())!;
    const historyBefore = await ownHistory();
    const res = await save(treeOf(15, otherBrand), read.revision);
    expect(res.statusCode).toBe(200);
    const [change] = await entries('rrp-rule', read.id);
    expect(change).toMatchObject({ action: 'update', userName: 'Priya Nair', revision: read.revision + 1 });
    expect(change!.changes.map((c) => c.field)).toEqual(expect.arrayContaining(['jsonTree', 'queryString', 'SQLWhere']));
    expect(change!.changes.find((c) => c.field === 'SQLWhere')).toEqual({
      field: 'SQLWhere',
      before: read.SQLWhere,
      after: formatRrpRule(treeOf(15, otherBrand)).SQLWhere,
    });
    expect(await ownHistory()).toBe(historyBefore + 1);

    // Saving the same tree again changes nothing and logs nothing.
    expect((await save(treeOf(15, otherBrand), read.revision + 1)).json().data.revision).toBe(read.revision + 1);

    // Someone else's Undo is refused: the toast offers it to the user who saved.
    expect((await undoLatest('rrp-rule', read.id, read.revision + 1, 'admin')).statusCode).toBe(409);
    expect((await undoLatest('rrp-rule', read.id, read.revision + 1)).statusCode).toBe(200);
    const back = (await load())!;
    expect(JSON.parse(back.jsonTree)).toEqual(treeOf(10));
    expect(back).toMatchObject({ SQLWhere: read.SQLWhere, mongoDbQuery: read.mongoDbQuery, jsonLogic: read.jsonLogic });
    expect(back.revision).toBe(read.revision + 2);
    expect((await undoEntry(change!.id)).statusCode).toBe(409);
  });

  it('lets only L2 undo, and nobody without the page read the history', async () => {
    const rule = (await load())!;
    const [entry] = await entries('rrp-rule', rule.id);
    expect((await undoEntry(entry!.id, 'office')).statusCode).toBe(403);
    const warehouse = await signIn(t.app, 'warehouse');
    const res = await t.app.inject({
      method: 'GET',
      url: HISTORY_PATHS.history,
      query: { entity: 'rrp-rule', id: String(rule.id) },
      headers: { authorization: `Bearer ${warehouse}` },
    });
    expect(res.statusCode).toBe(403);
  });
});
