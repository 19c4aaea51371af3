import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordStockInTransit, type NewStockInTransit } from '../../server/modules/stock/stock-in-transit.service.ts';
import type { ChangeEntry } from '../../src/domain/history/history.ts';
import { HISTORY_PATHS } from '../../src/domain/history/paths.ts';
import { STOCK_PATHS as P } from '../../src/domain/stock/paths.ts';
import type { StockInTransit } from '../../src/domain/stock/stock-in-transit.ts';
import type { StockItem } from '../../src/domain/stock/stock.ts';
import { createTestApp, signIn, type TestApp } from '../support/test-app.ts';
import { catalogueFixture, client } from './stock-fixtures.ts';

let t: TestApp;
let f: Awaited<ReturnType<typeof catalogueFixture>>;
let operator: ReturnType<typeof client>;
let admin: ReturnType<typeof client>;
let office: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  f = await catalogueFixture(t.app.db);
  operator = client(t.app, await signIn(t.app, 'operator'));
  admin = client(t.app, await signIn(t.app, 'admin'));
  office = client(t.app, await signIn(t.app, 'office'));
});
afterAll(() => t.close());

const STALE = /^Aisha Rahman changed this record at \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}, after you opened it$/;

const historyOf = async (entity: string, id: number) =>
  (await office('GET', HISTORY_PATHS.history, undefined, { entity, id: String(id) })).body.data.records as ChangeEntry[];
const undoLatest = (entity: string, id: number, revision: number, as = operator) =>
  as('POST', HISTORY_PATHS.undoLatest, { entity, id: String(id), revision });

describe('stock items (Manage Stock)', () => {
  const addBody = (upc: string) => ({ pId: f.shoe, sizeId: f.sizes['41'], upc, name: 'Runner 41', itemCode: 'IC-1', remarks: 'first' });
  const stockOf = async (pId: number) => (await office('GET', P.stockInfo, undefined, { pId: String(pId) })).body.data as StockItem[];
  const itemOf = async (upc: string) => (await stockOf(f.shoe)).find((s) => s.upc === upc)!;
  const editBody = (item: StockItem, change: object = {}) => ({
    stockId: item.stockId,
    pId: item.pId,
    sizeId: item.sizeId,
    cId: item.cId,
    upc: item.upc,
    name: item.itemName,
    groupCode: item.groupCode,
    itemCode: item.Itemcode,
    remarks: item.remarks,
    boxNo: item.boxNo,
    sizeInfo: item.sizeInfo,
    isMultisize: item.IsMultisize,
    hsCode: item.hsCode,
    style: item.style,
    size: item.size,
    revision: item.revision,
    ...change,
  });

  it('logs Add New upc as created by the user, on the products view page', async () => {
    const res = await operator('POST', P.stock, addBody('HIST001'));
    expect(res.status).toBe(201);
    expect(res.body.data.revision).toBe(1);
    const [created] = await historyOf('stock-item', res.body.data.stockId);
    expect(created).toMatchObject({
      userName: 'Priya Nair',
      page: '/apps/products-view',
      entity: 'stock-item',
      entityId: String(res.body.data.stockId),
      action: 'create',
      revision: 1,
      summary: 'HIST001',
    });
    expect(created!.changes).toEqual(
      expect.arrayContaining([
        { field: 'upc', before: null, after: 'HIST001' },
        { field: 'remarks', before: null, after: 'first' },
      ]),
    );
  });

  it('refuses the second of two Edit Stock saves from one read with 409 naming who saved, and keeps the first', async () => {
    const read = await itemOf('HIST001');
    const first = await admin('PUT', P.stock, editBody(read, { remarks: 'by admin' }));
    expect(first.status).toBe(200);
    expect(first.body.data.revision).toBe(read.revision + 1);
    const second = await operator('PUT', P.stock, editBody(read, { remarks: 'by operator', hsCode: '640411' }));
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(STALE);
    expect((second.body as { stale?: object }).stale).toMatchObject({
      revision: read.revision + 1,
      by: 'Aisha Rahman',
      current: { upc: 'HIST001', remarks: 'by admin' },
    });
    expect(await itemOf('HIST001')).toMatchObject({ remarks: 'by admin', hsCode: '', revision: read.revision + 1 });
    // Overwrite goes through the newer revision.
    const overwrite = await operator('PUT', P.stock, editBody(read, { remarks: 'by operator', revision: read.revision + 1 }));
    expect(overwrite.status).toBe(200);
    expect((await itemOf('HIST001')).remarks).toBe('by operator');
  });

  it('answers 400 for a missing or mistyped revision and changes nothing', async () => {
    const read = await itemOf('HIST001');
    for (const revision of [undefined, null, 'x', -1, 1.5, true, 0]) {
      const res = await operator('PUT', P.stock, editBody(read, { remarks: 'never', revision }));
      expect(res.status, String(revision)).toBe(400);
      expect(res.body.errors?.map((e) => e.field)).toContain('revision');
    }
    expect((await itemOf('HIST001')).remarks).toBe(read.remarks);
  });

  it("keeps each save in the item's history: who, and each changed field before and after", async () => {
    const read = await itemOf('HIST001');
    const res = await operator('PUT', P.stock, editBody(read, { boxNo: 'BX-9', hsCode: '640419' }));
    expect(res.status).toBe(200);
    const [entry] = await historyOf('stock-item', read.stockId);
    expect(entry).toMatchObject({ userName: 'Priya Nair', action: 'update', revision: read.revision + 1, summary: 'HIST001' });
    expect(entry!.changes).toEqual([
      { field: 'hsCode', before: '', after: '640419' },
      { field: 'boxNo', before: '', after: 'BX-9' },
    ]);
    // A save that changes nothing writes nothing.
    const same = await operator('PUT', P.stock, editBody(await itemOf('HIST001')));
    expect(same.status).toBe(200);
    expect(same.body.data.revision).toBe(read.revision + 1);
    expect((await historyOf('stock-item', read.stockId))[0]!.id).toBe(entry!.id);
  });

  // Undo and Restore of a stock item wait for the kit to read the descriptor's `key` (stock_items is
  // keyed by stock_id; tracked-writes.ts and reversal.ts read `id`): it passes once they do.
  it("undoes an Edit Stock save from the toast, and an Add New upc; the Audit Log's restore names a UPC taken since", async () => {
    const read = await itemOf('HIST001');
    const saved = await operator('PUT', P.stock, editBody(read, { remarks: 'to undo' }));
    expect(saved.status).toBe(200);
    expect((await undoLatest('stock-item', read.stockId, saved.body.data.revision)).status).toBe(200);
    expect(await itemOf('HIST001')).toMatchObject({ remarks: read.remarks, revision: read.revision + 2 });

    const added = await operator('POST', P.stock, addBody('HIST002'));
    const [create] = await historyOf('stock-item', added.body.data.stockId);
    expect((await operator('POST', HISTORY_PATHS.undo(create!.id))).status).toBe(200);
    expect((await stockOf(f.shoe)).map((s) => s.upc)).not.toContain('HIST002');
    const [removal] = await historyOf('stock-item', added.body.data.stockId);
    expect(removal).toMatchObject({ action: 'undo', restorable: true });
    // Another item took the UPC meanwhile (in another case): the restore names it.
    const taker = await operator('POST', P.stock, { ...addBody('hist002'), pId: f.other, sizeId: f.sizes['42'] });
    expect(taker.status).toBe(201);
    const restore = () => admin('POST', HISTORY_PATHS.restore(removal!.id));
    const refused = await restore();
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('HIST002');
    const taken = (await stockOf(f.other)).find((s) => s.upc === 'hist002')!;
    expect((await operator('PUT', P.stock, editBody(taken, { upc: 'HIST003' }))).status).toBe(200);
    expect((await restore()).status).toBe(200);
    expect(await itemOf('HIST002')).toMatchObject({ stockId: added.body.data.stockId, remarks: 'first' });
  });
});

describe('stock in transit (Encoder Stock In Transit)', () => {
  const row = (change: Partial<NewStockInTransit> = {}): NewStockInTransit => ({
    upc: 'HSIT1',
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
  const record = (change: Partial<NewStockInTransit> = {}) =>
    recordStockInTransit(t.app.db, row(change), { userId: null, name: 'Inbound' });
  const read = async (id: number) => office('GET', `${P.stockInTransit}/${id}`);
  const remove = (id: number, upc: string, revision: number, as = operator) =>
    as('POST', `${P.stockInTransitDelete}/${id}`, { upc, createdBy: null, createdName: '', revision });

  it('refuses a delete from a stale read with 409 naming who changed the row, and keeps it', async () => {
    const id = await record({ upc: 'HSIT1' });
    const seen = (await read(id)).body.data as StockInTransit;
    expect(seen.revision).toBe(1);
    // Meanwhile an administrator adds the UPC from this row: it is content created now, at revision 2.
    const added = await admin('POST', P.stock, { pId: f.shoe, sizeId: f.sizes['40'], upc: 'HSIT1', action: 'ADD_STOCK_NEW_UPC', ssId: id });
    expect(added.status).toBe(201);
    const [marked] = await historyOf('stock-in-transit', id);
    expect(marked).toMatchObject({
      userName: 'Aisha Rahman',
      action: 'update',
      revision: 2,
      changes: [{ field: 'isContentCreated', before: false, after: true }],
    });
    const res = await remove(id, 'HSIT1', seen.revision);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(STALE);
    expect((res.body as { stale?: object }).stale).toMatchObject({ revision: 2, by: 'Aisha Rahman', current: { isContentCreated: true } });
    expect((await read(id)).status).toBe(200);
    // A missing or mistyped revision is a 400.
    for (const revision of [undefined, 'x', 0]) expect((await remove(id, 'HSIT1', revision as never)).status).toBe(400);
    expect((await read(id)).status).toBe(200);
  });

  it('logs a delete with the whole row, and the toast’s Undo puts the row back', async () => {
    const id = await record({ upc: 'HSIT2', boxNo: 'BX-UNDO' });
    const res = await remove(id, 'HSIT2', 1);
    expect(res.status).toBe(200);
    expect((await read(id)).status).toBe(404);
    const [deleted] = await historyOf('stock-in-transit', id);
    expect(deleted).toMatchObject({ userName: 'Priya Nair', action: 'delete', summary: 'HSIT2', restorable: true });
    expect(deleted!.changes).toEqual(expect.arrayContaining([{ field: 'boxNo', before: 'BX-UNDO', after: null }]));
    // Someone else's Undo is refused: the toast offers it to the one who deleted.
    expect((await undoLatest('stock-in-transit', id, 1, admin)).status).toBe(409);
    const undo = await undoLatest('stock-in-transit', id, 1);
    expect(undo.status).toBe(200);
    const back = (await read(id)).body.data as StockInTransit;
    expect(back).toMatchObject({ id, upc: 'HSIT2', boxNo: 'BX-UNDO', revision: 2 });
    expect((await historyOf('stock-in-transit', id))[0]).toMatchObject({ action: 'restore', undoes: deleted!.id });
  });

  it('the Audit Log restores a deleted row for an administrator, once', async () => {
    const id = await record({ upc: 'HSIT3' });
    expect((await remove(id, 'HSIT3', 1)).status).toBe(200);
    const [deleted] = await historyOf('stock-in-transit', id);
    const restore = (as = admin) => as('POST', HISTORY_PATHS.restore(deleted!.id));
    expect((await restore(operator)).status).toBe(403);
    expect((await restore()).status).toBe(200);
    expect(((await read(id)).body.data as StockInTransit).upc).toBe('HSIT3');
    expect((await restore()).status).toBe(409);
  });

  it("logs the inbound feed's rows as created by whoever fed them", async () => {
    const res = await admin('POST', P.stockInTransitFeed, [
      { upc: 'HFEED1', pId: null, itemName: 'Trail', style: 'TRL1', qty: 1, action: 'CONTENT_CREATOR' },
    ]);
    expect(res.status).toBe(201);
    const [created] = await historyOf('stock-in-transit', (res.body.data as number[])[0]!);
    expect(created).toMatchObject({ userName: 'Aisha Rahman', action: 'create', revision: 1, summary: 'HFEED1' });
  });
});
