import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { activationUsers, draftProducts, queueClient } from './activation-support.ts';
import { testCatalogue } from './catalogue-support.ts';

const WORKERS = 10;
const REQUESTS = 1000;
const ROUNDS = 20;

let t: TestApp;
let clients: ReturnType<typeof queueClient>[];
let people: Awaited<ReturnType<typeof activationUsers>>;

beforeAll(async () => {
  t = await createTestApp({ SEED: 'none', DEMO_PASSWORD: 'Queue-races@2121-only' });
  const c = await testCatalogue(t.app.db, 'Ar');
  people = await activationUsers(t.app, 'AR', WORKERS);
  clients = people.workers.map((w) => queueClient(t.app, w));
  await draftProducts(t.app.db, c, WORKERS * (ROUNDS + 2), { userId: people.workers[0]!.id, name: 'ARA0 Tester' });
  expect((await clients[0]!.generate()).statusCode).toBe(200);
});
afterAll(() => t.close());

describe('ten colleagues at once (two people never get the same product)', () => {
  it(`answers ${REQUESTS} concurrent next-product requests from ${WORKERS} users with one product per user, never one product twice`, async () => {
    const replies = await Promise.all(Array.from({ length: REQUESTS }, (_, n) => clients[n % WORKERS]!.load()));
    const byUser = new Map<number, Set<number>>();
    replies.forEach((reply, n) => {
      expect(reply.status).toBe(200);
      const pId = reply.data.item!.product.pId;
      const set = byUser.get(n % WORKERS) ?? new Set<number>();
      set.add(pId);
      byUser.set(n % WORKERS, set);
    });
    // Every request of one user answers the same product (one lease each) ...
    for (const held of byUser.values()) expect(held.size).toBe(1);
    // ... and no product is held by two users.
    const all = [...byUser.values()].map((s) => [...s][0]);
    expect(new Set(all).size).toBe(WORKERS);
    const leases = await t.app.db
      .selectFrom('activation_queue_items')
      .select(['p_id', 'lease_user_id'])
      .where('lease_user_id', 'is not', null)
      .execute();
    expect(leases).toHaveLength(WORKERS);
  }, 180_000);

  it(`hands every product out once while ${WORKERS} users activate and skip ${ROUNDS} times each at the same time`, async () => {
    const handed: number[][] = people.workers.map(() => []);
    await Promise.all(
      clients.map(async (client, w) => {
        let reply = await client.load();
        for (let round = 0; round < ROUNDS; round++) {
          const pId = reply.data.item!.product.pId;
          handed[w]!.push(pId);
          reply = round % 4 === 3 ? await client.skip(pId) : await client.activate(pId);
          expect(reply.status, reply.message).toBe(200);
        }
      }),
    );
    const activated = handed.flatMap((list) => list.filter((_, round) => round % 4 !== 3));
    expect(new Set(activated).size).toBe(activated.length);
    const records = await t.app.db.selectFrom('product_activations').select('p_id').execute();
    expect(records).toHaveLength(activated.length);
    expect(new Set(records.map((r) => r.p_id))).toEqual(new Set(activated));
    // A product held by one user at a moment never reached another before it was let go: no
    // product was activated twice, and every skipped one was skipped by one user only.
    const skipped = handed.flatMap((list) => list.filter((_, round) => round % 4 === 3));
    expect(new Set(skipped).size).toBe(skipped.length);
  }, 180_000);
});
