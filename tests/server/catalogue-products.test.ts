import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIM_PATHS } from '../../src/domain/catalogue/paths.ts';
import { catalogueWords } from '../../src/domain/catalogue/words.ts';
import type { ProductView } from '../../src/domain/catalogue/products.ts';
import type { TestUser } from '../support/test-users.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { catalogueUsers, testCatalogue, type TestCatalogue } from './catalogue-support.ts';

let t: TestApp;
let c: TestCatalogue;
let users: Awaited<ReturnType<typeof catalogueUsers>>;

beforeAll(async () => {
  t = await createTestApp();
  c = await testCatalogue(t.app.db, 'Pr');
  users = await catalogueUsers(t.app, 'PR');
});
afterAll(() => t.close());

const send = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  user: TestUser | null = users.writer,
  query?: Record<string, string>,
) => t.app.inject({ method, url, payload, query, headers: user ? user.headers : {} });
const saveDetails = (payload: object, user?: TestUser | null) => send('POST', PIM_PATHS.productDetails, payload, user);
const details = async (pId: number) => {
  const res = await send('GET', PIM_PATHS.productDetails, undefined, users.reader, { pId: String(pId) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ProductView;
};

const product = (change: object = {}) => ({
  mId: c.mainId,
  pCatId: c.menId,
  catId: c.sub('Sneakers').catId,
  subCatId: c.sub('Sneakers').subCatId,
  brandId: c.brand,
  name: 'Air Runner 2, mesh/leather',
  ar_name: 'حذاء رياضي',
  details: 'Light running shoe',
  ar_details: 'حذاء خفيف',
  features: '<p>Breathable <b>mesh</b></p>',
  ar_features: '<p>شبك</p>',
  style: 'ar-200',
  variant: 'blk',
  remarks: 'first drop',
  metaTag: 'running',
  shortDesc: 'runner',
  ...change,
});

async function created(change: object = {}): Promise<ProductView> {
  const res = await saveDetails(product(change));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ProductView;
}

describe('inserting and reading a product', () => {
  it('inserts a product, sets its pId, and reads back every field with the Arabic names of brand and categories', async () => {
    const res = await saveDetails(product());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Added Successfully!');
    const saved = res.json().data as ProductView;
    expect(saved.pId).toBeGreaterThan(0);
    const view = await details(saved.pId);
    expect(view).toEqual(saved);
    expect(view).toMatchObject({
      status: 'i',
      status_ar: 'i',
      approve: 'i',
      createdByName: 'PRW Tester',
      createdBy: users.writer.id,
      name: 'Air Runner 2, mesh/leather',
      ar_name: 'حذاء رياضي',
      style: 'AR-200@BLK',
      variant: 'BLK',
      styleVerified: false,
      mId: c.mainId,
      pCatId: c.menId,
      catId: c.sub('Sneakers').catId,
      subCatId: c.sub('Sneakers').subCatId,
      brandId: c.brand,
      brandname: 'Pr Brand',
      ar_brandname: 'علامة',
      mcatname: 'Pr Store',
      ar_mcatname: 'متجر',
      pcatname: 'Pr Men',
      ar_pcatname: 'رجال',
      catname: 'Footwear',
      ar_catname: 'أحذية',
      subcatname: 'Pr Sneakers',
      ar_subcatname: 'أحذية رياضية',
      metaTag: 'running',
      shortDesc: 'runner',
      remarks: 'first drop',
      features: '<p>Breathable <b>mesh</b></p>',
      prodImage: '',
      encoderImage: '',
      images: [],
      attribute: [],
      bullet: [],
      revision: 1,
      currentPrice: 0,
    });
    expect(Date.parse(view.createDate)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('takes the variant after @ in style, upper-cases both, and refuses a different variant beside it', async () => {
    const view = await created({ style: 'xr-1@navy blue', variant: '' });
    expect([view.style, view.variant]).toEqual(['XR-1@NAVY BLUE', 'NAVY BLUE']);
    const clash = await saveDetails(product({ style: 'xr-1@navy', variant: 'red' }));
    expect(clash.statusCode).toBe(400);
    expect(clash.json().errors).toMatchObject([{ field: 'variant', message: 'The variant after @ in style differs from variant' }]);
  });

  it('answers 404 for an unknown pId', async () => {
    const res = await send('GET', PIM_PATHS.productDetails, undefined, users.reader, { pId: '99999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No product with pId 99999999');
  });
});

describe('the product form’s rules (spec 001 §5), on the server', () => {
  it("refuses missing required fields with 'enter the required data', each field named", async () => {
    const res = await saveDetails({ name: '  ', style: '', features: '' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    // The spec's words, each field named by the form's label.
    expect(body.message).toBe('enter the required data: Store Type, Parent Category, Category, Sub Category, Brand, Name, Style');
    expect(body.key).toBe('catalogue:requiredData');
    expect(body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'brandId',
      'catId',
      'mId',
      'name',
      'pCatId',
      'style',
      'subCatId',
    ]);
    expect(body.errors.every((e: { message: string }) => e.message === 'Required')).toBe(true);
  });

  it('requires the Arabic name when Arabic is on', async () => {
    const res = await saveDetails(product({ lang: 'ar', ar_name: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('enter the required data: Arabic Name');
    expect((await saveDetails(product({ lang: 'en', ar_name: '' }))).statusCode).toBe(200);
  });

  it('keeps names to 150 characters, English and Arabic', async () => {
    expect((await saveDetails(product({ name: 'a'.repeat(150) }))).statusCode).toBe(200);
    const long = await saveDetails(product({ name: 'a'.repeat(151), ar_name: 'ب'.repeat(151) }));
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toMatchObject([
      { field: 'name', message: 'At most 150 characters' },
      { field: 'ar_name', message: 'At most 150 characters' },
    ]);
  });

  it('refuses other characters than letters, digits, space, comma, slash, underscore and hyphen in non-Arabic inputs', async () => {
    const words = 'Only letters, digits, spaces, commas, slashes, underscores and hyphens';
    for (const field of ['name', 'details', 'style', 'variant', 'remarks', 'metaTag', 'shortDesc']) {
      const res = await saveDetails(product({ [field]: 'bad<text>;' }));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors, field).toMatchObject([{ field, message: words }]);
      const label = catalogueWords.en.labels.product[field as keyof typeof catalogueWords.en.labels.product];
      expect(res.json().message).toBe(`${label}: ${words}`);
    }
    // Arabic inputs are free text.
    expect((await saveDetails(product({ ar_name: 'حذاء (جديد)!', ar_details: 'نص؟' }))).statusCode).toBe(200);
  });

  it("refuses features holding an iframe with 'remove i frame'", async () => {
    for (const html of ['<iframe src="https://x.test"></iframe>', '<p>x</p>< IFRAME/>', '<div></iframe >']) {
      for (const field of ['features', 'ar_features']) {
        const res = await saveDetails(product({ [field]: html }));
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toMatchObject([{ field, message: 'remove i frame' }]);
      }
    }
  });

  it('sanitises the HTML features: no script, event handler or javascript: URL is stored or served', async () => {
    const view = await created({
      features:
        '<p onclick="steal()">Soft<script>alert(1)</script><img src="https://cdn.test/a.jpg" onerror="alert(2)"><a href="javascript:alert(3)">x</a></p>',
      ar_features: '<b onmouseover="x()">ناعم</b><script src="https://evil.test/x.js"></script><img src="data:image/png;base64,AAAA">',
    });
    const stored = await details(view.pId);
    for (const html of [stored.features, stored.ar_features]) {
      expect(html).not.toMatch(/script|onerror|onclick|onmouseover|javascript:|data:/i);
    }
    expect(stored.features).toBe('<p>Soft<img src="https://cdn.test/a.jpg" /><a rel="noopener noreferrer">x</a></p>');
    expect(stored.ar_features).toBe('<b>ناعم</b><img />');
  });
});

describe('the category path and the brand', () => {
  it('refuses four ids that are not one path of the tree, naming the field at fault', async () => {
    const cases: [object, string][] = [
      [{ subCatId: c.sub('Shirts').subCatId }, 'subCatId'],
      [{ catId: c.sub('Shirts').catId }, 'subCatId'],
      [{ pCatId: c.womenId }, 'catId'],
      [{ mId: c.otherMainId }, 'catId'],
      [{ mId: c.closedMainId }, 'mId'],
      [{ mId: 99999999 }, 'mId'],
      [{ pCatId: 99999999 }, 'pCatId'],
      [{ subCatId: c.sub('Old Boots').subCatId }, 'subCatId'],
    ];
    for (const [change, field] of cases) {
      const res = await saveDetails(product(change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().errors[0].field, JSON.stringify(change)).toBe(field);
    }
  });

  it('refuses an unknown or inactive brand', async () => {
    for (const brandId of [99999999, c.inactiveBrand]) {
      const res = await saveDetails(product({ brandId }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toMatchObject([{ field: 'brandId', message: `No active brand with id ${brandId}` }]);
    }
  });
});

describe('updating a product over the revision it read', () => {
  it('updates at the current revision, then refuses a save over the older one with 409', async () => {
    const first = await created();
    const update = await saveDetails(product({ pId: first.pId, revision: 1, name: 'Air Runner 3', style: 'ar-300' }));
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json().message).toBe('Updated Successfully!');
    expect(update.json().data).toMatchObject({
      pId: first.pId,
      name: 'Air Runner 3',
      style: 'AR-300@BLK',
      revision: 2,
      updatedByName: 'PRW Tester',
    });

    const stale = await saveDetails(product({ pId: first.pId, revision: 1, name: 'Lost edit' }));
    expect(stale.statusCode).toBe(409);
    // Who saved since and when, and the product as it now is, for the wizard to show beside the edit.
    expect(stale.json().message).toMatch(/^PRW Tester changed this record at \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}, after you opened it$/);
    expect(stale.json().stale).toMatchObject({
      revision: 2,
      by: 'PRW Tester',
      current: { pId: first.pId, name: 'Air Runner 3', revision: 2 },
    });
    expect((await details(first.pId)).name).toBe('Air Runner 3');
  });

  it('lets one of two saves racing over the same revision through and answers the other 409', async () => {
    const view = await created();
    const results = await Promise.all(['First', 'Second'].map((name) => saveDetails(product({ pId: view.pId, revision: 1, name }))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.statusCode === 200)!.json().data as ProductView;
    expect(await details(view.pId)).toMatchObject({ name: winner.name, revision: 2 });
  });

  it('requires the revision on an update and answers 404 for an unknown pId', async () => {
    const view = await created();
    const missing = await saveDetails(product({ pId: view.pId }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject([
      { field: 'revision', message: 'Required when updating a product (the revision it was read at)' },
    ]);
    expect((await saveDetails(product({ pId: 99999999, revision: 1 }))).statusCode).toBe(404);
  });
});

describe('bullets and attributes', () => {
  const save = (payload: object, user?: TestUser | null) => send('POST', PIM_PATHS.bulletsAndAttributes, payload, user);
  const materialLeather = () => ({ attributeId: c.material.id, values: [c.material.valueIds[0]] });

  it('inserts negative ids, updates positive ones, deletes the missing, and keeps the order sent', async () => {
    const view = await created();
    const first = await save({
      pId: view.pId,
      revision: 1,
      bullet: [
        { id: -4821, name: 'Mesh upper', ar_name: 'شبك' },
        { id: -17, name: 'Rubber sole', ar_name: '' },
        { id: -3, name: '', ar_name: 'خفيف' },
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    const bullets = first.json().data.bullet as { id: number; name: string; ar_name: string }[];
    expect(bullets.map((b) => b.name)).toEqual(['Mesh upper', 'Rubber sole', '']);
    expect(bullets.every((b) => b.id > 0)).toBe(true);
    expect(first.json().data.revision).toBe(2);

    const [mesh, , light] = bullets;
    const second = await save({
      pId: view.pId,
      revision: 2,
      bullet: [
        { id: light!.id, name: 'Lightweight', ar_name: 'خفيف' },
        { id: -1, name: 'New bullet', ar_name: '' },
        { id: mesh!.id, name: 'Mesh upper, breathable', ar_name: 'شبك' },
      ],
    });
    expect(second.statusCode, second.body).toBe(200);
    const after = (await details(view.pId)).bullet;
    expect(after.map((b) => b.name)).toEqual(['Lightweight', 'New bullet', 'Mesh upper, breathable']);
    expect(after[0]!.id).toBe(light!.id);
    expect(after[2]!.id).toBe(mesh!.id);
    expect(after.some((b) => b.name === 'Rubber sole')).toBe(false);
    // Who wrote each bullet and when: the new one as created, the kept ones as changed.
    const audit = await t.app.db
      .selectFrom('product_bullets')
      .select(['id', 'created_name', 'updated_name', 'updated_date_utc'])
      .where('p_id', '=', view.pId)
      .orderBy('position')
      .execute();
    expect(audit.map((b) => [b.created_name, b.updated_name])).toEqual([
      ['PRW Tester', 'PRW Tester'],
      ['PRW Tester', null],
      ['PRW Tester', 'PRW Tester'],
    ]);
    expect(audit[0]!.updated_date_utc).toBeInstanceOf(Date);
  });

  it("refuses another product's bullet id, an empty bullet and a stale revision", async () => {
    const a = await created();
    const b = await created();
    const saved = await save({ pId: a.pId, revision: 1, bullet: [{ id: -1, name: 'A bullet', ar_name: '' }] });
    const aBullet = saved.json().data.bullet[0].id as number;
    const foreign = await save({ pId: b.pId, revision: 1, bullet: [{ id: aBullet, name: 'x', ar_name: '' }] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toMatchObject([{ field: 'bullet.0.id', message: `No bullet ${aBullet} on this product` }]);
    const empty = await save({ pId: b.pId, revision: 1, bullet: [{ id: -1, name: ' ', ar_name: '' }] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject([{ field: 'bullet.0.name', message: 'Enter the bullet in English or Arabic' }]);
    const stale = await save({ pId: a.pId, revision: 1, bullet: [] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().stale).toMatchObject({ revision: 2, by: 'PRW Tester' });
    expect((await details(a.pId)).bullet.map((b) => b.name)).toEqual(['A bullet']);
  });

  it('lists the missing mandatory attributes by name', async () => {
    const view = await created({ catId: c.sub('Shirts').catId, subCatId: c.sub('Shirts').subCatId, style: 'sh-1' });
    const res = await save({ pId: view.pId, revision: 1, attribute: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Select the mandatory attributes: Pr Fit');
    const sneaker = await created();
    const missing = await save({ pId: sneaker.pId, revision: 1, attribute: [{ attributeId: c.fit.id, values: [c.fit.valueIds[0]] }] });
    expect(missing.json().message).toBe('Select the mandatory attributes: Pr Material');
  });

  it('takes several values only for a multi-select attribute, and only values of the attribute', async () => {
    const shirt = await created({ catId: c.sub('Shirts').catId, subCatId: c.sub('Shirts').subCatId, style: 'sh-2' });
    const multi = await save({ pId: shirt.pId, revision: 1, attribute: [{ attributeId: c.fit.id, values: c.fit.valueIds.slice(0, 2) }] });
    expect(multi.statusCode, multi.body).toBe(200);
    expect(multi.json().data.attribute.map((a: { value: string }) => a.value)).toEqual(['Slim', 'Regular']);

    const sneaker = await created();
    const single = await save({ pId: sneaker.pId, revision: 1, attribute: [{ attributeId: c.material.id, values: c.material.valueIds }] });
    expect(single.statusCode).toBe(400);
    expect(single.json().errors).toMatchObject([{ field: 'attribute.0.values', message: 'Pr Material takes one value' }]);
    const foreign = await save({ pId: sneaker.pId, revision: 1, attribute: [{ attributeId: c.material.id, values: [c.fit.valueIds[0]] }] });
    expect(foreign.json().errors).toMatchObject([
      { field: 'attribute.0.values', message: `Value ${c.fit.valueIds[0]} is not a value of Pr Material` },
    ]);
    const notOffered = await save({ pId: sneaker.pId, revision: 1, attribute: [materialLeather(), { attributeId: 999999, values: [1] }] });
    expect(notOffered.json().errors).toMatchObject([
      { field: 'attribute.1.attributeId', message: 'Attribute 999999 is not offered on this sub-category' },
    ]);
  });

  it('replaces the choices, with the synthetic multi-select Color Family on Footwear, and reads them back with Arabic names', async () => {
    const view = await created();
    const res = await save({ pId: view.pId, revision: 1, attribute: [materialLeather(), { attributeId: 2, values: c.color.valueIds }] });
    expect(res.statusCode, res.body).toBe(200);
    const again = await save({ pId: view.pId, revision: 2, attribute: [{ attributeId: c.material.id, values: [c.material.valueIds[1]] }] });
    expect(again.statusCode, again.body).toBe(200);
    const stored = await details(view.pId);
    expect(stored.attribute).toEqual([
      {
        attributeId: c.material.id,
        attributeValueId: c.material.valueIds[1],
        attribute: 'Pr Material',
        value: 'Mesh',
        ar_attribute: 'الخامة',
        ar_value: 'شبك',
      },
    ]);
    expect(stored.revision).toBe(3);
    // Leaving the attributes out keeps them.
    await save({ pId: view.pId, revision: 3, bullet: [{ id: -1, name: 'Only bullets', ar_name: '' }] });
    expect((await details(view.pId)).attribute).toHaveLength(1);
  });
});

describe('product status (spec 001 §4)', () => {
  const setStatus = (pId: number, approve: string, user?: TestUser | null) =>
    send('POST', PIM_PATHS.productStatus, { pId, approve, remarks: '' }, user);
  const statuses = async (pId: number) => {
    const v = await details(pId);
    return [v.status, v.approve, v.status_ar];
  };

  it("approves (a) without touching the Arabic status, and answers 'Product status updated successfully!'", async () => {
    const view = await created();
    const res = await setStatus(view.pId, 'a');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Product status updated successfully!',
      data: { pId: view.pId, status: 'a', approve: 'a', status_ar: 'i', revision: 2 },
    });
    expect(await statuses(view.pId)).toEqual(['a', 'a', 'i']);
  });

  it('marks inactive (i) for English and Arabic when both status and approve were a', async () => {
    const view = await created();
    await setStatus(view.pId, 'a');
    await t.app.db.updateTable('products').set({ status_ar: 'a' }).where('p_id', '=', view.pId).execute();
    await setStatus(view.pId, 'i');
    expect(await statuses(view.pId)).toEqual(['i', 'i', 'i']);
  });

  it('keeps the Arabic status when marking inactive a product that was not approved in English', async () => {
    const view = await created();
    await t.app.db.updateTable('products').set({ status: 'a', approve: 'i', status_ar: 'a' }).where('p_id', '=', view.pId).execute();
    await setStatus(view.pId, 'i');
    expect(await statuses(view.pId)).toEqual(['i', 'i', 'a']);
  });

  it('deactivates (d) in both languages', async () => {
    const view = await created();
    await setStatus(view.pId, 'a');
    await setStatus(view.pId, 'd');
    expect(await statuses(view.pId)).toEqual(['d', 'd', 'd']);
  });

  it('refuses an unknown status and answers 404 for an unknown product', async () => {
    const view = await created();
    const bad = await setStatus(view.pId, 'x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject([{ field: 'approve', message: "Must be 'i' (Draft), 'a' (Reviewed) or 'd' (Deactivate)" }]);
    expect((await setStatus(99999999, 'a')).statusCode).toBe(404);
  });
});

describe('recommendation and the style edit', () => {
  const transit = (style: string, pId: number | null, itemName = 'Transit item') =>
    t.app.db
      .insertInto('stock_in_transit')
      .values({
        upc: `U${Math.floor(Math.random() * 1e9)}`,
        p_id: pId,
        style,
        item_name: itemName,
        action: 'CONTENT_CREATOR',
        created_name: 'Receiving',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const recommend = (style: string) => send('GET', PIM_PATHS.recommendation, undefined, users.reader, { style });

  it('lists products of the style (any variant) and stock in transit of it', async () => {
    const red = await created({ style: 'rec-1', variant: 'red', name: 'Rec red' });
    await created({ style: 'rec-1', variant: 'blue', name: 'Rec blue' });
    await created({ style: 'rec-10', variant: '', name: 'Not this one' });
    await transit('REC-1@GREEN', null, 'Green in transit');
    const res = await recommend('rec-1@red');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.productStyle.map((p: { style: string }) => p.style).sort()).toEqual(['REC-1@BLUE', 'REC-1@RED']);
    expect(data.productStyle).toContainEqual({ style: 'REC-1@RED', itemName: 'Rec red', image: '' });
    expect(data.transitStyle).toEqual([{ style: 'REC-1@GREEN', itemName: 'Green in transit', image: '' }]);
    expect(red.pId).toBeGreaterThan(0);
  });

  it('leaves the product on screen (pId) out of its own suggestions', async () => {
    const only = await created({ style: 'rec-solo', variant: '', name: 'Alone' });
    const res = await send('GET', PIM_PATHS.recommendation, undefined, users.reader, { style: 'REC-SOLO', pId: String(only.pId) });
    expect(res.json()).toMatchObject({ status: true, message: 'No Recommedation to show !', data: { productStyle: [], transitStyle: [] } });
    const all = await recommend('rec-solo');
    expect(all.json().data.productStyle).toEqual([{ style: 'REC-SOLO', itemName: 'Alone', image: '' }]);
    for (const pId of ['0', 'abc', '1e400', '-1']) {
      const bad = await send('GET', PIM_PATHS.recommendation, undefined, users.reader, { style: 'REC-SOLO', pId });
      expect(bad.statusCode, pId).toBe(400);
    }
  });

  it("answers 'No Recommedation to show !' when nothing matches", async () => {
    const res = await recommend('nothing-like-this');
    expect(res.json()).toMatchObject({ status: true, message: 'No Recommedation to show !', data: { productStyle: [], transitStyle: [] } });
  });

  it("updates the style and variant, marks it verified, moves stock in transit of the old style, and answers 'Style Updated successfully'", async () => {
    const view = await created({ style: 'old-1', variant: 'blk' });
    const own = await transit('OLD-1@BLK', view.pId);
    const unassigned = await transit('old-1@blk', null);
    const other = await created({ style: 'zz-9' });
    const others = await transit('OLD-1@BLK', other.pId);
    const res = await send('PUT', PIM_PATHS.updateStyle, {
      pId: view.pId,
      newStyle: 'new-1@wht',
      newUstyle: 'NEW-1@WHT',
      OldStyle: 'old-1@blk',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Style Updated successfully',
      data: { style: 'NEW-1@WHT', variant: 'WHT', styleVerified: true, revision: 2, transitRows: 2 },
    });
    const stored = await details(view.pId);
    expect([stored.style, stored.styleVerified, stored.updatedByName]).toEqual(['NEW-1@WHT', true, 'PRW Tester']);
    const rows = await t.app.db
      .selectFrom('stock_in_transit')
      .select(['id', 'style'])
      .where('id', 'in', [own.id, unassigned.id, others.id])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.style)).toEqual(['NEW-1@WHT', 'NEW-1@WHT', 'OLD-1@BLK']);

    // Saving details with another style takes the verification away.
    const resaved = await saveDetails(product({ pId: view.pId, revision: 2, style: 'new-2' }));
    expect(resaved.json().data.styleVerified).toBe(false);
  });

  it('answers 409 when the old style is no longer the product’s, and 400 when newUstyle disagrees', async () => {
    const view = await created({ style: 'st-5', variant: '' });
    const stale = await send('PUT', PIM_PATHS.updateStyle, { pId: view.pId, newStyle: 'st-6', OldStyle: 'st-4' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe("The product's style is now ST-5: reload it and try again");
    const differs = await send('PUT', PIM_PATHS.updateStyle, { pId: view.pId, newStyle: 'st-6', newUstyle: 'ST-7', OldStyle: 'st-5' });
    expect(differs.statusCode).toBe(400);
    expect(differs.json().errors).toMatchObject([{ field: 'newUstyle', message: 'Must be newStyle upper-cased' }]);
    const bad = await send('PUT', PIM_PATHS.updateStyle, { pId: view.pId, newStyle: 'st<6>', OldStyle: 'st-5' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('content created by the style update (CONTENT_CREATOR mode, ssId)', () => {
  const transit = (pId: number | null, action: 'CONTENT_CREATOR' | 'ADD_STOCK_NEW_UPC' = 'CONTENT_CREATOR', isContentCreated = false) =>
    t.app.db
      .insertInto('stock_in_transit')
      .values({
        upc: `C${Math.floor(Math.random() * 1e9)}`,
        p_id: pId,
        style: 'ELSEWHERE-1',
        item_name: 'Arrival',
        action,
        is_content_created: isContentCreated,
        created_name: 'Receiving',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const rowOf = (id: number) =>
    t.app.db
      .selectFrom('stock_in_transit')
      .select(['p_id', 'is_content_created', 'updated_name'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const updateStyle = (body: object) => send('PUT', PIM_PATHS.updateStyle, body);

  it("marks the product's CONTENT_CREATOR row content created with the style, and says so", async () => {
    const view = await created({ style: 'cc-1', variant: '' });
    const row = await transit(view.pId);
    const res = await updateStyle({ pId: view.pId, newStyle: 'cc-1@red', OldStyle: 'CC-1', ssId: row.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Style Updated successfully', data: { style: 'CC-1@RED', contentCreated: true } });
    expect(await rowOf(row.id)).toEqual({ p_id: view.pId, is_content_created: true, updated_name: 'PRW Tester' });
    // The same style again (the content creator only confirming it) keeps the row marked.
    const again = await updateStyle({ pId: view.pId, newStyle: 'CC-1@RED', OldStyle: 'CC-1@RED', ssId: row.id });
    expect(again.json().data).toMatchObject({ styleVerified: true, contentCreated: true });
  });

  it('gives a row without a product yet the PID of the product made for it', async () => {
    const view = await created({ style: 'cc-2', variant: '' });
    const row = await transit(null);
    const res = await updateStyle({ pId: view.pId, newStyle: 'cc-2', OldStyle: 'cc-2', ssId: row.id });
    expect(res.json().data.contentCreated).toBe(true);
    expect(await rowOf(row.id)).toMatchObject({ p_id: view.pId, is_content_created: true });
  });

  it('updates the style without marking a row of another action, nor any row without an ssId', async () => {
    const view = await created({ style: 'cc-3', variant: '' });
    const newUpc = await transit(view.pId, 'ADD_STOCK_NEW_UPC');
    const res = await updateStyle({ pId: view.pId, newStyle: 'cc-3b', OldStyle: 'cc-3', ssId: newUpc.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ style: 'CC-3B', contentCreated: false });
    expect((await rowOf(newUpc.id)).is_content_created).toBe(false);

    const own = await transit(view.pId);
    const plain = await updateStyle({ pId: view.pId, newStyle: 'cc-3c', OldStyle: 'cc-3b' });
    expect(plain.json().data).toMatchObject({ style: 'CC-3C', contentCreated: false });
    expect((await rowOf(own.id)).is_content_created).toBe(false);
  });

  it('refuses a row of another product or no row on ssId, and then changes neither the style nor the row', async () => {
    const view = await created({ style: 'cc-4', variant: '' });
    const other = await created({ style: 'cc-5', variant: '' });
    const othersRow = await transit(other.pId);
    const res = await updateStyle({ pId: view.pId, newStyle: 'cc-4b', OldStyle: 'cc-4', ssId: othersRow.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject([
      { field: 'ssId', message: `Stock in transit row ${othersRow.id} belongs to PID ${other.pId}` },
    ]);
    // The style was written before the row was checked: the refusal rolled it back.
    expect(await details(view.pId)).toMatchObject({ style: 'CC-4', styleVerified: false, revision: view.revision });
    expect((await rowOf(othersRow.id)).is_content_created).toBe(false);

    const missing = await updateStyle({ pId: view.pId, newStyle: 'cc-4b', OldStyle: 'cc-4', ssId: 2_000_000_000 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject([{ field: 'ssId', message: 'No stock in transit row with id 2000000000' }]);
    expect((await details(view.pId)).style).toBe('CC-4');
  });

  it('leaves the row unmarked when the style is refused as stale', async () => {
    const view = await created({ style: 'cc-6', variant: '' });
    const row = await transit(view.pId);
    const res = await updateStyle({ pId: view.pId, newStyle: 'cc-7', OldStyle: 'cc-5', ssId: row.id });
    expect(res.statusCode).toBe(409);
    expect((await rowOf(row.id)).is_content_created).toBe(false);
  });
});

describe('who may write', () => {
  const writes = () =>
    [
      ['POST', PIM_PATHS.productDetails, product()],
      ['POST', PIM_PATHS.bulletsAndAttributes, { pId: 1, revision: 1, bullet: [] }],
      ['POST', PIM_PATHS.productStatus, { pId: 1, approve: 'a', remarks: '' }],
      ['PUT', PIM_PATHS.updateStyle, { pId: 1, newStyle: 'A', OldStyle: 'B' }],
    ] as const;
  const reads = () =>
    [
      [PIM_PATHS.productDetails, { pId: '1' }],
      [PIM_PATHS.recommendation, { style: 'A' }],
    ] as const;

  it('gives an L1 user 403 on every write, and reads', async () => {
    for (const [method, url, payload] of writes()) {
      const res = await send(method, url, payload, users.reader);
      expect(res.statusCode, url).toBe(403);
    }
    for (const [url, query] of reads()) expect((await send('GET', url, undefined, users.reader, query)).statusCode, url).not.toBe(403);
  });

  it('answers 401 without a token, and 403 without a grant on the product view', async () => {
    for (const [method, url, payload] of writes()) {
      expect((await send(method, url, payload, null)).statusCode, url).toBe(401);
      expect((await send(method, url, payload, users.stranger)).statusCode, url).toBe(403);
    }
    for (const [url, query] of reads()) {
      expect((await send('GET', url, undefined, null, query)).statusCode, url).toBe(401);
      expect((await send('GET', url, undefined, users.stranger, query)).statusCode, url).toBe(403);
    }
  });
});

describe('hostile input', () => {
  it('answers 400, never 500, to wrong shapes in every field', async () => {
    const shapes: unknown[] = [null, [], {}, true, -1, 0, 2 ** 31, 1e300, 'x'.repeat(100_000), 'a\u0000b', '\ud800', { $gt: 1 }];
    const bodies: [string, string, object][] = [
      ['POST', PIM_PATHS.productDetails, product()],
      [
        'POST',
        PIM_PATHS.bulletsAndAttributes,
        { pId: 1, revision: 1, bullet: [{ id: -1, name: 'x', ar_name: '' }], attribute: [{ attributeId: 1, values: [1] }] },
      ],
      ['POST', PIM_PATHS.productStatus, { pId: 1, approve: 'a', remarks: '', revision: 1 }],
      ['PUT', PIM_PATHS.updateStyle, { pId: 1, newStyle: 'A', OldStyle: 'B', ssId: 1 }],
    ];
    for (const [method, url, body] of bodies) {
      for (const key of Object.keys(body)) {
        for (const shape of shapes) {
          const res = await t.app.inject({
            method: method as 'POST',
            url,
            payload: { ...body, [key]: shape },
            headers: users.writer.headers,
          });
          expect(res.statusCode, `${url} ${key}=${JSON.stringify(shape)?.slice(0, 40)}`).toBeLessThan(500);
        }
      }
    }
    for (const [url, key] of [
      [PIM_PATHS.productDetails, 'pId'],
      [PIM_PATHS.recommendation, 'style'],
      [PIM_PATHS.categories, 'mid'],
      [PIM_PATHS.attributeValues, 'attributeIds'],
    ] as const) {
      for (const value of ['-1', '1e400', '99999999999999999999', '%00', ',,,', "1' or 1=1"]) {
        const res = await t.app.inject({ method: 'GET', url: `${url}?${key}=${value}`, headers: users.writer.headers });
        expect(res.statusCode, `${url} ${key}=${value}`).toBeLessThan(500);
      }
    }
  });
});

describe('in the reader’s language', () => {
  const inLanguage = (lng: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: PIM_PATHS.productDetails,
      payload,
      headers: { ...users.writer.headers, 'accept-language': lng },
    });

  it('names the missing fields by their Arabic labels, and each other problem by its label in Arabic', async () => {
    const missing = await inLanguage('ar', { ...product(), name: '  ', style: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('أدخل البيانات المطلوبة: الاسم، الطراز');
    expect(missing.json().errors).toContainEqual({ field: 'name', message: 'مطلوب', key: 'fields:required' });

    const plain = await inLanguage('ar', product({ remarks: 'bad<text>;' }));
    expect(plain.statusCode).toBe(400);
    expect(plain.json().message).toBe('ملاحظات: أحرف وأرقام ومسافات وفواصل وشرطات مائلة وشرطات سفلية وشرطات فقط');
    expect(plain.json().key).toBe('fields:problems');
  });

  it('answers a save in Turkish and an unknown brand in Arabic', async () => {
    const saved = await inLanguage('tr', product());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ message: 'Başarıyla eklendi!', key: 'catalogue:productAdded' });
    const brand = await inLanguage('ar', product({ brandId: 99999999 }));
    expect(brand.statusCode).toBe(400);
    // Numbers in Arabic text are set in their own direction (Unicode isolates), invisible on screen.
    expect(brand.json().message.replace(/[\u2068\u2069]/g, '')).toBe('العلامة التجارية: لا توجد علامة تجارية نشطة بالمعرّف 99999999');
  });
});
