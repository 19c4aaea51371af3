import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeEntry } from '../../src/domain/history/history.ts';
import { HISTORY_PATHS } from '../../src/domain/history/paths.ts';
import type { DeliveryMethod } from '../../src/domain/shipment/delivery-methods.ts';
import type { DeliveryTimeline } from '../../src/domain/shipment/delivery-timelines.ts';
import { SHIPMENT_PATHS } from '../../src/domain/shipment/paths.ts';
import { signIn } from '../support/test-app.ts';
import { deliveryTestApp } from './delivery-support.ts';

let d: Awaited<ReturnType<typeof deliveryTestApp>>;
let uae: number;
let ksa: number;
let dubai: number;
let admin: string;

beforeAll(async () => {
  d = await deliveryTestApp();
  uae = d.countryId('UAE');
  ksa = d.countryId('KSA');
  dubai = await d.stateId('UAE', 'Dubai');
  admin = await signIn(d.t.app, 'admin');
});
afterAll(() => d.t.close());

const asAdmin = () => ({ authorization: `Bearer ${admin}` });
const methodUrl = (id: number) => `${SHIPMENT_PATHS.deliveryMethods}/${id}`;
const timelineUrl = (id: number) => `${SHIPMENT_PATHS.deliveryTimelines}/${id}`;
const addMethod = async (inventoryCountryId: number, deliveryTypeCode: string) => {
  const res = await d.addMethod({ inventoryCountryId, deliveryTypeCode, deliveryLabelCode: 'PICKUP_POINT' });
  expect(res.statusCode).toBe(201);
  return res.json().data as DeliveryMethod;
};
const methodOf = async (id: number) => ((await d.methods()).json().data.records as DeliveryMethod[]).find((m) => m.id === id);
const timelinesOf = async (methodId: number) =>
  (await d.timelines({ deliveryMethodId: String(methodId) })).json().data.records as DeliveryTimeline[];
const timeline = (methodId: number, change: object = {}) => ({
  deliveryMethodId: methodId,
  shippingCountryId: uae,
  shippingStateId: dubai,
  shippingAreaId: null,
  timezone: 'Asia/Dubai',
  cutOffTimeFrom: '00:00:00',
  cutOffTimeTo: '12:00:00',
  workingDays: 'Mon,Tue',
  min_edd: 1,
  max_edd: 2,
  ...change,
});
const addTimeline = async (methodId: number, change: object = {}) => {
  const res = await d.addTimeline(timeline(methodId, change));
  expect(res.statusCode).toBe(201);
  return res.json().data as DeliveryTimeline;
};
const entries = async (entity: string, id: number) =>
  (await d.call('GET', HISTORY_PATHS.history, undefined, 'office', { entity, id: String(id) })).json().data.records as ChangeEntry[];
const undoLatest = (entity: string, id: number, revision: number) =>
  d.call('POST', HISTORY_PATHS.undoLatest, { entity, id: String(id), revision });
const restore = (entryId: number) => d.t.app.inject({ method: 'POST', url: HISTORY_PATHS.restore(entryId), headers: asAdmin() });

describe('no silent overwrite of a delivery method or timeline', () => {
  it('refuses a status switch, an edit and a delete from a stale read with 409 naming who saved, changing nothing', async () => {
    const read = await addMethod(uae, 'EXPRESS');
    const first = await d.t.app.inject({
      method: 'PUT',
      url: methodUrl(read.id),
      headers: asAdmin(),
      payload: { status: false, revision: 1 },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ status: false, revision: 2 });

    const stale = await d.putMethod(read.id, { status: true, revision: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/^Aisha Rahman changed this record at \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}, after you opened it$/);
    expect(stale.json().stale).toMatchObject({ revision: 2, by: 'Aisha Rahman', current: { id: read.id, status: false } });
    const edit = await d.putMethod(read.id, {
      inventoryCountryId: ksa,
      deliveryTypeCode: 'EXPRESS',
      deliveryLabelCode: 'PICKUP_POINT',
      revision: 1,
    });
    expect(edit.statusCode).toBe(409);
    const gone = await d.call('DELETE', methodUrl(read.id), undefined, 'operator', { revision: '1' });
    expect(gone.statusCode).toBe(409);
    expect(await methodOf(read.id)).toMatchObject({ status: false, inventoryCountryId: uae, revision: 2 });

    const line = await addTimeline(read.id);
    const saved = await d.putTimeline(line.id, timeline(read.id, { max_edd: 3, revision: 1 }));
    expect(saved.json().data).toMatchObject({ max_edd: 3, revision: 2 });
    const lost = await d.putTimeline(line.id, timeline(read.id, { max_edd: 4, revision: 1 }));
    expect(lost.statusCode).toBe(409);
    expect(lost.json().message).toMatch(/^Priya Nair changed this record at/);
    expect(lost.json().stale.current).toMatchObject({ id: line.id, max_edd: 3 });
    expect((await d.call('DELETE', timelineUrl(line.id), undefined, 'operator', { revision: '1' })).statusCode).toBe(409);
    expect((await timelinesOf(read.id)).map((t) => [t.id, t.max_edd])).toEqual([[line.id, 3]]);
  });

  it('answers 400 for a missing or mistyped revision on a save or a delete', async () => {
    const read = await addMethod(uae, 'STANDARD');
    const line = await addTimeline(read.id);
    for (const revision of [undefined, null, 'x', 0, 1.5]) {
      expect((await d.call('PUT', methodUrl(read.id), { status: false, revision })).statusCode, `method ${revision}`).toBe(400);
      expect(
        (await d.call('PUT', timelineUrl(line.id), timeline(read.id, { max_edd: 5, revision }))).statusCode,
        `timeline ${revision}`,
      ).toBe(400);
    }
    const missing = await d.call('PUT', methodUrl(read.id), { status: false });
    expect(missing.json().errors).toEqual([{ field: 'revision', message: 'Required', key: 'fields:required' }]);
    for (const url of [methodUrl(read.id), timelineUrl(line.id)]) {
      expect((await d.call('DELETE', url)).statusCode).toBe(400);
      expect((await d.call('DELETE', url, undefined, 'operator', { revision: 'x' })).statusCode).toBe(400);
    }
    expect(await methodOf(read.id)).toMatchObject({ status: true, revision: 1 });
    expect((await timelinesOf(read.id)).map((t) => [t.max_edd, t.revision])).toEqual([[2, 1]]);
  });
});

describe('the history, undo and restore of a delivery method', () => {
  it('records the add, a switch and an edit with who and each field; Undo puts the edit back', async () => {
    const read = await addMethod(uae, 'SAME_DAY');
    await d.putMethod(read.id, { status: false });
    const edit = await d.putMethod(read.id, { inventoryCountryId: ksa, deliveryTypeCode: 'SAME_DAY', deliveryLabelCode: 'PICKUP_POINT' });
    expect(edit.statusCode).toBe(200);
    const log = await entries('delivery-method', read.id);
    expect(log.map((e) => e.action)).toEqual(['update', 'status', 'create']);
    expect(log[0]).toMatchObject({
      userName: 'Priya Nair',
      page: '/apps/delivery-timeline',
      entity: 'delivery-method',
      requestId: edit.headers['x-request-id'],
      revision: 3,
      summary: 'Same Day Delivery · Pickup Point',
      changes: [{ field: 'inventoryCountryId', before: uae, after: ksa }],
      undoable: true,
    });
    expect(log[1]!.changes).toEqual([{ field: 'status', before: true, after: false }]);

    expect((await undoLatest('delivery-method', read.id, 3)).statusCode).toBe(200);
    expect(await methodOf(read.id)).toMatchObject({ inventoryCountryId: uae, inventoryCountryCode: 'UAE', status: false, revision: 4 });
    expect((await entries('delivery-method', read.id))[0]).toMatchObject({
      action: 'undo',
      undoes: log[0]!.id,
      changes: [{ field: 'inventoryCountryId', before: ksa, after: uae }],
    });
  });

  it('keeps a deleted method with its timelines: Undo brings both back; Restore is refused while another method has its country, type and label', async () => {
    const read = await addMethod(ksa, 'EXPRESS');
    const lines = [
      await addTimeline(read.id, { shippingCountryId: ksa, shippingStateId: null }),
      await addTimeline(read.id, { shippingCountryId: ksa, shippingStateId: null, workingDays: 'Wed' }),
    ];
    const alone = await addTimeline(read.id, { shippingCountryId: ksa, shippingStateId: null, workingDays: 'Thu' });
    // One deleted before the method: the method's restore leaves it deleted.
    expect((await d.deleteTimeline(alone.id)).statusCode).toBe(200);

    const gone = await d.call('DELETE', methodUrl(read.id), undefined, 'operator', { revision: '1' });
    expect(gone.json()).toMatchObject({ status: true, message: 'Delivery Method deleted successfully' });
    expect(await methodOf(read.id)).toBeUndefined();
    const [removal] = await entries('delivery-method', read.id);
    expect(removal).toMatchObject({ action: 'delete', userName: 'Priya Nair', restorable: true });

    expect((await undoLatest('delivery-method', read.id, 1)).statusCode).toBe(200);
    expect(await methodOf(read.id)).toMatchObject({ id: read.id, revision: 2 });
    expect((await timelinesOf(read.id)).map((t) => t.id)).toEqual(lines.map((t) => t.id));

    // Deleted again; meanwhile the same method is added anew: the restore names what is taken.
    expect((await d.deleteMethod(read.id)).statusCode).toBe(200);
    const [again] = await entries('delivery-method', read.id);
    const taker = await addMethod(ksa, 'EXPRESS');
    const refused = await restore(again!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Cannot restore: delivery method KSA / Express Delivery / Pickup Point is now used by another record',
    );
    expect(await methodOf(read.id)).toBeUndefined();
    expect((await d.deleteMethod(taker.id)).statusCode).toBe(200);
    expect((await restore(again!.id)).statusCode).toBe(200);
    expect(await methodOf(read.id)).toMatchObject({ id: read.id, inventoryCountryCode: 'KSA', revision: 3 });
    expect((await timelinesOf(read.id)).map((t) => t.id)).toEqual(lines.map((t) => t.id));
    expect((await restore(again!.id)).statusCode).toBe(409);
  });
});

describe('the history, undo and restore of a delivery timeline', () => {
  it('records an edit field by field; Undo puts it back', async () => {
    const method = await addMethod(ksa, 'STANDARD');
    const line = await addTimeline(method.id);
    const edit = await d.putTimeline(line.id, timeline(method.id, { cutOffTimeTo: '15:30:00' }));
    expect(edit.statusCode).toBe(200);
    const [entry] = await entries('delivery-timeline', line.id);
    expect(entry).toMatchObject({
      action: 'update',
      userName: 'Priya Nair',
      entity: 'delivery-timeline',
      revision: 2,
      changes: [{ field: 'cutOffTimeTo', before: '12:00:00', after: '15:30:00' }],
      undoable: true,
    });
    expect((await undoLatest('delivery-timeline', line.id, 2)).statusCode).toBe(200);
    expect((await timelinesOf(method.id)).find((t) => t.id === line.id)).toMatchObject({ cutOffTimeTo: '12:00:00', revision: 3 });
  });

  it('restores a deleted timeline, refusing while another overlaps it or while its method is deleted', async () => {
    const method = await addMethod(ksa, 'SAME_DAY');
    const line = await addTimeline(method.id);
    expect((await d.deleteTimeline(line.id)).statusCode).toBe(200);
    const [removal] = await entries('delivery-timeline', line.id);
    expect(removal).toMatchObject({ action: 'delete', restorable: true });

    const overlapping = await addTimeline(method.id, { cutOffTimeFrom: '11:00:00', cutOffTimeTo: '13:00:00', workingDays: 'Tue' });
    const refused = await restore(removal!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Cannot restore: this timeline overlaps timeline ${overlapping.id} (United Arab Emirates / Dubai / all areas, 11:00:00–13:00:00 on Tue)`,
    );
    expect((await d.deleteTimeline(overlapping.id)).statusCode).toBe(200);
    expect((await restore(removal!.id)).statusCode).toBe(200);
    expect((await timelinesOf(method.id)).map((t) => [t.id, t.revision])).toEqual([[line.id, 2]]);

    // Deleted again, then its method: the timeline alone cannot come back.
    expect((await d.deleteTimeline(line.id)).statusCode).toBe(200);
    const [again] = await entries('delivery-timeline', line.id);
    expect((await d.deleteMethod(method.id)).statusCode).toBe(200);
    const orphan = await restore(again!.id);
    expect(orphan.statusCode).toBe(409);
    expect(orphan.json().message).toBe('Cannot restore: the record it belongs to no longer exists');
  });
});
