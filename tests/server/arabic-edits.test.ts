import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARABIC_EDIT_PATHS,
  ARABIC_EDIT_REPORT_PAGE,
  type ArabicEdit,
  type ArabicEditRow,
} from '../../src/domain/activation/arabic-edit-report.ts';
import { PRODUCT_UPDATE_PAGE, UPDATE_PATHS } from '../../src/domain/activation/update-paths.ts';
import { activationWords } from '../../src/domain/activation/words.ts';
import { PIM_PATHS, PRODUCT_VIEW_PAGE } from '../../src/domain/catalogue/paths.ts';
import type { ProductView } from '../../src/domain/catalogue/products.ts';
import type { ChangeEntry } from '../../src/domain/history/history.ts';
import { HISTORY_PATHS } from '../../src/domain/history/paths.ts';
import * as arabicText from '../../server/modules/catalogue/arabic-text.service.ts';
import * as products from '../../server/modules/catalogue/products.service.ts';
import { SYSTEM_ACTOR } from '../../server/shared/actor.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestUser, type TestUser } from '../support/test-users.ts';
import { draftProducts } from './activation-support.ts';
import { testCatalogue, type TestCatalogue } from './catalogue-support.ts';

let t: TestApp;
let c: TestCatalogue;
let translator: TestUser;
let colleague: TestUser;
let reportReader: TestUser;
let stranger: TestUser;
let pIds: number[];

// The deployment's zone is Dubai (UTC+4): 21:30 UTC is already the next day there.
beforeAll(async () => {
  t = await createTestApp({ SEED: 'none', DEMO_PASSWORD: 'Arabic-edits@2121-only', TIME_ZONE: 'Asia/Dubai' });
  c = await testCatalogue(t.app.db, 'Ae');
  const writer = [
    { page: PRODUCT_UPDATE_PAGE, level: 'L2' as const },
    { page: PRODUCT_VIEW_PAGE, level: 'L2' as const },
  ];
  translator = await createTestUser(t.app, 'AET', writer);
  colleague = await createTestUser(t.app, 'AEC', writer);
  reportReader = await createTestUser(t.app, 'AER', [{ page: ARABIC_EDIT_REPORT_PAGE, level: 'L1' }]);
  stranger = await createTestUser(t.app, 'AES', [{ page: PRODUCT_UPDATE_PAGE, level: 'L1' }]);
  pIds = await draftProducts(t.app.db, c, 6, SYSTEM_ACTOR);
});
afterAll(() => t.close());

const view = (pId: number) => products.requireProductDetails(t.app.db, pId);
const put = (url: string, payload: object, user = translator) => t.app.inject({ method: 'PUT', url, payload, headers: user.headers });
const saveText = async (pId: number, name: string, details: string, user = translator, revision?: number) =>
  put(
    UPDATE_PATHS.arabicProduct,
    { pId, revision: revision ?? (await view(pId)).revision, ar_prodName: name, ar_prodDetails: details },
    user,
  );
const saveBullets = async (pId: number, bullet: object[], user = translator) =>
  put(UPDATE_PATHS.arabicBullets, { pId, revision: (await view(pId)).revision, bullet }, user);

const report = async (createdDate: string, user = reportReader, query = { index: '1', pageSize: '10' }) => {
  const res = await t.app.inject({ method: 'POST', url: ARABIC_EDIT_PATHS.list, query, payload: { createdDate }, headers: user.headers });
  return { status: res.statusCode, body: res.json() as { message: string; data: { records: ArabicEditRow[]; totalRecords: number } } };
};
const details = async (createdDate: string, createdBy: number, query = { index: '1', pageSize: '100' }) => {
  const res = await t.app.inject({
    method: 'POST',
    url: ARABIC_EDIT_PATHS.details,
    query,
    payload: { createdDate, createdBy },
    headers: reportReader.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { records: ArabicEdit[]; totalRecords: number };
};
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
const STALE_BY_COLLEAGUE = /^AEC Tester changed this record at \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}, after you opened it$/;
/** The product's change log entries, newest first (the translators read it with the product view). */
const historyOf = async (pId: number) => {
  const res = await t.app.inject({
    method: 'GET',
    url: HISTORY_PATHS.history,
    query: { entity: 'product', id: String(pId) },
    headers: translator.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.records as ChangeEntry[];
};

describe('saving the Arabic name and details (spec 001 §4 "Arabic editing", §7)', () => {
  it("stores them with 'updated successfully', bumps the revision and records each changed field", async () => {
    const pId = pIds[0]!;
    const before = await view(pId);
    const res = await saveText(pId, 'حذاء جلدي شتوي', 'حذاء دافئ للشتاء');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'updated successfully', key: 'catalogue:arabic.updated' });
    expect(res.json().data).toEqual({ pId, revision: before.revision + 1, ar_name: 'حذاء جلدي شتوي', ar_details: 'حذاء دافئ للشتاء' });
    expect(await view(pId)).toMatchObject({ ar_name: 'حذاء جلدي شتوي', ar_details: 'حذاء دافئ للشتاء', name: before.name });
    const edits = (await details(today(), translator.id)).records.filter((e) => e.pId === pId);
    expect(edits.map((e) => [e.field, e.oldText, e.newText, e.source, e.createdName])).toEqual([
      ['ar_name', 'حذاء', 'حذاء جلدي شتوي', 'ARABIC_QUEUE', 'AET Tester'],
      ['ar_details', '', 'حذاء دافئ للشتاء', 'ARABIC_QUEUE', 'AET Tester'],
    ]);
    // Saving the same text again changes nothing worth recording.
    expect((await saveText(pId, 'حذاء جلدي شتوي', 'حذاء دافئ للشتاء')).statusCode).toBe(200);
    expect((await details(today(), translator.id)).records.filter((e) => e.pId === pId)).toHaveLength(2);
  });

  it("refuses a save over a colleague's newer change (409, offering to reload) and keeps the colleague's text", async () => {
    const pId = pIds[1]!;
    const read = (await view(pId)).revision;
    expect((await saveText(pId, 'اسم الزميل', '', colleague, read)).statusCode).toBe(200);
    const stale = await saveText(pId, 'اسمي', 'تفاصيلي', translator, read);
    expect(stale.statusCode).toBe(409);
    // Who saved since and when (Dubai time), and the product as the colleague left it.
    expect(stale.json().message).toMatch(STALE_BY_COLLEAGUE);
    expect(stale.json().stale).toMatchObject({ revision: read + 1, by: 'AEC Tester', current: { pId, ar_name: 'اسم الزميل' } });
    expect((await view(pId)).ar_name).toBe('اسم الزميل');
    const staleBullets = await put(UPDATE_PATHS.arabicBullets, { pId, revision: read, bullet: [] });
    expect(staleBullets.statusCode).toBe(409);
    expect(staleBullets.json().message).toMatch(STALE_BY_COLLEAGUE);
    expect((await view(pId)).bullet).toHaveLength(1);
    // Only the colleague's save is in the product's history.
    const history = await historyOf(pId);
    expect(history.map((e) => [e.action, e.userName])).toEqual([['update', 'AEC Tester']]);
  });

  it("logs each save in the product's history with the Arabic fields before and after, from the queue's page", async () => {
    // The colleague's product of the test before: the report's counts of the translator stay as they are.
    const pId = pIds[1]!;
    const before = await view(pId);
    const res = await saveText(pId, 'حذاء للسجل', before.ar_details, colleague);
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = await historyOf(pId);
    expect(entry).toMatchObject({
      action: 'update',
      userName: 'AEC Tester',
      page: PRODUCT_UPDATE_PAGE,
      revision: before.revision + 1,
      changes: [{ field: 'ar_name', before: before.ar_name, after: 'حذاء للسجل' }],
    });
  });

  it('refuses a name over 150 characters, an empty name, a NUL and a wrong type with a 400 naming the field, changing nothing', async () => {
    const pId = pIds[2]!;
    const before = await view(pId);
    for (const [body, field] of [
      [{ ar_prodName: 'ا'.repeat(151), ar_prodDetails: '' }, 'ar_prodName'],
      [{ ar_prodName: '   ', ar_prodDetails: '' }, 'ar_prodName'],
      [{ ar_prodName: 'اسم', ar_prodDetails: 'x\u0000y' }, 'ar_prodDetails'],
      [{ ar_prodName: 'اسم', ar_prodDetails: 'ت'.repeat(4001) }, 'ar_prodDetails'],
      [{ ar_prodName: ['اسم'], ar_prodDetails: '' }, 'ar_prodName'],
    ] as const) {
      const res = await put(UPDATE_PATHS.arabicProduct, { pId, revision: before.revision, ...body });
      expect(res.statusCode, res.body).toBe(400);
      // Named by the field's label ('Arabic Name: …'), never by the contract's name.
      expect(res.json().message).toMatch(new RegExp(`^${activationWords.en.labels.update[field]}: `));
    }
    expect((await put(UPDATE_PATHS.arabicProduct, { pId: 999_999, revision: 1, ar_prodName: 'اسم' })).statusCode).toBe(404);
    expect(await view(pId)).toEqual(before);
  });
});

describe('saving the Arabic bullets grid', () => {
  it('edits, adds and deletes: an English bullet keeps its English, an Arabic-only one goes; one record of the list', async () => {
    const pId = pIds[3]!;
    const [english] = (await view(pId)).bullet;
    const added = await saveBullets(pId, [
      { id: english!.id, ar_name: 'جلد طبيعي' },
      { id: -1, ar_name: 'نعل مطاطي' },
      { id: -2, ar_name: 'ضمان سنة' },
    ]);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().message).toBe('updated successfully');
    const bullets = added.json().data.bullet as ProductView['bullet'];
    expect(bullets.map((b) => [b.name, b.ar_name])).toEqual([
      ['Leather upper', 'جلد طبيعي'],
      ['', 'نعل مطاطي'],
      ['', 'ضمان سنة'],
    ]);
    // Deleting both rows: the English bullet stays without its Arabic, the Arabic-only one goes.
    const kept = bullets[2]!;
    const deleted = await saveBullets(pId, [{ id: kept.id, ar_name: kept.ar_name }]);
    expect((deleted.json().data.bullet as ProductView['bullet']).map((b) => [b.name, b.ar_name])).toEqual([
      ['Leather upper', ''],
      ['', 'ضمان سنة'],
    ]);
    const edits = (await details(today(), translator.id)).records.filter((e) => e.pId === pId);
    expect(edits.map((e) => [e.field, e.oldText, e.newText])).toEqual([
      ['ar_bullets', 'جلد', 'جلد طبيعي\nنعل مطاطي\nضمان سنة'],
      ['ar_bullets', 'جلد طبيعي\nنعل مطاطي\nضمان سنة', 'ضمان سنة'],
    ]);
  });

  it('refuses a bullet not the product’s, one listed twice, an empty new one and more than 50, naming the row', async () => {
    const pId = pIds[4]!;
    const before = await view(pId);
    const own = before.bullet[0]!.id;
    const other = (await view(pIds[5]!)).bullet[0]!.id;
    for (const [bullet, field, message] of [
      [[{ id: other, ar_name: 'x' }], 'bullet.0.id', `No bullet ${other} on this product`],
      [
        [
          { id: own, ar_name: 'x' },
          { id: own, ar_name: 'y' },
        ],
        'bullet.1.id',
        `Bullet ${own} is listed twice`,
      ],
      [[{ id: -5, ar_name: '  ' }], 'bullet.0.ar_name', 'Enter the Arabic bullet'],
      [Array.from({ length: 51 }, (_, n) => ({ id: -(n + 1), ar_name: 'نقطة' })), 'bullet', 'At most 50 bullets'],
      [[{ id: 0, ar_name: 'x' }], 'bullet.0.id', 'Must be a non-zero whole number'],
      [[{ id: -1, ar_name: 'ن'.repeat(501) }], 'bullet.0.ar_name', 'At most 500 characters'],
    ] as const) {
      const res = await saveBullets(pId, bullet as unknown as object[]);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toContainEqual(expect.objectContaining({ field, message }));
    }
    expect(await view(pId)).toEqual(before);
  });
});

describe("the product view wizard's Arabic changes", () => {
  it('are recorded too (source PRODUCT_VIEW): the Arabic name and the Arabic bullets', async () => {
    const pId = pIds[5]!;
    const before = await view(pId);
    const body = {
      pId,
      revision: before.revision,
      lang: 'ar',
      mId: before.mId,
      pCatId: before.pCatId,
      catId: before.catId,
      subCatId: before.subCatId,
      brandId: before.brandId,
      name: before.name,
      ar_name: 'حذاء من المعالج',
      details: before.details,
      ar_details: before.ar_details,
      features: before.features,
      ar_features: before.ar_features,
      style: before.style,
    };
    const saved = await t.app.inject({ method: 'POST', url: PIM_PATHS.productDetails, payload: body, headers: colleague.headers });
    expect(saved.statusCode, saved.body).toBe(200);
    const revision = (saved.json().data as ProductView).revision;
    const bullets = await t.app.inject({
      method: 'POST',
      url: PIM_PATHS.bulletsAndAttributes,
      payload: { pId, revision, bullet: [{ id: before.bullet[0]!.id, name: 'Leather upper', ar_name: 'جلد البقر' }] },
      headers: colleague.headers,
    });
    expect(bullets.statusCode, bullets.body).toBe(200);
    const edits = (await details(today(), colleague.id)).records.filter((e) => e.pId === pId);
    expect(edits.map((e) => [e.field, e.oldText, e.newText, e.source])).toEqual([
      ['ar_name', 'حذاء', 'حذاء من المعالج', 'PRODUCT_VIEW'],
      ['ar_bullets', 'جلد', 'جلد البقر', 'PRODUCT_VIEW'],
    ]);
  });
});

describe('the Arabic Edit Report (spec 002 §2, §7)', () => {
  it('groups by day of the deployment’s zone and editor with the count of PIDs, newest day first, and filters by day', async () => {
    const by = { userId: translator.id, name: 'AET Tester' };
    // 21:30 UTC on 10 March is 01:30 on 11 March in Dubai; 19:30 UTC is still 10 March there.
    for (const [pId, at] of [
      [pIds[0]!, '2025-03-10T21:30:00Z'],
      [pIds[1]!, '2025-03-10T21:45:00Z'],
      [pIds[2]!, '2025-03-10T19:30:00Z'],
    ] as const) {
      const current = await view(pId);
      await arabicText.saveArabicText(
        t.app.db,
        { pId, revision: current.revision, ar_prodName: `اسم ${at}`, ar_prodDetails: current.ar_details },
        by,
        new Date(at),
      );
    }
    // Saves at a given time (the seed's history of translations) are for the report: the change log keeps none.
    expect(await historyOf(pIds[2]!)).toEqual([]);
    const eleventh = await report('2025-03-11');
    expect(eleventh.status).toBe(200);
    expect(eleventh.body.data).toEqual({
      records: [{ date: '2025-03-11', createdBy: translator.id, createdName: 'AET Tester', count: 2 }],
      totalRecords: 1,
    });
    expect((await report('2025-03-10')).body.data.records).toEqual([
      { date: '2025-03-10', createdBy: translator.id, createdName: 'AET Tester', count: 1 },
    ]);
    expect((await report('2025-03-12')).body.data).toEqual({ records: [], totalRecords: 0 });

    const all = await report('');
    expect(all.body.data.records.map((r) => [r.date, r.createdName])).toEqual([
      [today(), 'AEC Tester'],
      [today(), 'AET Tester'],
      ['2025-03-11', 'AET Tester'],
      ['2025-03-10', 'AET Tester'],
    ]);
    const todayRow = all.body.data.records[1]!;
    // PIDs 0 and 3 (the save of PID 1 was refused): two products, however many changes.
    expect(todayRow.count).toBe(2);
    const paged = await report('', reportReader, { index: '2', pageSize: '3' });
    expect(paged.body.data).toMatchObject({ totalRecords: 4, records: [{ date: '2025-03-10' }] });
  });

  it("lists a row's changes product by product with the old and new text", async () => {
    const rows = await details('2025-03-11', translator.id);
    expect(rows.totalRecords).toBe(2);
    expect(rows.records.map((r) => [r.pId, r.field, r.newText])).toEqual([
      [pIds[0], 'ar_name', 'اسم 2025-03-10T21:30:00Z'],
      [pIds[1], 'ar_name', 'اسم 2025-03-10T21:45:00Z'],
    ]);
    expect(rows.records[0]!).toMatchObject({ oldText: 'حذاء جلدي شتوي', name: 'Queue boot 0', createdDateUTC: '2025-03-10T21:30:00.000Z' });
    expect((await details('2025-03-11', colleague.id)).records).toEqual([]);
  });

  it('sorts the report by Date, Created Name and Pid Count, and a row’s changes by a column, both ways; refuses another sort', async () => {
    const sorted = async (url: string, payload: object) => {
      const res = await t.app.inject({
        method: 'POST',
        url,
        query: { index: '1', pageSize: '100' },
        payload,
        headers: reportReader.headers,
      });
      return { status: res.statusCode, message: res.json().message as string, records: res.json().data?.records as never[] };
    };
    const groups = async (sort: string) =>
      ((await sorted(ARABIC_EDIT_PATHS.list, { createdDate: '', sort })).records as ArabicEditRow[]).map(
        (r) => `${r.date} ${r.createdName} ${r.count}`,
      );
    const byDate = await groups('date');
    expect(byDate.map((r) => r.slice(0, 10))).toEqual(['2025-03-10', '2025-03-11', today(), today()]);
    expect((await groups('-date')).map((r) => r.slice(0, 10))).toEqual([today(), today(), '2025-03-11', '2025-03-10']);
    expect((await groups('createdName')).map((r) => r.split(' ')[1])).toEqual(['AEC', 'AET', 'AET', 'AET']);
    expect((await groups('-createdName'))[3]).toMatch(/ AEC Tester /);
    const counts = (await groups('count')).map((r) => Number(r.split(' ').at(-1)));
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect((await groups('-count')).map((r) => Number(r.split(' ').at(-1)))).toEqual([...counts].reverse());

    const changes = async (sort: string) =>
      (
        (await sorted(ARABIC_EDIT_PATHS.details, { createdDate: '2025-03-11', createdBy: translator.id, sort })).records as ArabicEdit[]
      ).map((r) => r.pId);
    expect(await changes('pId')).toEqual([pIds[0], pIds[1]]);
    expect(await changes('-pId')).toEqual([pIds[1], pIds[0]]);
    expect(await changes('-createdDateUTC')).toEqual([pIds[1], pIds[0]]);
    expect(await changes('createdDateUTC')).toEqual([pIds[0], pIds[1]]);

    for (const [url, payload] of [
      [ARABIC_EDIT_PATHS.list, { createdDate: '', sort: 'createdBy' }],
      [ARABIC_EDIT_PATHS.details, { createdDate: '2025-03-11', createdBy: translator.id, sort: 'oldText' }],
    ] as const) {
      const refused = await sorted(url, payload);
      expect(refused.status).toBe(400);
      expect(refused.message).toMatch(/^Order of the list: /);
    }
  });

  it('needs L1 on the report, and refuses a malformed day or editor with a 400 naming the field', async () => {
    expect((await report('', stranger)).status).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: ARABIC_EDIT_PATHS.list, payload: {} })).statusCode).toBe(401);
    for (const payload of [{ createdDate: '11/03/2025' }, { createdDate: '2025-13-01' }, { createdDate: 20250311 }]) {
      const res = await t.app.inject({ method: 'POST', url: ARABIC_EDIT_PATHS.list, payload, headers: reportReader.headers });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(new RegExp(`^${activationWords.en.labels.arabicEdit.createdDate}: `));
    }
    for (const payload of [
      { createdDate: '2025-03-11' },
      { createdDate: '2025-03-11', createdBy: -1 },
      { createdDate: '', createdBy: 1 },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: ARABIC_EDIT_PATHS.details, payload, headers: reportReader.headers });
      expect(res.statusCode, res.body).toBe(400);
    }
    const huge = await t.app.inject({
      method: 'POST',
      url: ARABIC_EDIT_PATHS.list,
      query: { index: '1', pageSize: '100000' },
      payload: { createdDate: '' },
      headers: reportReader.headers,
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toMatch(/^Page size: /);
  });
});

describe('the Arabic saves in the reader’s language', () => {
  const inArabic = async (url: string, payload: object) =>
    t.app.inject({ method: 'PUT', url, payload, headers: { ...translator.headers, 'accept-language': 'ar' } });

  // Last: its save would count in the report's rows above.
  it('refuses too many bullets and an empty new one in Arabic, and says the save in Arabic', async () => {
    const pId = pIds[5]!;
    const before = await view(pId);
    const many = await inArabic(UPDATE_PATHS.arabicBullets, {
      pId,
      revision: before.revision,
      bullet: Array.from({ length: 51 }, (_, n) => ({ id: -(n + 1), ar_name: 'نقطة' })),
    });
    expect(many.statusCode).toBe(400);
    // Numbers in Arabic text are set in their own direction (Unicode isolates), invisible on screen.
    const plain = (text: string) => text.replace(/[\u2068\u2069]/g, '');
    const tooMany = (many.json().errors as { field: string; message: string; key: string }[]).find((e) => e.field === 'bullet');
    expect(tooMany).toMatchObject({ key: 'catalogue:rules.atMostBullets', params: { max: '50' } });
    expect(plain(tooMany!.message)).toBe('يجب ألا يتجاوز عدد النقاط 50');
    const empty = await inArabic(UPDATE_PATHS.arabicBullets, { pId, revision: before.revision, bullet: [{ id: -1, ar_name: ' ' }] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([
      { field: 'bullet.0.ar_name', message: 'أدخل النقطة بالعربية', key: 'catalogue:arabic.emptyNewBullet' },
    ]);
    const saved = await inArabic(UPDATE_PATHS.arabicProduct, {
      pId,
      revision: before.revision,
      ar_prodName: 'اسم جديد',
      ar_prodDetails: '',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ message: 'تم التحديث بنجاح', key: 'catalogue:arabic.updated' });
  });
});
