import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ORDER_PATHS as P } from '../../src/domain/orders/paths.ts';
import type { AreaLookup } from '../../src/domain/reference/areas.ts';
import type { CountryLookup } from '../../src/domain/reference/countries.ts';
import { REFERENCE_PATHS } from '../../src/domain/reference/paths.ts';
import type { StateLookup } from '../../src/domain/reference/states.ts';
import { recordFailedOrder, type NewFailedOrder } from '../../server/modules/orders/order-failures.service.ts';
import * as stock from '../../server/modules/stock/stock.service.ts';
import { createTestApp, signIn, type TestApp } from '../support/test-app.ts';
import { createTestUser } from '../support/test-users.ts';
import { catalogueFixture } from './stock-fixtures.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A test server (with `env`, e.g. WMS_URL), the demo users signed in (operator L2, office L1) and
 * one without the page, a small catalogue with stock, the seeded places by name, and the calls.
 */
export async function orderTestApp(env: Record<string, string> = {}) {
  const t: TestApp = await createTestApp(env);
  const tokens: Record<string, string> = { operator: await signIn(t.app, 'operator'), office: await signIn(t.app, 'office') };
  tokens.nobody = (await createTestUser(t.app, 'OF-NOBODY', [{ page: '/apps/state-settings', level: 'L2' }])).token;
  const call = async (method: Method, url: string, payload?: object, user = 'operator', query?: Record<string, string>) => {
    const res = await t.app.inject({ method, url, payload, query, headers: { authorization: `Bearer ${tokens[user]}` } });
    return { status: res.statusCode, body: res.json() };
  };
  const get = async <T>(url: string, query: Record<string, string> = {}) =>
    (await call('GET', url, undefined, 'operator', query)).body.data as T;

  const f = await catalogueFixture(t.app.db);
  const by = { userId: null, name: 'Test' };
  const item = (pId: number, upc: string, sizeId: number) => ({
    pId,
    upc,
    itemCode: `IC-${upc}`,
    itemName: `Item ${upc}`,
    sizeId,
    sizeInfo: 'EU',
    groupCode: 'G1',
    hsCode: '640411',
    boxNo: '',
  });
  await stock.importStockItems(t.app.db, [item(f.shoe, 'OFUPC1', f.sizes['40']!), item(f.shoe, 'OFUPC2', f.sizes['41']!)], by);
  const stocked = await stock.stockOfProduct(t.app.db, f.shoe);

  const countries = (await get<{ records: CountryLookup[] }>(REFERENCE_PATHS.countryLookup)).records;
  const countryId = (code: string) => countries.find((c) => c.countryCode === code)!.Id;
  const stateId = async (country: string, name: string) =>
    (await get<{ records: StateLookup[] }>(REFERENCE_PATHS.stateLookup, { countryId: String(countryId(country)) })).records.find(
      (s) => s.stateName === name,
    )!.id;
  const areaId = async (state: number, name: string) =>
    (await get<{ records: AreaLookup[] }>(REFERENCE_PATHS.areaLookup, { stateId: String(state) })).records.find((a) => a.areaName === name)!
      .id;
  const uae = countryId('UAE');
  const dubai = await stateId('UAE', 'Dubai');
  const marina = await areaId(dubai, 'Dubai Marina');

  let next = 1;
  /** A failed order of the catalogue's two UPCs, on 10 March 2025 (Dubai) unless changed; answers its row id and order id. */
  const addOrder = async (change: Partial<NewFailedOrder['order']> = {}, itemChange: Partial<NewFailedOrder['items'][number]> = {}) => {
    const orderId = `T-${env.WMS_URL ? 'W' : 'S'}-${next++}`;
    const items: NewFailedOrder['items'] = stocked.map((s) => ({
      p_id: s.pId,
      upc: s.upc,
      brand_name: 'Testbrand',
      pro_name: 'Product RUN100',
      quantity: 1,
      hs_code: s.hsCode,
      transaction_total: '120.50',
      image: '',
      stock_id: s.stockId,
      size_id: s.sizeId,
      color_id: 0,
      style: s.style,
      item_code: s.Itemcode,
      group_code: s.groupCode,
      remarks: '',
      is_multi_size: false,
    }));
    items[0] = { ...items[0]!, ...itemChange };
    const id = await recordFailedOrder(
      t.app.db,
      {
        order: {
          cust_id: 4242,
          order_id: orderId,
          order_date_utc: new Date('2025-03-10T08:00:00Z'),
          shipping_name: 'Sara Khalid',
          shipping_address: 'Villa 1, Dubai Marina, Dubai',
          shipping_country: 'United Arab Emirates',
          address_line1: 'Villa 1',
          country_id: uae,
          state_id: dubai,
          area_id: marina,
          transaction_amount: '241.00',
          delivery_type: 'EXPRESS',
          payment_mode: 'CARD',
          payment_status: 1,
          remarks: 'WMS_TIMEOUT',
          shipment_id: 9000 + next,
          awb_no: `AWB-T-${next}`,
          ...change,
        },
        items,
      },
      by,
    );
    return { id, orderId };
  };

  /** The order's stored revision (the one the screen would have read); 1 for an order that is not there. */
  const revisionOf = async (id: number) =>
    (await t.app.db.selectFrom('failed_orders').select('revision').where('id', '=', id).executeTakeFirst())?.revision ?? 1;

  return {
    t,
    call,
    revisionOf,
    stocked,
    addOrder,
    uae,
    dubai,
    marina,
    stateId,
    areaId,
    countryId,
    list: (body: object, user = 'operator', query = { index: '1', pageSize: '1000' }) => call('POST', P.list, body, user, query),
    details: (orderId: string, user = 'operator') => call('GET', P.details, undefined, user, { orderId }),
    retry: (id: number, user = 'operator') => call('POST', P.retry(id), undefined, user),
    remove: async (id: number, user = 'operator', revision?: number) =>
      call('DELETE', `${P.order}/${id}`, undefined, user, { revision: String(revision ?? (await revisionOf(id))) }),
  };
}

/** A stand-in fulfilment server on a free port: counts submissions, answers after `delayMs` with `status` and `body`. */
export async function fakeWms(answer: { status: number; body?: object; delayMs?: number }) {
  const seen: { key: string | undefined; orderId: string }[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      seen.push({ key: req.headers['idempotency-key'] as string | undefined, orderId: (JSON.parse(raw) as { orderId: string }).orderId });
      setTimeout(() => {
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.body ?? {}));
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/wms/`,
    seen,
    set: (next: typeof answer) => Object.assign(answer, next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
