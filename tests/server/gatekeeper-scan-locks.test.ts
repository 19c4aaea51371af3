import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyInTransaction } from '../../server/modules/gatekeeper/operations.service.ts';
import { currentRules } from '../../server/modules/gatekeeper/rules.ts';
import { createTestApp, signIn, type TestApp } from '../support/test-app.ts';
import { closeGently, gatekeeperClient, plainItem, preparePallet, upcRange } from './gatekeeper-support.ts';

/**
 * Scans under the pallet lock (a synced run, a scan that could not be written optimistically)
 * lock their items too, and read what they are judged on only once they hold them: a statement
 * that waited for a row still reads with the snapshot it started with.
 */
let t: TestApp;
let admin: ReturnType<typeof gatekeeperClient>;
let device: ReturnType<typeof gatekeeperClient>;

beforeAll(async () => {
  t = await createTestApp();
  admin = gatekeeperClient(t.app, await signIn(t.app, 'admin'));
  device = gatekeeperClient(t.app, await signIn(t.app, 'warehouse'));
});
afterAll(async () => closeGently(t));

/** Whether another backend of this database is waiting for a row lock. */
const someoneWaits = async () => {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
    where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`.execute(t.app.db);
  return rows[0]!.n > 0;
};

// PGlite runs one transaction at a time, so no run can wait for another there.
describe.runIf(process.env.TEST_DB_KIND === 'postgres')('a synced run meeting a scan of its UPC in another transaction', () => {
  it('counts that scan towards the cap once it is committed', async () => {
    const [upc] = upcRange('68', 1);
    await preparePallet(admin, 'T-LOCK-A', [upc!]);
    await preparePallet(admin, 'T-LOCK-B', [upc!]);
    // Room for exactly one more unit under the default cap (20 + 4 + 1 = 25).
    expect((await admin.feedItems([{ ...plainItem(upc!), rackQty: 20, preGrnQty: 4 }])).status).toBe(200);
    const rules = await currentRules(t.app.db);
    let release!: () => void;
    let scanned!: (action: string | null) => void;
    const onA = new Promise<string | null>((resolve) => (scanned = resolve));
    const holding = t.app.db.transaction().execute(async (trx) => {
      const op = { type: 'scan' as const, opId: randomUUID(), palletNo: 'T-LOCK-A', upc: upc!, deviceTime: new Date().toISOString() };
      scanned((await applyInTransaction(trx, op, { userId: null, name: 'Test' }, rules)).result.action);
      await new Promise<void>((resolve) => (release = resolve));
    });
    expect(await onA).toBe('ACCEPTED');
    // The run on the other pallet waits for the item row the uncommitted scan holds.
    const run = device.sync([{ type: 'scan', opId: randomUUID(), palletNo: 'T-LOCK-B', upc, deviceTime: new Date().toISOString() }]);
    for (let i = 0; i < 100 && !(await someoneWaits()); i++) await new Promise((r) => setTimeout(r, 20));
    expect(await someoneWaits()).toBe(true);
    release();
    await holding;
    const answer = (await run).body.data.results[0];
    expect(answer).toMatchObject({ outcome: 'applied', action: 'REJECTED' });
    expect(answer.reason).toMatch(/^Capping:/);
  });
});
