import type { CountryLookup } from '../../src/domain/reference/countries.ts';
import { REFERENCE_PATHS } from '../../src/domain/reference/paths.ts';
import type { StateLookup } from '../../src/domain/reference/states.ts';
import type { AreaLookup } from '../../src/domain/reference/areas.ts';
import { SHIPMENT_PATHS } from '../../src/domain/shipment/paths.ts';
import { createTestApp, signIn, type TestApp } from '../support/test-app.ts';

/** A test server with the demo users signed in, the seeded places by name, and the delivery calls. */
export async function deliveryTestApp() {
  const t: TestApp = await createTestApp();
  const tokens: Record<string, string> = {};
  for (const user of ['operator', 'office', 'warehouse']) tokens[user] = await signIn(t.app, user);
  const as = (user: string) => ({ authorization: `Bearer ${tokens[user]}` });
  const get = async <T>(url: string, query: Record<string, string | number> = {}) =>
    (
      await t.app.inject({
        method: 'GET',
        url,
        query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
        headers: as('operator'),
      })
    ).json().data as T;
  const countries = (await get<{ records: CountryLookup[] }>(REFERENCE_PATHS.countryLookup)).records;
  const countryId = (code: string) => countries.find((c) => c.countryCode === code)!.Id;
  const stateId = async (country: string, name: string) =>
    (await get<{ records: StateLookup[] }>(REFERENCE_PATHS.stateLookup, { countryId: countryId(country) })).records.find(
      (s) => s.stateName === name,
    )!.id;
  const areaId = async (state: number, name: string) =>
    (await get<{ records: AreaLookup[] }>(REFERENCE_PATHS.areaLookup, { stateId: state })).records.find((a) => a.areaName === name)!.id;
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    user = 'operator',
    query?: Record<string, string>,
  ) => t.app.inject({ method, url, payload, query, headers: as(user) });
  /** The stored revision of a row (deleted or not): what a screen that just read it would send. */
  const revisionOf = async (table: 'delivery_methods' | 'delivery_timelines', id: number) =>
    (await t.app.db.selectFrom(table).select('revision').where('id', '=', id).executeTakeFirst())?.revision ?? 1;
  // A PUT or DELETE based on the stored revision, unless the payload names one (the revision check itself is delivery-history.test.ts's).
  const put = async (table: 'delivery_methods' | 'delivery_timelines', url: string, id: number, payload: object, user: string) =>
    call('PUT', `${url}/${id}`, { revision: await revisionOf(table, id), ...payload }, user);
  const remove = async (table: 'delivery_methods' | 'delivery_timelines', url: string, id: number, user: string) =>
    call('DELETE', `${url}/${id}`, undefined, user, { revision: String(await revisionOf(table, id)) });
  return {
    t,
    call,
    countryId,
    stateId,
    areaId,
    methods: (query: Record<string, string> = {}, user = 'operator') => call('GET', SHIPMENT_PATHS.deliveryMethods, undefined, user, query),
    addMethod: (payload: object, user = 'operator') => call('POST', SHIPMENT_PATHS.deliveryMethods, payload, user),
    revisionOf,
    putMethod: (id: number, payload: object, user = 'operator') =>
      put('delivery_methods', SHIPMENT_PATHS.deliveryMethods, id, payload, user),
    deleteMethod: (id: number, user = 'operator') => remove('delivery_methods', SHIPMENT_PATHS.deliveryMethods, id, user),
    timelines: (query: Record<string, string>, user = 'operator') => call('GET', SHIPMENT_PATHS.deliveryTimelines, undefined, user, query),
    addTimeline: (payload: object, user = 'operator') => call('POST', SHIPMENT_PATHS.deliveryTimelines, payload, user),
    putTimeline: (id: number, payload: object, user = 'operator') =>
      put('delivery_timelines', SHIPMENT_PATHS.deliveryTimelines, id, payload, user),
    deleteTimeline: (id: number, user = 'operator') => remove('delivery_timelines', SHIPMENT_PATHS.deliveryTimelines, id, user),
    promise: (query: Record<string, string | number | undefined>, user = 'operator') =>
      call(
        'GET',
        SHIPMENT_PATHS.deliveryPromise,
        undefined,
        user,
        Object.fromEntries(
          Object.entries(query)
            .filter(([, v]) => v !== undefined)
            .map(([k, v]) => [k, String(v)]),
        ),
      ),
  };
}
