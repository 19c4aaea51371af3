import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordStockInTransit, pendingReport, type NewStockInTransit } from '../../server/modules/stock/stock-in-transit.service.ts';
import { STOCK_PATHS as P } from '../../src/domain/stock/paths.ts';
import type { StockInTransit } from '../../src/domain/stock/stock-in-transit.ts';
import { createTestApp, signIn, type TestApp } from '../support/test-app.ts';
import { catalogueFixture, client } from './stock-fixtures.ts';

let t: TestApp;
let f: Awaited<ReturnType<typeof catalogueFixture>>;
let operator: ReturnType<typeof client>;
let office: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  f = await catalogueFixture(t.app.db);
  operator = client(t.app, await signIn(t.app, 'operator'));
  office = client(t.app, await signIn(t.app, 'office'));
});
afterAll(() => t.close());

const row = (change: Partial<NewStockInTransit> = {}): NewStockInTransit => ({
  upc: 'SIT1',
  pId: f.shoe,
  itemName: 'Runner',
  style: 'RUN100',
  sizeLabel: '41',
  qty: 2,
  boxNo: 'BX1',
  isRackFilled: false,
  isContentCreated: false,
  action: 'ADD_STOCK',
  ...change,
});
const record = (change: Partial<NewStockInTransit>, by = 'Inbound One') =>
  recordStockInTransit(t.app.db, row(change), { userId: null, name: by });
const list = async (filter: object, query: Record<string, string> = { index: '1', pageSize: '1000' }, as = office) =>
  as('POST', P.stockInTransitList, filter, query);
const ids = async (filter: object) => ((await list(filter)).body.data.records as StockInTransit[]).map((r) => r.id).sort((a, b) => a - b);
/** The row's stored revision (the one the screen would have read); 1 for a row that is gone. */
const revisionOf = async (id: number) =>
  (await t.app.db.selectFrom('stock_in_transit').select('revision').where('id', '=', id).executeTakeFirst())?.revision ?? 1;
const remove = async (id: number, body: object = {}, as = operator) =>
  as('POST', `${P.stockInTransitDelete}/${id}`, { createdBy: 1, createdName: 'Someone', revision: await revisionOf(id), ...body });

describe('the encoder list', () => {
  let rows: Record<string, number>;
  beforeAll(async () => {
    rows = {
      a: await record({ upc: 'LIST01', style: 'LISTSTYLE-A', action: 'ADD_STOCK', isRackFilled: true }, 'Filter Alice'),
      b: await record({ upc: 'LIST02', style: 'LISTSTYLE-B', action: 'CONTENT_CREATOR', pId: null }, 'Filter Bob'),
      c: await record(
        { upc: 'list03', style: 'LISTSTYLE-C', action: 'ADD_STOCK_NEW_UPC', isContentCreated: true, pId: f.other },
        'Filter Alice',
      ),
      // 23:59:59 and 00:00:00 in Dubai around 10 January 2026.
      late: await record({ upc: 'LIST04', style: 'LISTSTYLE-D', createdDateUTC: new Date('2026-01-09T19:59:59Z') }, 'Filter Day'),
      early: await record({ upc: 'LIST05', style: 'LISTSTYLE-D', createdDateUTC: new Date('2026-01-09T20:00:00Z') }, 'Filter Day'),
    };
  });

  it('answers pages newest first with every field of the row', async () => {
    const res = await list({ style: 'liststyle' }, { index: '1', pageSize: '2' });
    expect(res.status).toBe(200);
    expect(res.body.data.totalRecords).toBe(5);
    expect(res.body.data.records).toHaveLength(2);
    expect(res.body.data.records[0]).toEqual({
      id: rows.c,
      upc: 'list03',
      pId: f.other,
      itemName: 'Runner',
      style: 'LISTSTYLE-C',
      sizeLabel: '41',
      qty: 2,
      boxNo: 'BX1',
      isRackFilled: false,
      isContentCreated: true,
      action: 'ADD_STOCK_NEW_UPC',
      createdBy: null,
      createdName: 'Filter Alice',
      createdDateUTC: expect.stringMatching(/Z$/),
      revision: 1,
    });
    const last = await list({ style: 'liststyle' }, { index: '3', pageSize: '2' });
    expect(last.body.data.records.map((r: StockInTransit) => r.id)).toEqual([rows.late]);
  });

  it('filters by UPC (any case), PID (-1 any), style, created name, action', async () => {
    expect(await ids({ upc: 'LIST03' })).toEqual([rows.c]);
    expect(await ids({ style: 'LISTSTYLE', pId: f.other })).toEqual([rows.c]);
    expect(await ids({ style: 'LISTSTYLE', pId: -1 })).toHaveLength(5);
    expect(await ids({ style: 'LISTSTYLE', pId: '' })).toHaveLength(5);
    expect(await ids({ style: 'style-b' })).toEqual([rows.b]);
    expect(await ids({ style: 'LISTSTYLE', createdName: 'alice' })).toEqual([rows.a, rows.c]);
    expect(await ids({ style: 'LISTSTYLE', action: 'CONTENT_CREATOR' })).toEqual([rows.b]);
    expect(await ids({ style: 'LISTSTYLE', action: '' })).toHaveLength(5);
    expect(await ids({ style: 'LISTSTYLE', action: 'ADD_STOCK_NEW_UPC, CONTENT_CREATOR' })).toEqual([rows.b, rows.c]);
    expect(await ids({ style: 'LISTSTYLE', action: ['CONTENT_CREATOR', 'ADD_STOCK_NEW_UPC'], isContentCreated: 0 })).toEqual([rows.b]);
    // A % or _ typed is a character, not a wildcard.
    expect(await ids({ style: 'LIST%' })).toEqual([]);
  });

  it('Create Content sends Yes as 0 and No as 1: the value is isContentCreated; Rack Filled Yes=1, No=0', async () => {
    expect(await ids({ style: 'LISTSTYLE', isContentCreated: 1 })).toEqual([rows.c]);
    expect(await ids({ style: 'LISTSTYLE', isContentCreated: 0 })).toEqual([rows.a, rows.b, rows.late, rows.early]);
    expect(await ids({ style: 'LISTSTYLE', isContentCreated: '0' })).toHaveLength(4);
    expect(await ids({ style: 'LISTSTYLE', isRackFilled: 1 })).toEqual([rows.a]);
    expect(await ids({ style: 'LISTSTYLE', isRackFilled: 0 })).toHaveLength(4);
    expect(await ids({ style: 'LISTSTYLE', isRackFilled: -1 })).toHaveLength(5);
  });

  it('createdDate is a day of Asia/Dubai: 23:59:59 belongs to the day before, 00:00:00 to the day', async () => {
    expect(await ids({ createdDate: '2026-01-10' })).toEqual([rows.early]);
    expect(await ids({ createdDate: '2026-01-09' })).toEqual([rows.late]);
    expect(await ids({ createdDate: '2026-01-11' })).toEqual([]);
  });

  it('refuses malformed filters with the field named, never a 500', async () => {
    for (const [filter, field] of [
      [{ isContentCreated: 2 }, 'isContentCreated'],
      [{ isRackFilled: 'yes' }, 'isRackFilled'],
      [{ pId: 'abc' }, 'pId'],
      [{ pId: 2147483648 }, 'pId'],
      [{ createdDate: '01/10/2026' }, 'createdDate'],
      [{ createdDate: '2026-02-30x' }, 'createdDate'],
      [{ action: 'DELETE' }, 'action'],
      [{ action: ['ADD_STOCK', 'NOPE'] }, 'action'],
      [{ action: [] }, 'action'],
      [{ upc: 'x'.repeat(33) }, 'upc'],
    ] as const) {
      const res = await list(filter);
      expect(res.status, JSON.stringify(filter)).toBe(400);
      expect(res.body.errors?.[0]?.field).toBe(field);
    }
    expect((await list({}, { index: '1', pageSize: '1001' })).status).toBe(400);
  });

  it('sorts by UPC (any case), PID, Style and Created Date, both ways; another sort is a 400 naming the field', async () => {
    const sorted = async (sort: string) => (await list({ style: 'liststyle', sort })).body.data.records as StockInTransit[];
    expect((await sorted('upc')).map((r) => r.upc)).toEqual(['LIST01', 'LIST02', 'list03', 'LIST04', 'LIST05']);
    expect((await sorted('-upc')).map((r) => r.upc)).toEqual(['LIST05', 'LIST04', 'list03', 'LIST02', 'LIST01']);
    expect((await sorted('style')).map((r) => r.id)).toEqual([rows.a, rows.b, rows.c, rows.late, rows.early]);
    expect((await sorted('-style')).map((r) => r.id)).toEqual([rows.early, rows.late, rows.c, rows.b, rows.a]);
    const oldest = (await sorted('createdDateUTC')).map((r) => r.id);
    expect(oldest.slice(0, 2)).toEqual([rows.late, rows.early]);
    expect((await sorted('-createdDateUTC')).map((r) => r.id)).toEqual([...oldest].reverse());
    // A row of no product yet comes last ascending and first descending, as one index serves both.
    const ascending = (await sorted('pId')).map((r) => r.pId);
    expect(ascending.at(-1)).toBeNull();
    const known = ascending.slice(0, -1) as number[];
    expect(known).toEqual([...known].sort((a, b) => a - b));
    expect((await sorted('-pId')).map((r) => r.pId)).toEqual([...ascending].reverse());
    for (const sort of ['qty', 'UPC', '-createdDate']) {
      const res = await list({ style: 'liststyle', sort });
      expect(res.status, sort).toBe(400);
      expect(res.body.message, sort).toMatch(/^Order of the list: /);
    }
  });

  it('gives one row by ssId and the rows of a product', async () => {
    const one = await office('GET', `${P.stockInTransit}/${rows.c}`);
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ id: rows.c, upc: 'list03', action: 'ADD_STOCK_NEW_UPC' });
    expect((await office('GET', `${P.stockInTransit}/999999`)).status).toBe(404);
    const byPid = await office('POST', P.stockInTransitByPid, { pId: f.other });
    expect(byPid.body.data.map((r: StockInTransit) => r.id)).toContain(rows.c);
    expect(byPid.body.data.every((r: StockInTransit) => r.pId === f.other)).toBe(true);
  });
});

describe('delete', () => {
  it('deletes an ADD_STOCK row whose rack is not filled', async () => {
    const id = await record({ upc: 'DEL01', action: 'ADD_STOCK' });
    const res = await remove(id, { upc: 'del01' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: true, message: 'Deleted successfully from Stock In Transit' });
    expect((await office('GET', `${P.stockInTransit}/${id}`)).status).toBe(404);
    expect((await remove(id, { upc: 'DEL01' })).status).toBe(404);
  });

  it('deletes a CONTENT_CREATOR row only with a PID', async () => {
    const withPid = await record({ upc: 'DEL02', action: 'CONTENT_CREATOR', pId: f.shoe });
    expect((await remove(withPid, { upc: 'DEL02' })).status).toBe(200);
    const without = await record({ upc: 'DEL03', action: 'CONTENT_CREATOR', pId: null });
    const res = await remove(without, { upc: 'DEL03' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('A CONTENT_CREATOR row waits for its content and cannot be deleted');
  });

  it('never deletes an ADD_STOCK_NEW_UPC row, nor any row whose rack is filled', async () => {
    const newUpc = await record({ upc: 'DEL04', action: 'ADD_STOCK_NEW_UPC' });
    const refused = await remove(newUpc, { upc: 'DEL04' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('A ADD_STOCK_NEW_UPC row waits for its content and cannot be deleted');
    for (const action of ['ADD_STOCK', 'CONTENT_CREATOR', 'ADD_STOCK_NEW_UPC'] as const) {
      const id = await record({ upc: 'DEL05', action, isRackFilled: true });
      const res = await remove(id, { upc: 'DEL05' });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('The rack is already filled: this stock in transit row cannot be deleted');
    }
  });

  it('refuses a UPC that is not the row’s (a stale screen), and an L1 user', async () => {
    const id = await record({ upc: 'DEL06', action: 'ADD_STOCK' });
    const stale = await remove(id, { upc: 'OTHER' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(`Stock in transit row ${id} is not UPC OTHER: reload the list`);
    expect((await remove(id, { upc: 'DEL06' }, office)).status).toBe(403);
    expect((await office('GET', `${P.stockInTransit}/${id}`)).status).toBe(200);
  });
});

describe('creating content marks the row', () => {
  it('adding the UPC of an ADD_STOCK_NEW_UPC row by its ssId marks that row content created', async () => {
    const id = await record({ upc: 'NEWUPC1', action: 'ADD_STOCK_NEW_UPC', pId: null });
    const res = await operator('POST', P.stock, {
      pId: f.shoe,
      sizeId: f.sizes['40'],
      upc: 'NEWUPC1',
      action: 'ADD_STOCK_NEW_UPC',
      ssId: id,
    });
    expect(res.status).toBe(201);
    const marked = (await office('GET', `${P.stockInTransit}/${id}`)).body.data as StockInTransit;
    expect(marked).toMatchObject({ isContentCreated: true, pId: f.shoe });
  });

  it('without ssId, the UPC’s pending ADD_STOCK_NEW_UPC rows are marked; other actions are not', async () => {
    const pending = await record({ upc: 'newupc2', action: 'ADD_STOCK_NEW_UPC' });
    const other = await record({ upc: 'NEWUPC2', action: 'ADD_STOCK' });
    expect(
      (await operator('POST', P.stock, { pId: f.shoe, sizeId: f.sizes['40'], upc: 'NEWUPC2', action: 'ADD_STOCK_NEW_UPC' })).status,
    ).toBe(201);
    expect((await office('GET', `${P.stockInTransit}/${pending}`)).body.data.isContentCreated).toBe(true);
    expect((await office('GET', `${P.stockInTransit}/${other}`)).body.data.isContentCreated).toBe(false);
  });

  it('an unknown ssId adds nothing (400 on ssId)', async () => {
    const res = await operator('POST', P.stock, {
      pId: f.shoe,
      sizeId: f.sizes['40'],
      upc: 'NEWUPC3',
      action: 'ADD_STOCK_NEW_UPC',
      ssId: 999999,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.field).toBe('ssId');
    expect(
      (await office('GET', P.stockInfo, undefined, { pId: String(f.shoe) })).body.data.map((s: { upc: string }) => s.upc),
    ).not.toContain('NEWUPC3');
  });
});

describe('the pending stock in transit report', () => {
  const dubaiMidnightToday = () => {
    // Dubai is UTC+4 all year: its midnight is 20:00 UTC of the day before.
    const dubaiNow = new Date(Date.now() + 4 * 3600_000);
    return new Date(Date.UTC(dubaiNow.getUTCFullYear(), dubaiNow.getUTCMonth(), dubaiNow.getUTCDate()) - 4 * 3600_000);
  };

  it('counts rows waiting for content per creator: today and till yesterday, days of Asia/Dubai', async () => {
    const midnight = dubaiMidnightToday().getTime();
    await record({ upc: 'REP1', action: 'CONTENT_CREATOR', createdDateUTC: new Date(midnight + 60_000) }, 'Report Ann');
    await record({ upc: 'REP2', action: 'ADD_STOCK_NEW_UPC', createdDateUTC: new Date(midnight) }, 'Report Ann');
    await record({ upc: 'REP3', action: 'CONTENT_CREATOR', createdDateUTC: new Date(midnight - 30 * 60_000) }, 'Report Ann');
    await record({ upc: 'REP4', action: 'CONTENT_CREATOR', createdDateUTC: new Date(midnight - 5 * 86_400_000) }, 'Report Ben');
    // Not pending: content made, or nothing to create.
    await record({ upc: 'REP5', action: 'CONTENT_CREATOR', isContentCreated: true }, 'Report Ann');
    await record({ upc: 'REP6', action: 'ADD_STOCK' }, 'Report Ann');
    const res = await office('GET', P.pendingReport);
    expect(res.status).toBe(200);
    const mine = (res.body.data as { createdName: string }[]).filter((r) => r.createdName.startsWith('Report '));
    expect(mine).toEqual([
      { createdName: 'Report Ann', today: 2, tillYesterday: 1 },
      { createdName: 'Report Ben', today: 0, tillYesterday: 1 },
    ]);
  });

  it('sorts by Name, Today and Till Yesterday, both ways; another sort is a 400 naming the field', async () => {
    const mine = async (sort: string) => {
      const res = await office('GET', P.pendingReport, undefined, { sort });
      expect(res.status).toBe(200);
      return (res.body.data as { createdName: string }[]).filter((r) => r.createdName.startsWith('Report ')).map((r) => r.createdName);
    };
    expect(await mine('createdName')).toEqual(['Report Ann', 'Report Ben']);
    expect(await mine('-createdName')).toEqual(['Report Ben', 'Report Ann']);
    expect(await mine('-today')).toEqual(['Report Ann', 'Report Ben']);
    expect(await mine('today')).toEqual(['Report Ben', 'Report Ann']);
    // Equal counts: by name, in the sort's direction.
    expect(await mine('-tillYesterday')).toEqual(['Report Ben', 'Report Ann']);
    const refused = await office('GET', P.pendingReport, undefined, { sort: 'total' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^Order of the list: /);
  });

  it('a row made at 23:30 in Dubai is today until Dubai’s midnight, then till yesterday', async () => {
    await record({ upc: 'REP7', action: 'CONTENT_CREATOR', createdDateUTC: new Date('2030-03-10T19:30:00Z') }, 'Boundary Cat');
    const at = async (now: string) =>
      (await pendingReport(t.app.db, 'Asia/Dubai', { now: new Date(now) })).find((r) => r.createdName === 'Boundary Cat');
    expect(await at('2030-03-10T19:59:59Z')).toEqual({ createdName: 'Boundary Cat', today: 1, tillYesterday: 0 });
    expect(await at('2030-03-10T20:00:00Z')).toEqual({ createdName: 'Boundary Cat', today: 0, tillYesterday: 1 });
  });

  it('needs the report page: 403 without it, 401 without a token', async () => {
    const warehouse = client(t.app, await signIn(t.app, 'warehouse'));
    expect((await warehouse('GET', P.pendingReport)).status).toBe(403);
    expect((await warehouse('POST', P.stockInTransitList, {})).status).toBe(403);
    const anonymous = client(t.app);
    expect((await anonymous('GET', P.pendingReport)).status).toBe(401);
    expect((await anonymous('POST', P.stockInTransitList, {})).status).toBe(401);
    expect((await anonymous('POST', `${P.stockInTransitDelete}/1`, {})).status).toBe(401);
  });
});

describe('the inbound feed (administrators)', () => {
  const feedRow = { upc: 'FEED1', pId: null, itemName: 'Trail Runner', style: 'TRL9@BLK', qty: 3, action: 'CONTENT_CREATOR' };

  it('records the rows that arrived, waiting for content, with who fed them', async () => {
    const admin = client(t.app, await signIn(t.app, 'admin'));
    const res = await admin('POST', P.stockInTransitFeed, [feedRow, { ...feedRow, upc: 'FEED2', pId: f.shoe, action: 'ADD_STOCK' }]);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Recorded 2 stock in transit rows');
    const [first, second] = res.body.data as number[];
    const stored = (await office('GET', `${P.stockInTransit}/${first}`)).body.data as StockInTransit;
    expect(stored).toMatchObject({ upc: 'FEED1', pId: null, style: 'TRL9@BLK', qty: 3, isContentCreated: false, isRackFilled: false });
    expect(stored.createdName).toMatch(/\S/);
    expect(((await office('GET', `${P.stockInTransit}/${second}`)).body.data as StockInTransit).pId).toBe(f.shoe);
  });

  it('records nothing when a row names no product or is malformed (400 naming the row), and refuses non-administrators', async () => {
    const admin = client(t.app, await signIn(t.app, 'admin'));
    const before = await ids({});
    const unknown = await admin('POST', P.stockInTransitFeed, [feedRow, { ...feedRow, upc: 'FEED3', pId: 999_999 }]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toMatchObject([{ field: '1.pId', message: 'No product with PID 999999', key: 'stock:noProduct' }]);
    const malformed = await admin('POST', P.stockInTransitFeed, [{ ...feedRow, upc: 'bad upc!', qty: -1 }]);
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors!.map((e) => e.field).sort()).toEqual(['0.qty', '0.upc']);
    expect((await operator('POST', P.stockInTransitFeed, [feedRow])).status).toBe(403);
    expect(await ids({})).toEqual(before);
  });
});
