import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttributeDefinition, Brand, Category, SubCategory } from '../../src/domain/catalogue/lookups.ts';
import { PIM_PATHS } from '../../src/domain/catalogue/paths.ts';
import type { TestUser } from '../support/test-users.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { catalogueUsers, testCatalogue, type TestCatalogue } from './catalogue-support.ts';

let t: TestApp;
let c: TestCatalogue;
let users: Awaited<ReturnType<typeof catalogueUsers>>;

beforeAll(async () => {
  t = await createTestApp();
  c = await testCatalogue(t.app.db, 'Lk');
  users = await catalogueUsers(t.app, 'LK');
});
afterAll(() => t.close());

const get = (url: string, query: Record<string, string> = {}, user: TestUser | null = users.reader) =>
  t.app.inject({ method: 'GET', url, query, headers: user ? user.headers : {} });
const data = async <T>(url: string, query: Record<string, string> = {}) => {
  const res = await get(url, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { status: boolean; message: string; data: T };
};

describe('the category tree lookups', () => {
  it('lists active main categories, parent categories, categories by (mid, pcatId) and sub-categories by catId, with Arabic names', async () => {
    const mains = (await data<{ records: { id: number; mcatname: string; ar_mcatname: string }[] }>(PIM_PATHS.mainCategories)).data.records;
    expect(mains).toContainEqual({ id: c.mainId, mcatname: 'Lk Store', ar_mcatname: 'متجر' });
    expect(mains.some((m) => m.id === c.closedMainId)).toBe(false);

    const parents = (await data<{ records: { id: number; pcatname: string }[] }>(PIM_PATHS.parentCategories)).data.records;
    expect(parents).toContainEqual({ id: c.menId, pcatname: 'Lk Men', ar_pcatname: 'رجال' });

    const cats = await data<{ records: Category[]; totalRecords: number }>(PIM_PATHS.categories, {
      mid: String(c.mainId),
      pcatId: String(c.menId),
    });
    expect(cats.data.records.map((x) => x.catname)).toEqual(['Footwear', 'Lk Clothing']);
    expect(cats.data.totalRecords).toBe(2);
    expect(cats.data.records[0]).toEqual({
      id: c.sub('Sneakers').catId,
      mId: c.mainId,
      pCatId: c.menId,
      catname: 'Footwear',
      ar_catname: 'أحذية',
    });

    const subs = await data<{ records: SubCategory[] }>(PIM_PATHS.subCategories, { catId: String(c.sub('Sneakers').catId) });
    // The inactive Old Boots stays off the pick list.
    expect(subs.data.records.map((s) => s.subcatname)).toEqual(['Lk Boots', 'Lk Sneakers']);
    expect(subs.data.records[1]).toEqual({
      id: c.sub('Sneakers').subCatId,
      catId: c.sub('Sneakers').catId,
      subcatname: 'Lk Sneakers',
      ar_subcatname: 'أحذية رياضية',
    });
  });

  it("pages a lookup and answers 'No data found' for an empty one", async () => {
    const first = await data<{ records: Category[]; totalRecords: number }>(PIM_PATHS.categories, {
      mid: String(c.mainId),
      pcatId: String(c.menId),
      index: '2',
      pageSize: '1',
    });
    expect(first.data).toEqual({ records: [expect.objectContaining({ catname: 'Lk Clothing' })], totalRecords: 2 });
    const none = await data<{ records: Category[]; totalRecords: number }>(PIM_PATHS.categories, {
      mid: String(c.otherMainId),
      pcatId: String(c.menId),
    });
    expect(none).toMatchObject({ status: true, message: 'No data found', key: 'catalogue:noData', data: { records: [], totalRecords: 0 } });
  });

  it('refuses a categories call without mid or pcatId, naming the field', async () => {
    const res = await get(PIM_PATHS.categories, { mid: String(c.mainId) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject([{ field: 'pcatId', message: 'Required' }]);
    expect(res.json().message).toBe('Parent Category: Required');
    expect((await get(PIM_PATHS.subCategories, { catId: 'x' })).statusCode).toBe(400);
  });

  it('refuses in Arabic with the Arabic label, and says an empty lookup in Turkish', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: PIM_PATHS.categories,
      query: { mid: String(c.mainId) },
      headers: { ...users.reader.headers, 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('الفئة الأم: مطلوب');
    const none = await t.app.inject({
      method: 'GET',
      url: PIM_PATHS.categories,
      query: { mid: String(c.otherMainId), pcatId: String(c.menId) },
      headers: { ...users.reader.headers, 'accept-language': 'tr' },
    });
    expect(none.json()).toMatchObject({ status: true, message: 'Veri bulunamadı', key: 'catalogue:noData' });
  });
});

describe('brands', () => {
  it('lists active brands only, with their Arabic names', async () => {
    const brands = (await data<{ records: Brand[] }>(PIM_PATHS.brands, { pageSize: '10000' })).data.records;
    expect(brands).toContainEqual({ id: c.brand, brandname: 'Lk Brand', ar_brandname: 'علامة' });
    expect(brands.some((b) => b.id === c.inactiveBrand)).toBe(false);
  });
});

describe('attributes of a sub-category', () => {
  it('lists the offered attributes with their values, single-selects first, and appends the multi-select Color Family on Footwear', async () => {
    const attrs = (await data<AttributeDefinition[]>(PIM_PATHS.attributes, { subCatId: String(c.sub('Sneakers').subCatId) })).data;
    expect(attrs.map((a) => [a.attributename, a.multiSelection, a.isMandatory])).toEqual([
      ['Lk Material', 0, [1]],
      ['Lk Fit', 0, [0]],
      ['Color Family', 1, [0]],
    ]);
    const color = attrs[2]!;
    expect(color).toMatchObject({
      id: 0,
      attributeId: 2,
      subcatid: c.sub('Sneakers').subCatId,
      subcategoryname: 'Lk Sneakers',
      ar_attributename: 'عائلة اللون',
    });
    expect(color.values).toEqual(expect.arrayContaining([{ id: c.color.valueIds[0], name: 'Lk Black', ar_name: 'أسود', attributeId: 2 }]));
    expect(attrs[0]!.values.map((v) => v.name)).toEqual(['Leather', 'Mesh']);
  });

  it('sorts a multi-select before nothing else: Shirts list Material (single) before Fit (multi) and get no Color Family', async () => {
    const attrs = (await data<AttributeDefinition[]>(PIM_PATHS.attributes, { subCatId: String(c.sub('Shirts').subCatId) })).data;
    expect(attrs.map((a) => [a.attributename, a.multiSelection, a.isMandatory[0]])).toEqual([
      ['Lk Material', 0, 0],
      ['Lk Fit', 1, 1],
    ]);
  });

  it('keeps a Footwear sub-category’s own Color Family offer instead of adding the synthetic one', async () => {
    const attrs = (await data<AttributeDefinition[]>(PIM_PATHS.attributes, { subCatId: String(c.sub('Boots').subCatId) })).data;
    expect(attrs.map((a) => [a.attributeId, a.multiSelection, a.isMandatory[0], a.id > 0])).toEqual([[2, 0, 1, true]]);
  });

  it("answers 'No data found' for a sub-category without attributes or unknown", async () => {
    expect((await data(PIM_PATHS.attributes, { subCatId: String(c.sub('Totes').subCatId) })).message).toBe('No data found');
    expect(await data(PIM_PATHS.attributes, { subCatId: '999999' })).toMatchObject({ status: true, message: 'No data found', data: [] });
  });

  it('answers the values of a list of attribute ids', async () => {
    const values = (
      await data<{ id: number; attributeId: number; name: string }[]>(PIM_PATHS.attributeValues, {
        attributeIds: `${c.material.id}, ${c.fit.id}`,
      })
    ).data;
    expect(values.map((v) => [v.attributeId, v.name])).toEqual([
      [c.material.id, 'Leather'],
      [c.material.id, 'Mesh'],
      [c.fit.id, 'Slim'],
      [c.fit.id, 'Regular'],
      [c.fit.id, 'Loose'],
    ]);
    const bad = await get(PIM_PATHS.attributeValues, { attributeIds: '1,x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: 'attributeIds', message: 'A comma-separated list of ids' });
  });
});

describe('who may read the lookups', () => {
  const calls = () =>
    [
      [PIM_PATHS.mainCategories, {}],
      [PIM_PATHS.brands, {}],
      [PIM_PATHS.parentCategories, {}],
      [PIM_PATHS.categories, { mid: '1', pcatId: '1' }],
      [PIM_PATHS.subCategories, { catId: '1' }],
      [PIM_PATHS.attributes, { subCatId: '1' }],
      [PIM_PATHS.attributeValues, { attributeIds: '2' }],
    ] as const;

  it('answers 401 without a token and 403 without a grant on the product view', async () => {
    for (const [url, query] of calls()) {
      expect((await get(url, query, null)).statusCode, url).toBe(401);
      expect((await get(url, query, users.stranger)).statusCode, url).toBe(403);
      expect((await get(url, query, users.reader)).statusCode, url).toBe(200);
    }
  });
});
