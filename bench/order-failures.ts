/**
 * The order failure list (spec 001 §7) with ORDERS (default 100,000) failed orders: p95 of POST
 * /api/customer/order-failures/list through the real app (routing, sign-in check, zod, the paged
 * read and its count), goal ≤ 50 ms, for each filter staff use: none (the first page), the
 * Inventory failure checkbox, an order date, an order id, and a page deep in the list. On an
 * in-memory PGlite, and on PostgreSQL when TEST_DATABASE_URL is set (a fresh database there, dropped
 * after). `node --import tsx bench/order-failures.ts`; prints JSON.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { FAILURE_REMARKS } from '../src/domain/orders/constants.ts';
import { ORDER_PATHS } from '../src/domain/orders/paths.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { connectDatabase, type Db } from '../server/db/connect.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { seedOnFirstStart } from '../server/seed/run.ts';
import { seededRandom } from '../server/seed/seeded-random.ts';
import { onFreshDatabase } from './fresh-database.ts';

const ORDERS = Number(process.env.ORDERS ?? 100_000);
const REQUESTS = Number(process.env.REQUESTS ?? 500);
const PASSWORD = 'Bench@2121x';
const DAYS = 365;

/** ORDERS failed orders over the last DAYS days, 2 items each, in every state and remark; answers what they span. */
async function fill(db: Db): Promise<void> {
  const remarks = sql.raw(`array[${FAILURE_REMARKS.map((r) => `'${r}'`).join(', ')}]`);
  // Most orders are listed (FAILED); one in ten was submitted or deleted since, as in a live system.
  await sql`
    insert into failed_orders (cust_id, order_id, order_date_utc, shipping_name, shipping_address, shipping_country,
      transaction_amount, delivery_type, payment_mode, payment_status, remarks, shipment_id, awb_no, state, created_name)
    select 10000 + n % 90000, 'BENCH' || n, now() - (n % ${DAYS}) * interval '1 day' - (n % 86400) * interval '1 second',
      'Bench Customer ' || n % 500, 'Villa ' || n % 300 || ', Dubai Marina, Dubai', 'United Arab Emirates',
      (n % 900) + 49.5, 'EXPRESS', 'CARD', n % 3, (${remarks})[1 + n % ${FAILURE_REMARKS.length}], 800000 + n, 'AWBB' || n,
      case when n % 10 = 0 then 'SUBMITTED' else 'FAILED' end, 'bench'
    from generate_series(1, ${ORDERS}::integer) as n`.execute(db);
  await sql`
    insert into failed_order_items (failed_order_id, p_id, upc, quantity, hs_code, transaction_total, created_name)
    select f.id, 1, 'BUPC' || (f.id * 2 + k) % 5000, 1, '640411', 99.5, 'bench'
    from failed_orders f cross join generate_series(0, 1) as k where f.order_id like 'BENCH%'`.execute(db);
}

async function measure(kind: 'pglite' | 'postgres', db: Db) {
  await migrateToLatest(db);
  await seedOnFirstStart(db, { kind: 'demo', password: PASSWORD, dataCentre: 'uae' });
  await fill(db);
  await sql`analyze`.execute(db);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-orders-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    DEMO_PASSWORD: PASSWORD,
    STATIC_DIR: join(dataDir, 'none'),
  });
  const app = await buildApp({ config, db, logger: false });
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/adminpanel/user/login',
      payload: { username: 'office', password: PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json().data.token}` };
    const random = seededRandom(18);
    const day = () => new Date(Date.now() - Math.floor(random() * DAYS) * 86_400_000).toISOString().slice(0, 10);
    const FILTERS: Record<string, () => { body: object; index: number }> = {
      firstPage: () => ({ body: {}, index: 1 }),
      inventoryFailure: () => ({ body: { remarks: 'INVENTORY_NOT_AVAILABLE' }, index: 1 }),
      orderDate: () => ({ body: { orderDate: day() }, index: 1 }),
      orderId: () => ({ body: { orderId: `bench${1 + Math.floor(random() * ORDERS)}` }, index: 1 }),
      page50: () => ({ body: {}, index: 50 }),
    };
    const call = async (make: () => { body: object; index: number }) => {
      const { body, index } = make();
      const res = await app.inject({
        method: 'POST',
        url: ORDER_PATHS.list,
        query: { index: String(index), pageSize: '10' },
        payload: body,
        headers,
      });
      if (res.statusCode !== 200) throw new Error(`list call failed: ${res.statusCode} ${res.body}`);
    };
    const figures = async (make: () => { body: object; index: number }) => {
      for (let i = 0; i < 50; i++) await call(make); // warm-up: JIT, prepared statements, caches
      const timings: number[] = [];
      for (let i = 0; i < REQUESTS; i++) {
        const started = performance.now();
        await call(make);
        timings.push(performance.now() - started);
      }
      const exact = [...timings].sort((a, b) => a - b);
      const at = (q: number) => Number(exact[Math.ceil(q * exact.length) - 1]!.toFixed(2));
      return { p50Ms: at(0.5), p95Ms: at(0.95), maxMs: Number(exact.at(-1)!.toFixed(1)) };
    };
    const lists: Record<string, Awaited<ReturnType<typeof figures>>> = {};
    for (const [name, make] of Object.entries(FILTERS)) lists[name] = await figures(make);
    const { total } = await db
      .selectFrom('failed_orders')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    return {
      database: kind,
      failedOrders: Number(total),
      requestsPerFilter: REQUESTS,
      goalP95Ms: 50,
      lists,
      loadAverage: loadavg().map((l) => Number(l.toFixed(1))),
      cpus: cpus().length,
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = [];
results.push(await measure('pglite', (await connectDatabase({})).db));
const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  results.push(await onFreshDatabase(serverUrl, 'bench_orders', async (url) => measure('postgres', (await connectDatabase({ url })).db)));
}
console.log(JSON.stringify({ bench: 'order-failures', orders: ORDERS, results }, null, 2));
