import { sql } from 'kysely';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVATION_MESSAGES as M } from '../../src/domain/activation/messages.ts';
import type { Msg } from '../../src/domain/words/words.ts';
import { say } from '../../server/plugins/words.ts';
import { ACTIVATION_PATHS, PRODUCT_ACTIVATION_PAGE, QUEUE_EVENTS } from '../../src/domain/activation/paths.ts';
import { PRODUCT_UPDATE_PAGE, UPDATE_PATHS } from '../../src/domain/activation/update-paths.ts';
import { PIM_PATHS } from '../../src/domain/catalogue/paths.ts';
import * as catalogue from '../../server/modules/catalogue/catalogue-seed.service.ts';
import * as products from '../../server/modules/catalogue/products.service.ts';
import { SYSTEM_ACTOR } from '../../server/shared/actor.ts';
import { makePng } from '../support/image-files.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestUser, type TestUser } from '../support/test-users.ts';
import { draftProducts, queueClient } from './activation-support.ts';
import { testCatalogue, type TestCatalogue } from './catalogue-support.ts';

/** A message as the server says it in English (the tests' requests send no Accept-Language). */
const en = (msg: Msg) => say(msg, 'en');

let t: TestApp;
let c: TestCatalogue;
let workers: TestUser[];
let reader: TestUser;
let activator: TestUser;
let admin: TestUser;
let a: ReturnType<typeof queueClient>;
let b: ReturnType<typeof queueClient>;
let arabicPIds: number[];
let studioPIds: number[];

let shade = 0;
const picture = () => makePng(60 + (shade++ % 150), 80);

/** Pictures of a kind attached to products now (studio ones of a UPC), as the image store keeps them. */
async function pictures(pIds: number[], kind: 'production' | 'studio') {
  const items = await Promise.all(
    pIds.map(async (pId) => ({ pId, upc: kind === 'studio' ? `UPC${pId}` : undefined, pictures: [await picture()] })),
  );
  if (kind === 'studio') await catalogue.addStudioPictures(t.app.db, t.config.DATA_DIR, items, SYSTEM_ACTOR);
  else await catalogue.addProductPictures(t.app.db, t.config.DATA_DIR, items, SYSTEM_ACTOR);
}

// An empty install: every product in the queues is the test's own.
beforeAll(async () => {
  t = await createTestApp({ SEED: 'none', DEMO_PASSWORD: 'Update-tests@2121-only' });
  c = await testCatalogue(t.app.db, 'Uq');
  const l2 = [{ page: PRODUCT_UPDATE_PAGE, level: 'L2' as const }];
  workers = [await createTestUser(t.app, 'UQA0', l2), await createTestUser(t.app, 'UQA1', l2)];
  reader = await createTestUser(t.app, 'UQR', [{ page: PRODUCT_UPDATE_PAGE, level: 'L1' }]);
  activator = await createTestUser(t.app, 'UQX', [{ page: PRODUCT_ACTIVATION_PAGE, level: 'L2' }]);
  admin = await createTestUser(t.app, 'UQADMIN', [], { isAdmin: true });
  [a, b] = workers.map((w) => queueClient(t.app, w, UPDATE_PATHS)) as [typeof a, typeof b];
  // Draft products in English and Arabic: the Arabic queue holds them (status_ar i).
  arabicPIds = await draftProducts(t.app.db, c, 4, SYSTEM_ACTOR);
  // Products whose studio shots are newer than their website images: the studio queue.
  studioPIds = await draftProducts(t.app.db, c, 3, SYSTEM_ACTOR);
  await pictures(studioPIds, 'production');
  await pictures(studioPIds, 'studio');
});
afterAll(async () => {
  sockets.forEach((s) => s.disconnect());
  await t.close();
});

const sockets: Socket[] = [];
const open = (origin: string, token: string) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(origin, { path: '/socket.io', transports: ['websocket'], auth: { token }, forceNew: true });
    sockets.push(socket);
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', reject);
  });

const activateArabic = (user: TestUser, body: object) =>
  t.app.inject({ method: 'POST', url: UPDATE_PATHS.activateArabic, payload: body, headers: user.headers });

describe('access (spec 001 §6: Product Update, L1 to read, L2 to work)', () => {
  it('refuses strangers and the activation page’s own grant, lets L1 read the count only, and wants a token', async () => {
    const asActivator = queueClient(t.app, activator, UPDATE_PATHS);
    const asReader = queueClient(t.app, reader, UPDATE_PATHS);
    expect((await asActivator.load('AR-ACTIVATION-GLOBAL')).status).toBe(403);
    expect((await asReader.load('AR-ACTIVATION-GLOBAL')).status).toBe(403);
    expect((await asReader.generate('AR-ACTIVATION')).statusCode).toBe(403);
    expect((await activateArabic(reader, { queueName: 'AR-ACTIVATION-GLOBAL', pid: arabicPIds[0], status_ar: 'a' })).statusCode).toBe(403);
    const count = await t.app.inject({
      method: 'GET',
      url: UPDATE_PATHS.count,
      query: { queueName: 'UPDATE-GLOBAL' },
      headers: reader.headers,
    });
    expect(count.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: UPDATE_PATHS.queue, query: { queueName: 'UPDATE-GLOBAL' } })).statusCode).toBe(401);
    // Each page works only its own queues, whatever the grants.
    expect((await a.load('ACTIVATION-GLOBAL')).status).toBe(400);
    expect((await a.generate('ACTIVATION')).statusCode).toBe(400);
    const onActivationPage = await t.app.inject({
      method: 'GET',
      url: ACTIVATION_PATHS.queue,
      query: { queueName: 'AR-ACTIVATION-GLOBAL' },
      headers: activator.headers,
    });
    expect(onActivationPage.statusCode).toBe(400);
  });
});

describe('the studio and Arabic queues (spec 001 §4 "Update and Arabic queues")', () => {
  it('holds studio shots newer than the website images in the studio queue and Arabic drafts in the Arabic one', async () => {
    expect((await a.load('UPDATE-GLOBAL')).message).toBe(en(M.noQueueData));
    expect((await a.generate('UPDATE')).json().data).toEqual({ queueName: 'UPDATE-GLOBAL', count: studioPIds.length });
    expect((await a.generate('AR-ACTIVATION')).json().data).toEqual({
      queueName: 'AR-ACTIVATION-GLOBAL',
      count: arabicPIds.length + studioPIds.length,
    });
    const first = await a.load('UPDATE-GLOBAL');
    expect(first.data.item?.product.pId).toBe(studioPIds[0]);
    expect(first.data.item?.images.filter((i) => i.kind === 'studio').map((i) => i.upc)).toEqual([`UPC${studioPIds[0]}`]);
  });

  it("needs a filter for a custom queue ('no filter'); is-stock alone counts; switching to global deletes it", async () => {
    const none = await a.filtered({ filter: 'UPDATE', pid: '-1', brandId: '', isTask: '', isStock: '' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(en(M.noFilter));
    expect((await a.filtered({ filter: 'UPDATE', isStock: '1' })).json().message).toBe(en(M.noData));
    const custom = await a.filtered({ filter: 'UPDATE', isStock: '0' });
    expect(custom.json().data).toEqual({ queueName: 'UPDATE-CUSTOM', count: studioPIds.length });
    expect((await a.load('UPDATE-CUSTOM')).data).toMatchObject({ exists: true, count: studioPIds.length });
    expect((await a.deleteCustom('UPDATE-CUSTOM')).json().message).toBe(en(M.customQueueDeleted));
    expect((await a.load('UPDATE-CUSTOM')).message).toBe(en(M.emptyCustomQueue));
    expect((await a.load('UPDATE-GLOBAL')).data.exists).toBe(true);
  });

  it('Next hands out another product, never the one a colleague holds nor straight back to its skipper', async () => {
    const mine = (await a.load('UPDATE-GLOBAL')).data.item!.product.pId;
    const theirs = (await b.load('UPDATE-GLOBAL')).data.item!.product.pId;
    expect(theirs).not.toBe(mine);
    const next = await a.skip(mine, 'UPDATE-GLOBAL');
    expect(next.status).toBe(200);
    const after = next.data.item!.product.pId;
    expect([mine, theirs]).not.toContain(after);
    // A's only other choice is the skipped one, kept from A: nothing left for A.
    const last = await a.skip(after, 'UPDATE-GLOBAL');
    expect(last.data.item).toBeNull();
    expect(last.message).toBe(en(M.noItemsLeft));
    expect((await b.skip(mine, 'UPDATE-GLOBAL')).status).toBe(409);
    // B may take what A skipped.
    expect((await b.skip(theirs, 'UPDATE-GLOBAL')).data.item!.product.pId).not.toBe(theirs);
  });

  it('takes a product out on Next once its studio shots are among the website images, and the count drops', async () => {
    const held = (await b.load('UPDATE-GLOBAL')).data.item!.product.pId;
    const before = await b.count('UPDATE-GLOBAL');
    // The studio shot taken into the website's images, as the image manager of the studio modal does.
    const shot = (await b.load('UPDATE-GLOBAL')).data.item!.images.find((i) => i.kind === 'studio')!;
    const attached = await t.app.inject({
      method: 'POST',
      url: PIM_PATHS.productImages,
      payload: { pId: held, imageIds: [shot.imageId] },
      headers: admin.headers,
    });
    expect(attached.statusCode, attached.body).toBe(201);
    await b.skip(held, 'UPDATE-GLOBAL');
    expect(await b.count('UPDATE-GLOBAL')).toBe(before - 1);
    const left = await sql<{
      n: number;
    }>`select count(*)::int as n from activation_queue_items where kind = 'UPDATE' and p_id = ${held}`.execute(t.app.db);
    expect(left.rows[0]!.n).toBe(0);
  });

  it("activates the Arabic of the product held (pid, status_ar 'a'): recorded as AR, the next handed out, the count one less", async () => {
    const held = (await a.load('AR-ACTIVATION-GLOBAL')).data.item!.product.pId;
    const before = await a.count('AR-ACTIVATION-GLOBAL');
    const res = await activateArabic(workers[0]!, { queueName: 'AR-ACTIVATION-GLOBAL', pid: held, status_ar: 'a' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(en(M.activated));
    expect(res.json().data.item.product.pId).not.toBe(held);
    expect(res.json().data.count).toBe(before - 1);
    const view = await products.requireProductDetails(t.app.db, held);
    expect({ status: view.status, approve: view.approve, status_ar: view.status_ar }).toEqual({
      status: 'i',
      approve: 'i',
      status_ar: 'a',
    });
    const recorded = await sql<{
      lang: string;
      created_name: string;
    }>`select lang, created_name from product_activations where p_id = ${held}`.execute(t.app.db);
    expect(recorded.rows).toEqual([{ lang: 'AR', created_name: 'UQA0 Tester' }]);
    // Once activated it is no longer anyone's to activate.
    expect((await activateArabic(workers[0]!, { queueName: 'AR-ACTIVATION-GLOBAL', pid: held, status_ar: 'a' })).statusCode).toBe(409);
  });

  it('refuses an Arabic activation of the wrong shape with a 400 naming the field, and one of a product not held with 409', async () => {
    const held = (await b.load('AR-ACTIVATION-GLOBAL')).data.item!.product.pId;
    const wrong = await activateArabic(workers[1]!, { queueName: 'AR-ACTIVATION-GLOBAL', pid: held, status_ar: 'i' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("Arabic status: Must be 'a'");
    const studio = await activateArabic(workers[1]!, { queueName: 'UPDATE-GLOBAL', pid: held, status_ar: 'a' });
    expect(studio.statusCode).toBe(400);
    expect(studio.json().message).toMatch(/^Queue: /);
    const drafts = await Promise.all(arabicPIds.map((p) => products.requireProductDetails(t.app.db, p)));
    const notHeld = drafts.find((p) => p.pId !== held && p.status_ar === 'i')!.pId;
    expect((await activateArabic(workers[1]!, { queueName: 'AR-ACTIVATION-GLOBAL', pid: notHeld, status_ar: 'a' })).statusCode).toBe(409);
    expect((await products.requireProductDetails(t.app.db, notHeld)).status_ar).toBe('i');
  });

  it("keeps each page's tasks apart: the update page refuses activation tasks", async () => {
    const pid = String(arabicPIds[0]);
    const own = await t.app.inject({
      method: 'GET',
      url: UPDATE_PATHS.tasks,
      query: { pid, type: 'AR-ACTIVATION' },
      headers: reader.headers,
    });
    expect(own.statusCode).toBe(200);
    const other = await t.app.inject({
      method: 'GET',
      url: UPDATE_PATHS.tasks,
      query: { pid, type: 'ACTIVATION' },
      headers: reader.headers,
    });
    expect(other.statusCode).toBe(400);
    const added = await t.app.inject({
      method: 'POST',
      url: UPDATE_PATHS.tasks,
      payload: { pId: arabicPIds[0], type: 'AR-ACTIVATION', title: 'Check the Arabic colour' },
      headers: workers[0]!.headers,
    });
    expect(added.statusCode, added.body).toBe(200);
    const activationTask = await t.app.inject({
      method: 'POST',
      url: ACTIVATION_PATHS.tasks,
      payload: { pId: arabicPIds[0], type: 'ACTIVATION', title: 'Price' },
      headers: activator.headers,
    });
    const id = activationTask.json().data.ID as number;
    const changed = await t.app.inject({
      method: 'PUT',
      url: UPDATE_PATHS.task(id),
      payload: { pId: arabicPIds[0], type: 'AR-ACTIVATION', title: 'Taken over', status: 'DONE' },
      headers: workers[0]!.headers,
    });
    expect(changed.statusCode).toBe(404);
  });

  it('sends the Arabic queue’s count live to its room, which only the update page’s grant may join', async () => {
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const watcher = await open(origin, reader.token);
    const joined = (await watcher.emitWithAck(QUEUE_EVENTS.join, { queueName: 'AR-ACTIVATION-GLOBAL' })) as { ok: boolean; count: number };
    expect(joined).toEqual({ ok: true, queueName: 'AR-ACTIVATION-GLOBAL', count: await a.count('AR-ACTIVATION-GLOBAL') });
    const outsider = await open(origin, activator.token);
    expect(await outsider.emitWithAck(QUEUE_EVENTS.join, { queueName: 'AR-ACTIVATION-GLOBAL' })).toMatchObject({ ok: false });
    const pushed = new Promise<{ queueName: string; count: number }>((resolve) =>
      watcher.on(
        QUEUE_EVENTS.count,
        (message: { queueName: string; count: number }) => message.count === joined.count - 1 && resolve(message),
      ),
    );
    const pid = (await a.load('AR-ACTIVATION-GLOBAL')).data.item!.product.pId;
    expect((await activateArabic(workers[0]!, { queueName: 'AR-ACTIVATION-GLOBAL', pid, status_ar: 'a' })).statusCode).toBe(200);
    expect(await pushed).toEqual({ queueName: 'AR-ACTIVATION-GLOBAL', count: joined.count - 1 });
  });
});
