import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FailedOrder, OrderDetails } from '../../src/domain/orders/order-failures.ts';
import { ORDER_PATHS as P } from '../../src/domain/orders/paths.ts';
import * as stock from '../../server/modules/stock/stock.service.ts';
import { signIn } from '../support/test-app.ts';
import { orderTestApp } from './order-failures-support.ts';

let o: Awaited<ReturnType<typeof orderTestApp>>;
beforeAll(async () => {
  o = await orderTestApp();
});
afterAll(() => o.t.close());

const MARCH = { orderDate: '2025-03-10' };
const idsOf = (body: { data: { records: FailedOrder[] } }) => body.data.records.map((r) => r.orderId).sort();
const hsBody = (stockId: number, upc: string, hsCode: string, revision = 1) => ({
  revision,
  stockId,
  hsCode,
  pId: 1,
  sizeId: null,
  cId: 0,
  upc,
  style: '',
  itemCode: '',
  groupCode: '',
  remarks: '',
  isMultisize: false,
});

describe('the list', () => {
  let a: { id: number; orderId: string };
  let inv: { id: number; orderId: string };
  let late: { id: number; orderId: string };
  beforeAll(async () => {
    a = await o.addOrder();
    inv = await o.addOrder({ remarks: 'INVENTORY_NOT_AVAILABLE' });
    // 23:59:59 and 00:00:00 in Dubai around 11 March 2025.
    late = await o.addOrder({ order_date_utc: new Date('2025-03-10T19:59:59Z') });
    await o.addOrder({ order_date_utc: new Date('2025-03-10T20:00:00Z') });
  });

  it('answers every field of a failed order, newest first, paged', async () => {
    const res = await o.list(MARCH, 'office', { index: '1', pageSize: '2' });
    expect(res.status).toBe(200);
    expect(res.body.data.totalRecords).toBe(3);
    expect(res.body.data.records[0].orderId).toBe(late.orderId);
    const all = await o.list(MARCH);
    expect(all.body.data.records.find((r: FailedOrder) => r.id === a.id)).toEqual({
      id: a.id,
      custId: 4242,
      orderId: a.orderId,
      orderDateUTC: '2025-03-10T08:00:00.000Z',
      shippingName: 'Sara Khalid',
      shippingAddress: 'Villa 1, Dubai Marina, Dubai',
      shippingCountry: 'United Arab Emirates',
      transactionAmount: 241,
      deliveryType: 'EXPRESS',
      paymentMode: 'CARD',
      paymentStatus: 1,
      remarks: 'WMS_TIMEOUT',
      shipmentId: expect.any(Number),
      awbNo: expect.stringMatching(/^AWB-T-/),
      state: 'FAILED',
      addressLine1: 'Villa 1',
      addressLine2: '',
      countryId: o.uae,
      stateId: o.dubai,
      areaId: o.marina,
      revision: 1,
    });
  });

  it('filters by order id in any case, by the day in Dubai, and by INVENTORY_NOT_AVAILABLE', async () => {
    expect(idsOf((await o.list({ orderId: a.orderId.toLowerCase(), orderDate: '', remarks: '' })).body)).toEqual([a.orderId]);
    expect(idsOf((await o.list({ ...MARCH, remarks: 'INVENTORY_NOT_AVAILABLE' })).body)).toEqual([inv.orderId]);
    expect((await o.list({ orderDate: '2025-03-11' })).body.data.totalRecords).toBe(1);
    // The seeded demo orders are listed too when no filter is set.
    expect((await o.list({ orderId: '', orderDate: '', remarks: '' })).body.data.totalRecords).toBeGreaterThan(3);
  });

  it('sorts by Id, Order Id, Order Date and Remarks, both ways; another sort is a 400 naming the field', async () => {
    const records = async (sort: string) => (await o.list({ ...MARCH, sort })).body.data.records as FailedOrder[];
    const ascending = <T>(values: T[]) => [...values].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
    for (const [sort, value] of <[string, (r: FailedOrder) => string][]>[
      ['id', (r: FailedOrder) => String(r.id).padStart(12, '0')],
      ['orderId', (r: FailedOrder) => r.orderId.toUpperCase()],
      ['orderDate', (r: FailedOrder) => r.orderDateUTC],
      ['remarks', (r: FailedOrder) => r.remarks],
    ]) {
      const up = await records(sort);
      expect(up, sort).toHaveLength(3);
      expect(up.map(value), sort).toEqual(ascending(up.map(value)));
      // Descending is the exact reverse: ties fall back on the id in the same direction.
      expect(
        (await records(`-${sort}`)).map((r) => r.id),
        sort,
      ).toEqual(up.map((r) => r.id).reverse());
    }
    expect((await records('remarks'))[0]!.orderId).toBe(inv.orderId);
    expect((await records('-orderDate'))[0]!.orderId).toBe(late.orderId);
    for (const sort of ['amount', 'orderDate desc', '-']) {
      const res = await o.list({ ...MARCH, sort });
      expect(res.status, sort).toBe(400);
      expect(res.body.errors?.[0]?.field).toBe('sort');
      expect(res.body.message).toMatch(/^Order of the list: /);
    }
  });

  it('refuses bad filters with 400 naming the field, never 500', async () => {
    for (const [body, field, label] of [
      [{ orderDate: '10/03/2025' }, 'orderDate', 'Order Date'],
      [{ remarks: 'OTHER' }, 'remarks', 'Remarks'],
      [{ orderId: 42 }, 'orderId', 'Order Id'],
      [{ orderId: 'x'.repeat(51) }, 'orderId', 'Order Id'],
    ] as const) {
      const res = await o.list(body);
      expect(res.status).toBe(400);
      expect(res.body.errors?.[0]?.field).toBe(field);
      expect(res.body.message).toMatch(new RegExp(`^${label}: `));
    }
    expect((await o.list({}, 'operator', { index: '0', pageSize: '10' })).status).toBe(400);
    expect((await o.list({}, 'operator', { index: '1', pageSize: '5000' })).status).toBe(400);
    expect((await o.call('POST', P.list, [1, 2])).status).toBe(400);
  });
});

describe('access', () => {
  it('lets L1 read, refuses its writes with 403, and refuses a user without the page', async () => {
    const { id, orderId } = await o.addOrder();
    expect((await o.list(MARCH, 'office')).status).toBe(200);
    expect((await o.details(orderId, 'office')).status).toBe(200);
    expect((await o.retry(id, 'office')).status).toBe(403);
    expect((await o.remove(id, 'office')).status).toBe(403);
    expect((await o.call('POST', P.updateStock(id), undefined, 'office')).status).toBe(403);
    expect((await o.call('POST', P.hsCode(id), hsBody(o.stocked[0]!.stockId, o.stocked[0]!.upc, '640412'), 'office')).status).toBe(403);
    expect((await o.call('PUT', P.address(id), { revision: 1 }, 'office')).status).toBe(403);
    expect((await o.list(MARCH, 'nobody')).status).toBe(403);
    expect((await o.details(orderId, 'nobody')).status).toBe(403);
    expect((await o.t.app.inject({ method: 'POST', url: P.list, payload: {} })).statusCode).toBe(401);
  });
});

describe('details', () => {
  it('answers the order with every item field, and 404 for an unknown order', async () => {
    const { orderId } = await o.addOrder();
    const res = await o.details(orderId.toLowerCase());
    expect(res.status).toBe(200);
    const data = res.body.data as OrderDetails;
    expect(data.order.orderId).toBe(orderId);
    expect(data.items).toHaveLength(2);
    expect(data.items[0]).toEqual({
      id: expect.any(Number),
      pId: o.stocked[0]!.pId,
      upc: o.stocked[0]!.upc,
      brandname: 'Testbrand',
      proname: 'Product RUN100',
      quantity: 1,
      hsCode: '640411',
      transactionTotal: 120.5,
      image: '',
      stockId: o.stocked[0]!.stockId,
      sizeid: o.stocked[0]!.sizeId,
      colorid: 0,
      style: o.stocked[0]!.style,
      itemCode: o.stocked[0]!.Itemcode,
      groupcode: 'G1',
      remarks: '',
      isMultiSize: false,
    });
    expect(data.attempts).toEqual([]);
    expect((await o.details('NO-SUCH-ORDER')).status).toBe(404);
    expect((await o.call('GET', P.details)).status).toBe(400);
  });
});

describe('retry with the local stand-in', () => {
  it('submits a fixable order: it leaves the list, and the attempt keeps who, when and the result', async () => {
    const { id, orderId } = await o.addOrder();
    const res = await o.retry(id);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Retry successfull');
    expect(res.body.data.state).toBe('SUBMITTED');
    expect(idsOf((await o.list({ orderId })).body)).toEqual([]);
    const again = await o.retry(id);
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('already submitted');
    const attempts = (await o.details(orderId)).body.data.attempts;
    expect(attempts).toEqual([
      expect.objectContaining({
        link: 'STAND-IN',
        result: 'SUCCESS',
        remarks: '',
        createdName: 'Priya Nair',
        finishedDateUTC: expect.any(String),
      }),
    ]);
  });

  it('keeps a refused order listed with the new remark', async () => {
    const { id, orderId } = await o.addOrder({ remarks: 'WMS_TIMEOUT' }, { remarks: 'INVENTORY_NOT_AVAILABLE' });
    const res = await o.retry(id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`Order ${orderId} failed again: INVENTORY_NOT_AVAILABLE`);
    const listed = (await o.list({ orderId })).body.data.records as FailedOrder[];
    expect(listed.map((r) => [r.state, r.remarks])).toEqual([['FAILED', 'INVENTORY_NOT_AVAILABLE']]);
    const noHs = await o.addOrder({}, { hs_code: '' });
    expect((await o.retry(noHs.id)).body.message).toContain('HS_CODE_MISSING');
    const noArea = await o.addOrder({ area_id: null });
    expect((await o.retry(noArea.id)).body.message).toContain('ADDRESS_INCOMPLETE');
    const unpaid = await o.addOrder({ payment_status: 2 });
    expect((await o.retry(unpaid.id)).body.message).toContain('PAYMENT_FAILED');
  });

  it('submits once when two retries arrive together', async () => {
    const { id, orderId } = await o.addOrder();
    const [first, second] = await Promise.all([o.retry(id), o.retry(id)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect((await o.details(orderId)).body.data.attempts).toHaveLength(1);
  });

  it('answers 404 for an unknown order and 400 for a bad id', async () => {
    expect((await o.retry(99_999_999)).status).toBe(404);
    expect((await o.call('POST', `${P.order}/abc/retry`)).status).toBe(400);
  });
});

describe('delete', () => {
  it('takes the order off the list and keeps it as deleted', async () => {
    const { id, orderId } = await o.addOrder();
    const res = await o.remove(id);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Deleted successfully');
    expect(idsOf((await o.list({ orderId })).body)).toEqual([]);
    expect((await o.details(orderId)).status).toBe(404);
    expect((await o.remove(id)).status).toBe(404);
    const row = await o.t.app.db
      .selectFrom('failed_orders')
      .select(['state', 'deleted_name'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 'DELETED', deleted_name: 'Priya Nair' });
  });

  it('refuses to delete a submitted order', async () => {
    const { id } = await o.addOrder();
    await o.retry(id);
    expect((await o.remove(id)).status).toBe(409);
  });
});

describe('update stock', () => {
  it("clears INVENTORY_NOT_AVAILABLE from items whose UPC is in the catalogue's stock, and marks the others", async () => {
    const { id, orderId } = await o.addOrder({ remarks: 'INVENTORY_NOT_AVAILABLE' }, { remarks: 'INVENTORY_NOT_AVAILABLE' });
    let res = await o.call('POST', P.updateStock(id));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ available: 2, missing: 0 });
    expect(((await o.details(orderId)).body.data as OrderDetails).items.map((i) => i.remarks)).toEqual(['', '']);
    expect((await o.retry(id)).status).toBe(200);

    const gone = await o.addOrder({}, { upc: 'NOTSTOCKED1' });
    res = await o.call('POST', P.updateStock(gone.id));
    expect(res.body.data).toMatchObject({ available: 1, missing: 1 });
    expect(res.body.message).toBe('Stock updated: 1 item(s) still without stock');
  });
});

describe('the HS code save', () => {
  it('saves on the item and the catalogue: status 1, or status 0 with ALERT/ when other failed orders share the UPC', async () => {
    const s = o.stocked[1]!;
    const { id, orderId } = await o.addOrder();
    let res = await o.call('POST', P.hsCode(id), hsBody(s.stockId, s.upc, '6404190000'));
    expect(res.status).toBe(200);
    // Earlier orders of this file carry the UPC too, and are still listed: they follow.
    expect(res.body.data.status).toBe(0);
    expect(res.body.data.message).toMatch(/^ALERT\/HS code updated; \d+ other failed order item\(s\) with UPC OFUPC2 now carry it too$/);
    expect(res.body.data.item.hsCode).toBe('6404190000');
    res = await o.call('POST', P.hsCode(id), hsBody(s.stockId, s.upc.toLowerCase(), '6404190000', await o.revisionOf(id)));
    expect(res.body.data).toMatchObject({ status: 1, message: 'HS code updated successfully' });
    const items = ((await o.details(orderId)).body.data as OrderDetails).items;
    expect(items.find((i) => i.stockId === s.stockId)!.hsCode).toBe('6404190000');
    const catalogue = await stock.stockOfProduct(o.t.app.db, s.pId);
    expect(catalogue.find((c) => c.stockId === s.stockId)).toMatchObject({ hsCode: '6404190000', Itemcode: s.Itemcode, sizeId: s.sizeId });
  });

  it('refuses a bad code (400 on hsCode), an item not on the order (404) and another UPC (409)', async () => {
    const s = o.stocked[0]!;
    const { id } = await o.addOrder();
    for (const code of ['12ab56', '123', '']) {
      const res = await o.call('POST', P.hsCode(id), hsBody(s.stockId, s.upc, code));
      expect(res.status).toBe(400);
      expect(res.body.errors?.[0]?.field ?? res.body.message).toContain('hsCode');
    }
    expect((await o.call('POST', P.hsCode(id), hsBody(999_999, s.upc, '640411'))).status).toBe(404);
    expect((await o.call('POST', P.hsCode(id), hsBody(s.stockId, 'OTHER', '640411'))).status).toBe(409);
    expect((await o.call('POST', P.hsCode(id), { hsCode: '640411' })).status).toBe(400);
  });
});

describe('the address change', () => {
  it('rebuilds the address from the reference data, and the fixed order can be retried', async () => {
    const { id, orderId } = await o.addOrder({ area_id: null, address_line1: '' });
    const res = await o.call('PUT', P.address(id), {
      shippingName: 'Noura Al Suwaidi',
      addressLine1: 'Tower 3, Flat 1204',
      addressLine2: '',
      countryId: o.uae,
      stateId: o.dubai,
      areaId: o.marina,
      revision: 1,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      shippingName: 'Noura Al Suwaidi',
      shippingAddress: 'Tower 3, Flat 1204, Dubai Marina, Dubai',
      areaId: o.marina,
    });
    expect((await o.details(orderId)).body.data.order.shippingName).toBe('Noura Al Suwaidi');
    expect((await o.retry(id)).status).toBe(200);
  });

  it('refuses a place of another country or state, and missing fields, naming the field', async () => {
    const { id } = await o.addOrder();
    const sharjah = await o.stateId('UAE', 'Sharjah');
    const riyadh = await o.stateId('KSA', 'Riyadh');
    const good = { shippingName: 'A', addressLine1: 'B', countryId: o.uae, stateId: o.dubai, areaId: o.marina, revision: 1 };
    for (const [change, field] of [
      [{ stateId: riyadh }, 'stateId'],
      [{ stateId: sharjah }, 'areaId'],
      [{ areaId: 99_999_999 }, 'areaId'],
      [{ countryId: 99_999_999 }, 'countryId'],
      [{ shippingName: '  ' }, 'shippingName'],
      [{ addressLine1: undefined }, 'addressLine1'],
      [{ areaId: 'x' }, 'areaId'],
    ] as const) {
      const res = await o.call('PUT', P.address(id), { ...good, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.errors?.[0]?.field ?? res.body.message).toContain(field);
    }
  });
});

describe('the demo seed', () => {
  it('holds a few hundred failures of every kind whose items are real catalogue UPCs', async () => {
    const db = o.t.app.db;
    const kinds = await db
      .selectFrom('failed_orders')
      .select(['remarks', (eb) => eb.fn.countAll<string>().as('n')])
      .where('order_id', 'like', 'ORD%')
      .groupBy('remarks')
      .execute();
    const count = Object.fromEntries(kinds.map((k) => [k.remarks, Number(k.n)]));
    expect(Object.values(count).reduce((a, b) => a + b, 0)).toBe(300);
    expect(Object.keys(count).sort()).toEqual([
      'ADDRESS_INCOMPLETE',
      'HS_CODE_MISSING',
      'INVENTORY_NOT_AVAILABLE',
      'PAYMENT_FAILED',
      'WMS_TIMEOUT',
    ]);
    const strays = await db
      .selectFrom('failed_order_items as i')
      .innerJoin('failed_orders as f', 'f.id', 'i.failed_order_id')
      .leftJoin('stock_items as s', 's.stock_id', 'i.stock_id')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('f.order_id', 'like', 'ORD%')
      .where((eb) => eb.or([eb('s.stock_id', 'is', null), eb('s.upc', '<>', eb.ref('i.upc'))]))
      .executeTakeFirstOrThrow();
    expect(Number(strays.n)).toBe(0);
    // The inventory kind is listed by the checkbox's filter.
    expect((await o.list({ remarks: 'INVENTORY_NOT_AVAILABLE' })).body.data.totalRecords).toBeGreaterThanOrEqual(
      count.INVENTORY_NOT_AVAILABLE!,
    );
  });
});

describe('in the reader’s language', () => {
  // In Arabic a code or a number inside the sentence is isolated (U+2068 … U+2069) to read left to right.
  const plain = (text: string) => text.replace(/[\u2068\u2069]/g, '');
  const send = async (method: 'POST' | 'PUT' | 'DELETE', url: string, lng: string, payload?: object, query?: Record<string, string>) => {
    const res = await o.t.app.inject({
      method,
      url,
      payload,
      query,
      headers: { authorization: `Bearer ${await signIn(o.t.app, 'operator')}`, 'accept-language': lng },
    });
    return { status: res.statusCode, body: res.json() };
  };

  it('names a wrong filter by its label and its rule in Arabic', async () => {
    const res = await send('POST', P.list, 'ar', { orderDate: '10/03/2025' }, { index: '1', pageSize: '10' });
    expect(res.status).toBe(400);
    expect(plain(res.body.message)).toBe('تاريخ الطلب: يجب أن يكون تاريخًا بالصيغة YYYY-MM-DD');
    expect(res.body.errors).toMatchObject([{ field: 'orderDate', key: 'order-failures:rules.orderDate' }]);
  });

  it('names a place of another country by its label, and says the success, in Turkish', async () => {
    const { id } = await o.addOrder();
    const riyadh = await o.stateId('KSA', 'Riyadh');
    const good = { shippingName: 'A', addressLine1: 'B', countryId: o.uae, stateId: o.dubai, areaId: o.marina, revision: 1 };
    const wrong = await send('PUT', P.address(id), 'tr', { ...good, stateId: riyadh });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Eyalet: Eyalet seçilen ülkede değil');
    const saved = await send('PUT', P.address(id), 'tr', good);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ message: 'Adres başarıyla güncellendi', key: 'order-failures:addressUpdated' });
  });

  it('keeps the HS code note’s ALERT/ prefix in Arabic, with its count', async () => {
    const first = await o.addOrder();
    await o.addOrder();
    const [item] = o.stocked;
    const res = await send('POST', P.hsCode(first.id), 'ar', hsBody(item!.stockId, item!.upc, '640412'));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 0, key: 'order-failures:hsCodeSavedElsewhere' });
    expect(res.body.data.message).toMatch(/^ALERT\/تم تحديث رمز النظام المنسق/);
  });
});
