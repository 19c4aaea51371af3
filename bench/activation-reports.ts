/**
 * PID Activation Details and the Product Activation Report with a year of activations (ACTIVATIONS,
 * default 150,000: about 400 a day across the companies, both languages and 23 activators) beside
 * the demo's. `DATABASE_URL=postgres://…/empty_db node --import tsx bench/activation-reports.ts`
 * (PostgreSQL only). Prints JSON. The activations are written straight into the database; the
 * calls go through the real server over HTTP as the screens make them, as the office user (L1; the
 * report starts from their company, HO).
 */
import pg from 'pg';
import { ACTIVATION_REPORT_PATHS as P } from '../src/domain/activation/reports.ts';
import { today } from '../src/domain/day-bounds.ts';
import { load } from './load.ts';
import { startServer } from './gatekeeper-setup.ts';

const ACTIVATIONS = Number(process.env.ACTIVATIONS ?? 150_000);
const REQUESTS = Number(process.env.REQUESTS ?? 300);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 4);
const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) throw new Error('DATABASE_URL must name a PostgreSQL database (an empty one: the server seeds it)');
process.env.SEED_IMAGES ??= '0';

const server = await startServer(CONCURRENCY);
const db = new pg.Client({ connectionString: url });
await db.connect();
try {
  const fillStarted = performance.now();
  // Bench activators are 'Bench activator n'; a rerun on the same database reuses their year.
  const { rows: have } = await db.query<{ n: string }>(
    `select count(*) as n from product_activations where created_name like 'Bench activator %'`,
  );
  if (Number(have[0]!.n) < ACTIVATIONS) {
    await db.query(
      `with pool as (select array_agg(p_id) as ids from (select p_id from products order by p_id limit 1000) x)
       insert into product_activations (p_id, company, lang, created_name, created_date_utc)
       select pool.ids[1 + g % array_length(pool.ids, 1)], (array['BFL', 'HO', 'FREELANCER'])[1 + (g % 7) % 3],
         (array['ENG', 'AR'])[1 + (g % 5) % 2], 'Bench activator ' || (g % 23), now() - make_interval(secs => g * (365 * 86400 / $1::int))
       from generate_series(1, $1::int) g, pool`,
      [ACTIVATIONS],
    );
    await db.query('vacuum analyze product_activations');
  }
  const fillSeconds = Number(((performance.now() - fillStarted) / 1000).toFixed(1));
  const { rows: counted } = await db.query<{ n: string }>(`select count(*) as n from product_activations`);

  const office = server.as(await server.tokenOf('office'));
  const day = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
  const page = (path: string, body: object, index = 1) => office(`${path}?index=${index}&pageSize=10`, body);
  const calls: Record<string, (i: number) => Promise<{ ok: boolean }>> = {
    reportOwnCompanyYear: () => page(P.report, { lang: 'SELECT', fromDate: '', toDate: '' }),
    reportEveryCompanyYear: () => page(P.report, { company: '', lang: 'SELECT', fromDate: '', toDate: '' }),
    reportEveryCompanyMonthPage3: () => page(P.report, { company: '', lang: 'SELECT', fromDate: day(29), toDate: today('Asia/Dubai') }, 3),
    detailsOfADay: (i) => page(P.details, { date: day(1 + (i % 300)), company: 'HO', lang: 'ENG', createdName: '' }),
    pidDetailsFirstPage: () => page(P.pidDetails, { company: '', lang: 'SELECT', createdName: '', createdDate: '', pId: -1 }),
    pidDetailsEye: (i) =>
      page(P.pidDetails, {
        company: 'HO',
        lang: 'ENG',
        createdName: `Bench activator ${i % 23}`,
        createdDate: day(1 + (i % 300)),
        pId: -1,
      }),
    pidDetailsActivatorYear: (i) => page(P.pidDetails, { createdName: `bench activator ${i % 23}` }),
  };
  const results: Record<string, unknown> = {};
  for (const [name, call] of Object.entries(calls)) {
    await load(Math.min(50, REQUESTS), CONCURRENCY, call); // warm
    const cpu = await server.meter.start();
    results[name] = { ...(await load(REQUESTS, CONCURRENCY, call)), ...(await cpu(REQUESTS)) };
  }
  console.log(
    JSON.stringify(
      {
        benchmark: 'activation-reports',
        database: server.database,
        activations: Number(counted[0]!.n),
        fillSeconds,
        concurrency: CONCURRENCY,
        setup: server.setup(),
        calls: results,
      },
      null,
      2,
    ),
  );
} finally {
  await db.end();
  await server.stop();
}
