import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVATION_MESSAGES as M } from '../../src/domain/activation/messages.ts';
import type { Msg } from '../../src/domain/words/words.ts';
import { say } from '../../server/plugins/words.ts';
import { ACTIVATION_PATHS } from '../../src/domain/activation/paths.ts';
import { queueFilterQuerySchema } from '../../src/domain/activation/queues.ts';
import * as generation from '../../server/modules/activation/queue-generation.service.ts';
import * as products from '../../server/modules/catalogue/products.service.ts';
import * as users from '../../server/modules/users/users.service.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import type { TestUser } from '../support/test-users.ts';
import { activationUsers, draftProducts, queueClient } from './activation-support.ts';
import { testCatalogue, type TestCatalogue } from './catalogue-support.ts';

/** A message as the server says it in English (the tests' requests send no Accept-Language). */
const en = (msg: Msg) => say(msg, 'en');
/** Arabic text without the invisible isolates that set its codes apart (src/domain/words/isolate.ts). */
const plain = (text: string) => text.replace(/[\u2068\u2069]/g, '');

let t: TestApp;
let c: TestCatalogue;
let people: Awaited<ReturnType<typeof activationUsers>>;
let pIds: number[];
let otherBrandPIds: number[];
let a: ReturnType<typeof queueClient>;
let b: ReturnType<typeof queueClient>;
let d: ReturnType<typeof queueClient>;
const actor = (u: TestUser, name: string) => ({ userId: u.id, name });

// An empty install (no demo catalogue, no global queue): every product in the queues is the test's own.
beforeAll(async () => {
  t = await createTestApp({ SEED: 'none', DEMO_PASSWORD: 'Queue-tests@2121-only' });
  c = await testCatalogue(t.app.db, 'Aq');
  people = await activationUsers(t.app, 'AQ', 3);
  [a, b, d] = people.workers.map((w) => queueClient(t.app, w)) as [typeof a, typeof b, typeof d];
  const [other] = await (
    await import('../../server/modules/catalogue/catalogue-seed.service.ts')
  ).addBrands(t.app.db, [{ brandname: 'Aq Other Brand', ar_brandname: 'أخرى' }], actor(people.workers[0]!, 'AQA0 Tester'));
  pIds = await draftProducts(t.app.db, c, 4, actor(people.workers[2]!, 'AQA2 Tester'));
  otherBrandPIds = await draftProducts(t.app.db, c, 2, actor(people.workers[1]!, 'AQA1 Tester'), other!);
});
afterAll(() => t.close());

describe('access (spec 001 §6)', () => {
  it('refuses a user without the page (403), lets L1 read the count but not take a product, L2 work the queue', async () => {
    const stranger = queueClient(t.app, people.stranger);
    const reader = queueClient(t.app, people.reader);
    expect((await stranger.load()).status).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: ACTIVATION_PATHS.count,
          query: { queueName: 'ACTIVATION-GLOBAL' },
          headers: people.stranger.headers,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: ACTIVATION_PATHS.count,
          query: { queueName: 'ACTIVATION-GLOBAL' },
          headers: people.reader.headers,
        })
      ).statusCode,
    ).toBe(200);
    expect((await reader.load()).status).toBe(403);
    expect((await reader.generate()).statusCode).toBe(403);
    expect((await reader.skip(pIds[0]!)).status).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: ACTIVATION_PATHS.queue, query: { queueName: 'ACTIVATION-GLOBAL' } })).statusCode).toBe(
      401,
    );
  });

  it('refuses a queue of another page and a malformed name with 400 naming the field', async () => {
    const res = await a.load('UPDATE-GLOBAL');
    expect(res.status).toBe(400);
    // Named by its label, not the contract's field name.
    expect(res.message).toBe('Queue: UPDATE-GLOBAL is not a queue of this page');
    const bad = await t.app.inject({
      method: 'GET',
      url: ACTIVATION_PATHS.queue,
      query: { queueName: 'NOPE' },
      headers: people.workers[0]!.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Queue: Must be one of: /);
  });
});

describe('loading and generating (spec 001 §4, §8)', () => {
  it('answers the no-queue message before the global queue is generated, and the empty-custom message without a custom queue', async () => {
    const global = await a.load();
    expect(global).toMatchObject({ status: 200, message: en(M.noQueueData), data: { exists: false, count: 0, item: null } });
    const custom = await a.load('ACTIVATION-CUSTOM');
    expect(custom).toMatchObject({ status: 200, message: en(M.emptyCustomQueue), data: { exists: false, item: null } });
  });

  it('answers in the language asked for: the empty custom queue and a missing filter in Arabic, a switch in Turkish', async () => {
    const headers = (lng: string) => ({ ...people.workers[0]!.headers, 'accept-language': lng });
    const custom = await t.app.inject({
      method: 'GET',
      url: ACTIVATION_PATHS.queue,
      query: { queueName: 'ACTIVATION-CUSTOM' },
      headers: headers('ar'),
    });
    expect(custom.json()).toMatchObject({
      message: 'قائمتك المخصصة فارغة. جارٍ الجلب من القائمة العامة.',
      key: 'product-activation:emptyCustomQueue',
    });
    const none = await t.app.inject({
      method: 'GET',
      url: ACTIVATION_PATHS.filtered,
      query: { filter: 'ACTIVATION' },
      headers: headers('ar'),
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: 'يرجى اختيار عامل تصفية واحد على الأقل!', errors: [{ field: 'filter' }] });
    // A field is named by its Arabic label, its problem in Arabic.
    const other = await t.app.inject({
      method: 'GET',
      url: ACTIVATION_PATHS.queue,
      query: { queueName: 'UPDATE-GLOBAL' },
      headers: headers('ar'),
    });
    expect(plain(other.json().message)).toBe('القائمة: UPDATE-GLOBAL ليست من قوائم هذه الصفحة');
    const switched = await t.app.inject({
      method: 'DELETE',
      url: ACTIVATION_PATHS.custom,
      query: { queueName: 'ACTIVATION-CUSTOM' },
      headers: headers('tr'),
    });
    expect(switched.json()).toMatchObject({ message: 'Genel kuyruğa geçildi', key: 'product-activation:customQueueDeleted' });
  });

  it('generates the global queue of the Draft products, oldest first, and hands out the first', async () => {
    const res = await a.generate();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ queueName: 'ACTIVATION-GLOBAL', count: 6 });
    const first = await a.load();
    expect(first.data.count).toBe(6);
    expect(first.data.item?.product.pId).toBe(pIds[0]);
    expect(first.data.item?.product).toMatchObject({ status: 'i', currentPrice: 199.5, features: '<p>Warm <b>lining</b></p>' });
    // Loading again keeps the product: a reload never loses it to a colleague.
    expect((await a.load()).data.item?.product.pId).toBe(pIds[0]);
    await a.skip(pIds[0]!);
    await sql`update activation_queue_items set skipped_by = null, skipped_until_utc = null`.execute(t.app.db);
    await t.app.db.updateTable('activation_queue_items').set({ lease_user_id: null, lease_expires_utc: null }).execute();
  });

  it('needs a filter for a custom queue: the select-a-filter message, and no data found when nothing matches', async () => {
    const none = await a.filtered({ filter: 'ACTIVATION', pid: '-1', brandId: '', isTask: '' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(en(M.selectFilter));
    const nothing = await a.filtered({ pid: '999999' });
    expect(nothing.statusCode).toBe(404);
    expect(nothing.json().message).toBe(en(M.noData));
    // The update and Arabic queues count is-stock too, and answer 'no filter'.
    const updateFilter = queueFilterQuerySchema.parse({ filter: 'UPDATE' });
    await expect(
      generation.generateCustom(t.app.db, updateFilter, { userId: people.workers[0]!.id, name: 'x' }, 'Asia/Dubai'),
    ).rejects.toThrow(en(M.noFilter));
  });

  it('generates a custom queue from a brand, hands out only its products, and deletes it on switching to global', async () => {
    const other = (await t.app.inject({ method: 'GET', url: ACTIVATION_PATHS.brands, headers: people.workers[0]!.headers })).json()
      .data as {
      id: number;
      brandname: string;
    }[];
    const brandId = other.find((x) => x.brandname === 'Aq Other Brand')!.id;
    const res = await b.filtered({ filter: 'ACTIVATION', brandId: String(brandId), pid: '-1' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ queueName: 'ACTIVATION-CUSTOM', count: 2 });
    const got = await b.load('ACTIVATION-CUSTOM');
    expect(got.data.count).toBe(2);
    expect(otherBrandPIds).toContain(got.data.item?.product.pId);
    await b.skip(got.data.item!.product.pId, 'ACTIVATION-CUSTOM');
    const second = await b.load('ACTIVATION-CUSTOM');
    expect(otherBrandPIds).toContain(second.data.item?.product.pId);
    expect(second.data.item?.product.pId).not.toBe(got.data.item?.product.pId);
    // The only other one was skipped by b: nothing is handed straight back.
    const empty = await b.skip(second.data.item!.product.pId, 'ACTIVATION-CUSTOM');
    expect(empty.data.item).toBeNull();
    expect(empty.message).toBe(en(M.emptyCustomQueue));
    const del = await b.deleteCustom();
    expect(del.json().message).toBe(en(M.customQueueDeleted));
    expect((await b.load('ACTIVATION-CUSTOM')).data.exists).toBe(false);
    await sql`update activation_queue_items set skipped_by = null, skipped_until_utc = null`.execute(t.app.db);
  });

  it('hands a worker who held a product of the global queue the custom queue’s own product, and frees the other', async () => {
    const held = (await a.load()).data.item!.product.pId;
    expect(otherBrandPIds).not.toContain(held);
    const brands = (await t.app.inject({ method: 'GET', url: ACTIVATION_PATHS.brands, headers: people.workers[0]!.headers })).json()
      .data as { id: number; brandname: string }[];
    const brandId = brands.find((x) => x.brandname === 'Aq Other Brand')!.id;
    expect((await a.filtered({ filter: 'ACTIVATION', brandId: String(brandId), pid: '-1' })).statusCode).toBe(200);
    const custom = await a.load('ACTIVATION-CUSTOM');
    expect(otherBrandPIds).toContain(custom.data.item?.product.pId);
    // Loading it again keeps it; the global queue's product went back for a colleague.
    expect((await a.load('ACTIVATION-CUSTOM')).data.item?.product.pId).toBe(custom.data.item?.product.pId);
    expect((await d.load()).data.item?.product.pId).toBe(held);
    await a.deleteCustom();
    await t.app.db.updateTable('activation_queue_items').set({ lease_user_id: null, lease_expires_utc: null }).execute();
  });

  it('filters by encoder and by day', async () => {
    const byEncoder = await d.filtered({ createdBy: String(people.workers[1]!.id) });
    expect(byEncoder.json().data.count).toBe(2);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
    const days = (await t.app.inject({ method: 'GET', url: ACTIVATION_PATHS.days, headers: people.reader.headers })).json().data;
    expect(days[0]).toEqual({ createdate: today, noday: 0 });
    expect(days).toHaveLength(30);
    expect((await d.filtered({ encodedDate: today })).json().data.count).toBe(6);
    expect((await d.filtered({ encodedDate: '2001-01-01' })).statusCode).toBe(404);
    expect((await d.filtered({ encodedDate: '01/01/2001' })).statusCode).toBe(400);
    await d.deleteCustom();
  });

  it('lists users of designation 51 or 14 as encoders', async () => {
    await users.setDesignationId(t.app.db, people.workers[1]!.id, 51);
    await users.setDesignationId(t.app.db, people.workers[2]!.id, 14);
    await users.setDesignationId(t.app.db, people.reader.id, 7);
    const res = await t.app.inject({ method: 'GET', url: ACTIVATION_PATHS.encoders, headers: people.reader.headers });
    expect(res.json().data).toEqual([
      { UserID: people.workers[1]!.id, FirstName: 'AQA1', LastName: 'Tester' },
      { UserID: people.workers[2]!.id, FirstName: 'AQA2', LastName: 'Tester' },
    ]);
  });
});

describe('leases (two people never get the same product)', () => {
  it('hands colleagues different products, frees a product when its lease runs out, and refuses a stale holder', async () => {
    const first = await a.load();
    const second = await b.load();
    expect(first.data.item!.product.pId).not.toBe(second.data.item!.product.pId);
    await sql`update activation_queue_items set lease_expires_utc = now() - interval '1 second' where lease_user_id = ${people.workers[0]!.id}`.execute(
      t.app.db,
    );
    const third = await d.load();
    expect(third.data.item!.product.pId).toBe(first.data.item!.product.pId);
    const stale = await a.activate(first.data.item!.product.pId);
    expect(stale.status).toBe(409);
    expect(stale.message).toBe(en(M.notYours(first.data.item!.product.pId)));
    // An expired lease nobody took is still its holder's: the work is not lost.
    await sql`update activation_queue_items set lease_expires_utc = now() - interval '1 second' where lease_user_id = ${people.workers[1]!.id}`.execute(
      t.app.db,
    );
    expect((await b.load()).data.item!.product.pId).toBe(second.data.item!.product.pId);
  });

  it('keeps a skipped product from its skipper while others may take it; says no items left when nothing is free', async () => {
    // Leave only two products free: a holds one, b the other; everything else is taken out of the way.
    const held = [
      (await a.load()).data.item!.product.pId,
      (await b.load()).data.item!.product.pId,
      (await d.load()).data.item!.product.pId,
    ];
    await sql`update activation_queue_items set skipped_by = ${people.workers[0]!.id}, skipped_until_utc = now() + interval '1 hour'
      where lease_user_id is null`.execute(t.app.db);
    const skipped = await a.skip(held[0]!);
    expect(skipped.data.item).toBeNull();
    expect(skipped.message).toBe(en(M.noItemsLeft));
    expect(skipped.data.count).toBe(6);
    const taken = await d.skip(held[2]!);
    expect([held[0], ...pIds, ...otherBrandPIds]).toContain(taken.data.item?.product.pId);
    expect(taken.data.item?.product.pId).not.toBe(held[2]);
    await sql`update activation_queue_items set skipped_by = null, skipped_until_utc = null, lease_user_id = null, lease_expires_utc = null`.execute(
      t.app.db,
    );
  });
});

describe('activate (spec 001 §4)', () => {
  it('sets status and approve a, records who, company, language and when, and hands out the next', async () => {
    const got = await a.load();
    const pId = got.data.item!.product.pId;
    const res = await a.activate(pId);
    expect(res.status).toBe(200);
    expect(res.message).toBe(en(M.activated));
    expect(res.data.count).toBe(5);
    expect(res.data.item?.product.pId).not.toBe(pId);
    const view = await products.productDetails(t.app.db, pId);
    expect(view).toMatchObject({ status: 'a', approve: 'a', status_ar: 'i' });
    const record = await t.app.db.selectFrom('product_activations').selectAll().where('p_id', '=', pId).executeTakeFirstOrThrow();
    expect(record).toMatchObject({ lang: 'ENG', company: 'HO', created_by: people.workers[0]!.id, created_name: 'AQA0 Tester' });
    // Activating again is refused: it is nobody's any more.
    expect((await a.activate(pId)).status).toBe(409);
  });

  it('drops a product activated elsewhere (the wizard) instead of handing it out', async () => {
    await t.app.db.updateTable('activation_queue_items').set({ lease_user_id: null, lease_expires_utc: null }).execute();
    const next = (await d.load()).data.item!.product.pId;
    await d.skip(next);
    await sql`update activation_queue_items set skipped_by = null, skipped_until_utc = null, lease_user_id = null, lease_expires_utc = null`.execute(
      t.app.db,
    );
    const before = await a.count();
    const first = (await t.app.db.selectFrom('activation_queue_items').select('p_id').orderBy('rank').executeTakeFirstOrThrow()).p_id;
    await products.updateStatus(t.app.db, first, 'a', { userId: null, name: 'Wizard' });
    const got = await a.load();
    expect(got.data.item?.product.pId).not.toBe(first);
    expect(got.data.count).toBe(before - 1);
  });
});
