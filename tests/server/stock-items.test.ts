import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOCK_PATHS as P } from '../../src/domain/stock/paths.ts';
import type { StockItem } from '../../src/domain/stock/stock.ts';
import { isolate } from '../../src/domain/words/isolate.ts';
import { createTestApp, signIn, type TestApp } from '../support/test-app.ts';
import { catalogueFixture, client } from './stock-fixtures.ts';

let t: TestApp;
let f: Awaited<ReturnType<typeof catalogueFixture>>;
let operator: ReturnType<typeof client>;
let office: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  f = await catalogueFixture(t.app.db);
  operator = client(t.app, await signIn(t.app, 'operator'));
  office = client(t.app, await signIn(t.app, 'office'));
});
afterAll(() => t.close());

const addBody = (change: object = {}) => ({
  pId: f.shoe,
  sizeId: f.sizes['41'],
  cId: 0,
  upc: '6291000000011',
  name: 'Runner 41',
  groupCode: 'GC10',
  itemCode: 'IC-1',
  remarks: 'first',
  boxNo: 'B1',
  sizeInfo: 'EU',
  isMultisize: false,
  hsCode: '640411',
  action: 'ADD_STOCK',
  style: 'RUN100',
  ...change,
});
const stockOf = async (pId: number) => (await office('GET', P.stockInfo, undefined, { pId: String(pId) })).body.data as StockItem[];

describe('add stock / UPC', () => {
  it("adds a UPC to a product: 'Added Successfully!' and the stock item in the spec's fields", async () => {
    const res = await operator('POST', P.stock, addBody());
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Added Successfully!');
    expect(res.body.data).toEqual({
      stockId: expect.any(Number),
      pId: f.shoe,
      upc: '6291000000011',
      Itemcode: 'IC-1',
      itemName: 'Runner 41',
      size: '41',
      sizeId: f.sizes['41'],
      sizeLabel: '41',
      sizeInfo: 'EU',
      IsMultisize: false,
      groupCode: 'GC10',
      hsCode: '640411',
      style: 'RUN100',
      cId: 0,
      remarks: 'first',
      boxNo: 'B1',
      action: null,
      createdName: expect.any(String),
      createdDateUTC: expect.stringMatching(/Z$/),
      revision: 1,
    });
    expect((await stockOf(f.shoe)).map((s) => s.upc)).toEqual(['6291000000011']);
  });

  it('refuses a UPC that exists in any case with a 409 naming it', async () => {
    expect((await operator('POST', P.stock, addBody({ upc: 'abc123X', sizeId: f.sizes['40'] }))).status).toBe(201);
    const res = await operator('POST', P.stock, addBody({ upc: 'ABC123x', pId: f.other }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`UPC abc123X already exists (PID ${f.shoe})`);
    expect(res.body.errors).toMatchObject([{ field: 'upc', message: res.body.message }]);
    expect((await stockOf(f.other)).length).toBe(0);
  });

  it('two adds of one UPC at once in two cases: one is added, the other is a 409 naming the UPC', async () => {
    const results = await Promise.all([
      operator('POST', P.stock, addBody({ upc: 'RACE77A', pId: f.bag, sizeId: f.sizes.M })),
      operator('POST', P.stock, addBody({ upc: 'race77a', pId: f.bag, sizeId: f.sizes.M })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toMatch(/^UPC (RACE77A|race77a) already exists/);
    const stocked = await t.app.db.selectFrom('stock_items').select('upc').where('upc', 'ilike', 'race77a').execute();
    expect(stocked).toHaveLength(1);
  });

  it('refuses an unknown product, an unknown size and a size of another group, naming the field', async () => {
    const noProduct = await operator('POST', P.stock, addBody({ upc: 'NEW1', pId: 999999 }));
    expect(noProduct.status).toBe(400);
    expect(noProduct.body.message).toBe('No product with PID 999999');
    expect(noProduct.body.errors?.[0]?.field).toBe('pId');
    const noSize = await operator('POST', P.stock, addBody({ upc: 'NEW1', sizeId: 999999 }));
    expect(noSize.status).toBe(400);
    expect(noSize.body.message).toBe('No size with sizeId 999999');
    const wrongGroup = await operator('POST', P.stock, addBody({ upc: 'NEW1', sizeId: f.sizes.M }));
    expect(wrongGroup.status).toBe(400);
    expect(wrongGroup.body.message).toBe('Size M is not one of the sizes of Test EU Shoe');
  });

  it('checks the contract: required fields, the UPC characters, the action enum', async () => {
    const missing = await operator('POST', P.stock, { pId: f.shoe });
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.map((e) => e.field)).toEqual(expect.arrayContaining(['sizeId', 'upc']));
    const badUpc = await operator('POST', P.stock, addBody({ upc: '629-100' }));
    expect(badUpc.status).toBe(400);
    expect(badUpc.body.errors?.[0]).toEqual({ field: 'upc', message: 'Up to 32 letters and digits', key: 'stock:rules.upc' });
    const badAction = await operator('POST', P.stock, addBody({ upc: 'NEW2', action: 'SOMETHING' }));
    expect(badAction.status).toBe(400);
    expect(badAction.body.errors?.[0]?.field).toBe('action');
    // The HS code follows the order's rule (6 to 12 digits), or is left empty.
    for (const hsCode of ['12', '1234567890123', '6404-11']) {
      const badHs = await operator('POST', P.stock, addBody({ upc: 'NEW3', hsCode }));
      expect(badHs.status, hsCode).toBe(400);
      expect(badHs.body.errors?.[0]).toMatchObject({ field: 'hsCode', message: '6 to 12 digits' });
    }
    const emptyHs = await operator('POST', P.stock, addBody({ upc: '629-100', hsCode: '' }));
    expect(emptyHs.body.errors?.map((e) => e.field)).toEqual(['upc']);
  });
});

describe('update stock', () => {
  it("updates every field, the PID too: 'Updated Successfully!'", async () => {
    const [item] = await stockOf(f.shoe);
    const res = await operator('PUT', P.stock, {
      ...addBody({ upc: item!.upc, pId: f.other, sizeId: f.sizes['42'], itemCode: 'IC-2', remarks: 'moved', hsCode: '640419' }),
      stockId: item!.stockId,
      size: '42',
      revision: item!.revision,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Updated Successfully!');
    expect(res.body.data).toMatchObject({
      stockId: item!.stockId,
      pId: f.other,
      style: 'WALK200',
      size: '42',
      Itemcode: 'IC-2',
      remarks: 'moved',
      hsCode: '640419',
      revision: item!.revision + 1,
    });
    expect((await stockOf(f.other)).map((s) => s.stockId)).toContain(item!.stockId);
    expect((await stockOf(f.shoe)).map((s) => s.stockId)).not.toContain(item!.stockId);
  });

  it('refuses a PID that does not exist, an unknown stockId, and another item’s UPC in any case', async () => {
    const [item] = await stockOf(f.other);
    const body = {
      ...addBody({ upc: item!.upc, pId: f.other, sizeId: f.sizes['42'] }),
      stockId: item!.stockId,
      size: '42',
      revision: item!.revision,
    };
    const noProduct = await operator('PUT', P.stock, { ...body, pId: 888888 });
    expect(noProduct.status).toBe(400);
    expect(noProduct.body.message).toBe('No product with PID 888888');
    expect(noProduct.body.errors?.[0]?.field).toBe('pId');
    const noStock = await operator('PUT', P.stock, { ...body, stockId: 777777 });
    expect(noStock.status).toBe(404);
    expect(noStock.body.message).toBe('No stock item with stockId 777777');
    const taken = await operator('PUT', P.stock, { ...body, upc: 'ABC123X' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(`UPC abc123X already exists (PID ${f.shoe})`);
    // Its own UPC in another case is not a duplicate.
    const own = await operator('PUT', P.stock, { ...body, upc: item!.upc.toLowerCase() });
    expect(own.status).toBe(200);
  });
});

describe('reads', () => {
  it('stock info by pId: 404 for an unknown product, 400 for a malformed pId', async () => {
    expect((await office('GET', P.stockInfo, undefined, { pId: '999999' })).status).toBe(404);
    expect((await office('GET', P.stockInfo, undefined, { pId: 'x' })).status).toBe(400);
    expect((await office('GET', P.stockInfo)).status).toBe(400);
  });

  it('stock info by style: every variant for STYLE, one for STYLE@VARIANT, any case', async () => {
    expect((await operator('POST', P.stock, addBody({ upc: 'RED41', pId: f.shoeRed, sizeId: f.sizes['41'] }))).status).toBe(201);
    const all = (await office('GET', P.stockInfoByStyle, undefined, { style: 'run100' })).body.data as StockItem[];
    expect(all.map((s) => s.upc).sort()).toEqual(['RED41', 'abc123X']);
    const red = (await office('GET', P.stockInfoByStyle, undefined, { style: 'RUN100@red' })).body.data as StockItem[];
    expect(red.map((s) => [s.upc, s.style])).toEqual([['RED41', 'RUN100@RED']]);
    expect((await office('GET', P.stockInfoByStyle, undefined, { style: 'NOPE' })).body.data).toEqual([]);
  });

  it('size info by pId: the sizes of the sub-category’s group in display order; none → No data found', async () => {
    const res = await office('GET', P.sizeInfo, undefined, { pId: String(f.shoe) });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(true);
    expect(res.body.data).toEqual([
      { size: '42', sizeId: f.sizes['42'], sizeInfo: 'Test EU Shoe', isMultisize: false },
      { size: '41', sizeId: f.sizes['41'], sizeInfo: 'Test EU Shoe', isMultisize: false },
      { size: '40', sizeId: f.sizes['40'], sizeInfo: 'Test EU Shoe', isMultisize: false },
    ]);
    const none = await office('GET', P.sizeInfo, undefined, { pId: String(f.bag) });
    expect(none.body).toMatchObject({ status: true, message: 'No data found', data: [] });
    expect((await office('GET', P.sizeInfo, undefined, { pId: '999999' })).status).toBe(404);
  });

  it('DWS data: the measure in cm and kg, or data null with a clear message', async () => {
    const none = await office('GET', P.dws, undefined, { pId: String(f.shoe) });
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ status: true, data: null, message: `No DWS dimensions for PID ${f.shoe}` });
    await t.app.db
      .insertInto('dws_dimensions')
      .values({ p_id: f.shoe, width_cm: 30.5, height_cm: 12, length_cm: 20.25, weight_kg: 0.85 })
      .execute();
    const res = await office('GET', P.dws, undefined, { pId: String(f.shoe) });
    expect(res.body.data).toEqual({
      pId: f.shoe,
      width: 30.5,
      height: 12,
      length: 20.25,
      weight: 0.85,
      measuredDateUTC: expect.any(String),
    });
  });
});

describe('inbound QC requests', () => {
  it('adds a request for one of the product’s UPCs with its item code and size, and lists them newest first', async () => {
    const add = await operator('POST', P.inboundQc, { pId: f.shoe, upc: 'ABC123X' });
    expect(add.status).toBe(201);
    expect(add.body.message).toBe('Inbound QC request added successfully');
    expect(add.body.data).toMatchObject({ pId: f.shoe, upc: 'abc123X', Itemcode: 'IC-1', sizeLabel: '40' });
    const list = await office('GET', P.inboundQc, undefined, { pId: String(f.shoe) });
    expect(list.body.data).toEqual([add.body.data]);
  });

  it('refuses a UPC of another product', async () => {
    const res = await operator('POST', P.inboundQc, { pId: f.other, upc: 'abc123x' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`UPC abc123x is not a stock item of PID ${f.other}`);
  });
});

describe('permissions', () => {
  it('an L1 user reads but every write is 403', async () => {
    expect((await office('GET', P.stockInfo, undefined, { pId: String(f.shoe) })).status).toBe(200);
    expect((await office('POST', P.stock, addBody({ upc: 'L1TRY' }))).status).toBe(403);
    expect((await office('PUT', P.stock, { ...addBody(), stockId: 1, size: '', revision: 1 })).status).toBe(403);
    expect((await office('POST', P.inboundQc, { pId: f.shoe, upc: 'ABC123X' })).status).toBe(403);
  });

  it('a user without the page gets 403 on reads; no token is 401', async () => {
    const warehouse = client(t.app, await signIn(t.app, 'warehouse'));
    expect((await warehouse('GET', P.stockInfo, undefined, { pId: String(f.shoe) })).status).toBe(403);
    const anonymous = client(t.app);
    for (const [method, url] of [
      ['GET', `${P.stockInfo}?pId=1`],
      ['GET', `${P.sizeInfo}?pId=1`],
      ['GET', `${P.dws}?pId=1`],
      ['POST', P.stock],
      ['PUT', P.stock],
      ['POST', P.inboundQc],
    ] as const) {
      expect((await anonymous(method, url, method === 'GET' ? undefined : addBody())).status).toBe(401);
    }
  });
});

describe('hostile input', () => {
  it('answers every field of the add and update bodies given hostile shapes with a 4xx, never a 5xx', async () => {
    const shapes: unknown[] = ['a\u0000b', 'x\ud800', 2147483648, -2147483649, 1e300, null, [], true, {}, 'x'.repeat(5000), '６２９'];
    const [item] = await stockOf(f.shoe);
    const base = { ...addBody({ upc: 'HOSTILE1' }), stockId: item!.stockId, size: '40', revision: item!.revision };
    for (const field of Object.keys(base)) {
      for (const value of shapes) {
        for (const method of ['POST', 'PUT'] as const) {
          const res = await operator(method, P.stock, { ...base, [field]: value });
          expect(res.status, `${method} ${field}=${JSON.stringify(value)}`).toBeLessThan(500);
          expect(res.body.status).toBe(res.status < 300);
        }
      }
    }
  });
});

describe('in the reader’s language', () => {
  it('refuses a bad body in Arabic, each field by its Arabic label, and says a success in Turkish', async () => {
    const token = await signIn(t.app, 'operator');
    const arabic = client(t.app, token, 'ar');
    const res = await arabic('POST', P.stock, addBody({ upc: '629-100', sizeId: null }));
    expect(res.status).toBe(400);
    expect(res.body.key).toBe('fields:problems');
    // Codes and labels holding Latin letters are isolated (read left to right); the words are the same without them.
    const plain = res.body.message.replace(/[\u2068\u2069]/g, '');
    expect(plain).toContain('الرمز UPC: 32 حرفًا ورقمًا على الأكثر');
    expect(plain).toContain('المقاس: مطلوب');
    expect(res.body.errors).toContainEqual({ field: 'upc', message: '32 حرفًا ورقمًا على الأكثر', key: 'stock:rules.upc' });
    const unknown = await arabic('POST', P.stock, addBody({ upc: 'AR1', pId: 999999 }));
    expect(unknown.body.message).toBe(`لا يوجد منتج برقم PID ${isolate('999999')}`);
    const turkish = client(t.app, token, 'tr');
    const added = await turkish('POST', P.stock, addBody({ upc: 'TRWORDS1' }));
    expect(added.status).toBe(201);
    expect(added.body.message).toBe('Başarıyla eklendi!');
  });
});
