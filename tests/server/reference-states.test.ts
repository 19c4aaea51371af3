import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CountryLookup } from '../../src/domain/reference/countries.ts';
import { REFERENCE_PATHS } from '../../src/domain/reference/paths.ts';
import type { State, StateLookup } from '../../src/domain/reference/states.ts';
import { createTestApp, signIn, type TestApp } from '../support/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
let uae: number;
let ksa: number;

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['operator', 'office', 'warehouse']) tokens[user] = await signIn(t.app, user);
  const countries = (await t.app.inject({ method: 'GET', url: REFERENCE_PATHS.countryLookup, headers: as('office') })).json().data
    .records as CountryLookup[];
  uae = countries.find((c) => c.countryCode === 'UAE')!.Id;
  ksa = countries.find((c) => c.countryCode === 'KSA')!.Id;
});
afterAll(() => t.close());

const as = (user: string) => ({ authorization: `Bearer ${tokens[user]}` });
const list = (query: Record<string, string> = {}, user = 'office') =>
  t.app.inject({ method: 'GET', url: REFERENCE_PATHS.states, query, headers: as(user) });
const lookup = (query: Record<string, string> = {}, user = 'warehouse') =>
  t.app.inject({ method: 'GET', url: REFERENCE_PATHS.stateLookup, query, headers: as(user) });
const create = (payload: object, user = 'operator') =>
  t.app.inject({ method: 'POST', url: REFERENCE_PATHS.states, payload, headers: as(user) });
/** A PUT based on the row's stored revision (the revision check itself is tests/server/history.test.ts's). */
const update = async (id: number, payload: object, user = 'operator') => {
  const stored = await t.app.db.selectFrom('states').select('revision').where('id', '=', id).executeTakeFirst();
  return t.app.inject({
    method: 'PUT',
    url: `${REFERENCE_PATHS.states}/${id}`,
    payload: { ...payload, revision: stored?.revision ?? 1 },
    headers: as(user),
  });
};
const records = async (query: Record<string, string>) => (await list(query)).json().data.records as State[];

const body = (change: object = {}) => ({
  stateName: 'Hatta',
  ar_StateName: 'حتا',
  stateCode: 'ht',
  countryId: uae,
  countryName: 'whatever the form sent',
  displayOrder: 8,
  status: 'a',
  ...change,
});

describe('the state list', () => {
  it('sorts by a column either way, ties broken by id, and refuses a sort it does not offer naming the field', async () => {
    const asc = await records({ pageSize: '1000', sort: 'countryName' });
    const desc = await records({ pageSize: '1000', sort: '-countryName' });
    const countries = asc.map((s) => s.countryName);
    expect(countries).toEqual([...countries].sort());
    expect(desc.map((s) => s.countryName)).toEqual([...countries].reverse());
    // Within one country the rows follow the id the same way, so pages never share a row.
    const uaeIds = asc.filter((s) => s.countryId === uae).map((s) => s.id);
    expect(uaeIds).toEqual([...uaeIds].sort((a, b) => a - b));
    const refused = await list({ sort: 'price' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].field).toBe('sort');
  });

  it('answers page 1 of 10 by default, newest first, with each state’s country', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { records: State[]; totalRecords: number };
    expect(data.totalRecords).toBe(20);
    expect(data.records).toHaveLength(10);
    expect(data.records[0]).toEqual({
      id: expect.any(Number),
      stateName: 'Asir',
      ar_StateName: 'عسير',
      stateCode: '14',
      countryId: ksa,
      countryName: 'Saudi Arabia',
      countryCode: 'KSA',
      countryCode2: 'SA',
      displayOrder: 13,
      status: 'a',
      revision: 1,
    });
  });

  it('narrows to one country, and pages of up to 1000 (the search size)', async () => {
    const res = await list({ countryId: String(uae), index: '1', pageSize: '1000' });
    const data = res.json().data as { records: State[]; totalRecords: number };
    expect(data.totalRecords).toBe(7);
    expect(data.records.map((s) => s.stateCode)).toEqual(['FU', 'RK', 'UQ', 'AJ', 'SH', 'DU', 'AZ']);
    expect(data.records.every((s) => s.countryName === 'United Arab Emirates' && s.countryCode2 === 'AE')).toBe(true);
    expect((await list({ pageSize: '1001' })).statusCode).toBe(400);
    expect((await list({ countryId: 'x' })).statusCode).toBe(400);
    expect((await list({ countryId: '' })).json().data.totalRecords).toBe(20);
  });

  it('serves a pick list in display order to any signed-in user', async () => {
    const res = await lookup({ countryId: String(uae) });
    expect(res.statusCode).toBe(200);
    const states = res.json().data.records as StateLookup[];
    expect(states.map((s) => s.stateName)).toEqual([
      'Abu Dhabi',
      'Dubai',
      'Sharjah',
      'Ajman',
      'Umm Al Quwain',
      'Ras Al Khaimah',
      'Fujairah',
    ]);
    expect(states[1]).toEqual({
      id: expect.any(Number),
      stateName: 'Dubai',
      ar_StateName: 'دبي',
      stateCode: 'DU',
      countryId: uae,
      status: 'a',
    });
    expect((await lookup({ pageSize: '10000' })).json().data.totalRecords).toBeGreaterThanOrEqual(20);
    expect((await lookup({ pageSize: '10001' })).statusCode).toBe(400);
  });
});

describe('saving a state', () => {
  it('creates a state with its country’s own name, and lists it first', async () => {
    const res = await create(body());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: true, message: 'State created successfully' });
    const state = res.json().data as State;
    expect(state).toEqual({
      id: expect.any(Number),
      stateName: 'Hatta',
      ar_StateName: 'حتا',
      stateCode: 'HT',
      countryId: uae,
      countryName: 'United Arab Emirates',
      countryCode: 'UAE',
      countryCode2: 'AE',
      displayOrder: 8,
      status: 'a',
      revision: 1,
    });
    expect((await records({ countryId: String(uae) }))[0]).toEqual(state);
    const row = await t.app.db
      .selectFrom('states')
      .select(['created_name', 'updated_name'])
      .where('id', '=', state.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ created_name: 'Priya Nair', updated_name: null });
  });

  it('keeps state codes unique per country in any case, and free across countries', async () => {
    const taken = await create(body({ stateName: 'Dubai again', stateCode: 'du' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      message: 'State code DU already exists in United Arab Emirates',
      errors: [{ field: 'stateCode' }],
    });
    const elsewhere = await create(body({ stateName: 'Dumat', stateCode: 'DU', countryId: ksa }));
    expect(elsewhere.statusCode).toBe(201);
  });

  it('refuses an unknown country and values of the wrong type, naming the field', async () => {
    const unknown = await create(body({ stateCode: 'NO', countryId: 999_999 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: 'No country with id 999999', errors: [{ field: 'countryId' }] });
    const refusal = async (change: object) => (await create(body({ stateCode: 'BAD', ...change }))).json().message;
    expect(await refusal({ status: 'x' })).toBe('Status: Must be Active or Inactive');
    expect(await refusal({ displayOrder: '3' })).toBe('Display Order: Must be a whole number');
    expect(await refusal({ countryId: String(uae) })).toBe('Country: Must be a whole number');
    expect(await refusal({ stateName: '' })).toBe('State Name: Required');
    expect(await refusal({ stateCode: 'a b' })).toBe('State Code: Up to 20 letters, digits, hyphens or underscores');
    expect((await records({ countryId: String(uae), pageSize: '1000' })).some((s) => s.stateCode === 'BAD')).toBe(false);
  });

  it('updates a state, its status included, recording who changed it', async () => {
    const id = ((await create(body({ stateName: 'Jebel Ali', stateCode: 'JA' }))).json().data as State).id;
    const res = await update(id, body({ stateName: 'Jebel Ali Free Zone', stateCode: 'ja', status: 'i', displayOrder: 20 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'State updated successfully',
      data: { id, stateName: 'Jebel Ali Free Zone', stateCode: 'JA', status: 'i', displayOrder: 20 },
    });
    const row = await t.app.db
      .selectFrom('states')
      .select(['updated_name', 'updated_date_utc'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.updated_name).toBe('Priya Nair');
    expect(row.updated_date_utc).toBeInstanceOf(Date);
    expect((await update(id, body({ stateCode: 'SH' }))).statusCode).toBe(409);
    expect((await update(999_999, body({ stateCode: 'ZZ' }))).statusCode).toBe(404);
  });

  it('refuses writes to a user holding only L1', async () => {
    expect((await create(body({ stateCode: 'L1' }), 'office')).statusCode).toBe(403);
    expect((await update(1, body({ stateCode: 'L1' }), 'office')).statusCode).toBe(403);
    expect((await list({}, 'warehouse')).statusCode).toBe(403);
  });
});
