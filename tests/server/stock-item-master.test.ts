import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOCK_PATHS as P } from '../../src/domain/stock/paths.ts';
import { createTestApp, signIn, type TestApp } from '../support/test-app.ts';
import { closeGently, gatekeeperClient, plainItem } from './gatekeeper-support.ts';
import { catalogueFixture, client } from './stock-fixtures.ts';

/**
 * One item master (DESIGN.md §8): a catalogued UPC's descriptive facts come from the catalogue,
 * whichever writes (the stock calls, a product or brand change, the WMS feed); the WMS keeps its
 * quantities and flags; the gatekeeper judges scans on them.
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof catalogueFixture>>;
let operator: ReturnType<typeof client>;
let admin: ReturnType<typeof gatekeeperClient>;

beforeAll(async () => {
  t = await createTestApp();
  f = await catalogueFixture(t.app.db);
  operator = client(t.app, await signIn(t.app, 'operator'));
  admin = gatekeeperClient(t.app, await signIn(t.app, 'admin'));
});
afterAll(async () => closeGently(t));

const itemOf = (upc: string) =>
  t.app.db
    .selectFrom('item_master')
    .select([
      'upc',
      'pid',
      'style',
      'brand',
      'category',
      'sub_category',
      'division',
      'department',
      'group_code',
      'size_label',
      'item_code',
      'head_office_qty',
      'style_in_business_uae',
      sql<string>`xmin::text`.as('version'),
    ])
    .where('upc', '=', upc)
    .executeTakeFirst();
const add = (upc: string, change: object = {}) =>
  operator('POST', P.stock, { pId: f.shoe, sizeId: f.sizes['41'], upc, groupCode: 'GC-CAT', itemCode: `IC-${upc}`, ...change });

describe('the catalogue is the source of a UPC’s facts', () => {
  it('adding a UPC gives the gatekeeper its facts at once, keyed without leading zeros, with no WMS quantities yet', async () => {
    expect((await add('007100000001')).status).toBe(201);
    expect(await itemOf('7100000001')).toMatchObject({
      pid: String(f.shoe),
      style: 'RUN100',
      brand: 'Testbrand',
      category: 'Footwear',
      sub_category: 'Sneakers',
      division: 'Test Men',
      department: '',
      group_code: 'GC-CAT',
      size_label: '41',
      item_code: 'IC-007100000001',
      head_office_qty: 0,
    });
  });

  it('the WMS feed sets quantities, flags and department, but cannot overrule the catalogue’s facts', async () => {
    const fed = await admin.feedItems([{ ...plainItem('7100000001', 'OTHERBRAND'), department: 'Sports Footwear' }]);
    expect(fed.status).toBe(200);
    expect(await itemOf('7100000001')).toMatchObject({
      pid: String(f.shoe),
      brand: 'Testbrand',
      style: 'RUN100',
      item_code: 'IC-007100000001',
      department: 'Sports Footwear',
      head_office_qty: 10,
      style_in_business_uae: true,
    });
  });

  it('a UPC the catalogue does not know keeps what the feed sent', async () => {
    expect((await admin.feedItems([plainItem('7199999999', 'FEEDBRAND')])).status).toBe(200);
    expect(await itemOf('7199999999')).toMatchObject({ brand: 'FEEDBRAND', pid: '9000001', style: 'ST-7199999999' });
  });

  it('a product’s brand, style or category and a brand’s or size’s name follow in the same transaction', async () => {
    const brand = await t.app.db
      .insertInto('brands')
      .values({ created_name: 'Test', brand_name: 'Newbrand' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.db.updateTable('products').set({ brand_id: brand.id, style: 'RUN101' }).where('p_id', '=', f.shoe).execute();
    expect(await itemOf('7100000001')).toMatchObject({ brand: 'Newbrand', style: 'RUN101', head_office_qty: 10 });
    await t.app.db.updateTable('brands').set({ brand_name: 'Renamed' }).where('id', '=', brand.id).execute();
    await t.app.db.updateTable('sizes').set({ label: '41.5' }).where('id', '=', f.sizes['41']!).execute();
    expect(await itemOf('7100000001')).toMatchObject({ brand: 'Renamed', size_label: '41.5' });
    // A rolled-back change leaves the item master as it was.
    await t.app.db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('brands').set({ brand_name: 'Rolled back' }).where('id', '=', brand.id).execute();
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect((await itemOf('7100000001'))!.brand).toBe('Renamed');
  });

  it('a write that changes no fact leaves the item row’s version (which scans check) alone', async () => {
    const before = (await itemOf('7100000001'))!.version;
    await t.app.db.updateTable('products').set({ style: 'RUN101', name: 'Renamed product' }).where('p_id', '=', f.shoe).execute();
    expect((await itemOf('7100000001'))!.version).toBe(before);
  });

  it('a UPC moved to another value leaves its old row with its WMS facts and no catalogue facts', async () => {
    const stock = (await operator('GET', P.stockInfo, undefined, { pId: String(f.shoe) })).body.data as {
      stockId: number;
      upc: string;
      revision: number;
    }[];
    const item = stock.find((s) => s.upc === '007100000001')!;
    const res = await operator('PUT', P.stock, {
      stockId: item.stockId,
      revision: item.revision,
      pId: f.other,
      sizeId: f.sizes['42'],
      upc: '7100000002',
      itemCode: 'IC-MOVED',
      groupCode: 'GC-CAT',
    });
    expect(res.status).toBe(200);
    expect(await itemOf('7100000001')).toMatchObject({ pid: '', brand: '', style: '', head_office_qty: 10 });
    expect(await itemOf('7100000002')).toMatchObject({ pid: String(f.other), style: 'WALK200', item_code: 'IC-MOVED', size_label: '42' });
  });

  it('the gatekeeper judges a scan of a catalogued UPC on the catalogue’s facts and the WMS’s quantities', async () => {
    expect((await add('7100000003')).status).toBe(201);
    expect((await admin.feedItems([plainItem('7100000003', 'IGNORED')])).status).toBe(200);
    expect((await admin.feedManifests([{ palletNo: 'T-CAT-1', gateCountry: 'UAE', upc: '7100000003', qty: 1 }])).status).toBe(200);
    expect((await admin.importPallet('T-CAT-1')).status).toBe(200);
    const scan = await admin.scan('T-CAT-1', '7100000003');
    expect(scan.status).toBe(200);
    expect(scan.body.data.action).toBe('ACCEPTED');
    const snapshot = await admin.call('GET', `/api/stock/gatekeeper/snapshot?palletNo=T-CAT-1`);
    const line = snapshot.body.data.lines.find((l: { upc: string }) => l.upc === '7100000003');
    expect(line.facts).toMatchObject({ brand: 'Renamed', pId: String(f.shoe) });
  });
});
