/**
 * The change log at size (PostgreSQL): with ENTRIES (default 1,000,000) log entries, a record's
 * history first page (goal p95 ≤ 20 ms) and the Audit Log's filtered first pages (goal p95 ≤ 50 ms),
 * over HTTP through the real server in its own process, as the administrator; and what a tracked
 * write costs beside the same write untracked (goal ≤ 1.3×), in process, alternating the two.
 * `DATABASE_URL=postgres://…/empty_db node --import tsx bench/history.ts`. Prints JSON.
 */
import pg from 'pg';
import { HISTORY_PATHS } from '../src/domain/history/paths.ts';
import { connectDatabase } from '../server/db/connect.ts';
import { lockAtRevision, updateTracked } from '../server/db/records/tracked-writes.ts';
import { inTransaction } from '../server/db/transaction.ts';
import { countryEntity } from '../server/modules/reference/countries.service.ts';
import { startServer } from './gatekeeper-setup.ts';
import { load } from './load.ts';

const ENTRIES = Number(process.env.ENTRIES ?? 1_000_000);
const REQUESTS = Number(process.env.REQUESTS ?? 1000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 4);
const WRITES = Number(process.env.WRITES ?? 400);
const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) throw new Error('DATABASE_URL must name a PostgreSQL database (an empty one: the server seeds it)');

const ENTITIES = [
  ['stock-item', '/apps/products-view'],
  ['product', '/apps/products-view'],
  ['order-failure', '/apps/order-failure'],
  ['campaign', '/apps/campaign-details'],
  ['shipping-charge', '/apps/shipping-charge-settings'],
  ['state', '/apps/state-settings'],
] as const;
const RECORDS = 100_000;

const server = await startServer(CONCURRENCY);
const client = new pg.Client({ connectionString: url });
await client.connect();
try {
  const fillStarted = performance.now();
  const { rows: users } = await client.query<{ id: number }>('select id from users order by id limit 4');
  const { rows: have } = await client.query<{ n: string }>('select count(*) as n from change_log');
  const missing = ENTRIES - Number(have[0]!.n);
  if (missing > 0) {
    // A year of changes by four users over six kinds of record, a few fields each, the newest last (as written).
    await client.query(
      `insert into change_log (at, user_id, user_name, data_centre, page, entity, entity_id, action, request_id, revision, summary, changes)
       select now() - (($1 - g) * (365 * 86400.0 / $1)) * interval '1 second',
              (array[${users.map((u) => u.id).join(',')}])[1 + g % ${users.length}], 'Bench user ' || (g % ${users.length}), 'uae',
              (array[${ENTITIES.map(([, p]) => `'${p}'`).join(',')}])[1 + g % ${ENTITIES.length}],
              (array[${ENTITIES.map(([e]) => `'${e}'`).join(',')}])[1 + g % ${ENTITIES.length}],
              (1 + (g::bigint * 7919) % ${RECORDS})::text,
              (array['update','update','update','create','delete','status'])[1 + g % 6], md5(g::text), 1 + g % 50, 'Bench record ' || g,
              jsonb_build_array(jsonb_build_object('field', 'returnDays', 'before', g % 30, 'after', g % 31))
       from generate_series(1, $2::int) g`,
      [ENTRIES, missing],
    );
  }
  await client.query('vacuum analyze change_log');
  const fillSeconds = Number(((performance.now() - fillStarted) / 1000).toFixed(1));

  const admin = server.as(await server.tokenOf('admin'));
  const get = (path: string, query: Record<string, string | number>) =>
    admin(`${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`);
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const { rows: userIds } = await client.query<{ id: number }>('select id from users order by id limit 4');

  const history = await load(REQUESTS, CONCURRENCY, (i) => {
    const [entity] = ENTITIES[i % ENTITIES.length]!;
    return get(HISTORY_PATHS.history, { entity, id: 1 + ((i * 104_729) % RECORDS), index: 1, pageSize: 10 });
  });
  const auditFilters: Record<string, (i: number) => Record<string, string | number>> = {
    none: () => ({}),
    user: (i) => ({ userId: userIds[i % userIds.length]!.id }),
    pageAndWeek: (i) => ({ page: ENTITIES[i % ENTITIES.length]![1], from: day(7 + (i % 300)), to: day(i % 300) }),
    entityAndAction: (i) => ({ entity: ENTITIES[i % ENTITIES.length]![0], action: 'delete' }),
    record: (i) => ({ entity: ENTITIES[i % ENTITIES.length]![0], entityId: 1 + ((i * 7) % RECORDS) }),
    userAndDay: (i) => ({ userId: userIds[i % userIds.length]!.id, from: day(i % 300), to: day(i % 300) }),
  };
  const audit: Record<string, Awaited<ReturnType<typeof load>>> = {};
  for (const [name, query] of Object.entries(auditFilters))
    audit[name] = await load(Math.ceil(REQUESTS / 2), CONCURRENCY, (i) =>
      get(HISTORY_PATHS.auditLog, { index: 1, pageSize: 10, ...query(i) }),
    );

  // A tracked save against the same save untracked: the same lock, revision check and update, without the entry.
  const { db } = await connectDatabase({ url });
  const by = {
    userId: userIds[0]!.id,
    name: 'Bench',
    trail: { requestId: 'bench', page: '/apps/country-settings', dataCentre: 'uae', timeZone: 'Asia/Dubai' },
  };
  const { id } = (await db.selectFrom('countries').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()) as { id: number };
  const revisionOf = async () =>
    (await db.selectFrom('countries').select('revision').where('id', '=', id).executeTakeFirstOrThrow()).revision;
  const tracked: number[] = [];
  const plain: number[] = [];
  for (let i = 0; i < WRITES; i++) {
    const revision = await revisionOf();
    const t0 = performance.now();
    if (i % 2 === 0) {
      await updateTracked(db, countryEntity, id, revision, { return_days: i % 300 }, by);
      tracked.push(performance.now() - t0);
    } else {
      await inTransaction(db, async (trx) => {
        await lockAtRevision(trx, countryEntity, id, revision, by);
        await trx
          .updateTable('countries')
          .set({ return_days: i % 300, revision: revision + 1, updated_by: by.userId, updated_name: by.name, updated_date_utc: new Date() })
          .where('id', '=', id)
          .execute();
      });
      plain.push(performance.now() - t0);
    }
  }
  await db.destroy();
  const spread = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const at = (q: number) => Number(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!.toFixed(2));
    return { medianMs: at(0.5), p95Ms: at(0.95) };
  };
  const t = spread(tracked);
  const p = spread(plain);

  console.log(
    JSON.stringify(
      {
        bench: 'history',
        database: 'postgres',
        setup: server.setup(),
        entries: ENTRIES,
        fillSeconds,
        historyFirstPage: { ...history, goalP95Ms: 20 },
        auditLogFirstPage: { ...audit, goalP95Ms: 50 },
        write: {
          writes: WRITES,
          tracked: t,
          untracked: p,
          ratioOfMedians: Number((t.medianMs / Math.max(p.medianMs, 0.001)).toFixed(2)),
          goalRatio: 1.3,
        },
      },
      null,
      2,
    ),
  );
} finally {
  await client.end();
  await server.stop();
}
