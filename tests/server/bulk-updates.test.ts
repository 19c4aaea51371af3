import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkUpdate } from '../../src/domain/bulk-update/contracts.ts';
import { BULK_UPDATE_PATHS } from '../../src/domain/bulk-update/paths.ts';
import { toCsv } from '../../src/domain/csv.ts';
import type { ChangeEntry } from '../../src/domain/history/history.ts';
import { HISTORY_PATHS } from '../../src/domain/history/paths.ts';
import { multipart } from '../support/image-files.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { ended as endedUpdate, offerOf } from './bulk-updates-support.ts';
import { workbook } from './stock-transfers-support.ts';
import { createTestUser, type TestUser } from '../support/test-users.ts';
import { expectSortedBothWays, expectSortRefused } from '../support/sorted-rows.ts';

let t: TestApp;
let editor: TestUser;
let reader: TestUser;
let products: { p_id: number; current_price: string }[];
let upcs: { upc: string; p_id: number }[];

beforeAll(async () => {
  t = await createTestApp();
  editor = await createTestUser(t.app, 'BULK-EDITOR', [{ page: '/apps/bulk-update', level: 'L2' }]);
  reader = await createTestUser(t.app, 'BULK-READER', [{ page: '/apps/bulk-update', level: 'L1' }]);
  products = await t.app.db.selectFrom('products').select(['p_id', 'current_price']).orderBy('p_id').limit(40).execute();
  upcs = await t.app.db.selectFrom('stock_items').select(['upc', 'p_id']).orderBy('stock_id').limit(5).execute();
});
afterAll(() => t.close());

async function queue(rows: string[][], fields: Record<string, string>, user = editor, name = 'rows.csv') {
  return send(Buffer.from(toCsv(rows)), fields, user, name);
}

async function send(bytes: Buffer, fields: Record<string, string>, user = editor, name = 'rows.xlsx') {
  const body = await multipart([{ bytes, name }], {
    source: 'PID_LIST',
    mode: 'NOW',
    ...fields,
  });
  return t.app.inject({
    method: 'POST',
    url: BULK_UPDATE_PATHS.updates,
    payload: body.payload,
    headers: { ...user.headers, ...body.headers },
  });
}

const ended = (id: number) => endedUpdate(t, reader, id);
const offer = (pId: number, countryCode: string) => offerOf(t, pId, countryCode);

describe('bulk updates', () => {
  it('applies a discount file in the background to COMPLETED, each row once, and gives the result file', async () => {
    const [a, b] = products;
    const res = await queue(
      [
        ['pid', 'dprice', 'promotionTag', 'ar_promotionTag', 'countryCode'],
        [String(a!.p_id), (Number(a!.current_price) / 2).toFixed(2), 'SALE', 'تخفيض', 'UAE'],
        [String(b!.p_id), '1.00', 'SALE', 'تخفيض', 'sa'],
      ],
      { updateType: 'DISCOUNT' },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: true,
      message: 'Update queued: 2 rows',
      data: { status: 0, totalRows: 2, updateType: 'DISCOUNT' },
    });
    const done = await ended(res.json().data.id);
    expect(done).toMatchObject({ status: 2, okRows: 2, failedRows: 0 });
    expect(await offer(a!.p_id, 'UAE')).toMatchObject({
      discount_price: Number((Number(a!.current_price) / 2).toFixed(2)),
      promotion_tag: 'SALE',
      ar_promotion_tag: 'تخفيض',
    });
    // The ISO code names the same country; the offer is stored under the country's code.
    expect(await offer(b!.p_id, 'KSA')).toMatchObject({ discount_price: 1 });

    // Its change log: created by the editor, then the job's start and its result, with the rows applied and failed.
    const history = await t.app.inject({
      method: 'GET',
      url: HISTORY_PATHS.history,
      query: { entity: 'bulk-update', id: String(done.id) },
      headers: reader.headers,
    });
    expect(history.statusCode, history.body).toBe(200);
    const [result_, start, create] = history.json().data.records as ChangeEntry[];
    expect(create).toMatchObject({
      action: 'create',
      userName: 'BULK-EDITOR Tester',
      page: '/apps/bulk-update',
      revision: 1,
      undoable: false,
    });
    expect(start).toMatchObject({ action: 'job', userName: 'System', page: '/apps/bulk-update', revision: 2 });
    expect(start!.changes).toContainEqual({ field: 'status', before: 'DELAYED', after: 'PROCESSING' });
    expect(result_).toMatchObject({ action: 'job', userName: 'System', revision: 3 });
    expect(result_!.changes).toEqual(
      expect.arrayContaining([
        { field: 'status', before: 'PROCESSING', after: 'COMPLETED' },
        { field: 'okRows', before: 0, after: 2 },
      ]),
    );
    expect(done.revision).toBe(3);

    const result = await t.app.inject({ method: 'GET', url: BULK_UPDATE_PATHS.result(done.id), headers: reader.headers });
    expect(result.statusCode).toBe(200);
    expect(result.body.split('\r\n').slice(0, 3)).toEqual([
      'row,pid,dprice,promotionTag,ar_promotionTag,countryCode,result,message',
      `2,${a!.p_id},${(Number(a!.current_price) / 2).toFixed(2)},SALE,تخفيض,UAE,OK,`,
      `3,${b!.p_id},1.00,SALE,تخفيض,sa,OK,`,
    ]);
  });

  it('ends COMPLETED WITH PENDING when rows fail, naming each row’s reason', async () => {
    const [, , c] = products;
    const res = await queue(
      [
        ['countryCode', 'pid', 'dprice', 'ar_promotionTag', 'promotionTag', 'extra'],
        ['UAE', String(c!.p_id), '2.00', 'ع', 'T', 'ignored'],
        ['UAE', '999999', '2.00', 'ع', 'T', ''],
        ['XXX', String(c!.p_id), '2.00', 'ع', 'T', ''],
        ['UAE', String(c!.p_id), String(Number(c!.current_price) + 1), 'ع', 'T', ''],
      ],
      { updateType: 'DISCOUNT' },
    );
    expect(res.statusCode, res.body).toBe(201);
    const done = await ended(res.json().data.id);
    expect(done).toMatchObject({ status: 4, okRows: 1, failedRows: 3 });
    const lines = (await t.app.inject({ method: 'GET', url: BULK_UPDATE_PATHS.result(done.id), headers: reader.headers })).body.split(
      '\r\n',
    );
    expect(lines[2]).toContain('FAILED,No product with this PID');
    expect(lines[3]).toContain('FAILED,No country with this code');
    expect(lines[4]).toContain('FAILED,The discount price must be below the price');
  });

  it('reverses a discount, refusing a row without one; tags and New Arrivals; channel listings by UPC', async () => {
    const [, , , d, a] = products;
    const discount = await queue(
      [
        ['pid', 'dprice', 'promotionTag', 'ar_promotionTag', 'countryCode'],
        [String(a!.p_id), '1.00', 'T', 'ع', 'UAE'],
      ],
      {
        updateType: 'DISCOUNT',
      },
    );
    expect(await ended(discount.json().data.id)).toMatchObject({ status: 2 });
    const reverse = await queue(
      [
        ['pid', 'countryCode'],
        [String(a!.p_id), 'UAE'],
        [String(d!.p_id), 'UAE'],
      ],
      { updateType: 'REVERSE_DISCOUNT' },
    );
    expect(await ended(reverse.json().data.id)).toMatchObject({ status: 4, okRows: 1, failedRows: 1 });
    expect(await offer(a!.p_id, 'UAE')).toMatchObject({ discount_price: null, promotion_tag: '' });

    const arrivals = await queue(
      [
        ['pid', 'launchDateTime', 'countryCode'],
        [String(d!.p_id), '2026-12-01 09:30', 'UAE'],
      ],
      { updateType: 'NEW_ARRIVALS' },
    );
    expect(arrivals.statusCode, arrivals.body).toBe(201);
    expect(await ended(arrivals.json().data.id)).toMatchObject({ status: 2 });
    // 09:30 in Dubai (UTC+4).
    expect((await offer(d!.p_id, 'UAE'))!.launch_date_time!.toISOString()).toBe('2026-12-01T05:30:00.000Z');

    const [u1, u2] = upcs;
    const listing = await queue(
      [
        ['pId', 'upc', 'channel'],
        [String(u1!.p_id), u1!.upc.toLowerCase(), 'WEB'],
        [String(u1!.p_id + 100000), u2!.upc, 'APP'],
        [String(u1!.p_id), 'NO-SUCH-UPC', 'APP'],
      ],
      { updateType: 'PRODUCT_ACTIVATION' },
    );
    expect(await ended(listing.json().data.id)).toMatchObject({ status: 4, okRows: 1, failedRows: 2 });
    const listed = await t.app.db.selectFrom('product_channel_listings').selectAll().execute();
    expect(listed).toEqual([expect.objectContaining({ upc: u1!.upc.toUpperCase(), channel: 'WEB', p_id: u1!.p_id })]);
  });

  it('refuses a file with an empty cell, a missing column or a bad value, with every problem and its row, queuing nothing', async () => {
    const before = await t.app.db
      .selectFrom('bulk_updates')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const empty = await queue(
      [
        ['pid', 'dprice', 'promotionTag', 'ar_promotionTag', 'countryCode'],
        ['1', '5', 'T', 'ع', 'UAE'],
        ['2', '', 'T', 'ع', 'UAE'],
        ['x', '-3', 'T', 'ع', ''],
      ],
      { updateType: 'DISCOUNT' },
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ status: false, message: 'The file has problems; nothing was queued' });
    expect(empty.json().errors).toMatchObject([
      { field: 'row 3', message: 'dprice is empty' },
      { field: 'row 4', message: 'pid must be a number greater than 0' },
      { field: 'row 4', message: 'dprice must be a number greater than 0' },
      { field: 'row 4', message: 'countryCode is empty' },
    ]);
    const missing = await queue([['pid', 'countryCode']], { updateType: 'NEW_ARRIVALS' });
    expect(missing.json().errors).toMatchObject([{ field: 'row 1', message: 'Column launchDateTime is missing' }]);
    const badTime = await queue(
      [
        ['pid', 'launchDateTime', 'countryCode'],
        ['1', '2026-02-30 10:00', 'UAE'],
      ],
      { updateType: 'NEW_ARRIVALS' },
    );
    expect(badTime.json().errors).toMatchObject([{ field: 'row 2', message: 'launchDateTime must be a date and time (YYYY-MM-DD HH:mm)' }]);
    const after = await t.app.db
      .selectFrom('bulk_updates')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('checks the fields: type, mode, a future time for SCHEDULE, the file kind; L1 reads, L2 queues', async () => {
    const rows = [
      ['pid', 'countryCode'],
      ['1', 'UAE'],
    ];
    expect((await queue(rows, { updateType: 'NOPE' })).json().errors).toMatchObject([
      { field: 'updateType', message: expect.stringContaining('Must be one of') },
    ]);
    expect((await queue(rows, { updateType: 'REVERSE_DISCOUNT', mode: 'SCHEDULE' })).json().errors).toMatchObject([
      { field: 'runAt', message: 'Choose when the update runs' },
    ]);
    expect(
      (await queue(rows, { updateType: 'REVERSE_DISCOUNT', mode: 'SCHEDULE', runAt: '2020-01-01T00:00:00Z' })).json().errors,
    ).toMatchObject([{ field: 'runAt', message: 'The time must be in the future' }]);
    expect((await queue(rows, { updateType: 'REVERSE_DISCOUNT' }, editor, 'rows.txt')).json().errors).toMatchObject([
      { field: 'file', message: 'Choose a .csv or .xlsx file' },
    ]);
    expect((await queue(rows, { updateType: 'REVERSE_DISCOUNT' }, reader)).statusCode).toBe(403);
    const stranger = await createTestUser(t.app, 'BULK-NONE');
    expect((await t.app.inject({ method: 'GET', url: BULK_UPDATE_PATHS.updates, headers: stranger.headers })).statusCode).toBe(403);
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: BULK_UPDATE_PATHS.updates,
      payload: { updateType: 'DISCOUNT' },
      headers: editor.headers,
    });
    expect(notMultipart.statusCode).toBe(400);
  });

  it('reads an .xlsx by its sheet Sheet1: values typed as numbers and dates; another sheet name or a formula is refused', async () => {
    const [p] = products;
    const book = workbook([
      ['pid', 'launchDateTime', 'countryCode'],
      [p!.p_id, { t: 'd', v: new Date(2026, 11, 2, 10, 15) }, 'UAE'],
    ]);
    const ok = await send(book, { updateType: 'NEW_ARRIVALS' });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(await ended(ok.json().data.id)).toMatchObject({ status: 2, okRows: 1 });
    expect((await offer(p!.p_id, 'UAE'))!.launch_date_time!.toISOString()).toBe('2026-12-02T06:15:00.000Z');

    const otherSheet = await send(
      workbook(
        [
          ['pid', 'countryCode'],
          [p!.p_id, 'UAE'],
        ],
        'Rows',
      ),
      { updateType: 'REVERSE_DISCOUNT' },
    );
    expect(otherSheet.statusCode).toBe(400);
    expect(otherSheet.json()).toMatchObject({ message: 'File: Excel sheet name is invalid' });
    const formula = await send(
      workbook([
        ['pid', 'countryCode'],
        [{ t: 'n', f: '1+1', v: 2 }, 'UAE'],
      ]),
      { updateType: 'REVERSE_DISCOUNT' },
    );
    expect(formula.json().errors).toMatchObject([{ field: 'row 2', message: 'The row holds a formula; enter the values themselves' }]);
    const notZip = await send(Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(100)]), { updateType: 'REVERSE_DISCOUNT' });
    expect(notZip.statusCode).toBe(400);
  });

  it('a scheduled update waits DELAYED until its time', async () => {
    const runAt = new Date(Date.now() + 60 * 60_000).toISOString();
    const res = await queue(
      [
        ['pid', 'countryCode'],
        [String(products[5]!.p_id), 'UAE'],
      ],
      { updateType: 'REVERSE_DISCOUNT', mode: 'SCHEDULE', runAt },
    );
    expect(res.json().data).toMatchObject({ status: 0, mode: 'SCHEDULE', runAt });
    await new Promise((r) => setTimeout(r, 1500));
    const list = await t.app.inject({ method: 'GET', url: BULK_UPDATE_PATHS.updates, headers: reader.headers });
    expect((list.json().data.records as BulkUpdate[]).find((u) => u.id === res.json().data.id)).toMatchObject({ status: 0 });
  });
});

describe('sorting the list', () => {
  it('sorts by a column either way, ties by id, and refuses a sort it does not offer', async () => {
    for (const product of products.slice(10, 12)) {
      const header = ['pid', 'dprice', 'promotionTag', 'ar_promotionTag', 'countryCode'];
      const queued = await queue([header, [String(product.p_id), '1.00', 'SALE', 'تخفيض', 'UAE']], { updateType: 'DISCOUNT' });
      expect(queued.statusCode, queued.body).toBe(201);
      await ended(queued.json().data.id);
    }
    const list = (query: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: BULK_UPDATE_PATHS.updates, query, headers: reader.headers });
    const rows = async (sort: string) => (await list({ pageSize: '1000', sort })).json().data.records as BulkUpdate[];
    expectSortedBothWays(
      await rows('createdDateUTC'),
      await rows('-createdDateUTC'),
      (u) => Date.parse(u.createdDateUTC),
      (u) => u.id,
    );
    expectSortedBothWays(
      await rows('id'),
      await rows('-id'),
      (u) => u.id,
      (u) => u.id,
    );
    expectSortRefused(await list({ sort: 'rows' }));
  });
});
