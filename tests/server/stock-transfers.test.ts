import { read, utils } from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSFER_MESSAGES as M } from '../../src/domain/stock/stock-transfer-messages.ts';
import { say } from '../../server/plugins/words.ts';
import { STOCK_TRANSFER_PATHS as P, STOCK_TRANSFER_SORTS, type StockTransfer } from '../../src/domain/stock/stock-transfers.ts';
import { multipart } from '../support/image-files.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestUser, type TestUser } from '../support/test-users.ts';
import {
  catalogueWith,
  hasSoffice,
  libreOfficeWorkbook,
  upcs,
  workbook,
  workbookWithSheetXml,
  type Cell,
} from './stock-transfers-support.ts';

let t: TestApp;
let writer: TestUser;
let reader: TestUser;
let stranger: TestUser;
let admin: TestUser;
const known = upcs(1001);
const SAMPLE_UPCS = ['6291000000011', '6291000000028'];

beforeAll(async () => {
  t = await createTestApp();
  await catalogueWith(t.app.db, [...known, ...SAMPLE_UPCS, 'ABC123XYZ']);
  writer = await createTestUser(t.app, 'STO-WRITER', [{ page: '/apps/b2b-transfer', level: 'L2' }]);
  reader = await createTestUser(t.app, 'STO-READER', [{ page: '/apps/b2b-transfer', level: 'L1' }]);
  stranger = await createTestUser(t.app, 'STO-NONE', [{ page: '/apps/state-settings', level: 'L2' }]);
  admin = await createTestUser(t.app, 'STO-ADMIN', [], { isAdmin: true });
}, 120_000);
afterAll(() => t.close());

let refs = 0;
const nextRef = () => `STO-${Date.now()}-${++refs}`;
const HEADER: Cell[] = ['UPC', 'Quantity'];

async function create(file: Buffer | null, fields: Record<string, string> = {}, user: TestUser = writer, fileName = 'items.xlsx') {
  const body = await multipart(file ? [{ name: fileName, bytes: file }] : [], {
    orderId: nextRef(),
    fromLocationCode: 'YOTO-ONLINE-WH',
    toLocationCode: 'KSA-ONLINE-3PL2',
    ...fields,
  });
  const res = await t.app.inject({ method: 'POST', url: P.create, payload: body.payload, headers: { ...user.headers, ...body.headers } });
  return {
    status: res.statusCode,
    body: res.json() as { status: boolean; message: string; data: StockTransfer; errors?: { field: string; message: string }[] },
  };
}
const get = async (url: string, user: TestUser = reader, query?: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url, query, headers: user.headers });
  return { status: res.statusCode, body: res.json() as { status: boolean; message: string; data: never } };
};
const transferCount = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('stock_transfers')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const problemsOf = (res: Awaited<ReturnType<typeof create>>) => (res.body.errors ?? []).map((e) => e.message);

describe('create a transfer from a workbook', () => {
  it('stores the transfer and its lines: duplicate UPC lines summed, with the rows they came from', async () => {
    const orderId = nextRef();
    const res = await create(workbook([HEADER, [known[0]!, 2], [Number(known[1]), 3], [known[0]!, '5'], [null, null], [known[2]!, 1]]), {
      orderId: `  ${orderId} `,
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Stock transfer order created successfully');
    expect(res.body.data).toMatchObject({
      referenceNumber: orderId,
      fromLocationCode: 'YOTO-ONLINE-WH',
      toLocationCode: 'KSA-ONLINE-3PL2',
      transferType: 'STO',
      lineCount: 3,
      unitCount: 11,
      createdName: 'STO-WRITER Tester',
    });
    const lines = await get(P.lines(res.body.data.id));
    expect(lines.body.data).toEqual([
      { upc: known[0], quantity: 7, rowNumbers: '2, 4' },
      { upc: known[1], quantity: 3, rowNumbers: '3' },
      { upc: known[2], quantity: 1, rowNumbers: '6' },
    ]);
    const list = await get(P.list, reader, { index: '1', pageSize: '10', search: orderId });
    expect(list.body.data).toEqual({ records: [res.body.data], totalRecords: 1 });
  });

  it('matches UPCs whatever their case, storing the catalogue’s spelling', async () => {
    const res = await create(workbook([HEADER, ['abc123xyz', 4]]));
    expect(res.status).toBe(201);
    expect((await get(P.lines(res.body.data.id))).body.data).toEqual([{ upc: 'ABC123XYZ', quantity: 4, rowNumbers: '2' }]);
  });

  it('accepts 1000 unique UPCs and refuses 1001, storing nothing', async () => {
    const ok = await create(workbook([HEADER, ...known.slice(0, 1000).map((u) => [u, 1])]));
    expect(ok.status).toBe(201);
    expect(ok.body.data.lineCount).toBe(1000);
    const before = await transferCount();
    const tooMany = await create(workbook([HEADER, ...known.map((u) => [u, 1])]));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe(say(M.refused(1), 'en'));
    expect(problemsOf(tooMany)).toEqual(['At most 1000 unique UPC codes are allowed per transfer; this file has 1001']);
    expect(await transferCount()).toBe(before);
  });

  it('answers every problem with its row number, and stores nothing', async () => {
    const before = await transferCount();
    const res = await create(
      workbook([
        HEADER,
        [known[0]!, 1],
        [null, 4],
        [known[1]!, 0],
        [known[2]!, -2],
        [known[3]!, 1.5],
        [known[4]!, 'ten'],
        ['6290000099999', 1],
        ['UPC WITH SPACE', 1],
        [known[5]!, null],
      ]),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The file has 8 problems; nothing was stored');
    expect(problemsOf(res)).toEqual([
      'Row 3: UPC is required',
      'Row 4: Quantity must be a whole number from 1 to 1000000',
      'Row 5: Quantity must be a whole number from 1 to 1000000',
      'Row 6: Quantity must be a whole number from 1 to 1000000',
      'Row 7: Quantity must be a whole number from 1 to 1000000',
      'Row 8: UPC 6290000099999 is not in the catalogue',
      'Row 9: UPC must be digits or letters, at most 32',
      'Row 10: Quantity must be a whole number from 1 to 1000000',
    ]);
    expect(await transferCount()).toBe(before);
  });

  it('names every row of an unknown UPC that appears more than once', async () => {
    const res = await create(workbook([HEADER, ['6290000099999', 1], [known[0]!, 1], ['6290000099999', 2]]));
    expect(problemsOf(res)).toEqual([
      'Row 2: UPC 6290000099999 is not in the catalogue',
      'Row 4: UPC 6290000099999 is not in the catalogue',
    ]);
  });

  it('refuses formulas, naming their rows and columns', async () => {
    const res = await create(
      workbook([HEADER, [known[0]!, { t: 'n', v: 2, f: '1+1' }], [{ t: 's', v: known[1]!, f: 'CONCAT("629","1")' }, 1], [known[2]!, 1]]),
    );
    expect(res.status).toBe(400);
    expect(problemsOf(res)).toEqual([
      'Row 2: Quantity holds a formula; paste the values instead',
      'Row 3: UPC holds a formula; paste the values instead',
    ]);
  });

  it("refuses a workbook without the sheet: 'Excel sheet name is invalid'", async () => {
    const res = await create(workbook([HEADER, [known[0]!, 1]], 'Items'));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Excel sheet name is invalid');
  });

  it('refuses a sheet without the UPC and Quantity columns, and one with no lines', async () => {
    const noColumns = await create(
      workbook([
        ['Code', 'Qty'],
        [known[0]!, 1],
      ]),
    );
    expect(noColumns.status).toBe(400);
    expect(noColumns.body.message).toBe('Row 1: the sheet needs the columns UPC and Quantity');
    const empty = await create(workbook([HEADER]));
    expect(empty.status).toBe(400);
    expect(problemsOf(empty)).toEqual(['The sheet has no UPC lines']);
  });

  it('refuses the same From and To, an unknown location and a missing reference number, naming the fields', async () => {
    const file = workbook([HEADER, [known[0]!, 1]]);
    const same = await create(file, { toLocationCode: 'YOTO-ONLINE-WH' });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe('From and To locations must be different');
    expect(same.body.errors?.map((e) => e.field)).toEqual(['fromLocationCode', 'toLocationCode']);
    const unknown = await create(file, { fromLocationCode: 'NOWHERE' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toMatchObject([{ field: 'fromLocationCode', message: 'Unknown location NOWHERE' }]);
    const blank = await create(file, { orderId: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual([{ field: 'orderId', message: 'Required', key: 'fields:required' }]);
    expect(blank.body.message).toBe('Reference Number: Required');
    const noFile = await create(null);
    expect(noFile.status).toBe(400);
    expect(noFile.body.errors?.[0]?.field).toBe('file');
  });

  it('says a refusal in Arabic, naming the fields by their labels, and a success in Turkish', async () => {
    const file = workbook([HEADER, [known[0]!, 1]]);
    const ar = { ...writer, headers: { ...writer.headers, 'accept-language': 'ar' } };
    const blank = await create(file, { orderId: '   ' }, ar);
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('الرقم المرجعي: مطلوب');
    const rows = await create(workbook([HEADER, ['', 2], [known[0]!, 0]]), {}, ar);
    expect(rows.body.message).toBe('في الملف مشكلتان؛ لم يُحفظ شيء');
    expect(rows.body.errors?.map((e) => e.message.replace(/[\u2068\u2069]/g, ''))).toEqual([
      'الصف 2: العمود UPC مطلوب',
      'الصف 3: يجب أن تكون Quantity عددًا صحيحًا من 1 إلى 1000000',
    ]);
    const tr = { ...writer, headers: { ...writer.headers, 'accept-language': 'tr' } };
    const made = await create(file, {}, tr);
    expect(made.status).toBe(201);
    expect(made.body.message).toBe('Stok transfer siparişi başarıyla oluşturuldu');
  });

  it('refuses a type other than STO', async () => {
    const res = await create(workbook([HEADER, [known[0]!, 1]]), { transferType: 'XYZ' });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.field).toBe('transferType');
  });

  it('creates once per reference number: a second request and a racing pair are refused with 409', async () => {
    const file = workbook([HEADER, [known[0]!, 1]]);
    const orderId = nextRef();
    expect((await create(file, { orderId })).status).toBe(201);
    const again = await create(file, { orderId });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`Reference number ${orderId} already has a transfer`);

    const raced = nextRef();
    const pair = await Promise.all([create(file, { orderId: raced }), create(file, { orderId: raced })]);
    expect(pair.map((r) => r.status).sort()).toEqual([201, 409]);
    const stored = await t.app.db.selectFrom('stock_transfers').select('id').where('reference_number', '=', raced).execute();
    expect(stored).toHaveLength(1);
  });

  it.skipIf(!hasSoffice())(
    'reads a workbook LibreOffice wrote (soffice --convert-to xlsx of a CSV)',
    async () => {
      const csv = ['UPC,Quantity', `${known[10]},3`, `${known[11]},4`, `${known[10]},1`].join('\n');
      const file = await libreOfficeWorkbook(csv, 'Sheet1');
      const res = await create(file, {}, writer, 'from-libreoffice.xlsx');
      expect(res.status).toBe(201);
      expect((await get(P.lines(res.body.data.id))).body.data).toEqual([
        { upc: known[10], quantity: 4, rowNumbers: '2, 4' },
        { upc: known[11], quantity: 4, rowNumbers: '3' },
      ]);
    },
    180_000,
  );
});

describe('hostile files: a clear 4xx, nothing stored, the server keeps answering', () => {
  it('refuses a zip bomb before it unpacks: a sheet of 64 MB packed in a few KB, with true and with lying sizes', async () => {
    const before = await transferCount();
    const huge = Buffer.alloc(64 * 1024 * 1024, 0x20);
    const bomb = workbookWithSheetXml(huge);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const honest = await create(bomb);
    expect(honest.status).toBe(413);
    expect(honest.body.message).toBe(say(M.unpackedTooLarge, 'en'));
    const lying = await create(workbookWithSheetXml(huge, 1024));
    expect(lying.status).toBe(413);
    expect(await transferCount()).toBe(before);
  }, 60_000);

  it('refuses a 50 MB upload with 413', async () => {
    const res = await create(Buffer.alloc(50 * 1024 * 1024, 7));
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The file is larger than 2 MB');
  }, 60_000);

  it('refuses 100,000 rows with 413, reading no further than the row cap', async () => {
    const cells = (n: number, upc: string, qty: string) =>
      `<row r="${n}"><c r="A${n}" t="inlineStr"><is><t>${upc}</t></is></c><c r="B${n}" t="inlineStr"><is><t>${qty}</t></is></c></row>`;
    const rows = [cells(1, 'UPC', 'Quantity')];
    for (let n = 2; n <= 100_001; n++) rows.push(cells(n, known[n % 1000]!, '1'));
    const xml = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows.join('')}</sheetData></worksheet>`;
    const file = workbookWithSheetXml(Buffer.from(xml));
    expect(file.length).toBeLessThan(2 * 1024 * 1024);
    const res = await create(file);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The sheet has more than 10000 rows');
    // 10,001 rows: one past the cap, without a dimension to tell.
    const justOver = await create(workbookWithSheetXml(Buffer.from(xml.replace(/<row r="10003">.*<\/sheetData>/, '</sheetData>'))));
    expect(justOver.status).toBe(413);
  }, 120_000);

  it('refuses a file that is not an .xlsx workbook, and a body that is not multipart', async () => {
    const csv = await create(Buffer.from('UPC,Quantity\n123,1\n'), {}, writer, 'items.xlsx');
    expect(csv.status).toBe(400);
    expect(csv.body.message).toBe('The file is not a readable .xlsx workbook');
    const json = await t.app.inject({ method: 'POST', url: P.create, payload: { orderId: 'X' }, headers: writer.headers });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toContain('multipart/form-data');
  });
});

describe('demo data', () => {
  it('the demo seed made three transfers through the service, each with its lines', async () => {
    const list = await get(P.list, reader, { index: '1', pageSize: '10', search: 'STO-DEMO-' });
    const { records, totalRecords } = list.body.data as { records: StockTransfer[]; totalRecords: number };
    expect(totalRecords).toBe(3);
    expect(records.map((r) => r.referenceNumber).sort()).toEqual(['STO-DEMO-0001', 'STO-DEMO-0002', 'STO-DEMO-0003']);
    for (const transfer of records) {
      const lines = (await get(P.lines(transfer.id))).body.data as { quantity: number }[];
      expect(lines.length).toBe(transfer.lineCount);
      expect(lines.reduce((sum, l) => sum + l.quantity, 0)).toBe(transfer.unitCount);
      expect(transfer.lineCount).toBeGreaterThan(0);
    }
  });
});

describe('sorting the list (the sort parameter)', () => {
  it('orders the transfers by each of their columns, both ways, and refuses another sort naming the field', async () => {
    const page = async (sort: string) => {
      const res = await get(P.list, reader, { index: '1', pageSize: '10', search: 'STO-DEMO-', sort });
      return res.body.data as { records: StockTransfer[] };
    };
    const ascending = <T>(values: T[]) => [...values].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
    for (const sort of STOCK_TRANSFER_SORTS) {
      const up = (await page(sort)).records;
      expect(up, sort).toHaveLength(3);
      expect(
        up.map((r) => r[sort]),
        sort,
      ).toEqual(ascending(up.map((r) => r[sort])));
      // Descending is the exact reverse: ties fall back on the id in the same direction.
      expect(
        (await page(`-${sort}`)).records.map((r) => r.id),
        sort,
      ).toEqual(up.map((r) => r.id).reverse());
    }
    expect((await page('-referenceNumber')).records.map((r) => r.referenceNumber)).toEqual([
      'STO-DEMO-0003',
      'STO-DEMO-0002',
      'STO-DEMO-0001',
    ]);
    const refused = await get(P.list, reader, { index: '1', pageSize: '10', sort: 'lines' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^Order of the list: /);
  });
});

describe('locations, sample and access', () => {
  it('lists the locations for the pick list; an administrator adds one, once', async () => {
    const list = await get(P.locations, reader);
    const codes = (list.body.data as { code: string }[]).map((l) => l.code);
    expect(codes.slice(0, 2)).toEqual(['YOTO-ONLINE-WH', 'KSA-ONLINE-3PL2']);
    expect(codes.length).toBeGreaterThan(5);
    const location = { code: 'uae-test-wh', name: 'Test warehouse', ar_name: 'مستودع الاختبار' };
    const add = (user: TestUser) => t.app.inject({ method: 'POST', url: P.locations, payload: location, headers: user.headers });
    expect((await add(writer)).statusCode).toBe(403);
    expect((await add(admin)).statusCode).toBe(201);
    expect((await add(admin)).statusCode).toBe(409);
    const after = (await get(P.locations, reader)).body.data as { code: string }[];
    expect(after.at(-1)).toMatchObject({ code: 'UAE-TEST-WH' });
  });

  it('downloads the sample format, which itself uploads as a transfer', async () => {
    const res = await t.app.inject({ method: 'GET', url: P.sample, headers: reader.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('B2B Transfer Sample.xlsx');
    const book = read(res.rawPayload);
    expect(book.SheetNames).toEqual(['Sheet1']);
    expect(utils.sheet_to_json(book.Sheets.Sheet1!, { header: 1 })[0]).toEqual(['UPC', 'Quantity']);
    const created = await create(res.rawPayload);
    expect(created.status).toBe(201);
    expect(created.body.data.lineCount).toBe(2);
  });

  it('L1 reads, L2 writes, no grant is 403, no token 401', async () => {
    const file = workbook([HEADER, [known[0]!, 1]]);
    expect((await create(file, {}, reader)).status).toBe(403);
    expect((await create(file, {}, stranger)).status).toBe(403);
    expect((await get(P.list, stranger)).status).toBe(403);
    expect((await get(P.sample, stranger)).status).toBe(403);
    expect((await get(P.list, reader)).status).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: P.list })).statusCode).toBe(401);
    expect((await get(P.lines(999999), reader)).status).toBe(404);
  });
});
