import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/connect.ts';
import { seedOnFirstStart } from '../../server/seed/run.ts';
import { createTestApp } from '../support/test-app.ts';

async function counts(db: Db) {
  const count = async (table: 'countries' | 'states' | 'areas') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { countries: await count('countries'), states: await count('states'), areas: await count('areas') };
}

describe('the reference seed', () => {
  it('gives the demo the GCC countries, the emirates and KSA regions with Arabic names, and areas for each', async () => {
    const t = await createTestApp();
    try {
      const db = t.app.db;
      expect(await counts(db)).toEqual({ countries: 6, states: 20, areas: 56 });
      const store = await db.selectFrom('countries').select('country_code').where('service_avail', '=', true).orderBy('id').execute();
      expect(store.map((c) => c.country_code)).toEqual(['UAE', 'KSA']);
      const emirates = await db
        .selectFrom('states')
        .innerJoin('countries', 'countries.id', 'states.country_id')
        .select(['state_name', 'ar_state_name', 'state_code'])
        .where('countries.country_code', '=', 'UAE')
        .orderBy('display_order')
        .execute();
      expect(emirates.map((s) => s.state_code)).toEqual(['AZ', 'DU', 'SH', 'AJ', 'UQ', 'RK', 'FU']);
      expect(emirates[1]).toEqual({ state_name: 'Dubai', ar_state_name: 'دبي', state_code: 'DU' });
      // Every state has areas, every name has its Arabic form, and the seed writes as 'System'.
      const bare = await db
        .selectFrom('states')
        .leftJoin('areas', 'areas.state_id', 'states.id')
        .select('states.state_name')
        .where('areas.id', 'is', null)
        .execute();
      expect(bare).toEqual([]);
      const arabic = /[\u0600-\u06FF]/;
      const names = await db.selectFrom('areas').select(['ar_area_name', 'created_name', 'status']).execute();
      expect(names.every((a) => arabic.test(a.ar_area_name) && a.created_name === 'System' && a.status === 'a')).toBe(true);

      // Once only.
      await seedOnFirstStart(db, { kind: 'demo', password: 'whatever', dataCentre: 'uae' });
      expect(await counts(db)).toEqual({ countries: 6, states: 20, areas: 56 });
    } finally {
      await t.close();
    }
  });

  it('with SEED=none keeps the reference facts (countries and states) but no demo areas', async () => {
    const t = await createTestApp({ SEED: 'none', DEMO_PASSWORD: 'first-admin-pass' });
    try {
      expect(await counts(t.app.db)).toEqual({ countries: 6, states: 20, areas: 0 });
    } finally {
      await t.close();
    }
  });

  it('gives a database seeded before reference data existed its countries and states on the next start', async () => {
    const t = await createTestApp({ SEED: 'none', DEMO_PASSWORD: 'first-admin-pass' });
    try {
      const db = t.app.db;
      await db.deleteFrom('states').execute();
      await db.deleteFrom('countries').execute();
      await db.deleteFrom('app_meta').where('key', '=', 'seeded-reference').execute();
      expect(await seedOnFirstStart(db, { kind: 'none', password: 'whatever', dataCentre: 'uae' })).toBe(true);
      expect(await counts(db)).toEqual({ countries: 6, states: 20, areas: 0 });
    } finally {
      await t.close();
    }
  });
});
