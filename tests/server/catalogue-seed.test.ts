import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIM_PATHS } from '../../src/domain/catalogue/paths.ts';
import type { ProductView } from '../../src/domain/catalogue/products.ts';
import type { Db } from '../../server/db/connect.ts';
import { SEED_PRODUCTS, seedCatalogue } from '../../server/seed/catalogue.ts';
import { createTestApp, signIn, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What identifies the seeded products, in pId order. */
const fingerprint = (db: Db) =>
  db
    .selectFrom('products')
    .select(['name', 'style', 'variant', 'status', 'status_ar', 'approve', 'brand_id', 'sub_category_id'])
    .orderBy('p_id')
    .execute();

describe('the demo catalogue', () => {
  it('has at least 40 brands and a four-level tree, every entry named in English and Arabic', async () => {
    const db = t.app.db;
    const brands = await db.selectFrom('brands').select(['brand_name', 'ar_brand_name', 'status']).execute();
    expect(brands.filter((b) => b.status === 'a').length).toBeGreaterThanOrEqual(40);
    expect(brands.filter((b) => b.status === 'i')).toHaveLength(1);
    for (const table of [
      'main_categories',
      'parent_categories',
      'categories',
      'sub_categories',
      'attributes',
      'attribute_values',
    ] as const) {
      const rows = await db.selectFrom(table).select(['name', 'ar_name']).execute();
      expect(rows.length, table).toBeGreaterThan(0);
      expect(
        rows.filter((r) => !r.ar_name),
        table,
      ).toEqual([]);
    }
    expect(brands.filter((b) => !b.ar_brand_name)).toEqual([]);
    const path = await db
      .selectFrom('sub_categories as sc')
      .innerJoin('categories as c', 'c.id', 'sc.category_id')
      .innerJoin('main_categories as m', 'm.id', 'c.main_category_id')
      .innerJoin('parent_categories as p', 'p.id', 'c.parent_category_id')
      .select(['m.name as main', 'p.name as parent', 'c.name as category', 'sc.name as sub'])
      .where('sc.name', '=', 'Sneakers')
      .execute();
    expect(path).toContainEqual({ main: 'Fashion', parent: 'Men', category: 'Footwear', sub: 'Sneakers' });
    const colours = await db.selectFrom('attribute_values').select('name').where('attribute_id', '=', 2).execute();
    expect(colours.map((c) => c.name)).toEqual(expect.arrayContaining(['Black', 'White', 'Navy']));
  });

  it(`has ${SEED_PRODUCTS} products in every status, each on one path of the tree`, async () => {
    const db = t.app.db;
    const products = await db
      .selectFrom('products as p')
      .innerJoin('sub_categories as sc', 'sc.id', 'p.sub_category_id')
      .innerJoin('categories as c', 'c.id', 'sc.category_id')
      .select([
        'p.status',
        'p.status_ar',
        'p.approve',
        'p.category_id',
        'c.id as cat',
        'p.main_category_id',
        'c.main_category_id as main',
        'p.parent_category_id',
        'c.parent_category_id as parent',
      ])
      .execute();
    expect(products).toHaveLength(SEED_PRODUCTS);
    for (const column of ['status', 'status_ar', 'approve'] as const)
      expect(new Set(products.map((p) => p[column])), column).toEqual(new Set(['i', 'a', 'd']));
    expect(products.filter((p) => p.category_id !== p.cat || p.main_category_id !== p.main || p.parent_category_id !== p.parent)).toEqual(
      [],
    );
  });

  it('gives every product its mandatory attributes, one value unless multi-select, and bullets in English and Arabic', async () => {
    const db = t.app.db;
    const missing = await sql<{ n: number }>`
      select count(*)::int as n from products p
      join sub_category_attributes o on o.sub_category_id = p.sub_category_id and o.is_mandatory
      where not exists (select 1 from product_attributes pa where pa.p_id = p.p_id and pa.attribute_id = o.attribute_id)`.execute(db);
    expect(missing.rows[0]!.n).toBe(0);
    const tooMany = await sql<{ n: number }>`
      select count(*)::int as n from (
        select pa.p_id, pa.attribute_id from product_attributes pa
        join products p on p.p_id = pa.p_id
        left join sub_category_attributes o on o.sub_category_id = p.sub_category_id and o.attribute_id = pa.attribute_id
        where coalesce(o.multi_selection, pa.attribute_id = 2) = false
        group by pa.p_id, pa.attribute_id having count(*) > 1) x`.execute(db);
    expect(tooMany.rows[0]!.n).toBe(0);
    const bulletless = await sql<{ n: number }>`
      select count(*)::int as n from products p where (select count(*) from product_bullets b where b.p_id = p.p_id and b.name <> '' and b.ar_name <> '') < 2`.execute(
      db,
    );
    expect(bulletless.rows[0]!.n).toBe(0);
  });

  it('reads back through the wizard’s calls', async () => {
    const token = await signIn(t.app, 'operator');
    const latest = await t.app.db.selectFrom('products').select('p_id').orderBy('p_id', 'desc').executeTakeFirstOrThrow();
    const res = await t.app.inject({
      method: 'GET',
      url: PIM_PATHS.productDetails,
      query: { pId: String(latest.p_id) },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json().data as ProductView;
    expect(view.bullet.length).toBeGreaterThanOrEqual(2);
    expect(view.attribute.length).toBeGreaterThan(0);
    expect(view.ar_brandname).not.toBe('');
    expect(view.features).toMatch(/^<p>/);
  });

  it('is the same on every install', async () => {
    const other = await createTestApp({ SEED: 'none', DEMO_PASSWORD: 'first-admin-pass' });
    try {
      const started = performance.now();
      await other.app.db.transaction().execute((trx) => seedCatalogue(trx, { kind: 'demo', password: 'unused', dataCentre: 'uae' }));
      console.info(`catalogue seed: ${Math.round(performance.now() - started)} ms`);
      const [mine, theirs] = await Promise.all([fingerprint(t.app.db), fingerprint(other.app.db)]);
      // Ids may differ (the brands' serials start where each install's did); the products do not.
      const strip = (rows: Awaited<ReturnType<typeof fingerprint>>) => rows.map(({ brand_id: _b, sub_category_id: _s, ...rest }) => rest);
      expect(strip(theirs)).toEqual(strip(mine));
    } finally {
      await other.close();
    }
  }, 120_000); // a second full catalogue seed: seconds on a quiet machine, more on a busy one
});
