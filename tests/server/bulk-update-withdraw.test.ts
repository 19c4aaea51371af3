import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runUpdate } from '../../server/modules/bulk-update/bulk-update.service.ts';
import { buildApp } from '../../server/app.ts';
import { connectDatabase, type Db } from '../../server/db/connect.ts';
import type { BulkUpdate } from '../../src/domain/bulk-update/contracts.ts';
import { BULK_UPDATE_PATHS } from '../../src/domain/bulk-update/paths.ts';
import { toCsv } from '../../src/domain/csv.ts';
import type { ChangeEntry } from '../../src/domain/history/history.ts';
import { HISTORY_PATHS } from '../../src/domain/history/paths.ts';
import { multipart } from '../support/image-files.ts';
import { loadTemplate } from '../support/pglite-template.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestUser, type TestUser } from '../support/test-users.ts';

/**
 * Withdrawing a scheduled bulk update (the item 6): before its time, from the revision the
 * user read, logged; refused at or after its time; and a withdrawn update never applies, when its
 * job comes, also after a restart (the job is a row of the durable queue).
 */
let t: TestApp;
let editor: TestUser;
let reader: TestUser;
let pIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  editor = await createTestUser(t.app, 'BWE', [{ page: '/apps/bulk-update', level: 'L2' }]);
  reader = await createTestUser(t.app, 'BWR', [{ page: '/apps/bulk-update', level: 'L1' }]);
  pIds = (await t.app.db.selectFrom('products').select('p_id').orderBy('p_id').limit(10).execute()).map((p) => p.p_id);
});
afterAll(() => t.close());

const HOUR = 60 * 60_000;
const DUE = /^This update was due at \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}: it can no longer be withdrawn$/;

/** Queues a tag update of `pIds` on `app`: scheduled at `runAt`, or now. */
async function queueTags(app: FastifyInstance, user: TestUser, tag: string, products: number[], runAt?: Date) {
  const rows = [['pid', 'promotionTag', 'ar_promotionTag', 'countryCode'], ...products.map((p) => [String(p), tag, 'وسم', 'UAE'])];
  const body = await multipart([{ bytes: Buffer.from(toCsv(rows)), name: 'tags.csv' }], {
    updateType: 'PROMOTION_TAG_UPDATE',
    source: 'PID_LIST',
    mode: runAt ? 'SCHEDULE' : 'NOW',
    ...(runAt ? { runAt: runAt.toISOString() } : {}),
  });
  const res = await app.inject({
    method: 'POST',
    url: BULK_UPDATE_PATHS.updates,
    payload: body.payload,
    headers: { ...user.headers, ...body.headers },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as BulkUpdate;
}

const withdraw = (id: number, revision: unknown, user = editor, app = t.app) =>
  app.inject({ method: 'POST', url: BULK_UPDATE_PATHS.withdraw(id), payload: { revision }, headers: user.headers });
const stored = (db: Db, id: number) => db.selectFrom('bulk_updates').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const tagged = (db: Db, tag: string) => db.selectFrom('product_country_offers').select('p_id').where('promotion_tag', '=', tag).execute();
const historyOf = async (id: number, app = t.app, user = reader) =>
  (
    await app.inject({ method: 'GET', url: HISTORY_PATHS.history, query: { entity: 'bulk-update', id: String(id) }, headers: user.headers })
  ).json().data.records as ChangeEntry[];
const listed = async (id: number) =>
  (
    (await t.app.inject({ method: 'GET', url: `${BULK_UPDATE_PATHS.updates}?pageSize=100`, headers: reader.headers })).json().data
      .records as BulkUpdate[]
  ).find((u) => u.id === id)!;

/** The state of the update's job on the durable queue. */
const jobState = async (db: Db, id: number) =>
  (await sql<{ state: string }>`select state from pgboss.job where name = 'bulk-update' and data->>'id' = ${String(id)}`.execute(db))
    .rows[0]?.state;
/** Its time comes now: the queue hands its job out at the worker's next poll. */
const makeDue = (db: Db, id: number) =>
  sql`update pgboss.job set start_after = now() where name = 'bulk-update' and data->>'id' = ${String(id)}`.execute(db);

async function until(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 300; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not happen`);
}

describe('withdrawing a scheduled update', () => {
  it('before its time, from the revision read: it ends withdrawn, naming who, and the withdrawal is logged', async () => {
    const update = await queueTags(t.app, editor, 'WD-1', pIds.slice(0, 2), new Date(Date.now() + HOUR));
    expect(update).toMatchObject({ status: 0, revision: 1, withdrawn: false });
    const res = await withdraw(update.id, update.revision);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Update withdrawn: it will not run',
      data: { id: update.id, status: 3, withdrawn: true, revision: 2, failure: 'Withdrawn by BWE Tester before its time' },
    });
    expect(await listed(update.id)).toMatchObject({ status: 3, withdrawn: true, revision: 2, startedAt: null });

    const [entry, create] = await historyOf(update.id);
    expect(create).toMatchObject({ action: 'create', userName: 'BWE Tester' });
    expect(entry).toMatchObject({
      action: 'withdraw',
      userName: 'BWE Tester',
      page: '/apps/bulk-update',
      revision: 2,
      requestId: res.headers['x-request-id'],
      undoable: false,
    });
    expect(entry!.changes).toEqual(
      expect.arrayContaining([
        { field: 'status', before: 'DELAYED', after: 'FAILED' },
        { field: 'failure', before: null, after: 'Withdrawn by BWE Tester before its time' },
      ]),
    );
    // Once withdrawn, it says so.
    const again = await withdraw(update.id, 2);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This update has already been withdrawn');
  });

  it('is refused at or after its time, with the time it was due, changing nothing', async () => {
    const update = await queueTags(t.app, editor, 'WD-2', pIds.slice(2, 3), new Date(Date.now() + HOUR));
    // Its time has come (its job is about to run it).
    await t.app.db
      .updateTable('bulk_updates')
      .set({ run_at: new Date(Date.now() - 1000) })
      .where('id', '=', update.id)
      .execute();
    const res = await withdraw(update.id, update.revision);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(DUE);
    expect(await stored(t.app.db, update.id)).toMatchObject({ status: 0, revision: 1, failure: null });
    expect((await historyOf(update.id)).map((e) => e.action)).toEqual(['create']);
  });

  it('is refused for an update run now, and for one running or ended', async () => {
    const now = await queueTags(t.app, editor, 'WD-3', pIds.slice(3, 4));
    const refused = await withdraw(now.id, now.revision);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Only a scheduled update can be withdrawn');

    const later = await queueTags(t.app, editor, 'WD-4', pIds.slice(4, 5), new Date(Date.now() + HOUR));
    await t.app.db.updateTable('bulk_updates').set({ status: 1 }).where('id', '=', later.id).execute();
    const running = await withdraw(later.id, later.revision);
    expect(running.statusCode).toBe(409);
    expect(running.json().message).toBe('This update is PROCESSING: only one still waiting for its time can be withdrawn');
  });

  it('from an older read answers 409 naming who changed it since, and changes nothing', async () => {
    const update = await queueTags(t.app, editor, 'WD-5', pIds.slice(5, 6), new Date(Date.now() + HOUR));
    // Someone else's change of the record since it was read (its revision moved on).
    await t.app.db.updateTable('bulk_updates').set({ revision: 2 }).where('id', '=', update.id).execute();
    const res = await withdraw(update.id, update.revision, editor);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^BWE Tester changed this record at \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}, after you opened it$/);
    expect(res.json().stale).toMatchObject({ revision: 2, by: 'BWE Tester' });
    expect(await stored(t.app.db, update.id)).toMatchObject({ status: 0, failure: null });
  });

  it('needs the revision (400), L2 (403), and an update that exists (404)', async () => {
    const update = await queueTags(t.app, editor, 'WD-6', pIds.slice(6, 7), new Date(Date.now() + HOUR));
    for (const revision of [undefined, null, 'x', 0, -1, 1.5]) {
      const res = await withdraw(update.id, revision);
      expect(res.statusCode, String(revision)).toBe(400);
    }
    expect((await withdraw(update.id, 1, reader)).statusCode).toBe(403);
    const missing = await withdraw(99_999_999, 1);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No bulk update 99999999');
    expect(await stored(t.app.db, update.id)).toMatchObject({ status: 0, revision: 1 });
  });
});

describe('a withdrawn update never applies', () => {
  it('when its run comes: the run reads its state and does nothing', async () => {
    const update = await queueTags(t.app, editor, 'WD-7', pIds.slice(7, 8), new Date(Date.now() + HOUR));
    expect((await withdraw(update.id, update.revision)).statusCode).toBe(200);
    await runUpdate(t.app.db, update.id, t.config.TIME_ZONE, () => undefined);
    expect(await stored(t.app.db, update.id)).toMatchObject({ status: 3, started_at: null, ok_rows: 0, failed_rows: 0, revision: 2 });
    expect(await tagged(t.app.db, 'WD-7')).toEqual([]);
    expect((await historyOf(update.id)).map((e) => e.action)).toEqual(['withdraw', 'create']);
  });

  it('when its job comes after a restart of the server', async () => {
    const restart = await restartable(t);
    let before: FastifyInstance | undefined = await restart.open();
    let after: FastifyInstance | undefined;
    try {
      const user = await createTestUser(before, 'BWX', [{ page: '/apps/bulk-update', level: 'L2' }]);
      const update = await queueTags(before, user, 'WD-RESTART', pIds.slice(8, 9), new Date(Date.now() + HOUR));
      expect((await withdraw(update.id, update.revision, user, before)).statusCode).toBe(200);
      expect(await jobState(before.db, update.id)).toBe('created');
      await before.close();
      before = undefined;

      after = await restart.open();
      const db = after.db;
      // Its time comes while the new server runs: the job it queued before the restart is handed out.
      await makeDue(db, update.id);
      const control = await queueTags(after, user, 'WD-CONTROL', pIds.slice(9, 10));
      await until(async () => (await jobState(db, update.id)) === 'completed', "the withdrawn update's job");
      await until(async () => (await stored(db, control.id)).status >= 2, 'the update run now');
      expect(await stored(db, update.id)).toMatchObject({ status: 3, started_at: null, ok_rows: 0, failed_rows: 0 });
      expect(await tagged(db, 'WD-RESTART')).toEqual([]);
      expect((await tagged(db, 'WD-CONTROL')).map((r) => r.p_id)).toEqual(pIds.slice(9, 10));
      expect((await historyOf(update.id, after, user)).map((e) => e.action)).toEqual(['withdraw', 'create']);
    } finally {
      await before?.close();
      await after?.close();
      await restart.remove();
    }
  }, 120_000);
});

/**
 * Servers on one database, opened one after the other as a restart does: on PostgreSQL new pools
 * on the test's database; on PGlite (one process per database) the same files reopened.
 */
async function restartable(test: TestApp): Promise<{ open: () => Promise<FastifyInstance>; remove: () => Promise<void> }> {
  if (process.env.TEST_DB_KIND === 'postgres') {
    const { name } = (await sql<{ name: string }>`select current_database() as name`.execute(test.app.db)).rows[0]!;
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    return {
      open: async () => buildApp({ config: test.config, db: (await connectDatabase({ url: url.toString() })).db, logger: false }),
      remove: async () => undefined,
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'panel-withdraw-'));
  const config = { ...test.config, DATA_DIR: dataDir };
  let template: Awaited<ReturnType<typeof loadTemplate>> | undefined = await loadTemplate(inject('pgliteTemplate'));
  return {
    open: async () => {
      const db = (await connectDatabase({ dataDir, template })).db;
      template = undefined;
      return buildApp({ config, db, logger: false });
    },
    remove: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
