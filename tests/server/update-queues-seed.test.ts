import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARABIC_EDIT_PATHS, type ArabicEditRow } from '../../src/domain/activation/arabic-edit-report.ts';
import { seedCatalogueImages } from '../../server/seed/catalogue-images.ts';
import { seedUpdateQueues } from '../../server/seed/update-queues.ts';
import { createTestApp, signIn, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const queued = async (kind: string) =>
  (await sql<{ n: number }>`select count(*)::int as n from activation_queue_items where kind = ${kind}`.execute(t.app.db)).rows[0]!.n;

describe('the demo data of Product Update and the Arabic Edit Report', () => {
  it('gives a fresh install an Arabic queue and three days of translations by the operator and the administrator', async () => {
    expect(await queued('AR-ACTIVATION')).toBeGreaterThan(100);
    const token = await signIn(t.app, 'office');
    const res = await t.app.inject({
      method: 'POST',
      url: ARABIC_EDIT_PATHS.list,
      payload: { createdDate: '' },
      headers: { authorization: `Bearer ${token}` },
    });
    const rows = res.json().data.records as ArabicEditRow[];
    expect(rows.map((r) => r.count)).toEqual([3, 3, 3]);
    expect(new Set(rows.map((r) => r.createdName)).size).toBe(2);
    expect(new Set(rows.map((r) => r.date)).size).toBe(3);
  });

  it('puts studio shots newer than the pictures drawn in the same first start, so the studio queue has products', async () => {
    expect(await queued('UPDATE')).toBe(0);
    const options = { kind: 'demo' as const, password: 'x', dataCentre: 'uae', dataDir: t.config.DATA_DIR, pictures: 3 };
    // One transaction, as the first start seeds: now() is the same for every row written.
    await t.app.db.transaction().execute(async (trx) => {
      await seedCatalogueImages(trx, options);
      await seedUpdateQueues(trx, options);
    });
    expect(await queued('UPDATE')).toBe(3);
  });
});
