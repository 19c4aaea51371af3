import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVATION_PATHS } from '../../src/domain/activation/paths.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { activationUsers, draftProducts, queueClient } from './activation-support.ts';
import { testCatalogue } from './catalogue-support.ts';

let t: TestApp;
let people: Awaited<ReturnType<typeof activationUsers>>;
let a: ReturnType<typeof queueClient>;
let b: ReturnType<typeof queueClient>;
let pIds: number[];

beforeAll(async () => {
  t = await createTestApp({ SEED: 'none', DEMO_PASSWORD: 'Queue-counts@2121-only' });
  const c = await testCatalogue(t.app.db, 'Qc');
  people = await activationUsers(t.app, 'QC', 2);
  [a, b] = people.workers.map((w) => queueClient(t.app, w)) as [typeof a, typeof b];
  pIds = await draftProducts(t.app.db, c, 12, { userId: people.workers[0]!.id, name: 'QCA0 Tester' });
});
afterAll(() => t.close());

/** The rows each queue holds, counted the slow way. */
async function counted() {
  const global = await sql<{ n: number }>`select count(*)::int as n from activation_queue_items where kind = 'ACTIVATION'`.execute(
    t.app.db,
  );
  const custom = await sql<{
    n: number;
  }>`select count(*)::int as n from activation_custom_items c join activation_queues q on q.id = c.queue_id
    where q.owner_id = ${people.workers[1]!.id}`.execute(t.app.db);
  return { global: global.rows[0]!.n, custom: custom.rows[0]!.n };
}

/** The counts the queue answers agree with its rows. */
async function agree(expected: { global: number; custom: number }) {
  expect(await counted()).toEqual(expected);
  expect(await a.count('ACTIVATION-GLOBAL')).toBe(expected.global);
  expect(await b.count('ACTIVATION-CUSTOM')).toBe(expected.custom);
}

describe('queue counts kept as the queues change (migration 0024)', () => {
  it('match the rows through generating, custom queues, activate, reject, skip, fix, a deleted product and switching to global', async () => {
    expect((await a.generate()).json().data.count).toBe(12);
    // B's custom queue: one product, by its PID.
    const custom = await b.filtered({ filter: 'ACTIVATION', pid: String(pIds[11]) });
    expect(custom.statusCode, custom.body).toBe(200);
    await agree({ global: 12, custom: 1 });

    // A works the global queue: activate, reject, skip.
    let held = (await a.load()).data.item!.product.pId;
    held = (await a.activate(held)).data.item!.product.pId;
    const rejected = await a.reject({ pId: held, assignTo: 'DEPARTMENT', department: 'STUDIO', reason: 'Pullout', description: 'Gone' });
    expect(rejected.status, rejected.message).toBe(200);
    held = rejected.data.item!.product.pId;
    expect((await a.skip(held)).status).toBe(200);
    await agree({ global: 10, custom: 1 });

    // B activates the product of its custom queue: both counts move.
    const mine = await b.load('ACTIVATION-CUSTOM');
    expect(mine.data.item!.product.pId).toBe(pIds[11]);
    expect((await b.activate(pIds[11]!, 'ACTIVATION-CUSTOM')).status).toBe(200);
    await agree({ global: 9, custom: 0 });

    // The rejection fixed: back in the queue.
    const [rejection] = (
      await t.app.inject({ method: 'POST', url: ACTIVATION_PATHS.rejections, payload: {}, headers: people.reader.headers })
    ).json().data.records as { id: number }[];
    const fixed = await t.app.inject({
      method: 'PUT',
      url: ACTIVATION_PATHS.fixRejection(rejection!.id),
      payload: { remarks: 'Back' },
      headers: people.workers[0]!.headers,
    });
    expect(fixed.json().data).toEqual({ requeued: true });
    await agree({ global: 10, custom: 0 });

    // A product deleted from the catalogue leaves the queue with its rows (a cascade).
    const free = (await counted()).global;
    await sql`delete from products where p_id = ${pIds[10]!}`.execute(t.app.db);
    await agree({ global: free - 1, custom: 0 });

    // Generating again adds nothing twice; a new custom queue replaces the old; switching to global drops it.
    expect((await a.generate()).json().data.count).toBe(free - 1);
    expect((await b.filtered({ filter: 'ACTIVATION', createdBy: String(people.workers[0]!.id) })).statusCode).toBe(200);
    await agree({ global: free - 1, custom: free - 1 });
    expect((await b.deleteCustom()).statusCode).toBe(200);
    await agree({ global: free - 1, custom: 0 });
  });
});
