import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEKEEPER_PATHS as P } from '../../src/domain/gatekeeper/contracts.ts';
import { GATEKEEPER_MESSAGES as M } from '../../src/domain/gatekeeper/messages.ts';
import { createTestApp, signIn, type TestApp } from '../support/test-app.ts';
import { closeGently, gatekeeperClient, preparePallet, upcRange } from './gatekeeper-support.ts';
import { say } from '../../server/plugins/words.ts';

let t: TestApp;
let admin: ReturnType<typeof gatekeeperClient>;
let office: ReturnType<typeof gatekeeperClient>;
const q = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

beforeAll(async () => {
  t = await createTestApp();
  admin = gatekeeperClient(t.app, await signIn(t.app, 'admin'));
  office = gatekeeperClient(t.app, await signIn(t.app, 'office'));
  await preparePallet(admin, 'T-REP-1', upcRange('91', 5), 2);
  await preparePallet(admin, 'T-REP-2', upcRange('92', 3), 1);
  await admin.scan('T-REP-1', upcRange('91', 1)[0]!);
  await admin.close('T-REP-2');
});
afterAll(async () => closeGently(t));

describe('header report', () => {
  it('needs at least one filter', async () => {
    const res = await office.call('GET', `${P.headers}?${q({ pageNo: 1, pageSize: 10 })}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(say(M.atLeastOneFilter, 'en'));
    expect((await office.call('GET', `${P.headers}?palletNumbers=${encodeURIComponent(' , ')}`)).body.message).toBe(
      say(M.atLeastOneFilter, 'en'),
    );
  });

  it('refuses more than 5 pallet numbers, naming the field', async () => {
    const res = await office.call('GET', `${P.headers}?${q({ palletNumbers: 'A,B,C,D,E,F' })}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Pallet Numbers: At most 5 pallet numbers');
    expect((res.body as { errors?: unknown }).errors).toMatchObject([{ field: 'palletNumbers', key: 'gateOffice:rules.atMostPallets' }]);
  });

  it('filters by pallet numbers, status and dates, pages, and answers records with totalRecords', async () => {
    const both = await office.call('GET', `${P.headers}?${q({ palletNumbers: 'T-REP-1, T-REP-2', pageNo: 1, pageSize: 1 })}`);
    expect(both.status).toBe(200);
    expect(both.body.data.totalRecords).toBe(2);
    expect(both.body.data.records).toHaveLength(1);
    expect(both.body.data.records[0].palletNo).toBe('T-REP-2'); // newest first
    const page2 = await office.call('GET', `${P.headers}?${q({ palletNumbers: 'T-REP-1,T-REP-2', pageNo: 2, pageSize: 1 })}`);
    expect(page2.body.data.records[0]).toMatchObject({ palletNo: 'T-REP-1', counts: { scanned: 1, total: 10 } });

    const closed = await office.call('GET', `${P.headers}?${q({ palletNumbers: 'T-REP-1,T-REP-2', palletStatus: 'Closed' })}`);
    expect(closed.body.data.records.map((r: { palletNo: string }) => r.palletNo)).toEqual(['T-REP-2']);

    const future = await office.call('GET', `${P.headers}?${q({ fromDateTime: new Date(Date.now() + 3_600_000).toISOString() })}`);
    expect(future.body.data).toEqual({ records: [], totalRecords: 0 });
    const recent = await office.call(
      'GET',
      `${P.headers}?${q({ fromDateTime: new Date(Date.now() - 3_600_000).toISOString(), toDateTime: new Date(Date.now() + 60_000).toISOString() })}`,
    );
    expect(recent.body.data.records.map((r: { palletNo: string }) => r.palletNo)).toEqual(expect.arrayContaining(['T-REP-1', 'T-REP-2']));
  });
});

describe('items report', () => {
  it('needs at least one filter and filters by UPC (leading zeros ignored) and pallet, with each item’s pallet status', async () => {
    expect((await office.call('GET', P.items)).body.message).toBe(say(M.atLeastOneFilter, 'en'));
    const upc = upcRange('91', 1)[0]!;
    const byUpc = await office.call('GET', `${P.items}?${q({ upc: `0${upc}` })}`);
    expect(byUpc.body.data.totalRecords).toBe(2);
    expect(byUpc.body.data.records.filter((r: { isScanned: boolean }) => r.isScanned)).toHaveLength(1);
    const closed = await office.call('GET', `${P.items}?${q({ palletNumbers: 'T-REP-2', pageSize: 2 })}`);
    expect(closed.body.data.totalRecords).toBe(3);
    expect(closed.body.data.records).toHaveLength(2);
    expect(closed.body.data.records[0]).toMatchObject({ palletNo: 'T-REP-2', palletStatus: 'Closed', isScanned: false, action: null });
  });
});

describe('sorting the reports (the sort parameter)', () => {
  const both = { palletNumbers: 'T-REP-1,T-REP-2' };
  const headers = async (sort: string) =>
    ((await office.call('GET', `${P.headers}?${q({ ...both, sort })}`)).body.data.records as { palletNo: string }[]).map((r) => r.palletNo);
  const items = async (sort: string) =>
    (await office.call('GET', `${P.items}?${q({ ...both, pageSize: 100, sort })}`)).body.data.records as {
      id: number;
      palletNo: string;
      upc: string;
      createdDateUTC: string;
    }[];

  it('orders the headers by a column, both ways; a pallet not closed comes last by close time ascending, first descending', async () => {
    expect(await headers('palletNo')).toEqual(['T-REP-1', 'T-REP-2']);
    expect(await headers('-palletNo')).toEqual(['T-REP-2', 'T-REP-1']);
    expect(await headers('palletStatus')).toEqual(['T-REP-2', 'T-REP-1']);
    expect(await headers('-scanned')).toEqual(['T-REP-1', 'T-REP-2']);
    expect(await headers('total')).toEqual(['T-REP-2', 'T-REP-1']);
    expect(await headers('-total')).toEqual(['T-REP-1', 'T-REP-2']);
    expect(await headers('closedDateUTC')).toEqual(['T-REP-2', 'T-REP-1']);
    expect(await headers('-closedDateUTC')).toEqual(['T-REP-1', 'T-REP-2']);
  });

  it('orders the items by pallet, UPC and creation time, both ways', async () => {
    const byPallet = await items('palletNo');
    expect(byPallet.map((r) => r.palletNo)).toEqual([...Array(10).fill('T-REP-1'), ...Array(3).fill('T-REP-2')]);
    expect((await items('-palletNo')).map((r) => r.id)).toEqual(byPallet.map((r) => r.id).reverse());
    const upcs = (await items('upc')).map((r) => r.upc);
    expect(upcs).toEqual([...upcs].sort());
    expect((await items('-upc')).map((r) => r.upc)).toEqual([...upcs].reverse());
    const created = (await items('createdDateUTC')).map((r) => r.createdDateUTC);
    expect(created).toEqual([...created].sort());
    expect((await items('-createdDateUTC')).map((r) => r.id)).toEqual((await items('createdDateUTC')).map((r) => r.id).reverse());
  });

  it('refuses a sort that is not one of the report’s columns with a 400 naming the field', async () => {
    for (const url of [`${P.headers}?${q({ ...both, sort: 'upc' })}`, `${P.items}?${q({ ...both, sort: 'remarks' })}`]) {
      const res = await office.call('GET', url);
      expect(res.status, url).toBe(400);
      expect(res.body.message, url).toMatch(/^Order of the list: /);
    }
  });
});
