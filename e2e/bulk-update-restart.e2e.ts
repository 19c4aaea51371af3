import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkUpdate } from '../src/domain/bulk-update/contracts.ts';
import { BULK_UPDATE_PATHS } from '../src/domain/bulk-update/paths.ts';
import { toCsv } from '../src/domain/csv.ts';
import { signIn } from './support/api.ts';
import { startServer, type ServerProcess } from './support/server-process.ts';
import { makeTempDir, removeDir } from './support/temp-dir.ts';

const PASSWORD = 'Restart@Bulk2121';
const env = { JWT_SECRET: randomBytes(32).toString('hex'), SECRETS_KEY: randomBytes(32).toString('hex'), DEMO_PASSWORD: PASSWORD };
const ROWS = 50_000;
/** The demo catalogue's products are PIDs 1 to 2000. */
const PRODUCTS = 2000;
const COUNTRIES = ['UAE', 'KSA', 'BHR'];

async function operatorOf(server: ServerProcess) {
  const token = (await signIn(server.baseUrl, 'operator', PASSWORD)).body.data!.token;
  const headers = { authorization: `Bearer ${token}` };
  const update = async (id: number) => {
    const reply = await fetch(`${server.baseUrl}${BULK_UPDATE_PATHS.updates}?pageSize=10`, { headers });
    return ((await reply.json()) as { data: { records: BulkUpdate[] } }).data.records.find((u) => u.id === id)!;
  };
  return { headers, update };
}

/**
 * Issue 19 "kill the server during a 50,000-row job": the process is killed (SIGKILL, no goodbye)
 * half way through a bulk update; started again on the same database it resumes the run and ends
 * COMPLETED with every row applied exactly once (the counts, kept in the rows' own transactions,
 * would pass the total if a slice were applied twice).
 */
describe('a bulk update interrupted by a crash', () => {
  let dataDir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    dataDir = await makeTempDir('bulk-restart');
    server = await startServer({ dataDir, env });
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
    await removeDir(dataDir);
  });

  it('resumes after a restart and applies each row once', async () => {
    const before = await operatorOf(server);
    const lines = [['pid', 'promotionTag', 'ar_promotionTag', 'countryCode']];
    for (let i = 0; i < ROWS; i++)
      lines.push([String((i % PRODUCTS) + 1), `TAG-${i}`, `وسم-${i}`, COUNTRIES[Math.floor(i / PRODUCTS) % 3]!]);
    const form = new FormData();
    form.append('updateType', 'PROMOTION_TAG_UPDATE');
    form.append('source', 'PID_LIST');
    form.append('mode', 'NOW');
    form.append('file', new Blob([toCsv(lines)], { type: 'text/csv' }), 'tags.csv');
    const queued = await fetch(`${server.baseUrl}${BULK_UPDATE_PATHS.updates}`, { method: 'POST', headers: before.headers, body: form });
    expect(queued.status).toBe(201);
    const { id } = ((await queued.json()) as { data: BulkUpdate }).data;

    // Killed as soon as the run has applied some rows: the list is asked as fast as it answers.
    let seen: BulkUpdate;
    do seen = await before.update(id);
    while (seen.okRows === 0 && seen.status < 2);
    expect(seen.status).toBe(1);
    server.signal('SIGKILL');
    await server.exited;

    server = await startServer({ dataDir, env });
    const after = await operatorOf(server);
    const resumedFrom = (await after.update(id)).okRows;
    expect(resumedFrom).toBeLessThan(ROWS);
    let done: BulkUpdate;
    const deadline = Date.now() + 180_000;
    do {
      await new Promise((r) => setTimeout(r, 500));
      done = await after.update(id);
    } while (done.status === 1 && Date.now() < deadline);
    expect(done).toMatchObject({ status: 2, okRows: ROWS, failedRows: 0, totalRows: ROWS });

    const result = await fetch(`${server.baseUrl}${BULK_UPDATE_PATHS.result(id)}`, { headers: after.headers });
    const rows = (await result.text()).trimEnd().split('\r\n');
    expect(rows).toHaveLength(ROWS + 1);
    expect(rows.filter((r) => r.endsWith(',OK,'))).toHaveLength(ROWS);
    // The last line of the file for a product and country is the tag that stands.
    expect(rows.at(-1)).toBe(`${ROWS + 1},${lines.at(-1)!.join(',')},OK,`);
  }, 300_000);
});
