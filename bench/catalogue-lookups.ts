/**
 * The catalogue's reads at full size (issue 14 goal on PostgreSQL: p95 ≤ 20 ms each): product by
 * PID, stock by PID, by style and by UPC, and the category lookups, with PRODUCTS (default
 * 100,000) products and UPCS_PER_PRODUCT (default 4) UPCs each beside the demo seed.
 * `DATABASE_URL=postgres://…/empty_db npm run bench:catalogue` (PostgreSQL only). Prints JSON.
 * The rows are written straight into the database (generate_series), the reads go through the
 * real server over HTTP as the office screens call them.
 */
import pg from 'pg';
import { PIM_PATHS } from '../src/domain/catalogue/paths.ts';
import { STOCK_PATHS } from '../src/domain/stock/paths.ts';
import { insertBenchProducts } from './bench-products.ts';
import { load } from './load.ts';
import { startServer } from './gatekeeper-setup.ts';

const PRODUCTS = Number(process.env.PRODUCTS ?? 100_000);
const UPCS_PER_PRODUCT = Number(process.env.UPCS_PER_PRODUCT ?? 4);
const REQUESTS = Number(process.env.REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 4);
const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) throw new Error('DATABASE_URL must name a PostgreSQL database (an empty one: the server seeds it)');

const server = await startServer(CONCURRENCY);
const db = new pg.Client({ connectionString: url });
await db.connect();
try {
  const fillStarted = performance.now();
  // Bench products have styles BNCH…; a rerun on the same database reuses them.
  const { rows: have } = await db.query<{ n: string }>(`select count(*) as n from products where style like 'BNCH%'`);
  if (Number(have[0]!.n) < PRODUCTS) {
    // Every product on a real path of the seeded tree and a seeded brand; two products (variants) per style.
    await insertBenchProducts(db, Number(have[0]!.n), PRODUCTS - 1, {
      name: "'Bench product ' || g",
      ar_name: "'منتج ' || g",
      style: "'BNCH' || lpad((g / 2)::text, 6, '0')",
      variant: "case when g % 2 = 1 then 'V' else '' end",
    });
    await db.query(
      `insert into stock_items (p_id, upc, item_code, item_name, size_info, created_name)
       select p.p_id, 'BN' || lpad(p.p_id::text, 8, '0') || u, p.style || '-' || u, p.name, 'Bench', 'bench'
       from products p, generate_series(1, $1::int) u
       where p.style like 'BNCH%' and not exists (select 1 from stock_items s where s.p_id = p.p_id)`,
      [UPCS_PER_PRODUCT],
    );
    await db.query('analyze');
  }
  const fillSeconds = Number(((performance.now() - fillStarted) / 1000).toFixed(1));
  const counts = (
    await db.query<{ products: string; upcs: string }>(
      `select (select count(*) from products) as products, (select count(*) from stock_items) as upcs`,
    )
  ).rows[0]!;
  const { rows: pids } = await db.query<{ p_id: number; style: string; variant: string }>(
    `select p_id, style, variant from products where style like 'BNCH%' order by random() limit 500`,
  );
  const { rows: upcs } = await db.query<{ upc: string }>(`select upc from stock_items order by random() limit 500`);
  const { rows: cats } = await db.query<{ id: number; main: number; parent: number }>(
    `select id, main_category_id as main, parent_category_id as parent from categories`,
  );
  const { rows: subs } = await db.query<{ id: number; cat: number }>(`select id, category_id as cat from sub_categories`);

  const office = server.as(await server.tokenOf('office'));
  const pick = <T>(list: T[], i: number) => list[i % list.length]!;
  const get = (path: string, query: Record<string, string | number>) =>
    office(`${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, undefined, 'GET');

  const reads: Record<string, (i: number) => Promise<{ ok: boolean }>> = {
    productByPid: (i) => get(PIM_PATHS.productDetails, { pId: pick(pids, i).p_id }),
    stockByPid: (i) => get(STOCK_PATHS.stockInfo, { pId: pick(pids, i).p_id }),
    stockByStyle: (i) => get(STOCK_PATHS.stockInfoByStyle, { style: pick(pids, i).style }),
    stockInTransitByUpc: (i) => office(`${STOCK_PATHS.stockInTransitList}?index=1&pageSize=10`, { upc: pick(upcs, i).upc }),
    mainCategories: () => get(PIM_PATHS.mainCategories, { index: 1, pageSize: 100 }),
    categoriesOfMainAndParent: (i) => get(PIM_PATHS.categories, { mid: pick(cats, i).main, pcatId: pick(cats, i).parent }),
    subCategoriesOfCategory: (i) => get(PIM_PATHS.subCategories, { catId: pick(cats, i).id }),
    attributesOfSubCategory: (i) => get(PIM_PATHS.attributes, { subCatId: pick(subs, i).id }),
    brands: () => get(PIM_PATHS.brands, { index: 1, pageSize: 1000 }),
  };
  const results: Record<string, unknown> = {};
  for (const [name, read] of Object.entries(reads)) {
    await load(200, CONCURRENCY, read); // warm
    const cpu = await server.meter.start();
    results[name] = { ...(await load(REQUESTS, CONCURRENCY, read)), ...(await cpu(REQUESTS)) };
  }
  console.log(
    JSON.stringify(
      {
        benchmark: 'catalogue-lookups',
        database: server.database,
        products: Number(counts.products),
        upcs: Number(counts.upcs),
        fillSeconds,
        concurrency: CONCURRENCY,
        setup: server.setup(),
        goal: 'p95 ≤ 20 ms each on PostgreSQL',
        reads: results,
      },
      null,
      2,
    ),
  );
} finally {
  await db.end();
  await server.stop();
}
