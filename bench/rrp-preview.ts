/**
 * The RRP rule preview at full size (issue 19 goal on PostgreSQL: p95 ≤ 100 ms): how many products
 * a rule selects and the first page of them, with PRODUCTS (default 100,000) products beside the
 * demo seed and UPCS_PER_PRODUCT (default 3) stock items each, group codes spread over 50 codes.
 * `DATABASE_URL=postgres://…/empty_db node --import tsx bench/rrp-preview.ts` (PostgreSQL only).
 * Prints JSON. The rows are written straight into the database, then vacuumed and analysed as
 * autovacuum would soon after such a load (a catalogue staff query is not one just bulk-loaded);
 * the previews go through the real server over HTTP as the screen calls them. `serverMs` is the
 * server's own time per preview, read from its request log.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { PRICING_PATHS } from '../src/domain/pricing/paths.ts';
import { insertBenchProducts } from './bench-products.ts';
import { load } from './load.ts';
import { spreadMs } from './stats.ts';
import { startServer } from './gatekeeper-setup.ts';

const PRODUCTS = Number(process.env.PRODUCTS ?? 100_000);
const UPCS_PER_PRODUCT = Number(process.env.UPCS_PER_PRODUCT ?? 3);
const REQUESTS = Number(process.env.REQUESTS ?? 1000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 4);
const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) throw new Error('DATABASE_URL must name a PostgreSQL database (an empty one: the server seeds it)');

// The demo pictures drawn in the background after a first start would share the cores with the previews.
process.env.SEED_IMAGES ??= '0';
/** Median and p95 of the server's own time for the previews it logged ('request completed', responseTime). */
function serverTimes(log: string) {
  const times = log
    .split('\n')
    .filter((line) => line.includes('request completed') && line.includes(PRICING_PATHS.rrpPreview))
    .map((line) => (JSON.parse(line) as { responseTime: number }).responseTime);
  return times.length ? spreadMs(times) : null;
}

const server = await startServer(CONCURRENCY);
const db = new pg.Client({ connectionString: url });
await db.connect();
try {
  const fillStarted = performance.now();
  // Bench products have styles RRPB…; a rerun on the same database reuses them.
  const { rows: have } = await db.query<{ n: string }>(`select count(*) as n from products where style like 'RRPB%'`);
  if (Number(have[0]!.n) < PRODUCTS) {
    await insertBenchProducts(db, Number(have[0]!.n), PRODUCTS - 1, {
      name: "'RRP bench product ' || g",
      style: "'RRPB' || lpad(g::text, 7, '0')",
      current_price: '50 + (g % 950)',
    });
    await db.query(
      `insert into stock_items (p_id, upc, item_code, group_code, created_name)
       select p.p_id, 'RB' || lpad(p.p_id::text, 8, '0') || u, p.style || '-' || u, 'GC-RB' || (p.p_id % 50), 'bench'
       from products p, generate_series(1, $1::int) u
       where p.style like 'RRPB%' and not exists (select 1 from stock_items s where s.p_id = p.p_id)`,
      [UPCS_PER_PRODUCT],
    );
  }
  await db.query('vacuum analyze products, stock_items, brands, categories');
  const fillSeconds = Number(((performance.now() - fillStarted) / 1000).toFixed(1));
  const { rows: counts } = await db.query<{ products: string }>(`select count(*) as products from products`);
  const { rows: brands } = await db.query<{ brand_name: string }>(`select brand_name from brands order by id limit 20`);
  const { rows: departments } = await db.query<{ name: string }>(`select distinct name from categories limit 10`);
  const { rows: mains } = await db.query<{ id: number }>(`select id from main_categories`);

  const office = server.as(await server.tokenOf('office'));
  const pick = <T>(list: T[], i: number) => list[i % list.length]!;
  const percent = { field: 'price_increase_percentage_to_rrp', operator: 'between', value: [5, 15] };
  const previewOf = (tree: object) => office(PRICING_PATHS.rrpPreview, { jsonTree: JSON.stringify(tree), pageSize: 10 });
  const previews: Record<string, (i: number) => Promise<{ ok: boolean }>> = {
    oneBrand: (i) =>
      previewOf({ combinator: 'and', rules: [{ field: 'brand', operator: '=', value: pick(brands, i).brand_name }, percent] }),
    brandsAndDepartment: (i) =>
      previewOf({
        combinator: 'and',
        rules: [
          { field: 'brand', operator: 'in', value: [pick(brands, i).brand_name, pick(brands, i + 1).brand_name] },
          { field: 'department', operator: '=', value: pick(departments, i).name },
          percent,
        ],
      }),
    groupCode: (i) => previewOf({ combinator: 'and', rules: [{ field: 'groupCode', operator: '=', value: `GC-RB${i % 50}` }, percent] }),
    notMainCategoryOrGroupCode: (i) =>
      previewOf({
        combinator: 'or',
        rules: [
          { field: 'mainCategory', operator: '!=', value: pick(mains, i).id },
          { field: 'groupCode', operator: '!=', value: `GC-RB${i % 50}` },
        ],
      }),
  };
  const results: Record<string, unknown> = {};
  for (const [name, read] of Object.entries(previews)) {
    await load(Math.min(100, REQUESTS), CONCURRENCY, read); // warm
    const logFrom = readFileSync(server.logFile, 'utf8').length;
    const cpu = await server.meter.start();
    const measured = { ...(await load(REQUESTS, CONCURRENCY, read)), ...(await cpu(REQUESTS)) };
    results[name] = { ...measured, serverMs: serverTimes(readFileSync(server.logFile, 'utf8').slice(logFrom)) };
  }
  console.log(
    JSON.stringify(
      {
        benchmark: 'rrp-preview',
        database: server.database,
        products: Number(counts[0]!.products),
        fillSeconds,
        concurrency: CONCURRENCY,
        setup: server.setup(),
        goal: 'p95 ≤ 100 ms each on PostgreSQL',
        previews: results,
      },
      null,
      2,
    ),
  );
} finally {
  await db.end();
  await server.stop();
}
