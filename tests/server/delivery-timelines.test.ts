import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryTimeline } from '../../src/domain/shipment/delivery-timelines.ts';
import { SHIPMENT_PATHS } from '../../src/domain/shipment/paths.ts';
import { signIn } from '../support/test-app.ts';
import { deliveryTestApp } from './delivery-support.ts';
import { expectSortedBothWays, expectSortRefused } from '../support/sorted-rows.ts';

let d: Awaited<ReturnType<typeof deliveryTestApp>>;
let uae: number;
let ksa: number;
let dubai: number;
let sharjah: number;
let marina: number;
let riyadh: number;
let method: number;

beforeAll(async () => {
  d = await deliveryTestApp();
  uae = d.countryId('UAE');
  ksa = d.countryId('KSA');
  dubai = await d.stateId('UAE', 'Dubai');
  sharjah = await d.stateId('UAE', 'Sharjah');
  riyadh = await d.stateId('KSA', 'Riyadh');
  marina = await d.areaId(dubai, 'Dubai Marina');
  method = (await d.addMethod({ inventoryCountryId: uae, deliveryTypeCode: 'EXPRESS', deliveryLabelCode: 'PICKUP_POINT' })).json().data.id;
});
afterAll(() => d.t.close());

const body = (change: object = {}) => ({
  deliveryMethodId: method,
  shippingCountryId: uae,
  shippingStateId: dubai,
  shippingAreaId: null,
  timezone: 'Asia/Dubai',
  cutOffTimeFrom: '00:00:00',
  cutOffTimeTo: '12:00:00',
  workingDays: 'Mon,Tue,Wed,Thu,Fri',
  min_edd: 1,
  max_edd: 2,
  ...change,
});
const refusal = async (change: object) => {
  const res = await d.addTimeline(body(change));
  expect(res.statusCode).toBe(400);
  return res.json().message as string;
};

describe('the timeline form’s rules (spec 002 §5), on the server', () => {
  it('needs a shipping country; a state in it; an area with its state, in that state', async () => {
    expect(await refusal({ shippingCountryId: null })).toBe('Shipping Country: Required');
    expect(await refusal({ shippingCountryId: undefined, shippingStateId: dubai })).toBe('Shipping Country: Required');
    expect(await refusal({ shippingStateId: null, shippingAreaId: marina })).toBe('State: An area needs its state and country');
    expect(await refusal({ shippingStateId: riyadh })).toBe('State Riyadh is not in United Arab Emirates');
    expect(await refusal({ shippingStateId: sharjah, shippingAreaId: marina })).toBe('Area Dubai Marina is not in Sharjah');
    expect(await refusal({ shippingCountryId: ksa, shippingStateId: dubai })).toBe('State Dubai is not in Saudi Arabia');
  });

  it('needs a time zone of the IANA database', async () => {
    expect(await refusal({ timezone: '' })).toMatch(/^Timezone: Required/);
    expect(await refusal({ timezone: 'Gulf/Standard' })).toBe('Timezone: Not a time zone of the IANA database');
  });

  it('needs both cut-off times as HH:MM:SS, the window running forward', async () => {
    expect(await refusal({ cutOffTimeFrom: '' })).toBe('Cut-off From: Required');
    expect(await refusal({ cutOffTimeTo: undefined })).toBe('Cut-off To: Required');
    expect(await refusal({ cutOffTimeTo: '12:00' })).toBe('Cut-off To: Must be a time HH:MM:SS');
    expect(await refusal({ cutOffTimeFrom: '24:00:00' })).toBe('Cut-off From: Must be a time HH:MM:SS');
    expect(await refusal({ cutOffTimeFrom: '13:00:00' })).toBe('Cut-off To: Must not be before Cut-off From');
  });

  it('needs at least one working day, each a weekday once', async () => {
    expect(await refusal({ workingDays: '' })).toBe('Working Days: Choose at least one working day');
    expect(await refusal({ workingDays: 'Mon,Funday' })).toBe(
      'Working Days: Must be weekdays among Mon, Tue, Wed, Thu, Fri, Sat, Sun, once each',
    );
    expect(await refusal({ workingDays: 'Mon,Mon' })).toMatch(/^Working Days: Must be weekdays/);
  });

  it('needs max_edd; min_edd is optional and stored as 0; both whole numbers, EDD not below Min EDD', async () => {
    expect(await refusal({ max_edd: undefined })).toBe('Est Day of Delivery: Required');
    expect(await refusal({ max_edd: null })).toBe('Est Day of Delivery: Required');
    expect(await refusal({ max_edd: 1.5 })).toBe('Est Day of Delivery: Must be a whole number');
    expect(await refusal({ min_edd: '1' })).toBe('Min EDD: Must be a whole number');
    expect(await refusal({ min_edd: 3, max_edd: 2 })).toBe('Est Day of Delivery: Must not be less than Min EDD');
    expect(await refusal({ max_edd: 61 })).toBe('Est Day of Delivery: Must be between 0 and 60');
    const noMin = await d.addTimeline(body({ min_edd: undefined, shippingStateId: sharjah, workingDays: 'Sat' }));
    expect(noMin.statusCode).toBe(201);
    expect(noMin.json().data.min_edd).toBe(0);
    const nullMin = await d.addTimeline(body({ min_edd: null, shippingStateId: sharjah, workingDays: 'Sun' }));
    expect(nullMin.json().data.min_edd).toBe(0);
  });
});

describe('timelines of a method', () => {
  it('adds, lists with place names, edits and deletes a timeline, with the spec’s messages', async () => {
    const added = await d.addTimeline(body({ shippingAreaId: marina, workingDays: 'Fri,Mon' }));
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      message: 'Delivery Timeline added successfully',
      data: { shippingCountry: 'United Arab Emirates', shippingState: 'Dubai', shippingArea: 'Dubai Marina', workingDays: 'Mon,Fri' },
    });
    const id = added.json().data.id as number;
    const list = (await d.timelines({ deliveryMethodId: String(method) })).json().data as {
      records: DeliveryTimeline[];
      totalRecords: number;
    };
    expect(list.records.find((r) => r.id === id)).toMatchObject({ shippingArea: 'Dubai Marina', timezone: 'Asia/Dubai', max_edd: 2 });
    expect(list.totalRecords).toBe(list.records.length);

    const edited = await d.putTimeline(id, body({ shippingAreaId: marina, cutOffTimeTo: '15:30:00', workingDays: 'Mon,Fri' }));
    expect(edited.json()).toMatchObject({ message: 'Delivery Timeline updated successfully', data: { cutOffTimeTo: '15:30:00' } });
    expect((await d.putTimeline(999_999, body())).statusCode).toBe(404);
    const gone = await d.deleteTimeline(id);
    expect(gone.json()).toMatchObject({ status: true, message: 'Delivery Timeline deleted successfully' });
    expect((await d.deleteTimeline(id)).statusCode).toBe(404);
    expect((await d.timelines({ deliveryMethodId: '999999' })).statusCode).toBe(404);
    expect((await d.addTimeline(body({ deliveryMethodId: 999_999 }))).json().message).toBe('No delivery method with id 999999');
  });

  it('refuses a timeline overlapping another of the same method and place, naming it', async () => {
    const first = (await d.addTimeline(body({ workingDays: 'Mon,Tue' }))).json().data.id as number;
    // The windows meet at 12:00:00 (ends included) on Tuesday.
    const clash = await d.addTimeline(body({ cutOffTimeFrom: '12:00:00', cutOffTimeTo: '18:00:00', workingDays: 'Tue,Wed' }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(
      `This timeline overlaps timeline ${first} (United Arab Emirates / Dubai / all areas, 00:00:00–12:00:00 on Mon, Tue)`,
    );
    // Not overlapping: the next second; other days; another place (the whole country, or an area of the state).
    expect((await d.addTimeline(body({ cutOffTimeFrom: '12:00:01', cutOffTimeTo: '18:00:00', workingDays: 'Tue' }))).statusCode).toBe(201);
    expect((await d.addTimeline(body({ workingDays: 'Wed' }))).statusCode).toBe(201);
    expect((await d.addTimeline(body({ shippingStateId: null, workingDays: 'Mon' }))).statusCode).toBe(201);
    expect((await d.addTimeline(body({ shippingAreaId: marina, workingDays: 'Mon' }))).statusCode).toBe(201);
    // Another method may serve the same place at the same time.
    const other = (await d.addMethod({ inventoryCountryId: ksa, deliveryTypeCode: 'EXPRESS', deliveryLabelCode: 'PICKUP_POINT' })).json()
      .data.id;
    expect((await d.addTimeline(body({ deliveryMethodId: other, workingDays: 'Mon,Tue' }))).statusCode).toBe(201);
    // An edit does not overlap itself, but may not move onto another.
    expect((await d.putTimeline(first, body({ workingDays: 'Mon,Tue', max_edd: 3 }))).statusCode).toBe(200);
    const moved = await d.putTimeline(first, body({ workingDays: 'Wed' }));
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toMatch(
      /^This timeline overlaps timeline \d+ \(United Arab Emirates \/ Dubai \/ all areas, 00:00:00–12:00:00 on Wed\)$/,
    );
  });

  it('lets the office read the timelines and ask the promise, but not write', async () => {
    expect((await d.timelines({ deliveryMethodId: String(method) }, 'office')).statusCode).toBe(200);
    expect((await d.addTimeline(body({ workingDays: 'Sun' }), 'office')).statusCode).toBe(403);
    const row = (await d.addTimeline(body({ workingDays: 'Sun', shippingStateId: null }))).json().data as DeliveryTimeline;
    expect((await d.putTimeline(row.id, body(), 'office')).statusCode).toBe(403);
    expect((await d.deleteTimeline(row.id, 'office')).statusCode).toBe(403);
    expect((await d.timelines({ deliveryMethodId: String(method) }, 'warehouse')).statusCode).toBe(403);
  });
});

describe('the delivery promise call', () => {
  const ask = (change: Record<string, string | number | undefined> = {}, user = 'operator') =>
    d.promise(
      {
        inventoryCountryId: ksa,
        deliveryTypeCode: 'STANDARD',
        deliveryLabelCode: 'HOME_DELIVERY',
        shippingCountryId: ksa,
        shippingStateId: riyadh,
        // Thursday 26 November 2026, 16:00 in Riyadh: after the seeded 14:00 cut-off.
        orderTime: '2026-11-26T16:00:00+03:00',
        ...change,
      },
      user,
    );

  it('answers the seeded Riyadh timeline for an order after cut-off on Thursday: Sunday’s window, Mon–Wed delivery', async () => {
    const res = await ask({}, 'office');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      found: true,
      level: 'state',
      timezone: 'Asia/Riyadh',
      orderLocalTime: '2026-11-26 16:00:00',
      orderWeekday: 'Thu',
      // Friday and Saturday are off: Sunday's window takes it, then 1 to 3 working days.
      dispatchDate: '2026-11-29',
      rolledOver: true,
      earliestDate: '2026-11-30',
      latestDate: '2026-12-02',
    });
  });

  it('answers the whole country where no state or area timeline serves, and the area where one does', async () => {
    const hail = await d.stateId('KSA', 'Hail');
    expect((await ask({ shippingStateId: hail })).json().data).toMatchObject({
      level: 'country',
      dispatchDate: '2026-11-26',
      earliestDate: '2026-12-01',
      latestDate: '2026-12-06',
    });
    const makkah = await d.stateId('KSA', 'Makkah');
    const jeddah = await d.areaId(makkah, 'Jeddah');
    expect((await ask({ shippingStateId: makkah, shippingAreaId: jeddah })).json().data).toMatchObject({ level: 'area' });
  });

  it('says why there is no promise, and refuses a question without its fields', async () => {
    const none = await ask({ deliveryLabelCode: 'PICKUP_POINT', deliveryTypeCode: 'SAME_DAY' });
    expect(none.json()).toMatchObject({
      message: 'No delivery method for this inventory country, delivery type and label',
      data: { found: false, reason: 'NO_METHOD' },
    });
    const riyadhArea = await d.areaId(riyadh, 'Al Olaya');
    const off = await ask({ deliveryTypeCode: 'SAME_DAY', shippingAreaId: riyadhArea });
    expect(off.json()).toMatchObject({ message: 'The delivery method is inactive', data: { reason: 'INACTIVE_METHOD' } });
    const nowhere = await ask({ deliveryTypeCode: 'EXPRESS', shippingStateId: await d.stateId('KSA', 'Tabuk') });
    expect(nowhere.json()).toMatchObject({ message: 'No delivery timeline covers this shipping address', data: { reason: 'NO_TIMELINE' } });
    expect((await ask({ orderTime: '26/11/2026 16:00' })).json().message).toBe('Order time: Must be an ISO-8601 time with its offset');
    expect((await ask({ shippingCountryId: undefined })).json().message).toBe('Shipping Country: Required');
    expect((await ask({}, 'warehouse')).statusCode).toBe(403);
  });
});

describe('in the reader’s language', () => {
  // In Arabic a code inside the sentence is isolated (U+2068 … U+2069) to read left to right.
  const plain = (text: string) => text.replace(/[\u2068\u2069]/g, '');
  const send = async (method: 'GET' | 'POST', url: string, lng: string, payload?: object, query?: Record<string, string>) =>
    d.t.app.inject({
      method,
      url,
      payload,
      query,
      headers: { authorization: `Bearer ${await signIn(d.t.app, 'operator')}`, 'accept-language': lng },
    });

  it('names a field and its rule in Arabic', async () => {
    const res = await send('POST', SHIPMENT_PATHS.deliveryTimelines, 'ar', body({ cutOffTimeTo: '12:00', workingDays: '' }));
    expect(res.statusCode).toBe(400);
    expect(plain(res.json().message)).toBe('نهاية الإغلاق: يجب أن يكون وقتاً بصيغة HH:MM:SS; أيام العمل: اختر يوم عمل واحداً على الأقل');
    expect(res.json()).toMatchObject({
      errors: [
        { field: 'cutOffTimeTo', key: 'delivery-timeline:rules.cutOffFormat' },
        { field: 'workingDays', key: 'delivery-timeline:rules.workingDays' },
      ],
    });
  });

  it('says the success and an overlap in Turkish, naming the place by how specific it is', async () => {
    const added = await send('POST', SHIPMENT_PATHS.deliveryTimelines, 'tr', body({ shippingStateId: sharjah, workingDays: 'Thu' }));
    expect(added.statusCode).toBe(201);
    expect(added.json().message).toBe('Teslimat Zaman Çizelgesi başarıyla eklendi');
    const clash = await send('POST', SHIPMENT_PATHS.deliveryTimelines, 'tr', body({ shippingStateId: sharjah, workingDays: 'Thu' }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      message: `Bu zaman çizelgesi ${added.json().data.id} numaralı zaman çizelgesiyle çakışıyor (United Arab Emirates / Sharjah / tüm bölgeler, Thu günlerinde 00:00:00–12:00:00)`,
      key: 'delivery-timeline:overlap',
      params: { place: 'United Arab Emirates / Sharjah / tüm bölgeler', days: 'Thu' },
    });
  });

  it('says why there is no promise in Arabic', async () => {
    const res = await send('GET', SHIPMENT_PATHS.deliveryPromise, 'ar', undefined, {
      inventoryCountryId: String(ksa),
      deliveryTypeCode: 'SAME_DAY',
      deliveryLabelCode: 'PICKUP_POINT',
      shippingCountryId: String(ksa),
      orderTime: '2026-11-26T16:00:00+03:00',
    });
    expect(res.json()).toMatchObject({
      message: 'لا توجد طريقة توصيل لبلد المخزون ونوع التوصيل والتسمية هذه',
      key: 'delivery-timeline:reasons.NO_METHOD',
      data: { found: false, reason: 'NO_METHOD' },
    });
  });
});

describe('sorting a method’s timelines', () => {
  it('sorts by a column either way, ties by id, and refuses a sort it does not offer', async () => {
    const window = { cutOffTimeFrom: '13:00:00', cutOffTimeTo: '14:00:00' };
    expect((await d.addTimeline(body({ ...window, shippingStateId: sharjah, min_edd: 1, max_edd: 5 }))).statusCode).toBe(201);
    expect((await d.addTimeline(body({ ...window, shippingAreaId: marina, min_edd: 1, max_edd: 3 }))).statusCode).toBe(201);
    const rows = async (sort: string) =>
      ((await d.timelines({ deliveryMethodId: String(method), sort })).json().data as { records: DeliveryTimeline[] }).records;
    expectSortedBothWays(
      await rows('edd'),
      await rows('-edd'),
      (r) => r.max_edd,
      (r) => r.id,
    );
    const byState = await rows('state');
    expectSortedBothWays(
      byState,
      await rows('-state'),
      (r) => r.shippingState || null,
      (r) => r.id,
    );
    expect(byState.map((r) => r.shippingState)).toEqual(expect.arrayContaining(['Dubai', 'Sharjah']));
    expectSortRefused(await d.timelines({ deliveryMethodId: String(method), sort: 'workingDays' }));
  });
});
