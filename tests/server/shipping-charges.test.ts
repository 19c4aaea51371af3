import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CountryLookup } from '../../src/domain/reference/countries.ts';
import { REFERENCE_PATHS } from '../../src/domain/reference/paths.ts';
import { SHIPMENT_PATHS } from '../../src/domain/shipment/paths.ts';
import type { ShippingCharge } from '../../src/domain/shipment/shipping-charges.ts';
import { createSecondInstance, createTestApp, signIn, type TestApp } from '../support/test-app.ts';
import { expectSortedBothWays, expectSortRefused } from '../support/sorted-rows.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
let uae: number;
let ksa: number;
let noService: number;

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['operator', 'office', 'warehouse']) tokens[user] = await signIn(t.app, user);
  const countries = (await t.app.inject({ method: 'GET', url: REFERENCE_PATHS.countryLookup, headers: as('office') })).json().data
    .records as CountryLookup[];
  uae = countries.find((c) => c.countryCode === 'UAE')!.Id;
  ksa = countries.find((c) => c.countryCode === 'KSA')!.Id;
  noService = countries.find((c) => !c.serviceAvail)!.Id;
});
afterAll(() => t.close());

const as = (user: string) => ({ authorization: `Bearer ${tokens[user]}` });
const list = (body: object, query: Record<string, string> = {}, user = 'office') =>
  t.app.inject({ method: 'POST', url: SHIPMENT_PATHS.shippingChargeList, query, payload: body, headers: as(user) });
const create = (payload: object, user = 'operator') =>
  t.app.inject({ method: 'POST', url: SHIPMENT_PATHS.shippingCharges, payload, headers: as(user) });
/** A PUT based on the setting's stored revision (the revision check itself is tests/server/shipping-history.test.ts's). */
const update = async (id: number, payload: object, user = 'operator') => {
  const stored = await t.app.db.selectFrom('shipping_charge_settings').select('revision').where('id', '=', id).executeTakeFirst();
  return t.app.inject({
    method: 'PUT',
    url: `${SHIPMENT_PATHS.shippingCharges}/${id}`,
    payload: { ...payload, revision: stored?.revision ?? 1 },
    headers: as(user),
  });
};
const inForce = (query: Record<string, string>, user = 'office') =>
  t.app.inject({ method: 'GET', url: SHIPMENT_PATHS.shippingChargeInForce, query, headers: as(user) });

const amounts = { transactionShippingCharge: 20, transactionFreeShippingLimit: 200, globalShippingCharge: 70, expressShippingFee: 30 };
const body = (change: object = {}) => ({
  updateChanges: 'NOW',
  tier: 'Hunter',
  deliveryType: 'SAME_DAY',
  countryId: uae,
  currencyCode: 'AED',
  status: true,
  ...amounts,
  ...change,
});
const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the list of a tab', () => {
  it('answers a page of the tier’s seeded settings with the spec’s fields, a scheduled change waiting', async () => {
    const res = await list({ tier: 'Yellow' }, { index: '1', pageSize: '10' });
    expect(res.statusCode).toBe(200);
    const { records, totalRecords } = res.json().data as { records: ShippingCharge[]; totalRecords: number };
    expect(records.every((r) => r.tier === 'Yellow')).toBe(true);
    // UAE and KSA standard, and the UAE's scheduled change beside its charge in force.
    expect(totalRecords).toBe(3);
    const uaeRows = records.filter((r) => r.countryCode === 'UAE');
    expect(uaeRows.map((r) => [r.inForce, r.updateChanges, r.transactionShippingCharge])).toEqual([
      [true, 'NOW', 15],
      [false, 'SCHEDULED', 12],
    ]);
    expect(uaeRows[1]).toMatchObject({ currencyCode: 'AED', deliveryType: 'STANDARD', createdName: expect.any(String) });
    expect(Date.parse(uaeRows[1]!.effectiveFrom)).toBeGreaterThan(Date.now());
    expect((await list({ tier: 'Yellow' }, { pageSize: '2' })).json().data.records).toHaveLength(2);
    expect((await list({ tier: 'Gold' })).statusCode).toBe(400);
    expect((await list({ tier: 'Yellow' }, { pageSize: '1001' })).statusCode).toBe(400);
  });

  it('serves the currencies of the countries to any signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: SHIPMENT_PATHS.currencies, headers: as('warehouse') });
    expect(res.statusCode).toBe(200);
    const codes = res.json().data.records.map((c: { currencyCode: string }) => c.currencyCode);
    expect(codes).toEqual(expect.arrayContaining(['AED', 'SAR']));
  });
});

describe('the shipping modal’s rules on the server', () => {
  it('needs a schedule option first', async () => {
    const res = await create(body({ updateChanges: undefined }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: false,
      message: 'Please choose a schedule option',
      errors: [{ field: 'updateChanges', message: 'Please select an option.' }],
    });
    expect((await create(body({ updateChanges: '' }))).json().message).toBe('Please choose a schedule option');
  });

  it('names every missing field at once: "{field names} is required"', async () => {
    const res = await create({ updateChanges: 'NOW', tier: 'Hunter', countryId: uae, transactionShippingCharge: 5, currencyCode: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Currency, Delivery Type, Free Shipping Limit, Global Shipping Charge, Express Shipping Fee, Status is required',
    );
    expect((await create(body({ updateChanges: 'SCHEDULED' }))).json().message).toBe('Schedule Date is required');
  });

  it('takes amounts only as non-negative numbers, and known countries (service available) and currencies', async () => {
    const text = await create(body({ globalShippingCharge: '12' }));
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('Global Shipping Charge: Must be a number');
    expect((await create(body({ expressShippingFee: -1 }))).json().message).toMatch(/^Express Shipping Fee: Must be between 0 and/);
    expect((await create(body({ countryId: noService }))).json().message).toBe(
      `No country with id ${noService} where the service is available`,
    );
    expect((await create(body({ currencyCode: 'XYZ' }))).json().message).toBe('Unknown currency XYZ');
    expect((await create(body({ deliveryType: 'DRONE' }))).statusCode).toBe(400);
  });

  it('takes a scheduled date from yesterday onward, and one already past applies from the save', async () => {
    const tooEarly = await create(body({ updateChanges: 'SCHEDULED', scheduleDate: new Date(Date.now() - 3 * 86_400_000).toISOString() }));
    expect(tooEarly.statusCode).toBe(400);
    expect(tooEarly.json().message).toBe('Schedule Date: Must be from yesterday onward');
    const past = new Date(Date.now() - 60_000).toISOString();
    const res = await create(body({ tier: 'Explorer', updateChanges: 'SCHEDULED', scheduleDate: past }));
    expect(res.statusCode).toBe(201);
    const saved = res.json().data as ShippingCharge;
    expect(saved).toMatchObject({ inForce: true, updateChanges: 'SCHEDULED', scheduleDate: past });
    expect(Date.parse(saved.effectiveFrom)).toBeGreaterThan(Date.parse(past));
  });
});

describe('adding and editing', () => {
  it('adds a charge in force now with the spec’s success message, and refuses a second active one naming it (409)', async () => {
    const res = await create(body());
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(' Saved Successfully !');
    const saved = res.json().data as ShippingCharge;
    expect(saved).toMatchObject({
      tier: 'Hunter',
      countryCode: 'UAE',
      currencyCode: 'AED',
      inForce: true,
      createdName: 'Priya Nair',
      revision: 1,
    });
    const again = await create(body({ transactionShippingCharge: 1 }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `An active Hunter shipping charge for United Arab Emirates, Same Day Delivery already exists (id ${saved.id})`,
    );
    // An inactive one beside it is not a second active one.
    expect((await create(body({ status: false }))).statusCode).toBe(201);
  });

  it('edits only the amounts and the status: other fields are refused, and a second active one by edit too', async () => {
    const first = (await create(body({ tier: 'Black', deliveryType: 'SAME_DAY', countryId: ksa, currencyCode: 'SAR' }))).json()
      .data as ShippingCharge;
    const locked = await update(first.id, { updateChanges: 'NOW', ...amounts, status: true, countryId: uae, currencyCode: 'AED' });
    expect(locked.statusCode).toBe(400);
    expect(locked.json().message).toBe('Country, Currency: Cannot be changed: only the amounts and the status can be edited');
    expect((await update(first.id, { updateChanges: 'NOW', status: true })).json().message).toBe(
      'Shipping Charge, Free Shipping Limit, Global Shipping Charge, Express Shipping Fee is required',
    );
    const edited = await update(first.id, {
      updateChanges: 'NOW',
      ...amounts,
      transactionShippingCharge: 7.5,
      status: false,
      tier: 'Black',
      countryId: ksa,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      message: ' Saved Successfully !',
      data: { id: first.id, transactionShippingCharge: 7.5, status: false, inForce: true, revision: 2 },
    });
    const second = (await create(body({ tier: 'Black', deliveryType: 'SAME_DAY', countryId: ksa, currencyCode: 'SAR' }))).json()
      .data as ShippingCharge;
    const reactivate = await update(first.id, { updateChanges: 'NOW', ...amounts, status: true });
    expect(reactivate.statusCode).toBe(409);
    expect(reactivate.json().message).toContain(`(id ${second.id})`);
    expect((await update(999_999, { updateChanges: 'NOW', ...amounts, status: true })).statusCode).toBe(404);
  });

  it('refuses writes to the office user (L1) with 403, and lets it read', async () => {
    expect((await create(body({ tier: 'Champion' }), 'office')).statusCode).toBe(403);
    expect((await update(1, { updateChanges: 'NOW', ...amounts, status: true }, 'office')).statusCode).toBe(403);
    expect((await list({ tier: 'Champion' }, {}, 'office')).statusCode).toBe(200);
    expect((await list({ tier: 'Champion' }, {}, 'warehouse')).statusCode).toBe(403);
  });
});

describe('the charge in force, derived from the stored versions', () => {
  it('answers the version in force at any time: before, between and after a scheduled change', async () => {
    const key = { tier: 'Explorer', countryId: String(ksa), deliveryType: 'EXPRESS' };
    // A second before the save: the save's own millisecond may be the test's `now`.
    const before = inSeconds(-1);
    const first = (await create(body({ tier: 'Explorer', countryId: ksa, currencyCode: 'SAR', deliveryType: 'EXPRESS' }))).json()
      .data as ShippingCharge;
    const scheduledAt = inSeconds(3600);
    const change = await update(first.id, {
      updateChanges: 'SCHEDULED',
      scheduleDate: scheduledAt,
      ...amounts,
      transactionShippingCharge: 9,
      status: true,
    });
    expect(change.json().data).toMatchObject({ inForce: false, effectiveFrom: scheduledAt });

    const at = async (when?: string) => inForce(when ? { ...key, at: when } : key);
    expect((await at(before)).statusCode).toBe(404);
    expect((await at(before)).json().message).toBe('No active Explorer shipping charge for Saudi Arabia, Express Delivery at that time');
    expect((await at()).json().data).toMatchObject({ versionId: first.versionId, transactionShippingCharge: 20 });
    expect((await at(inSeconds(3599))).json().data.transactionShippingCharge).toBe(20);
    expect((await at(scheduledAt)).json().data).toMatchObject({ transactionShippingCharge: 9, inForce: true });
    // A NOW edit made before the scheduled time does not cancel it: each applies from its own time.
    await update(first.id, { updateChanges: 'NOW', ...amounts, transactionShippingCharge: 11, status: true });
    expect((await at()).json().data.transactionShippingCharge).toBe(11);
    expect((await at(inSeconds(7200))).json().data.transactionShippingCharge).toBe(9);
    // Deactivated at a time: nothing in force after it.
    await update(first.id, { updateChanges: 'SCHEDULED', scheduleDate: inSeconds(10_800), ...amounts, status: false });
    expect((await at(inSeconds(10_801))).statusCode).toBe(404);
    expect((await inForce({ ...key, tier: 'Gold' })).statusCode).toBe(400);
  });

  it('puts a scheduled change in force at its time with no timer: the list shows it waiting, then in force', async () => {
    const saved = (await create(body({ tier: 'Champion', deliveryType: 'SAME_DAY', countryId: ksa, currencyCode: 'SAR' }))).json()
      .data as ShippingCharge;
    const soon = inSeconds(2);
    await update(saved.id, { updateChanges: 'SCHEDULED', scheduleDate: soon, ...amounts, transactionShippingCharge: 3, status: true });
    const rowsOf = async (app = t.app) =>
      (
        await app.inject({
          method: 'POST',
          url: SHIPMENT_PATHS.shippingChargeList,
          payload: { tier: 'Champion', countryId: ksa, deliveryType: 'SAME_DAY' },
          headers: as('office'),
        })
      ).json().data.records as ShippingCharge[];
    expect((await rowsOf()).map((r) => [r.transactionShippingCharge, r.inForce])).toEqual([
      [20, true],
      [3, false],
    ]);
    await sleep(2500);
    expect((await rowsOf()).map((r) => [r.transactionShippingCharge, r.inForce])).toEqual([[3, true]]);
    // Another server process on the same database (a restart) answers the same from the stored history.
    if (t.databaseUrl) {
      const other = await createSecondInstance(t);
      try {
        expect((await rowsOf(other)).map((r) => [r.transactionShippingCharge, r.inForce])).toEqual([[3, true]]);
      } finally {
        await other.close();
      }
    }
  });
});

describe('in the reader’s language', () => {
  // In Arabic a code or a number inside the sentence is isolated (U+2068 … U+2069) to read left to right.
  const plain = (text: string) => text.replace(/[\u2068\u2069]/g, '');
  const inLanguage = (lng: string, payload: object) =>
    t.app.inject({ method: 'POST', url: SHIPMENT_PATHS.shippingCharges, payload, headers: { ...as('operator'), 'accept-language': lng } });

  it('names a wrong field by its label, and the missing ones, in Arabic', async () => {
    const wrong = await inLanguage('ar', body({ globalShippingCharge: '12' }));
    expect(wrong.statusCode).toBe(400);
    expect(plain(wrong.json().message)).toBe('رسوم الشحن الدولي: يجب أن يكون رقمًا');
    expect(wrong.json()).toMatchObject({
      key: 'fields:problems',
      errors: [{ field: 'globalShippingCharge', message: 'يجب أن يكون رقمًا', key: 'fields:number' }],
    });
    const missing = await inLanguage('ar', { updateChanges: 'NOW', tier: 'Hunter', countryId: uae, transactionShippingCharge: 5 });
    expect(plain(missing.json().message)).toBe('العملة, نوع التوصيل, حد الشحن المجاني, رسوم الشحن الدولي, رسوم الشحن السريع, الحالة مطلوب');
    expect(missing.json().key).toBe('shipping-charges:required');
  });

  it('says the success in Arabic, and a second active charge in Turkish with the tier and the delivery type by name', async () => {
    const yellow = body({ tier: 'Yellow', deliveryType: 'EXPRESS' });
    const saved = await inLanguage('ar', yellow);
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ message: ' تم الحفظ بنجاح !', key: 'shipping-charges:saved' });
    const again = await inLanguage('tr', yellow);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: `United Arab Emirates, Ekspres Teslimat için etkin bir Sarı kargo ücreti zaten var (kimlik ${saved.json().data.id})`,
      key: 'shipping-charges:duplicate',
      params: { tier: 'Sarı', type: 'Ekspres Teslimat' },
    });
  });
});

describe('sorting a tab', () => {
  it('sorts by a column either way, ties by version, and refuses a sort it does not offer', async () => {
    const rows = async (sort: string) =>
      (await list({ tier: 'Yellow' }, { index: '1', pageSize: '1000', sort })).json().data.records as ShippingCharge[];
    expectSortedBothWays(
      await rows('transactionShippingCharge'),
      await rows('-transactionShippingCharge'),
      (c) => c.transactionShippingCharge,
      (c) => c.versionId,
    );
    expectSortRefused(await list({ tier: 'Yellow' }, { sort: 'inForce' }));
  });
});
