/**
 * B2B transfer (spec 002 §2, §7 "B2B"): POST stockTransfer/create with a workbook of UPCS (default
 * 1000) unique catalogue UPCs through the real app — multipart read, zip check, workbook parse,
 * every row checked, the catalogue lookup, the transfer and its lines stored — RUNS times (default
 * 10), goal ≤ 1 s each; with the peak memory of the process while it runs. On an in-memory PGlite.
 * `node --import tsx bench/b2b-transfer.ts`; prints JSON.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { utils, write } from 'xlsx';
import { STOCK_TRANSFER_PATHS } from '../src/domain/stock/stock-transfers.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { connectDatabase } from '../server/db/connect.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { readTransferWorkbook } from '../server/modules/stock/stock-transfers.workbook.ts';
import { seedOnFirstStart } from '../server/seed/run.ts';
import { spreadMs } from './stats.ts';

const UPCS = Number(process.env.UPCS ?? 1000);
const RUNS = Number(process.env.RUNS ?? 10);
const PASSWORD = 'Bench@2121x';
const MB = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** The transfer's workbook as staff send it: Sheet1, UPC and Quantity, UPCs as text. */
function workbook(upcs: string[]): Buffer {
  const sheet = utils.aoa_to_sheet([['UPC', 'Quantity'], ...upcs.map((upc, i) => [upc, 1 + (i % 12)])]);
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, 'Sheet1');
  return write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

/** A multipart body as a browser's FormData sends it. */
async function multipart(file: Buffer, fields: Record<string, string>) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), 'transfer.xlsx');
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const request = new Request('http://bench.local/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

const { db } = await connectDatabase({});
await migrateToLatest(db);
await seedOnFirstStart(db, { kind: 'demo', password: PASSWORD, dataCentre: 'uae' });
const product = await db.selectFrom('products').select('p_id').orderBy('p_id').executeTakeFirstOrThrow();
const upcs = Array.from({ length: UPCS }, (_, i) => `7770${String(i).padStart(9, '0')}`);
for (let at = 0; at < upcs.length; at += 500)
  await db
    .insertInto('stock_items')
    .values(upcs.slice(at, at + 500).map((upc) => ({ p_id: product.p_id, upc, created_name: 'bench' })))
    .execute();

const dataDir = mkdtempSync(join(tmpdir(), 'bench-b2b-'));
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
    payload: { username: 'operator', password: PASSWORD },
  });
  const authorization = `Bearer ${login.json().data.token}`;
  const file = workbook(upcs);

  // The parse and row checks alone, without the app and the database.
  const parseTimings: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const read = readTransferWorkbook(file);
    parseTimings.push(performance.now() - started);
    if (!('lines' in read) || read.lines.length !== UPCS) throw new Error('the workbook did not read back');
  }

  const baseline = process.memoryUsage();
  let peakRss = baseline.rss;
  let peakHeap = baseline.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 2);
  const createTimings: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const body = await multipart(file, { orderId: `BENCH-${i}`, fromLocationCode: 'YOTO-ONLINE-WH', toLocationCode: 'KSA-ONLINE-3PL2' });
    const started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: STOCK_TRANSFER_PATHS.create,
      payload: body.payload,
      headers: { authorization, 'content-type': body.contentType },
    });
    createTimings.push(performance.now() - started);
    if (res.statusCode !== 201 || res.json().data.lineCount !== UPCS)
      throw new Error(`create failed: ${res.statusCode} ${res.body.slice(0, 300)}`);
  }
  clearInterval(sampler);
  const create = spreadMs(createTimings);
  console.log(
    JSON.stringify(
      {
        bench: 'b2b-transfer',
        database: 'pglite (in memory)',
        uniqueUpcs: UPCS,
        fileBytes: file.length,
        runs: RUNS,
        goalMs: 1000,
        create,
        meetsGoal: create.p95Ms <= 1000,
        parseAndCheckRows: spreadMs(parseTimings),
        memory: {
          rssBeforeMb: MB(baseline.rss),
          peakRssMb: MB(peakRss),
          heapBeforeMb: MB(baseline.heapUsed),
          peakHeapMb: MB(peakHeap),
          processMaxRssMb: MB(process.resourceUsage().maxRSS * 1024),
        },
        loadAverage: loadavg().map((l) => Number(l.toFixed(1))),
        cpus: cpus().length,
      },
      null,
      2,
    ),
  );
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
