import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeEntry } from '../../src/domain/history/history.ts';
import { HISTORY_PATHS } from '../../src/domain/history/paths.ts';
import type { FailedOrder, OrderDetails } from '../../src/domain/orders/order-failures.ts';
import { ORDER_PATHS as P } from '../../src/domain/orders/paths.ts';
import { signIn } from '../support/test-app.ts';
import { orderTestApp } from './order-failures-support.ts';

let o: Awaited<ReturnType<typeof orderTestApp>>;
let adminToken: string;
beforeAll(async () => {
  o = await orderTestApp();
  adminToken = await signIn(o.t.app, 'admin');
});
afterAll(() => o.t.close());

const STALE = /^Aisha Rahman changed this record at \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}, after you opened it$/;

/** A call as the administrator (Aisha Rahman), who is not one of the support's users. */
const asAdmin = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, query?: Record<string, string>) => {
  const res = await o.t.app.inject({ method, url, payload, query, headers: { authorization: `Bearer ${adminToken}` } });
  return { status: res.statusCode, body: res.json() };
};
const historyOf = async (entity: string, id: number) =>
  (await o.call('GET', HISTORY_PATHS.history, undefined, 'office', { entity, id: String(id) })).body.data.records as ChangeEntry[];
const orderOf = async (orderId: string) => ((await o.details(orderId)).body.data as OrderDetails).order;
const address = (change: object = {}) => ({
  shippingName: 'Noura Al Suwaidi',
  addressLine1: 'Tower 3, Flat 1204',
  addressLine2: '',
  countryId: o.uae,
  stateId: o.dubai,
  areaId: o.marina,
  ...change,
});
const hsBody = (stockId: number, upc: string, hsCode: string, revision: number) => ({
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

describe('the address change', () => {
  it('refuses the second of two saves from one read with 409 naming who saved, and keeps the first', async () => {
    const { id, orderId } = await o.addOrder();
    const read = await orderOf(orderId);
    expect(read.revision).toBe(1);
    const first = await asAdmin('PUT', P.address(id), address({ shippingName: 'First Saver', revision: read.revision }));
    expect(first.status).toBe(200);
    expect(first.body.data.revision).toBe(2);
    const second = await o.call('PUT', P.address(id), address({ shippingName: 'Second Saver', revision: read.revision }));
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(STALE);
    expect(second.body.stale).toMatchObject({ revision: 2, by: 'Aisha Rahman', current: { shippingName: 'First Saver' } });
    expect((await orderOf(orderId)).shippingName).toBe('First Saver');
    for (const revision of [undefined, 'x', 0, 1.5]) {
      const res = await o.call('PUT', P.address(id), address({ shippingName: 'Never', revision }));
      expect(res.status, String(revision)).toBe(400);
    }
    expect((await orderOf(orderId)).shippingName).toBe('First Saver');
  });

  it('logs who changed which fields, and the toast’s Undo puts the address back', async () => {
    const { id, orderId } = await o.addOrder();
    const res = await o.call('PUT', P.address(id), address({ revision: 1 }));
    expect(res.status).toBe(200);
    const [entry] = await historyOf('order-failure', id);
    expect(entry).toMatchObject({
      userName: 'Priya Nair',
      page: '/apps/order-failure',
      entity: 'order-failure',
      entityId: String(id),
      action: 'update',
      revision: 2,
      summary: orderId,
      undoable: true,
    });
    expect(entry!.changes).toEqual(
      expect.arrayContaining([
        { field: 'shippingName', before: 'Sara Khalid', after: 'Noura Al Suwaidi' },
        { field: 'addressLine1', before: 'Villa 1', after: 'Tower 3, Flat 1204' },
      ]),
    );
    const undo = await o.call('POST', HISTORY_PATHS.undoLatest, { entity: 'order-failure', id: String(id), revision: 2 });
    expect(undo.status).toBe(200);
    expect(await orderOf(orderId)).toMatchObject({ shippingName: 'Sara Khalid', addressLine1: 'Villa 1', revision: 3 });
  });
});

describe('the HS code save', () => {
  it('is refused from a stale read, and logs the item’s code on every order it changed and on the stock item', async () => {
    const s = o.stocked[0]!;
    const mine = await o.addOrder();
    const other = await o.addOrder();
    // The other order's address is changed meanwhile: its screen is stale now.
    expect((await asAdmin('PUT', P.address(other.id), address({ revision: 1 }))).status).toBe(200);
    const stale = await o.call('POST', P.hsCode(other.id), hsBody(s.stockId, s.upc, '6404110001', 1));
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(STALE);

    const res = await o.call('POST', P.hsCode(mine.id), hsBody(s.stockId, s.upc, '6404110002', 1));
    expect(res.status).toBe(200);
    const field = `items.${s.upc}.hsCode`;
    const [entry] = await historyOf('order-failure', mine.id);
    expect(entry).toMatchObject({
      userName: 'Priya Nair',
      action: 'update',
      revision: 2,
      changes: [{ field, before: '640411', after: '6404110002' }],
    });
    // The other listed order with the UPC followed, in the same request, at a new revision.
    const [followed] = await historyOf('order-failure', other.id);
    expect(followed).toMatchObject({
      userName: 'Priya Nair',
      requestId: entry!.requestId,
      revision: 3,
      changes: [{ field, before: '640411', after: '6404110002' }],
    });
    expect((await orderOf(other.orderId)).revision).toBe(3);
    const [catalogue] = await historyOf('stock-item', s.stockId);
    expect(catalogue).toMatchObject({
      userName: 'Priya Nair',
      page: '/apps/order-failure',
      action: 'update',
      changes: [{ field: 'hsCode', after: '6404110002', before: expect.any(String) }],
    });
    // An item's change is not put back by the order's Undo (its items are rows of their own): a 400, nothing changed.
    const undo = await o.call('POST', HISTORY_PATHS.undo(entry!.id));
    expect(undo.status).toBe(400);
    expect(undo.body.message).toBe("A change of an order's items cannot be undone here: save the item's value again instead");
    expect(((await o.details(mine.orderId)).body.data as OrderDetails).items[0]!.hsCode).toBe('6404110002');
  });
});

describe('delete', () => {
  it('refuses a delete from a stale read, then deletes; the toast’s Undo lists the order again', async () => {
    const { id, orderId } = await o.addOrder();
    expect((await asAdmin('PUT', P.address(id), address({ revision: 1 }))).status).toBe(200);
    const stale = await o.remove(id, 'operator', 1);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(STALE);
    expect((await orderOf(orderId)).state).toBe('FAILED');
    expect((await o.call('DELETE', `${P.order}/${id}`)).status).toBe(400);

    expect((await o.remove(id, 'operator', 2)).status).toBe(200);
    expect((await o.details(orderId)).status).toBe(404);
    const [deleted] = await historyOf('order-failure', id);
    expect(deleted).toMatchObject({ userName: 'Priya Nair', action: 'delete', revision: 2, summary: orderId, restorable: true });
    const undo = await o.call('POST', HISTORY_PATHS.undoLatest, { entity: 'order-failure', id: String(id), revision: 2 });
    expect(undo.status).toBe(200);
    const back = await orderOf(orderId);
    expect(back).toMatchObject({ state: 'FAILED', shippingName: 'Noura Al Suwaidi', revision: 3 });
    const listed = (await o.list({ orderId })).body.data.records as FailedOrder[];
    expect(listed.map((r) => r.id)).toEqual([id]);
  });

  it('the Audit Log restores a deleted order for an administrator, once', async () => {
    const { id, orderId } = await o.addOrder();
    expect((await o.remove(id)).status).toBe(200);
    const [deleted] = await historyOf('order-failure', id);
    expect((await o.call('POST', HISTORY_PATHS.restore(deleted!.id))).status).toBe(403);
    expect((await asAdmin('POST', HISTORY_PATHS.restore(deleted!.id))).status).toBe(200);
    expect((await orderOf(orderId)).state).toBe('FAILED');
    const row = await o.t.app.db.selectFrom('failed_orders').select(['deleted_name']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.deleted_name).toBeNull();
    expect((await asAdmin('POST', HISTORY_PATHS.restore(deleted!.id))).status).toBe(409);
  });
});

describe('jobs: retry and update stock', () => {
  it("logs a retry's result as a job that raised the order's revision; a refusal with the same remark changes nothing", async () => {
    const { id, orderId } = await o.addOrder();
    expect((await o.retry(id)).status).toBe(200);
    const [job] = await historyOf('order-failure', id);
    expect(job).toMatchObject({ userName: 'Priya Nair', action: 'job', revision: 2, undoable: false });
    expect(job!.changes).toEqual([{ field: 'state', before: 'FAILED', after: 'SUBMITTED' }]);
    expect((await o.t.app.db.selectFrom('failed_orders').select('revision').where('id', '=', id).executeTakeFirstOrThrow()).revision).toBe(
      2,
    );
    expect(orderId).toBeTruthy();

    const refused = await o.addOrder({ remarks: 'WMS_TIMEOUT' }, { remarks: 'INVENTORY_NOT_AVAILABLE' });
    expect((await o.retry(refused.id)).status).toBe(409);
    const [again] = await historyOf('order-failure', refused.id);
    expect(again).toMatchObject({
      action: 'job',
      changes: [{ field: 'remarks', before: 'WMS_TIMEOUT', after: 'INVENTORY_NOT_AVAILABLE' }],
    });
    expect((await o.retry(refused.id)).status).toBe(409);
    expect(await historyOf('order-failure', refused.id)).toHaveLength(1);
    expect((await orderOf(refused.orderId)).revision).toBe(2);
  });

  it('logs Update stock as a job naming each item field it changed', async () => {
    const { id, orderId } = await o.addOrder({}, { remarks: 'INVENTORY_NOT_AVAILABLE' });
    expect((await o.call('POST', P.updateStock(id))).status).toBe(200);
    const [job] = await historyOf('order-failure', id);
    expect(job).toMatchObject({ action: 'job', revision: 2 });
    expect(job!.changes).toEqual([{ field: `items.${o.stocked[0]!.upc}.remarks`, before: 'INVENTORY_NOT_AVAILABLE', after: '' }]);
    expect((await orderOf(orderId)).revision).toBe(2);
    // Nothing left to change: no new entry.
    expect((await o.call('POST', P.updateStock(id))).status).toBe(200);
    expect(await historyOf('order-failure', id)).toHaveLength(1);
  });
});
