import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Country, CountryBody } from '../../src/domain/reference/countries.ts';
import { REFERENCE_PATHS } from '../../src/domain/reference/paths.ts';
import { createTestApp, signIn, type TestApp } from '../support/test-app.ts';
import { expectSortedBothWays, expectSortRefused } from '../support/sorted-rows.ts';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['operator', 'office', 'warehouse']) tokens[user] = await signIn(t.app, user);
});
afterAll(() => t.close());

const as = (user: string) => ({ authorization: `Bearer ${tokens[user]}` });
const list = (query: Record<string, string> = {}, user = 'office') =>
  t.app.inject({ method: 'GET', url: REFERENCE_PATHS.countries, query, headers: as(user) });
const lookup = (query: Record<string, string> = {}, user = 'warehouse') =>
  t.app.inject({ method: 'GET', url: REFERENCE_PATHS.countryLookup, query, headers: as(user) });
const create = (payload: object, user = 'operator') =>
  t.app.inject({ method: 'POST', url: REFERENCE_PATHS.countries, payload, headers: as(user) });
/** A PUT based on the row's stored revision (the revision check itself is tests/server/history.test.ts's). */
const update = async (id: number, payload: object, user = 'operator') => {
  const stored = await t.app.db.selectFrom('countries').select('revision').where('id', '=', id).executeTakeFirst();
  return t.app.inject({
    method: 'PUT',
    url: `${REFERENCE_PATHS.countries}/${id}`,
    payload: { ...payload, revision: stored?.revision ?? 1 },
    headers: as(user),
  });
};
const records = async (query: Record<string, string> = {}) => (await list(query)).json().data.records as Country[];

/** A valid body for a country that is not seeded. */
const oman2 = (change: Partial<Record<keyof CountryBody, unknown>> = {}) => ({
  countryName: 'Testland',
  ar_CountryName: 'أرض الاختبار',
  countryCode: 'tst',
  countryCode2: 'ts',
  currencyCode: 'tsd',
  exchangeRate: 2.5,
  exchangeRateProduct: 2.55,
  mobileCountryCode: 999,
  mobileLocalCode: '07',
  mobileLocalNumberLength: 8,
  domain: 'ts.gulfretail.com',
  vatper: 7.5,
  vatCalcValue: 1.075,
  returnDays: 30,
  showInvoiceVat: true,
  serviceAvail: false,
  ...change,
});

describe('the country list', () => {
  it('lists the seeded GCC countries by Id with every field of spec 000 §3', async () => {
    const res = await list({ index: '1', pageSize: '10000' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { records: Country[]; totalRecords: number };
    expect(data.records.map((c) => c.countryCode)).toEqual(['UAE', 'KSA', 'BHR', 'KWT', 'OMN', 'QAT']);
    expect(data.totalRecords).toBe(6);
    expect(data.records[0]).toEqual({
      Id: expect.any(Number),
      countryName: 'United Arab Emirates',
      ar_CountryName: 'الإمارات العربية المتحدة',
      countryCode: 'UAE',
      countryCode2: 'AE',
      currencyCode: 'AED',
      exchangeRate: 1,
      exchangeRateProduct: 1,
      mobileCountryCode: 971,
      mobileLocalCode: '05',
      mobileLocalNumberLength: 9,
      domain: 'ae.gulfretail.com',
      vatper: 5,
      vatCalcValue: 1.05,
      returnDays: 14,
      showInvoiceVat: true,
      serviceAvail: true,
      revision: 1,
    });
    expect(data.records.filter((c) => c.serviceAvail).map((c) => c.countryCode)).toEqual(['UAE', 'KSA']);
  });

  it('loads up to 10000 rows a page, no more', async () => {
    expect((await list({ pageSize: '10000' })).statusCode).toBe(200);
    const res = await list({ pageSize: '10001' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('pageSize');
  });

  it('searches either name or either code in any case, taking % and _ literally', async () => {
    const codes = async (search: string) => (await records({ search })).map((c) => c.countryCode);
    expect(await codes('saudi')).toEqual(['KSA']);
    expect(await codes('السعودية')).toEqual(['KSA']);
    expect(await codes('om')).toEqual(['OMN']);
    expect(await codes('qa')).toEqual(['QAT']);
    expect(await codes('%')).toEqual([]);
    expect(await codes('_')).toEqual([]);
  });

  it('serves a pick list by name to any signed-in user, filtered by serviceAvail', async () => {
    const res = await lookup();
    expect(res.statusCode).toBe(200);
    const names = (res.json().data.records as { countryName: string }[]).map((c) => c.countryName);
    expect(names).toEqual(['Bahrain', 'Kuwait', 'Oman', 'Qatar', 'Saudi Arabia', 'United Arab Emirates']);
    expect(res.json().data.records[4]).toEqual({
      Id: expect.any(Number),
      countryName: 'Saudi Arabia',
      ar_CountryName: 'المملكة العربية السعودية',
      countryCode: 'KSA',
      countryCode2: 'SA',
      currencyCode: 'SAR',
      serviceAvail: true,
    });
    const store = (await lookup({ serviceAvail: 'true' })).json().data;
    expect(store.records.map((c: Country) => c.countryCode)).toEqual(['KSA', 'UAE']);
    expect((await lookup({ serviceAvail: 'false' })).json().data.totalRecords).toBe(4);
    expect((await lookup({ serviceAvail: 'yes' })).statusCode).toBe(400);
    expect((await lookup({ pageSize: '10001' })).statusCode).toBe(400);
  });
});

describe('saving a country', () => {
  it('creates a country with upper-cased codes, recording who made it', async () => {
    const res = await create(oman2());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: true, message: 'Country created successfully' });
    const created = res.json().data as Country;
    expect(created).toEqual({
      ...oman2(),
      Id: expect.any(Number),
      countryCode: 'TST',
      countryCode2: 'TS',
      currencyCode: 'TSD',
      revision: 1,
    });
    expect((await records({ search: 'Testland' }))[0]).toEqual(created);
    const row = await t.app.db.selectFrom('countries').selectAll().where('id', '=', created.Id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ created_name: 'Priya Nair', updated_by: null, updated_name: null, updated_date_utc: null });
    expect(row.created_by).toEqual(expect.any(Number));
  });

  it('refuses a code another country holds, in any case, and changes nothing', async () => {
    const res = await create(oman2({ countryName: 'Copy', countryCode: 'uae' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: false, message: 'Country code UAE already exists', errors: [{ field: 'countryCode' }] });
    expect(await records({ search: 'Copy' })).toEqual([]);
  });

  it('refuses values of the wrong type with a message naming the field', async () => {
    const refusal = async (change: object) => {
      const res = await create(oman2({ countryCode: 'BAD', ...change }));
      expect(res.statusCode).toBe(400);
      return res.json().message as string;
    };
    expect(await refusal({ exchangeRate: '2.5' })).toBe('Exchange Rate: Must be a number');
    expect(await refusal({ returnDays: 2.5 })).toBe('Return Days: Must be a whole number');
    expect(await refusal({ mobileLocalNumberLength: 'nine' })).toBe('Mobile Local Number Length: Must be a whole number');
    expect(await refusal({ vatper: 150 })).toBe('VAT %: Must be between 0 and 100');
    expect(await refusal({ showInvoiceVat: 'yes' })).toBe('Show Invoice Vat: Must be true or false');
    expect(await refusal({ serviceAvail: undefined })).toBe('Service Avail (Online Store): Required');
    expect(await refusal({ countryName: '   ' })).toBe('Country Name: Required');
    expect(await refusal({ countryCode2: 'ABC' })).toBe('Country Code 2 (ISO): Two letters (ISO 3166-1 alpha-2)');
    expect(await refusal({ exchangeRate: null })).toBe('Exchange Rate: Required');
    expect(await records({ search: 'BAD' })).toEqual([]);
  });

  it('updates every field, keeps its own code in another case, and records who changed it', async () => {
    const id = ((await create(oman2({ countryName: 'Editland', countryCode: 'EDT' }))).json().data as Country).Id;
    const res = await update(id, oman2({ countryName: 'Editland Two', countryCode: 'edt', returnDays: 7, serviceAvail: true, vatper: 0 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Country updated successfully',
      data: { Id: id, countryName: 'Editland Two', countryCode: 'EDT', returnDays: 7, serviceAvail: true, vatper: 0 },
    });
    const row = await t.app.db.selectFrom('countries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.updated_name).toBe('Priya Nair');
    expect(row.updated_date_utc).toBeInstanceOf(Date);

    const taken = await update(id, oman2({ countryCode: 'KSA' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Country code KSA already exists');
    expect((await update(999_999, oman2({ countryCode: 'NONE' }))).statusCode).toBe(404);
  });
});

describe('who may', () => {
  it('lets L1 read but not write, and lets a user without the page use only the pick list', async () => {
    expect((await create(oman2({ countryCode: 'OFF' }), 'office')).statusCode).toBe(403);
    expect((await update(1, oman2({ countryCode: 'OFF' }), 'office')).statusCode).toBe(403);
    expect((await list({}, 'office')).statusCode).toBe(200);
    expect((await list({}, 'warehouse')).statusCode).toBe(403);
    expect((await lookup({}, 'warehouse')).statusCode).toBe(200);
    expect(await records({ search: 'OFF' })).toEqual([]);
  });
});

describe('sorting the country list', () => {
  it('sorts by a column either way, ties by id, and refuses a sort it does not offer', async () => {
    const rows = async (sort: string) => records({ pageSize: '10000', sort });
    expectSortedBothWays(
      await rows('countryCode'),
      await rows('-countryCode'),
      (c) => c.countryCode,
      (c) => c.Id,
    );
    expectSortedBothWays(
      await rows('serviceAvail'),
      await rows('-serviceAvail'),
      (c) => c.serviceAvail,
      (c) => c.Id,
    );
    expectSortRefused(await list({ sort: 'vatper' }));
  });
});
