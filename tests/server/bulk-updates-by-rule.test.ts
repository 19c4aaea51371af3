import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkRulePreview, BulkUpdate } from '../../src/domain/bulk-update/contracts.ts';
import { BULK_UPDATE_PATHS } from '../../src/domain/bulk-update/paths.ts';
import { toCsv } from '../../src/domain/csv.ts';
import type { RrpGroup } from '../../src/domain/pricing/rrp-tree.ts';
import { runUpdate } from '../../server/modules/bulk-update/bulk-update.service.ts';
import { multipart } from '../support/image-files.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestUser, type TestUser } from '../support/test-users.ts';
import { ended, offerOf, resultLines } from './bulk-updates-support.ts';

let t: TestApp;
let editor: TestUser;
let reader: TestUser;
/** The brand with the fewest products (at least 2), its products and their UPCs. */
let brand: { id: number; name: string };
let brandPids: number[];
let otherBrandPid: number;

beforeAll(async () => {
  t = await createTestApp();
  editor = await createTestUser(t.app, 'RULE-EDITOR', [{ page: '/apps/bulk-update', level: 'L2' }]);
  reader = await createTestUser(t.app, 'RULE-READER', [{ page: '/apps/bulk-update', level: 'L1' }]);
  const counts = await t.app.db
    .selectFrom('products as p')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .select(['b.id', 'b.brand_name', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(['b.id', 'b.brand_name'])
    .having((eb) => eb.fn.countAll(), '>=', 2)
    .orderBy('n')
    .orderBy('b.id')
    .execute();
  brand = { id: counts[0]!.id, name: counts[0]!.brand_name };
  brandPids = await pidsOfBrand(brand.id);
  otherBrandPid = (await t.app.db.selectFrom('products').select('p_id').where('brand_id', '<>', brand.id).executeTakeFirstOrThrow()).p_id;
});
afterAll(() => t.close());

const pidsOfBrand = async (id: number) =>
  (await t.app.db.selectFrom('products').select('p_id').where('brand_id', '=', id).orderBy('p_id').execute()).map((r) => r.p_id);

const byBrand = (name = brand.name): RrpGroup => ({
  combinator: 'and',
  rules: [{ field: 'brand', operator: '=', value: name.toLowerCase() }],
});

const queue = (body: Record<string, unknown>, user = editor) =>
  t.app.inject({ method: 'POST', url: BULK_UPDATE_PATHS.byRule, payload: { mode: 'NOW', ...body }, headers: user.headers });

const preview = (tree: unknown, updateType = 'DISCOUNT', user = reader) =>
  t.app.inject({
    method: 'POST',
    url: BULK_UPDATE_PATHS.rulePreview,
    payload: { updateType, jsonTree: JSON.stringify(tree) },
    headers: user.headers,
  });

const discount = { dprice: '1.00', promotionTag: 'RULE SALE', ar_promotionTag: 'تخفيض', countryCode: 'UAE' };

describe('bulk updates by filter condition', () => {
  it('previews how many products and rows a rule gives the update before it is queued', async () => {
    const res = await preview(byBrand());
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as BulkRulePreview;
    expect(data).toMatchObject({ totalRecords: brandPids.length, rows: brandPids.length });
    expect(data.records.map((r) => r.pId)).toEqual([...brandPids].reverse().slice(0, 5));

    const upcs = await t.app.db.selectFrom('stock_items').select('upc').where('p_id', 'in', brandPids).execute();
    const activation = (await preview(byBrand(), 'PRODUCT_ACTIVATION')).json().data as BulkRulePreview;
    expect(activation).toMatchObject({ totalRecords: brandPids.length, rows: upcs.length });
  });

  it('queues a discount of every product the rule selects now and applies it through the job, with its result file', async () => {
    const res = await queue({ updateType: 'DISCOUNT', jsonTree: JSON.stringify(byBrand()), values: discount });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: `Update queued: ${brandPids.length} rows`,
      data: {
        source: 'FILTER_CONDITION',
        totalRows: brandPids.length,
        rowsChosen: true,
        rule: `Brand is '${brand.name.toLowerCase()}'`,
        fileName: '',
      },
    });
    const done = await ended(t, reader, res.json().data.id);
    expect(done).toMatchObject({ status: 2, okRows: brandPids.length, failedRows: 0 });
    for (const pId of brandPids)
      expect(await offerOf(t, pId, 'UAE')).toMatchObject({ discount_price: 1, promotion_tag: 'RULE SALE', ar_promotion_tag: 'تخفيض' });
    expect(await offerOf(t, otherBrandPid, 'UAE')).toBeUndefined();
    expect(await resultLines(t, reader, done.id)).toEqual([
      'row,pid,dprice,promotionTag,ar_promotionTag,countryCode,result,message',
      ...brandPids.map((pId, i) => `${i + 1},${pId},1.00,RULE SALE,تخفيض,UAE,OK,`),
    ]);
  });

  it('lists every UPC of the selected products on the channel for PRODUCT_ACTIVATION', async () => {
    const res = await queue({ updateType: 'PRODUCT_ACTIVATION', jsonTree: JSON.stringify(byBrand()), values: { channel: 'APP' } });
    expect(res.statusCode, res.body).toBe(201);
    const done = await ended(t, reader, res.json().data.id);
    const upcs = await t.app.db.selectFrom('stock_items').select(['upc', 'p_id']).where('p_id', 'in', brandPids).execute();
    expect(done).toMatchObject({ status: 2, totalRows: upcs.length, okRows: upcs.length });
    const listed = await t.app.db.selectFrom('product_channel_listings').select(['upc', 'p_id']).where('channel', '=', 'APP').execute();
    expect(listed.map((l) => l.upc).sort()).toEqual(upcs.map((u) => u.upc.toUpperCase()).sort());
  });

  it('a scheduled update chooses its products when it runs, once, however often its run starts', async () => {
    const runAt = new Date(Date.now() + 60 * 60_000).toISOString();
    const res = await queue({
      updateType: 'PROMOTION_TAG_UPDATE',
      mode: 'SCHEDULE',
      runAt,
      jsonTree: JSON.stringify(byBrand()),
      values: { promotionTag: 'LATER', ar_promotionTag: 'لاحقاً', countryCode: 'KSA' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Update queued: its products are chosen when it runs',
      data: { status: 0, totalRows: 0, rowsChosen: false, mode: 'SCHEDULE', runAt },
    });
    // A product that joins the brand before the time is covered.
    await t.app.db.updateTable('products').set({ brand_id: brand.id }).where('p_id', '=', otherBrandPid).execute();
    const covered = await pidsOfBrand(brand.id);
    const id = res.json().data.id as number;
    // Its time come (the job queue's part is the worker's; the run itself is this), twice, as after a crash.
    await runUpdate(t.app.db, id, t.config.TIME_ZONE, () => undefined);
    await runUpdate(t.app.db, id, t.config.TIME_ZONE, () => undefined);
    const done = (await t.app.db.selectFrom('bulk_updates').selectAll().where('id', '=', id).executeTakeFirstOrThrow()) as {
      status: number;
      total_rows: number;
      ok_rows: number;
    };
    expect(done).toMatchObject({ status: 2, total_rows: covered.length, ok_rows: covered.length });
    expect(await offerOf(t, otherBrandPid, 'KSA')).toMatchObject({ promotion_tag: 'LATER' });
  });

  it('refuses a rule it cannot run or that selects nothing, and values a file could not hold, naming each, queuing nothing', async () => {
    const count = async () =>
      (
        await t.app.db
          .selectFrom('bulk_updates')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await count();
    const custom = await queue({ updateType: 'DISCOUNT', jsonTree: JSON.stringify(byBrand('No Such Brand')), values: discount });
    expect(custom.statusCode).toBe(400);
    expect(custom.json().errors).toMatchObject([{ field: 'jsonTree', message: "Brand 'no such brand' is not in the catalogue" }]);

    const percent = { combinator: 'and', rules: [{ field: 'price_increase_percentage_to_rrp', operator: '=', value: 10 }] };
    const noPercent = await queue({ updateType: 'DISCOUNT', jsonTree: JSON.stringify(percent), values: discount });
    expect(noPercent.json().errors).toMatchObject([
      { field: 'jsonTree.rules[0].field', message: "Unknown field 'price_increase_percentage_to_rrp'" },
    ]);

    const values = await queue({
      updateType: 'NEW_ARRIVALS',
      jsonTree: JSON.stringify({ combinator: 'and', rules: [] }),
      values: { launchDateTime: '2026-02-30 10:00' },
    });
    expect(values.statusCode).toBe(400);
    expect(values.json().errors).toMatchObject([
      { field: 'values.launchDateTime', message: 'launchDateTime must be a date and time (YYYY-MM-DD HH:mm)' },
      { field: 'values.countryCode', message: 'countryCode is empty' },
      { field: 'jsonTree.rules', message: 'An empty rule cannot be saved' },
    ]);

    const none = await queue({
      updateType: 'REVERSE_DISCOUNT',
      jsonTree: JSON.stringify({ combinator: 'and', rules: [...byBrand().rules, { field: 'brand', operator: '!=', value: brand.name }] }),
      values: { countryCode: 'UAE' },
    });
    expect(none.json()).toMatchObject({ status: false, errors: [{ field: 'jsonTree', message: 'The rule selects no products now' }] });

    const file = await multipart([{ bytes: Buffer.from(toCsv([['pid', 'countryCode']])), name: 'rows.csv' }], {
      updateType: 'REVERSE_DISCOUNT',
      source: 'FILTER_CONDITION',
      mode: 'NOW',
    });
    const byFile = await t.app.inject({
      method: 'POST',
      url: BULK_UPDATE_PATHS.updates,
      payload: file.payload,
      headers: { ...editor.headers, ...file.headers },
    });
    expect(byFile.json().errors).toMatchObject([{ field: 'source', message: 'An update by filter condition takes a rule, not a file' }]);
    expect(await count()).toBe(before);
  });

  it('builds its SQL from the tree alone: SQL sent beside the tree is never run', async () => {
    const res = await queue({
      updateType: 'REVERSE_DISCOUNT',
      jsonTree: JSON.stringify(byBrand()),
      SQLWhere: 'true',
      sql: 'update products set current_price = 0',
      values: { countryCode: 'UAE' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const done: BulkUpdate = await ended(t, reader, res.json().data.id);
    expect(done.totalRows).toBe((await pidsOfBrand(brand.id)).length);
    const free = await t.app.db.selectFrom('products').select('p_id').where('current_price', '=', '0').execute();
    expect(free).toEqual([]);
  });

  it('lets L1 preview but only L2 queue, and nobody without the page; never a 500 for a malformed body', async () => {
    expect((await preview(byBrand(), 'DISCOUNT', reader)).statusCode).toBe(200);
    expect((await queue({ updateType: 'DISCOUNT', jsonTree: JSON.stringify(byBrand()), values: discount }, reader)).statusCode).toBe(403);
    const stranger = await createTestUser(t.app, 'RULE-NONE');
    expect((await preview(byBrand(), 'DISCOUNT', stranger)).statusCode).toBe(403);
    for (const payload of [
      {},
      { updateType: 'DISCOUNT', jsonTree: '{' },
      { updateType: 'DISCOUNT', jsonTree: 'null' },
      { jsonTree: 5 },
      [],
    ]) {
      const res = await t.app.inject({ method: 'POST', url: BULK_UPDATE_PATHS.byRule, payload, headers: editor.headers });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const seen = await t.app.inject({ method: 'POST', url: BULK_UPDATE_PATHS.rulePreview, payload, headers: reader.headers });
      expect(seen.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});
