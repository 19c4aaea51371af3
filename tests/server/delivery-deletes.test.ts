import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryMethod } from '../../src/domain/shipment/delivery-methods.ts';
import type { DeliveryTimeline } from '../../src/domain/shipment/delivery-timelines.ts';
import { deliveryTestApp } from './delivery-support.ts';

let d: Awaited<ReturnType<typeof deliveryTestApp>>;
let ksa: number;
let riyadh: number;
let operatorId: number;

beforeAll(async () => {
  d = await deliveryTestApp();
  ksa = d.countryId('KSA');
  riyadh = await d.stateId('KSA', 'Riyadh');
  operatorId = (await d.t.app.db.selectFrom('users').select('id').where('employee_no', '=', 'operator').executeTakeFirstOrThrow()).id;
});
afterAll(() => d.t.close());

const KEY = { inventoryCountryId: 0, deliveryTypeCode: 'STANDARD', deliveryLabelCode: 'HOME_DELIVERY' } as const;
const ask = () =>
  d.promise({ ...KEY, inventoryCountryId: ksa, shippingCountryId: ksa, shippingStateId: riyadh, orderTime: '2026-11-26T16:00:00+03:00' });
const seededMethod = async () =>
  (
    (await d.methods({ inventoryCountryId: String(ksa), deliveryTypeCode: KEY.deliveryTypeCode })).json().data.records as DeliveryMethod[]
  ).find((m) => m.deliveryLabelCode === KEY.deliveryLabelCode);
const timelinesOf = async (methodId: number) =>
  (await d.timelines({ deliveryMethodId: String(methodId) })).json().data.records as DeliveryTimeline[];
const stamp = (table: 'delivery_methods' | 'delivery_timelines', id: number) =>
  d.t.app.db.selectFrom(table).select(['deleted_by', 'deleted_name', 'deleted_date_utc']).where('id', '=', id).executeTakeFirstOrThrow();

describe('deleting delivery methods and timelines keeps who and when', () => {
  it('a deleted timeline leaves the list and the promise, its row keeping who deleted it and when', async () => {
    const method = (await seededMethod())!;
    const before = await ask();
    expect(before.json().data).toMatchObject({ found: true, level: 'state' });
    const timelineId = before.json().data.timelineId as number;

    const from = new Date();
    const gone = await d.deleteTimeline(timelineId);
    expect(gone.json()).toMatchObject({ status: true, message: 'Delivery Timeline deleted successfully' });
    expect((await timelinesOf(method.id)).map((t) => t.id)).not.toContain(timelineId);
    // Riyadh now takes the whole country's timeline.
    expect((await ask()).json().data).toMatchObject({ found: true, level: 'country' });
    expect((await d.deleteTimeline(timelineId)).statusCode).toBe(404);
    const edit = {
      deliveryMethodId: method.id,
      shippingCountryId: ksa,
      shippingStateId: riyadh,
      timezone: 'Asia/Riyadh',
      cutOffTimeFrom: '00:00:00',
      cutOffTimeTo: '14:00:00',
      workingDays: 'Sun',
      max_edd: 3,
    };
    expect((await d.putTimeline(timelineId, edit)).statusCode).toBe(404);

    const kept = await stamp('delivery_timelines', timelineId);
    expect(kept).toMatchObject({ deleted_by: operatorId, deleted_name: 'Priya Nair' });
    expect(kept.deleted_date_utc!.getTime()).toBeGreaterThanOrEqual(from.getTime() - 1000);
    expect(kept.deleted_date_utc!.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('a deleted method leaves the list, the promise and its timelines, all kept with who and when; the same method may be added again', async () => {
    const method = (await seededMethod())!;
    const timelineIds = (await timelinesOf(method.id)).map((t) => t.id);
    expect(timelineIds.length).toBeGreaterThan(0);

    const gone = await d.deleteMethod(method.id);
    expect(gone.json()).toMatchObject({ status: true, message: 'Delivery Method deleted successfully' });
    expect(await seededMethod()).toBeUndefined();
    expect((await d.methods()).json().data.records.map((m: DeliveryMethod) => m.id)).not.toContain(method.id);
    expect((await ask()).json()).toMatchObject({ data: { found: false, reason: 'NO_METHOD' } });
    expect((await d.timelines({ deliveryMethodId: String(method.id) })).statusCode).toBe(404);
    expect((await d.putMethod(method.id, { status: false })).statusCode).toBe(404);
    expect((await d.deleteMethod(method.id)).statusCode).toBe(404);

    const kept = await stamp('delivery_methods', method.id);
    expect(kept).toMatchObject({ deleted_by: operatorId, deleted_name: 'Priya Nair' });
    expect(kept.deleted_date_utc).toBeInstanceOf(Date);
    for (const id of timelineIds) {
      expect(await stamp('delivery_timelines', id)).toMatchObject({ deleted_by: operatorId, deleted_date_utc: kept.deleted_date_utc });
    }

    const again = await d.addMethod({ ...KEY, inventoryCountryId: ksa });
    expect(again.statusCode).toBe(201);
    expect(again.json().data.id).not.toBe(method.id);
    expect((await ask()).json()).toMatchObject({ data: { found: false, reason: 'NO_TIMELINE' } });
  });
});
