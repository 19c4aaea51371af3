import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Area, AreaLookup } from '../../src/domain/reference/areas.ts';
import type { CountryLookup } from '../../src/domain/reference/countries.ts';
import { REFERENCE_PATHS } from '../../src/domain/reference/paths.ts';
import type { StateLookup } from '../../src/domain/reference/states.ts';
import { createTestApp, signIn, type TestApp } from '../support/test-app.ts';
import { expectSortedBothWays, expectSortRefused } from '../support/sorted-rows.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
let uae: number;
let ksa: number;
let dubai: number;
let sharjah: number;
let riyadh: number;

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['operator', 'office', 'warehouse']) tokens[user] = await signIn(t.app, user);
  const get = async <T>(url: string) => (await t.app.inject({ method: 'GET', url, headers: as('office') })).json().data.records as T[];
  const countries = await get<CountryLookup>(REFERENCE_PATHS.countryLookup);
  uae = countries.find((c) => c.countryCode === 'UAE')!.Id;
  ksa = countries.find((c) => c.countryCode === 'KSA')!.Id;
  const states = await get<StateLookup>(REFERENCE_PATHS.stateLookup);
  dubai = states.find((s) => s.stateName === 'Dubai')!.id;
  sharjah = states.find((s) => s.stateName === 'Sharjah')!.id;
  riyadh = states.find((s) => s.stateName === 'Riyadh')!.id;
});
afterAll(() => t.close());

const as = (user: string) => ({ authorization: `Bearer ${tokens[user]}` });
const list = (query: Record<string, string> = {}, user = 'office') =>
  t.app.inject({ method: 'GET', url: REFERENCE_PATHS.areas, query, headers: as(user) });
const create = (payload: object, user = 'operator') =>
  t.app.inject({ method: 'POST', url: REFERENCE_PATHS.areas, payload, headers: as(user) });
/** A PUT based on the row's stored revision (the revision check itself is tests/server/history.test.ts's). */
const update = async (id: number, payload: object, user = 'operator') => {
  const stored = await t.app.db.selectFrom('areas').select('revision').where('id', '=', id).executeTakeFirst();
  return t.app.inject({
    method: 'PUT',
    url: `${REFERENCE_PATHS.areas}/${id}`,
    payload: { ...payload, revision: stored?.revision ?? 1 },
    headers: as(user),
  });
};
const page = async (query: Record<string, string>) => (await list(query)).json().data as { records: Area[]; totalRecords: number };

const body = (change: object = {}) => ({
  areaName: 'Al Quoz',
  ar_areaName: 'القوز',
  StateName: 'sent by the form',
  stateId: dubai,
  status: 'a',
  CountryName: 'sent by the form',
  ...change,
});

describe('the area list', () => {
  it('filters by country and by state, newest first, with the names and codes of both', async () => {
    expect((await page({ countryId: String(uae), pageSize: '1000' })).totalRecords).toBe(23);
    const dubaiAreas = await page({ countryId: String(uae), stateId: String(dubai) });
    expect(dubaiAreas.records.map((a) => a.areaName)).toEqual(['Business Bay', 'Al Barsha', 'Jumeirah', 'Deira', 'Dubai Marina']);
    expect(dubaiAreas.records[4]).toEqual({
      id: expect.any(Number),
      areaName: 'Dubai Marina',
      ar_areaName: 'دبي مارينا',
      CountryName: 'United Arab Emirates',
      countryCode: 'UAE',
      countryCode2: 'AE',
      StateName: 'Dubai',
      stateCode: 'DU',
      stateId: dubai,
      status: 'a',
      revision: 1,
    });
    // A state of another country gives nothing: the filters combine.
    expect((await page({ countryId: String(ksa), stateId: String(dubai) })).totalRecords).toBe(0);
    const all = await page({});
    expect(all.records).toHaveLength(10);
    expect(all.totalRecords).toBeGreaterThan(23);
    expect((await list({ pageSize: '100000' })).statusCode).toBe(400);
  });

  it('serves a pick list by name to any signed-in user', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: REFERENCE_PATHS.areaLookup,
      query: { stateId: String(sharjah) },
      headers: as('warehouse'),
    });
    expect(res.statusCode).toBe(200);
    const areas = res.json().data.records as AreaLookup[];
    expect(areas.map((a) => a.areaName)).toEqual(['Al Majaz', 'Al Nahda', 'Muwaileh']);
    expect(areas[0]).toEqual({ id: expect.any(Number), areaName: 'Al Majaz', ar_areaName: 'المجاز', stateId: sharjah, status: 'a' });
  });
});

describe('saving an area', () => {
  it('creates an area of a state, named from the state and its country, and lists it first', async () => {
    const res = await create(body());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: true, message: 'Area created successfully' });
    const area = res.json().data as Area;
    expect(area).toMatchObject({
      areaName: 'Al Quoz',
      ar_areaName: 'القوز',
      StateName: 'Dubai',
      CountryName: 'United Arab Emirates',
      stateCode: 'DU',
      stateId: dubai,
      status: 'a',
    });
    expect((await page({ stateId: String(dubai) })).records[0]).toEqual(area);
    const row = await t.app.db
      .selectFrom('areas')
      .select(['created_name', 'created_by'])
      .where('id', '=', area.id)
      .executeTakeFirstOrThrow();
    expect(row.created_name).toBe('Priya Nair');
  });

  it('keeps area names unique per state in any case, and free across states', async () => {
    const taken = await create(body({ areaName: 'deira' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: 'Area deira already exists in Dubai', errors: [{ field: 'areaName' }] });
    expect((await create(body({ areaName: 'Deira', stateId: sharjah }))).statusCode).toBe(201);
  });

  it('refuses an unknown state and values of the wrong type', async () => {
    const unknown = await create(body({ areaName: 'Nowhere', stateId: 999_999 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: 'No state with id 999999', errors: [{ field: 'stateId' }] });
    expect((await create(body({ areaName: 'Nowhere', status: 'active' }))).json().message).toBe('Status: Must be Active or Inactive');
    expect((await create(body({ areaName: 'Nowhere', stateId: null }))).json().message).toBe('State Name: Required');
    expect((await create(body({ areaName: '' }))).json().message).toBe('Area Name: Required');
    expect((await page({ stateId: String(dubai), pageSize: '1000' })).records.some((a) => a.areaName === 'Nowhere')).toBe(false);
  });

  it('updates an area, moving it to another country’s state', async () => {
    const id = ((await create(body({ areaName: 'Al Safa' }))).json().data as Area).id;
    const res = await update(id, body({ areaName: 'Al Sulimaniyah', ar_areaName: 'السليمانية', stateId: riyadh, status: 'i' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Area updated successfully',
      data: { id, areaName: 'Al Sulimaniyah', StateName: 'Riyadh', CountryName: 'Saudi Arabia', countryCode: 'KSA', status: 'i' },
    });
    expect((await page({ countryId: String(ksa), stateId: String(riyadh) })).records[0]?.id).toBe(id);
    const row = await t.app.db.selectFrom('areas').select(['updated_name']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.updated_name).toBe('Priya Nair');
    expect((await update(id, body({ areaName: 'Al Olaya', stateId: riyadh }))).statusCode).toBe(409);
    expect((await update(999_999, body({ areaName: 'Ghost' }))).statusCode).toBe(404);
  });

  it('refuses writes to a user holding only L1', async () => {
    expect((await create(body({ areaName: 'Office area' }), 'office')).statusCode).toBe(403);
    expect((await update(1, body({ areaName: 'Office area' }), 'office')).statusCode).toBe(403);
    expect((await list({}, 'warehouse')).statusCode).toBe(403);
  });
});

describe('sorting the area list', () => {
  it('sorts by a column either way, ties by id, and refuses a sort it does not offer', async () => {
    const rows = async (sort: string) => (await page({ pageSize: '1000', sort })).records;
    expectSortedBothWays(
      await rows('stateCode'),
      await rows('-stateCode'),
      (a) => a.stateCode,
      (a) => a.id,
    );
    expectSortedBothWays(
      await rows('id'),
      await rows('-id'),
      (a) => a.id,
      (a) => a.id,
    );
    expectSortRefused(await list({ sort: 'areaCode' }));
    expectSortRefused(await list({ sort: '--areaName' }));
  });
});
