import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkUpdate } from '../../src/domain/bulk-update/contracts.ts';
import { BULK_UPDATE_EVENTS, BULK_UPDATE_PATHS } from '../../src/domain/bulk-update/paths.ts';
import { toCsv } from '../../src/domain/csv.ts';
import { multipart } from '../support/image-files.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestUser, type TestUser } from '../support/test-users.ts';
import { ended, resultLines } from './bulk-updates-support.ts';

/**
 * Bulk Update in the reader's language: a file's problems, the queue's answers, the result file's
 * row messages, a withdrawal's reason (stored as its key, said when read) and the room's events,
 * each socket hearing its own language.
 */
let t: TestApp;
let editor: TestUser;
let reader: TestUser;
let stranger: TestUser;
let pIds: number[];
let origin: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  editor = await createTestUser(t.app, 'BWW', [{ page: '/apps/bulk-update', level: 'L2' }]);
  reader = await createTestUser(t.app, 'BWV', [{ page: '/apps/bulk-update', level: 'L1' }]);
  stranger = await createTestUser(t.app, 'BWN', []);
  pIds = (await t.app.db.selectFrom('products').select('p_id').orderBy('p_id').limit(3).execute()).map((p) => p.p_id);
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  sockets.forEach((s) => s.disconnect());
  await t.close();
});

const HOUR = 60 * 60_000;
// In Arabic a code or a number inside the sentence is isolated (U+2068 … U+2069) to read left to right.
const plain = (text: string) => text.replace(/[\u2068\u2069]/g, '');

async function queue(rows: string[][], fields: Record<string, string>, lng: string, user = editor) {
  const body = await multipart([{ bytes: Buffer.from(toCsv(rows)), name: 'rows.csv' }], { source: 'PID_LIST', mode: 'NOW', ...fields });
  return t.app.inject({
    method: 'POST',
    url: BULK_UPDATE_PATHS.updates,
    payload: body.payload,
    headers: { ...user.headers, ...body.headers, 'accept-language': lng },
  });
}
const tags = (products: number[]) => [
  ['pid', 'promotionTag', 'ar_promotionTag', 'countryCode'],
  ...products.map((p) => [String(p), 'W', 'و', 'UAE']),
];
const withdraw = (id: number, revision: number, lng: string) =>
  t.app.inject({
    method: 'POST',
    url: BULK_UPDATE_PATHS.withdraw(id),
    payload: { revision },
    headers: { ...editor.headers, 'accept-language': lng },
  });
const listed = async (id: number, lng: string) =>
  (
    (
      await t.app.inject({
        method: 'GET',
        url: `${BULK_UPDATE_PATHS.updates}?pageSize=100`,
        headers: { ...reader.headers, 'accept-language': lng },
      })
    ).json().data.records as BulkUpdate[]
  ).find((u) => u.id === id)!;
const open = (token: string, lang: string) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(origin, { path: '/socket.io', transports: ['websocket'], auth: { token, lang }, forceNew: true });
    sockets.push(socket);
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', reject);
  });

describe('bulk updates in the reader’s language', () => {
  it('lists a file’s problems in Arabic, each with its key, and names a wrong field by its label', async () => {
    const res = await queue(
      [
        ['pid', 'dprice', 'promotionTag', 'ar_promotionTag', 'countryCode'],
        ['1', '', 'T', 'ع', 'UAE'],
      ],
      { updateType: 'DISCOUNT' },
      'ar',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'في الملف مشكلات؛ لم يُضف شيء إلى قائمة الانتظار', key: 'bulk-updates:fileRefused' });
    expect(res.json().errors).toMatchObject([{ field: 'row 2', key: 'bulk-updates:emptyCell', params: { column: 'dprice' } }]);
    expect(plain(res.json().errors[0].message)).toBe('dprice فارغ');

    const type = await queue(tags(pIds), { updateType: 'NOPE' }, 'ar');
    expect(type.statusCode).toBe(400);
    expect(plain(type.json().message)).toMatch(/^نوع التحديث: يجب أن تكون إحدى القيم: DISCOUNT, /);
    const time = await queue(tags(pIds), { updateType: 'PROMOTION_TAG_UPDATE', mode: 'SCHEDULE' }, 'ar');
    expect(plain(time.json().message)).toBe('وقت التشغيل: اختر موعد تشغيل التحديث');
  });

  it('says the queue’s answer in Turkish, and the result file’s row messages in the language it is read in', async () => {
    const res = await queue(
      [
        ['pid', 'promotionTag', 'ar_promotionTag', 'countryCode'],
        [String(pIds[0]), 'W', 'و', 'UAE'],
        ['999999', 'W', 'و', 'UAE'],
      ],
      { updateType: 'PROMOTION_TAG_UPDATE' },
      'tr',
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ message: 'Güncelleme sıraya alındı: 2 satır', key: 'bulk-updates:queued', params: { count: 2 } });
    const done = await ended(t, reader, res.json().data.id);
    expect(done).toMatchObject({ status: 4, okRows: 1, failedRows: 1 });
    const result = (lng: string) =>
      t.app.inject({ method: 'GET', url: BULK_UPDATE_PATHS.result(done.id), headers: { ...reader.headers, 'accept-language': lng } });
    expect((await result('tr')).body.split('\r\n')[2]).toBe('3,999999,W,و,UAE,FAILED,Bu PID ile bir ürün yok');
    expect((await result('ar')).body.split('\r\n')[2]).toBe('3,999999,W,و,UAE,FAILED,لا يوجد منتج بهذا الرقم PID');
    expect((await resultLines(t, reader, done.id))[2]).toBe('3,999999,W,و,UAE,FAILED,No product with this PID');
  });

  it('stores a withdrawal’s reason as its key: each reader reads it in their language, and each watcher hears it in theirs', async () => {
    const arabic = await open(reader.token, 'ar');
    const turkish = await open(reader.token, 'tr');
    for (const socket of [arabic, turkish]) expect(await socket.emitWithAck(BULK_UPDATE_EVENTS.join)).toEqual({ ok: true });
    const refused = await open(stranger.token, 'ar');
    expect(await refused.emitWithAck(BULK_UPDATE_EVENTS.join)).toMatchObject({ ok: false });

    const update = (
      await queue(
        tags(pIds.slice(1, 2)),
        { updateType: 'PROMOTION_TAG_UPDATE', mode: 'SCHEDULE', runAt: new Date(Date.now() + HOUR).toISOString() },
        'en',
      )
    ).json().data as BulkUpdate;
    const heard = (socket: Socket) =>
      new Promise<BulkUpdate>((resolve) =>
        socket.on(BULK_UPDATE_EVENTS.progress, (u: BulkUpdate) => u.id === update.id && u.status === 3 && resolve(u)),
      );
    const [inArabic, inTurkish] = [heard(arabic), heard(turkish)];

    const res = await withdraw(update.id, update.revision, 'ar');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'تم سحب التحديث: لن يُشغَّل',
      data: { status: 3, withdrawn: true, failureKey: 'bulk-updates:withdrawnBy', failureParams: { name: 'BWW Tester' } },
    });
    expect(plain(res.json().data.failure)).toBe('سحبه BWW Tester قبل موعده');
    expect((await listed(update.id, 'tr')).failure).toBe('BWW Tester tarafından zamanından önce geri çekildi');
    expect((await listed(update.id, 'en')).failure).toBe('Withdrawn by BWW Tester before its time');
    expect(plain((await inArabic).failure!)).toBe('سحبه BWW Tester قبل موعده');
    expect((await inTurkish).failure).toBe('BWW Tester tarafından zamanından önce geri çekildi');

    const again = await withdraw(update.id, 2, 'tr');
    expect(again.json()).toMatchObject({ message: 'Bu güncelleme zaten geri çekildi', key: 'bulk-updates:alreadyWithdrawn' });
  });

  it('names a status by its name in Turkish', async () => {
    const update = (
      await queue(
        tags(pIds.slice(2, 3)),
        { updateType: 'PROMOTION_TAG_UPDATE', mode: 'SCHEDULE', runAt: new Date(Date.now() + HOUR).toISOString() },
        'en',
      )
    ).json().data as BulkUpdate;
    await t.app.db.updateTable('bulk_updates').set({ status: 1 }).where('id', '=', update.id).execute();
    const res = await withdraw(update.id, update.revision, 'tr');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Bu güncelleme İŞLENİYOR durumunda: yalnızca zamanını hâlâ bekleyen bir güncelleme geri çekilebilir');
    await t.app.db.updateTable('bulk_updates').set({ status: 0 }).where('id', '=', update.id).execute();
  });
});
