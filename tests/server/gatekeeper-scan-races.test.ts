import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPPING_WINDOW_MS } from '../../src/domain/gatekeeper/constants.ts';
import { buildApp } from '../../server/app.ts';
import { connectDatabase } from '../../server/db/connect.ts';
import { readScans } from '../../server/modules/gatekeeper/scan-batches.repository.ts';
import { writeScans } from '../../server/modules/gatekeeper/scan.repository.ts';
import { createTestApp, signIn, type TestApp } from '../support/test-app.ts';
import { closeGently, gatekeeperClient, plainItem, preparePallet, upcRange } from './gatekeeper-support.ts';

/**
 * A scan is judged without a lock and written only while its pallet row (and, for an accepted
 * unit, its item master row) is the version it was judged on; these races are what that is for.
 */
let t: TestApp;
let admin: ReturnType<typeof gatekeeperClient>;
let warehouse: ReturnType<typeof gatekeeperClient>;

beforeAll(async () => {
  t = await createTestApp();
  admin = gatekeeperClient(t.app, await signIn(t.app, 'admin'));
  warehouse = gatekeeperClient(t.app, await signIn(t.app, 'warehouse'));
});
afterAll(async () => closeGently(t));

const appliedCount = async (app: FastifyInstance, palletNo: string) =>
  Number(
    (
      await app.db
        .selectFrom('gk_applied_operations')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('pallet_no', '=', palletNo)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a scan racing other writes to its pallet', () => {
  it('writes nothing when the pallet changed after the scan was judged', async () => {
    const [upc] = upcRange('61', 1);
    await preparePallet(admin, 'T-RACE-1', [upc!]);
    const opId = randomUUID();
    const [read] = await readScans(t.app.db, [{ opId, palletNo: 'T-RACE-1', upc: upc! }], new Date(Date.now() - CAPPING_WINDOW_MS));
    const facts = read!.state.upcs.get(upc!)!;
    expect(facts.free[0]?.id).toEqual(expect.any(Number));
    // Another write to the pallet lands between the verdict and the write.
    expect((await warehouse.markExcess('T-RACE-1', '888888888888')).status).toBe(200);
    const mark = {
      action: 'ACCEPTED',
      remarks: null,
      actor: { userId: null, name: 'Test' },
      deviceTime: new Date().toISOString(),
      serverTime: new Date(),
      opId,
    };
    const written = await writeScans(t.app.db, [
      {
        palletNo: 'T-RACE-1',
        version: read!.pallet!.version,
        upc: upc!,
        itemVersion: facts.itemVersion,
        unit: { id: facts.free[0]!.id, mark },
        delta: { scanned: 1, missing: 0 },
        opId,
        appliedBy: null,
        result: {},
      },
    ]);
    expect(written.size).toBe(0);
    expect((await warehouse.counts('T-RACE-1')).body.data).toEqual({ scanned: 0, total: 1, missing: 0, excess: 1 });
    expect((await warehouse.items('T-RACE-1', true)).body.data.filter((i: { upc: string }) => i.upc === upc)).toHaveLength(0);
    expect(await appliedCount(t.app, 'T-RACE-1')).toBe(1); // the excess mark only
    // The same scan judged again goes through.
    const scan = await warehouse.scan('T-RACE-1', upc!, opId);
    expect(scan.body.data).toMatchObject({ action: 'ACCEPTED', counts: { scanned: 1, total: 1, missing: 0, excess: 1 } });
  });

  it('keeps counts exact when scans and marks of one pallet run at once', async () => {
    const upcs = upcRange('62', 30);
    await preparePallet(admin, 'T-RACE-2', upcs);
    const answers = await Promise.all([
      ...upcs.map((upc) => warehouse.scan('T-RACE-2', upc)),
      ...Array.from({ length: 10 }, (_, i) => warehouse.markExcess('T-RACE-2', `55500000000${i}`)),
    ]);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.slice(0, 30).every((a) => a.body.data.action === 'ACCEPTED')).toBe(true);
    expect((await warehouse.counts('T-RACE-2')).body.data).toEqual({ scanned: 30, total: 30, missing: 0, excess: 10 });
    expect(await appliedCount(t.app, 'T-RACE-2')).toBe(40);
  });
});

/** Item master rows with room for exactly one more unit under the default cap (20 + 4 + 1 = 25). */
const oneUnitBelowCap = (upcs: string[]) => upcs.map((upc) => ({ ...plainItem(upc), rackQty: 20, preGrnQty: 4 }));

describe('the capping window across pallets', () => {
  it('takes the last unit under a cap once when two pallets scan the UPC at once', async () => {
    const upcs = upcRange('65', 8);
    await preparePallet(admin, 'T-CAP-1A', upcs);
    await preparePallet(admin, 'T-CAP-1B', upcs);
    expect((await admin.feedItems(oneUnitBelowCap(upcs))).status).toBe(200);
    const answers = await Promise.all(upcs.flatMap((upc) => ['T-CAP-1A', 'T-CAP-1B'].map((palletNo) => warehouse.scan(palletNo, upc))));
    expect(answers.filter((a) => a.body.data.action === 'ACCEPTED')).toHaveLength(8);
    expect(answers.filter((a) => a.body.data.action === 'REJECTED' && /^Capping:/.test(a.body.data.reason))).toHaveLength(8);
  });
});

// PGlite runs one transaction at a time, so no other transaction can hold a row there.
describe.runIf(process.env.TEST_DB_KIND === 'postgres')('a pallet held by another transaction (a synced run)', () => {
  it("keeps the scans of other pallets going, and applies the held pallet's scan once it is released", async () => {
    const [held, free] = upcRange('67', 2);
    await preparePallet(admin, 'T-HOLD-A', [held!]);
    await preparePallet(admin, 'T-HOLD-B', [free!]);
    let release!: () => void;
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holding = t.app.db.transaction().execute(async (trx) => {
      await trx.selectFrom('gk_pallets').select('pallet_no').where('pallet_no', '=', 'T-HOLD-A').forUpdate().execute();
      locked();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await isLocked;
    // Sent together, so they may share a statement: the held pallet must not stall the other.
    const onHeld = warehouse.scan('T-HOLD-A', held!);
    const onFree = warehouse.scan('T-HOLD-B', free!);
    const first = await Promise.race([
      onFree.then((a) => a.body.data.action),
      new Promise((resolve) => setTimeout(() => resolve('stalled'), 5000)),
    ]);
    expect(first).toBe('ACCEPTED');
    release();
    await holding;
    expect((await onHeld).body.data).toMatchObject({ action: 'ACCEPTED', counts: { scanned: 1, total: 1 } });
  });
});

// Two server processes on one PostgreSQL database: their scans of one pallet meet only there.
describe.runIf(process.env.TEST_DB_KIND === 'postgres')('two server instances on one database', () => {
  let other: FastifyInstance;
  let otherWarehouse: ReturnType<typeof gatekeeperClient>;

  beforeAll(async () => {
    const { name } = (await sql<{ name: string }>`select current_database() as name`.execute(t.app.db)).rows[0]!;
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const { db } = await connectDatabase({ url: url.toString() });
    other = await buildApp({ config: t.config, db, logger: false });
    otherWarehouse = gatekeeperClient(other, await signIn(other, 'warehouse'));
  });
  afterAll(async () => other?.close());

  it('scan every unit once and keep counts exact', async () => {
    const upcs = upcRange('63', 40);
    await preparePallet(admin, 'T-RACE-3', upcs, 2);
    // Each UPC twice from each instance: 160 scans for 80 units.
    const answers = await Promise.all(
      upcs.flatMap((upc) => [warehouse, otherWarehouse, otherWarehouse, warehouse].map((c) => c.scan('T-RACE-3', upc))),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.body.data.action === 'ACCEPTED')).toHaveLength(80);
    expect(answers.filter((a) => a.body.data.action === 'ALREADY_SCANNED')).toHaveLength(80);
    expect((await warehouse.counts('T-RACE-3')).body.data).toEqual({ scanned: 80, total: 80, missing: 0, excess: 0 });
    const units = await t.app.db
      .selectFrom('gk_pallet_items')
      .select(['op_id'])
      .where('pallet_no', '=', 'T-RACE-3')
      .where('is_scanned', '=', true)
      .execute();
    expect(new Set(units.map((u) => u.op_id)).size).toBe(80);
  });

  it('take the last unit under a cap once when each scans the UPC on its own pallet at once', async () => {
    const upcs = upcRange('66', 12);
    await preparePallet(admin, 'T-CAP-2A', upcs);
    await preparePallet(admin, 'T-CAP-2B', upcs);
    expect((await admin.feedItems(oneUnitBelowCap(upcs))).status).toBe(200);
    const answers = await Promise.all(upcs.flatMap((upc) => [warehouse.scan('T-CAP-2A', upc), otherWarehouse.scan('T-CAP-2B', upc)]));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.body.data.action === 'ACCEPTED')).toHaveLength(12);
    const accepted = await t.app.db
      .selectFrom('gk_pallet_items')
      .select('upc')
      .where('upc', 'in', upcs)
      .where('action', '=', 'ACCEPTED')
      .execute();
    expect(new Set(accepted.map((a) => a.upc)).size).toBe(12);
    expect(accepted).toHaveLength(12);
  });

  it('apply one opId once and answer every copy with the first answer', async () => {
    const [upc] = upcRange('64', 1);
    await preparePallet(admin, 'T-RACE-4', [upc!], 3);
    const opId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? otherWarehouse : warehouse).scan('T-RACE-4', upc!, opId)),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => JSON.stringify(a.body.data))).size).toBe(1);
    expect((await warehouse.counts('T-RACE-4')).body.data.scanned).toBe(1);
  });
});
