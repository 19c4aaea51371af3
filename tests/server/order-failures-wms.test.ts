import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetails } from '../../src/domain/orders/order-failures.ts';
import { fakeWms, orderTestApp } from './order-failures-support.ts';

// Retry through the fulfilment link (WMS_URL), a real HTTP server standing in for the downstream system.
let wms: Awaited<ReturnType<typeof fakeWms>>;
let o: Awaited<ReturnType<typeof orderTestApp>>;
beforeAll(async () => {
  wms = await fakeWms({ status: 201 });
  o = await orderTestApp({ WMS_URL: wms.url });
});
afterAll(async () => {
  await o.t.close();
  await wms.close();
});

describe('retry through WMS_URL', () => {
  it('submits the order with an idempotency key, and an accepted order leaves the list', async () => {
    wms.set({ status: 201, delayMs: 0 });
    const { id, orderId } = await o.addOrder({}, { remarks: 'INVENTORY_NOT_AVAILABLE' });
    const before = wms.seen.length;
    const res = await o.retry(id);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Retry successfull');
    expect(wms.seen.slice(before)).toEqual([{ key: expect.stringMatching(new RegExp(`^order-failure-${id}-attempt-\\d+$`)), orderId }]);
    expect((await o.list({ orderId })).body.data.totalRecords).toBe(0);
    expect(((await o.details(orderId)).body.data as OrderDetails).attempts[0]).toMatchObject({ link: 'WMS', result: 'SUCCESS' });
  });

  it("keeps a refused order listed with the link's remark", async () => {
    wms.set({ status: 422, body: { remarks: 'ADDRESS_NOT_SERVICEABLE' }, delayMs: 0 });
    const { id, orderId } = await o.addOrder();
    const res = await o.retry(id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`Order ${orderId} failed again: ADDRESS_NOT_SERVICEABLE`);
    expect((await o.list({ orderId })).body.data.records[0].remarks).toBe('ADDRESS_NOT_SERVICEABLE');
  });

  it('submits once when two colleagues retry together while the link is slow', async () => {
    wms.set({ status: 201, delayMs: 400 });
    const { id, orderId } = await o.addOrder();
    const before = wms.seen.length;
    const [first, second] = await Promise.all([o.retry(id), o.retry(id)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const refused = first.status === 409 ? first : second;
    expect(refused.body.message).toMatch(/in progress|already submitted/);
    expect(wms.seen.length - before).toBe(1);
    expect(((await o.details(orderId)).body.data as OrderDetails).attempts).toHaveLength(1);
  });

  it('counts an unreachable link as a failed attempt (WMS_UNREACHABLE)', async () => {
    const { id, orderId } = await o.addOrder();
    await wms.close();
    const res = await o.retry(id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`Order ${orderId} failed again: WMS_UNREACHABLE`);
  });
});
