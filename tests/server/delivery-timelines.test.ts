import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryTimeline } from '../../src/domain/shipment/delivery-timelines.ts';
import { deliveryTestApp } from './delivery-support.ts';

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
    expect(await refusal({ shippingCountryId: null })).toBe('shippingCountryId: Required');
    expect(await refusal({ shippingCountryId: undefined, shippingStateId: dubai })).toBe('shippingCountryId: Required');
    expect(await refusal({ shippingStateId: null, shippingAreaId: marina })).toBe('shippingStateId: An area needs its state and country');
    expect(await refusal({ shippingStateId: riyadh })).toBe('State Riyadh is not in United Arab Emirates');
    expect(await refusal({ shippingStateId: sharjah, shippingAreaId: marina })).toBe('Area Dubai Marina is not in Sharjah');
    expect(await refusal({ shippingCountryId: ksa, shippingStateId: dubai })).toBe('State Dubai is not in Saudi Arabia');
  });

  it('needs a time zone of the IANA database', async () => {
    expect(await refusal({ timezone: '' })).toMatch(/^timezone: Required/);
    expect(await refusal({ timezone: 'Gulf/Standard' })).toBe('timezone: Not a time zone of the IANA database');
  });

  it('needs both cut-off times as HH:MM:SS, the window running forward', async () => {
    expect(await refusal({ cutOffTimeFrom: '' })).toBe('cutOffTimeFrom: Required');
    expect(await refusal({ cutOffTimeTo: undefined })).toBe('cutOffTimeTo: Required');
    expect(await refusal({ cutOffTimeTo: '12:00' })).toBe('cutOffTimeTo: Must be a time HH:MM:SS');
    expect(await refusal({ cutOffTimeFrom: '24:00:00' })).toBe('cutOffTimeFrom: Must be a time HH:MM:SS');
    expect(await refusal({ cutOffTimeFrom: '13:00:00' })).toBe('cutOffTimeTo: Must not be before Cut-off From');
  });

  it('needs at least one working day, each a weekday once', async () => {
    expect(await refusal({ workingDays: '' })).toBe('workingDays: Choose at least one working day');
    expect(await refusal({ workingDays: 'Mon,Funday' })).toBe(
      'workingDays: Must be weekdays among Mon, Tue, Wed, Thu, Fri, Sat, Sun, once each',
    );
    expect(await refusal({ workingDays: 'Mon,Mon' })).toMatch(/^workingDays: Must be weekdays/);
  });

  it('needs max_edd; min_edd is optional and stored as 0; both whole numbers, EDD not below Min EDD', async () => {
    expect(await refusal({ max_edd: undefined })).toBe('max_edd: Required');
    expect(await refusal({ max_edd: null })).toBe('max_edd: Required');
    expect(await refusal({ max_edd: 1.5 })).toBe('max_edd: Must be a whole number');
    expect(await refusal({ min_edd: '1' })).toBe('min_edd: Must be a whole number');
    expect(await refusal({ min_edd: 3, max_edd: 2 })).toBe('max_edd: Must not be less than Min EDD');
    expect(await refusal({ max_edd: 61 })).toBe('max_edd: Must be between 0 and 60');
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
    expect((await ask({ orderTime: '26/11/2026 16:00' })).json().message).toBe('orderTime: Must be an ISO-8601 time with its offset');
    expect((await ask({ shippingCountryId: undefined })).json().message).toBe('shippingCountryId: Required');
    expect((await ask({}, 'warehouse')).statusCode).toBe(403);
  });
});
