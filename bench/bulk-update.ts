/**
 * A ROWS-row (default 50,000) bulk update, issue 19's goal: applied in ≤ 30 s. A discount file
 * (the heaviest type: each row's product price and country are read, its offer upserted) is
 * uploaded to the real server, run as its own process as production runs it, and the update is
 * followed in the list until it ends. On the embedded PGlite, and on PostgreSQL when
 * TEST_DATABASE_URL names a server the benchmark may create a database on (a fresh one, dropped
 * after) or DATABASE_URL names an empty database. `npm run bench:bulk-update`; prints JSON.
 *
 * Figures: `queueSeconds` the upload answered (file read, every row checked, the update and its
 * rows stored with its job); `runSeconds` from the run's start to its end as the server stamped
 * them; `appliedSeconds` from the upload's start to COMPLETED as staff wait for it.
 */
import { availableParallelism, loadavg } from 'node:os';
import type { BulkUpdate } from '../src/domain/bulk-update/contracts.ts';
import { BULK_UPDATE_PATHS } from '../src/domain/bulk-update/paths.ts';
import { toCsv } from '../src/domain/csv.ts';
import { API_PATHS } from '../src/domain/services.ts';
import { onFreshDatabase } from './fresh-database.ts';
import { spawnServer } from './server-process.ts';

const ROWS = Number(process.env.ROWS ?? 50_000);
/** The demo catalogue's products are PIDs 1 to 2000, each priced above 1 AED. */
const PRODUCTS = 2000;
const COUNTRIES = ['UAE', 'KSA', 'BHR'];

function discountFile(): string {
  const lines = [['pid', 'dprice', 'promotionTag', 'ar_promotionTag', 'countryCode']];
  for (let i = 0; i < ROWS; i++)
    lines.push([String((i % PRODUCTS) + 1), '1.00', `BENCH-${i}`, `خصم-${i}`, COUNTRIES[Math.floor(i / PRODUCTS) % COUNTRIES.length]!]);
  return toCsv(lines);
}

async function measure(databaseUrl: string | undefined) {
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
  else delete process.env.DATABASE_URL;
  // The demo pictures drawn in the background after a first start would share the cores with the run.
  process.env.SEED_IMAGES ??= '0';
  const server = await spawnServer();
  try {
    const signIn = await fetch(`${server.origin}${API_PATHS.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'operator', password: server.password }),
    });
    const headers = { authorization: `Bearer ${((await signIn.json()) as { data: { token: string } }).data.token}` };
    const form = new FormData();
    form.append('updateType', 'DISCOUNT');
    form.append('source', 'PID_LIST');
    form.append('mode', 'NOW');
    form.append('file', new Blob([discountFile()], { type: 'text/csv' }), 'discounts.csv');

    const started = performance.now();
    const queued = await fetch(`${server.origin}${BULK_UPDATE_PATHS.updates}`, { method: 'POST', headers, body: form });
    if (queued.status !== 201) throw new Error(`queue: ${queued.status} ${await queued.text()}`);
    const queueSeconds = (performance.now() - started) / 1000;
    const { id } = ((await queued.json()) as { data: BulkUpdate }).data;
    let update: BulkUpdate;
    for (;;) {
      const list = await fetch(`${server.origin}${BULK_UPDATE_PATHS.updates}?pageSize=10`, { headers });
      update = ((await list.json()) as { data: { records: BulkUpdate[] } }).data.records.find((u) => u.id === id)!;
      if (update.status >= 2) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const appliedSeconds = (performance.now() - started) / 1000;
    const runSeconds = (Date.parse(update.finishedAt!) - Date.parse(update.startedAt!)) / 1000;
    return {
      database: server.database,
      status: update.status,
      okRows: update.okRows,
      failedRows: update.failedRows,
      queueSeconds: Number(queueSeconds.toFixed(2)),
      runSeconds: Number(runSeconds.toFixed(2)),
      appliedSeconds: Number(appliedSeconds.toFixed(2)),
      rowsPerSecond: Math.round(ROWS / runSeconds),
      loadAverage: loadavg().map((l) => Number(l.toFixed(2))),
    };
  } finally {
    await server.stop();
  }
}

const results = [await measure(undefined)];
const given = process.env.DATABASE_URL;
const serverUrl = process.env.TEST_DATABASE_URL;
if (given?.startsWith('postgres')) results.push(await measure(given));
else if (serverUrl) results.push(await onFreshDatabase(serverUrl, 'bench_bulk', measure));
console.log(
  JSON.stringify(
    {
      benchmark: 'bulk-update',
      rows: ROWS,
      type: 'DISCOUNT from a CSV, 500 rows a transaction',
      goal: 'applied in ≤ 30 s',
      setup: {
        server: 'own process: node --import tsx server/main.ts',
        cores: availableParallelism(),
        sharedCores: 'server, benchmark and database run on the same cores',
      },
      results,
    },
    null,
    2,
  ),
);
