/**
 * The activation queue at full size (issue 17 goal on PostgreSQL, 10 concurrent users: next
 * product p95 ≤ 50 ms, activate-and-next p95 ≤ 80 ms), with PRODUCTS (default 100,000) Draft
 * products queued beside the demo seed. `DATABASE_URL=postgres://…/empty_db node --import tsx
 * bench/activation-queue.ts` (PostgreSQL only). Prints JSON. Products and the activators are
 * written straight into the database (generate_series); the queue is generated and worked through
 * the real server over HTTP, as the screen calls it.
 */
import pg from 'pg';
import { ACTIVATION_PATHS, PRODUCT_ACTIVATION_PAGE } from '../src/domain/activation/paths.ts';
import { insertBenchProducts } from './bench-products.ts';
import { startServer } from './gatekeeper-setup.ts';
import { spreadMs } from './stats.ts';

const PRODUCTS = Number(process.env.PRODUCTS ?? 100_000);
const USERS = Number(process.env.USERS ?? 10);
const ROUNDS = Number(process.env.ROUNDS ?? 100);
const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) throw new Error('DATABASE_URL must name a PostgreSQL database (an empty one: the server seeds it)');
// The demo's pictures are drawn in the server's background after a first start (seconds of CPU on
// these cores); they are not what is measured, so none unless asked for.
process.env.SEED_IMAGES ??= '0';

const server = await startServer(USERS);
const db = new pg.Client({ connectionString: url });
await db.connect();
try {
  const fillStarted = performance.now();
  const { rows: have } = await db.query<{ n: string }>(`select count(*) as n from products where style like 'AQB%'`);
  if (Number(have[0]!.n) < PRODUCTS) {
    // Draft products on a real path of the seeded tree and a seeded brand.
    await insertBenchProducts(db, Number(have[0]!.n), PRODUCTS - 1, {
      name: "'Queue bench ' || g",
      ar_name: "'منتج ' || g",
      style: "'AQB' || lpad(g::text, 7, '0')",
    });
  }
  // The activators: copies of the demo administrator's sign-in, each granted L2 on the queue.
  await db.query(
    `insert into users (employee_no, email, first_name, last_name, password_hash, enabled, data_centre)
     select 'aqbench' || g, 'aqbench' || g || '@bench.panel', 'Bench', 'Activator ' || g, u.password_hash, true, u.data_centre
     from generate_series(1, $1::int) g, users u
     where u.employee_no = 'admin' and not exists (select 1 from users x where x.employee_no = 'aqbench' || g)`,
    [USERS],
  );
  await db.query(
    `insert into user_grants (user_id, page, level) select id, $1, 'L2' from users
     where employee_no like 'aqbench%' and not exists (select 1 from user_grants g where g.user_id = users.id and g.page = $1)`,
    [PRODUCT_ACTIVATION_PAGE],
  );
  await db.query('analyze');
  const admin = server.as(await server.tokenOf('admin'));
  const generated = await admin(`${ACTIVATION_PATHS.generate}?filter=ACTIVATION`, undefined, 'GET');
  if (!generated.ok) throw new Error(`generate: ${generated.status} ${generated.text()}`);
  const queued = generated.json<{ data: { count: number } }>().data.count;
  const fillSeconds = Number(((performance.now() - fillStarted) / 1000).toFixed(1));

  const workers = await Promise.all(Array.from({ length: USERS }, async (_, n) => server.as(await server.tokenOf(`aqbench${n + 1}`))));
  const next: number[] = [];
  const activateAndNext: number[] = [];
  let failures = 0;
  const queue = `${ACTIVATION_PATHS.queue}?queueName=ACTIVATION-GLOBAL`;
  type QueueReply = { data: { item: { product: { pId: number } } | null } };
  const held = (reply: { ok: boolean; json: <T>() => T }) => (reply.ok ? reply.json<QueueReply>().data.item?.product.pId : undefined);
  const cpu = await server.meter.start();
  await Promise.all(
    workers.map(async (call) => {
      let pId = held(await call(queue, undefined, 'GET'));
      for (let round = 0; round < ROUNDS && pId !== undefined; round++) {
        // Next: Skip lets go of the product held and hands out the next one.
        let t0 = performance.now();
        const skipped = await call(ACTIVATION_PATHS.skip, { queueName: 'ACTIVATION-GLOBAL', pId });
        next.push(performance.now() - t0);
        pId = held(skipped);
        if (pId === undefined) break;
        t0 = performance.now();
        const done = await call(ACTIVATION_PATHS.activate, { queueName: 'ACTIVATION-GLOBAL', pId });
        activateAndNext.push(performance.now() - t0);
        pId = held(done);
      }
      if (pId === undefined) failures++;
    }),
  );
  // CPU per answer: a cost that, unlike the times, hardly moves with what else the machine runs.
  const cpuPerAnswer = await cpu(next.length + activateAndNext.length);
  console.log(
    JSON.stringify(
      {
        benchmark: 'activation-queue',
        database: server.database,
        queued,
        fillSeconds,
        users: USERS,
        rounds: ROUNDS,
        setup: server.setup(),
        goal: 'next product p95 ≤ 50 ms, activate-and-next p95 ≤ 80 ms on PostgreSQL at 10 concurrent users',
        failures,
        nextProduct: spreadMs(next),
        activateAndNext: spreadMs(activateAndNext),
        cpuPerAnswer,
      },
      null,
      2,
    ),
  );
} finally {
  await db.end();
  await server.stop();
}
