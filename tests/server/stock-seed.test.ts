import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedStock, seedSubCategorySizeGroups, SIZE_GROUPS } from '../../server/seed/stock.ts';
import { sizeInfo } from '../../server/modules/stock/stock.service.ts';
import { gatekeeperDemoData } from '../../server/seed/gatekeeper.ts';
import { STOCK_IN_TRANSIT_ACTIONS } from '../../src/domain/stock/constants.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';
import { catalogueFixture } from './stock-fixtures.ts';

let t: TestApp;
let f: Awaited<ReturnType<typeof catalogueFixture>>;
let nikeProducts: number[];
let seconds: number;

// The stock seed on a catalogue of the test's own: an install without the demo seed (SEED=none),
// where the stock step only writes its size groups, then the demo step run by hand.
beforeAll(async () => {
  t = await createTestApp({ SEED: 'none', DEMO_PASSWORD: 'Stock-seed@2121-admin' });
  f = await catalogueFixture(t.app.db);
  const db = t.app.db;
  // 200 products of a brand the gatekeeper's demo UPCs carry, on a footwear sub-category without a size group.
  const shoe = await db.selectFrom('products').selectAll().where('p_id', '=', f.shoe).executeTakeFirstOrThrow();
  const nike = await db.insertInto('brands').values({ created_name: 'Test', brand_name: 'Nike' }).returning('id').executeTakeFirstOrThrow();
  const running = await db
    .insertInto('sub_categories')
    .values({ created_name: 'Test', name: 'Running Shoes', category_id: shoe.category_id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rows = Array.from({ length: 200 }, (_, i) => ({
    created_name: 'Test',
    main_category_id: shoe.main_category_id,
    parent_category_id: shoe.parent_category_id,
    category_id: shoe.category_id,
    sub_category_id: running.id,
    brand_id: nike.id,
    name: `Nike runner ${i}`,
    style: `NK${String(i).padStart(4, '0')}`,
  }));
  nikeProducts = (await db.insertInto('products').values(rows).returning('p_id').execute()).map((r) => r.p_id);
  const started = Date.now();
  await seedStock(db, { kind: 'demo', password: TEST_PASSWORD, dataCentre: 'uae' });
  seconds = (Date.now() - started) / 1000;
});
afterAll(() => t.close());

describe('the stock seed', () => {
  it('has the size groups: EU shoe sizes, S–XXL, one size', async () => {
    const groups = await t.app.db
      .selectFrom('size_groups')
      .innerJoin('sizes', 'sizes.size_group_id', 'size_groups.id')
      .select(['size_groups.name', 'sizes.label'])
      .where(
        'size_groups.name',
        'in',
        SIZE_GROUPS.map((g) => g.name),
      )
      .orderBy('size_groups.id')
      .orderBy('sizes.display_order')
      .execute();
    for (const g of SIZE_GROUPS) expect(groups.filter((r) => r.name === g.name).map((r) => r.label)).toEqual(g.labels);
  });

  it('gives every product 1 to 6 UPCs, unique, in sizes of its group', async () => {
    const items = await t.app.db
      .selectFrom('stock_items as s')
      .innerJoin('sizes as z', 'z.id', 's.size_id')
      .select(['s.p_id', 's.upc', 'z.size_group_id'])
      .execute();
    const perProduct = new Map<number, number>();
    for (const i of items) perProduct.set(i.p_id, (perProduct.get(i.p_id) ?? 0) + 1);
    const gatekeeperUpcs = new Set(gatekeeperDemoData().items.map((i) => i.upc));
    for (const pId of [f.shoe, f.other, f.bag, ...nikeProducts]) {
      const own = items.filter((i) => i.p_id === pId && !gatekeeperUpcs.has(i.upc));
      expect(own.length, `PID ${pId}`).toBeGreaterThanOrEqual(1);
      expect(own.length, `PID ${pId}`).toBeLessThanOrEqual(6);
    }
    expect(new Set(items.map((i) => i.upc.toUpperCase())).size).toBe(items.length);
    const shoeSizes = await t.app.db.selectFrom('size_groups').select('id').where('name', '=', 'Test EU Shoe').executeTakeFirstOrThrow();
    expect(items.filter((i) => i.p_id === f.shoe).every((i) => i.size_group_id === shoeSizes.id)).toBe(true);
    // The bag's sub-category has no group: a bag is one size.
    const oneSize = await t.app.db.selectFrom('size_groups').select('id').where('name', '=', 'One Size').executeTakeFirstOrThrow();
    expect(items.filter((i) => i.p_id === f.bag).map((i) => i.size_group_id)).toEqual([oneSize.id]);
    process.stdout.write(`stock seed: ${items.length} UPCs for ${perProduct.size} products in ${seconds} s\n`);
  });

  it('puts the gatekeeper’s demo UPCs of the brand on its products, and the gatekeeper reads their facts from them', async () => {
    const nikeUpcs = gatekeeperDemoData()
      .items.filter((i) => i.brand === 'NIKE')
      .map((i) => i.upc);
    expect(nikeUpcs.length).toBeGreaterThan(0);
    const stocked = await t.app.db.selectFrom('stock_items').select(['upc', 'p_id']).where('upc', 'in', nikeUpcs).execute();
    expect(stocked.length).toBe(nikeUpcs.length);
    expect(stocked.every((s) => nikeProducts.includes(s.p_id))).toBe(true);
    const items = await t.app.db
      .selectFrom('item_master')
      .select(['upc', 'pid', 'brand', 'head_office_qty'])
      .where('upc', 'in', nikeUpcs)
      .execute();
    expect(items.every((i) => i.brand === 'Nike' && nikeProducts.includes(Number(i.pid)))).toBe(true);
  });

  it('has stock in transit rows in every action and state, DWS dimensions and inbound QC requests', async () => {
    const rows = await t.app.db.selectFrom('stock_in_transit').select(['action', 'is_rack_filled', 'is_content_created', 'p_id']).execute();
    for (const action of STOCK_IN_TRANSIT_ACTIONS) {
      for (const rack of [false, true]) {
        for (const content of [false, true]) {
          expect(rows.some((r) => r.action === action && r.is_rack_filled === rack && r.is_content_created === content)).toBe(true);
        }
      }
    }
    expect(rows.some((r) => r.action === 'CONTENT_CREATOR' && r.p_id === null)).toBe(true);
    const dws = await t.app.db.selectFrom('dws_dimensions').select('p_id').execute();
    expect(dws.length).toBeGreaterThan(100);
    const qc = await t.app.db.selectFrom('inbound_qc_requests').select('id').execute();
    expect(qc.length).toBeGreaterThan(0);
  });
});

describe('a fresh install’s demo seed', () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await createTestApp();
  });
  afterAll(() => demo.close());

  it('stocks every seeded product with 1 to 6 UPCs, and every gatekeeper demo UPC belongs to a catalogue product', async () => {
    const db = demo.app.db;
    const products = await db.selectFrom('products').select('p_id').execute();
    expect(products.length).toBeGreaterThanOrEqual(2000);
    const counts = await db
      .selectFrom('stock_items')
      .select(['p_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('p_id')
      .execute();
    const perProduct = new Map(counts.map((c) => [c.p_id, Number(c.n)]));
    const gatekeeperUpcs = gatekeeperDemoData().items.map((i) => i.upc);
    const onGatekeeper = await db.selectFrom('stock_items').select(['upc', 'p_id']).where('upc', 'in', gatekeeperUpcs).execute();
    const extra = new Map<number, number>();
    for (const s of onGatekeeper) extra.set(s.p_id, (extra.get(s.p_id) ?? 0) + 1);
    for (const { p_id } of products) {
      const own = (perProduct.get(p_id) ?? 0) - (extra.get(p_id) ?? 0);
      expect(own, `PID ${p_id}`).toBeGreaterThanOrEqual(1);
      expect(own, `PID ${p_id}`).toBeLessThanOrEqual(6);
    }
    expect(onGatekeeper.map((s) => s.upc).sort()).toEqual([...gatekeeperUpcs].sort());
  });
});

describe('the size groups of sub-categories', () => {
  it('links each sub-category without one to the group its names suggest; size info then offers its sizes', async () => {
    const sizesOf = (pId: number) => sizeInfo(t.app.db, pId);
    expect(await sizesOf(f.bag)).toEqual([]);
    await seedSubCategorySizeGroups(t.app.db, { kind: 'demo', password: TEST_PASSWORD, dataCentre: 'uae' });
    expect((await sizesOf(f.bag)).map((s) => `${s.size} ${s.sizeInfo}`)).toEqual(['One Size One Size']);
    expect((await sizesOf(nikeProducts[0]!)).map((s) => s.size)).toEqual(SIZE_GROUPS[0].labels);
    // A sub-category that names its own group keeps it.
    expect((await sizesOf(f.shoe)).map((s) => s.sizeInfo)).toEqual(['Test EU Shoe', 'Test EU Shoe', 'Test EU Shoe']);
  });
});
