import { describe, expect, it } from 'vitest';
import { defaultMenu } from '../../src/domain/navigation/default-menu.ts';
import type { Db } from '../../server/db/connect.ts';
import { seedOnFirstStart } from '../../server/seed/run.ts';
import { createTestApp, signIn } from '../support/test-app.ts';

/** The stored menus as `application/data centre` → menu. */
async function storedMenus(db: Db) {
  const rows = await db
    .selectFrom('menus')
    .innerJoin('applications', 'applications.id', 'menus.app_id')
    .select(['applications.project_app_name as app', 'menus.data_centre', 'menus.data'])
    .orderBy('menus.data_centre')
    .execute();
  return Object.fromEntries(rows.map((r) => [`${r.app}/${r.data_centre}`, r.data]));
}

describe('first-start seed', () => {
  it('creates the demo users with their grants and data centres, once', async () => {
    const t = await createTestApp();
    try {
      const users = await t.app.db
        .selectFrom('users')
        .select(['employee_no', 'is_admin', 'enabled', 'id', 'data_centre'])
        .orderBy('id')
        .execute();
      expect(users.map((u) => u.employee_no)).toEqual(['admin', 'office', 'operator', 'warehouse', 'ksa-admin', 'ksa-office']);
      expect(users.every((u) => u.enabled)).toBe(true);
      expect(users.filter((u) => u.is_admin).map((u) => u.employee_no)).toEqual(['admin', 'ksa-admin']);
      expect(Object.fromEntries(users.map((u) => [u.employee_no, u.data_centre]))).toMatchObject({
        admin: 'uae',
        office: 'uae',
        'ksa-admin': 'ksa',
        'ksa-office': 'ksa',
      });

      const levels = async (employeeNo: string) => {
        const id = users.find((u) => u.employee_no === employeeNo)!.id;
        const rows = await t.app.db.selectFrom('user_grants').select(['page', 'level']).where('user_id', '=', id).execute();
        return new Map(rows.map((r) => [r.page, r.level]));
      };
      const office = await levels('office');
      expect(office.get('/apps/country-settings')).toBe('L1');
      expect([...office.values()].every((l) => l === 'L1')).toBe(true);
      expect(office.has('/apps/menu-settings')).toBe(false);
      const operator = await levels('operator');
      expect(operator.get('/apps/country-settings')).toBe('L2');
      // The KSA office user holds what the UAE one does.
      expect(await levels('ksa-office')).toEqual(office);
      const warehouse = await levels('warehouse');
      expect(warehouse.get('/apps/gatekeeper')).toBe('L2');
      expect(warehouse.has('/apps/country-settings')).toBe(false);

      const again = await seedOnFirstStart(t.app.db, { kind: 'demo', password: 'whatever', dataCentre: 'uae' });
      expect(again).toBe(false);
      expect(await t.app.db.selectFrom('users').select('id').execute()).toHaveLength(6);
      expect(await storedMenus(t.app.db)).toEqual({ 'adminpanel/ksa': defaultMenu(), 'adminpanel/uae': defaultMenu() });
    } finally {
      await t.close();
    }
  });

  it('with SEED=none starts with one administrator only, signing in with DEMO_PASSWORD', async () => {
    const t = await createTestApp({ SEED: 'none', DEMO_PASSWORD: 'first-admin-pass' });
    try {
      const users = await t.app.db.selectFrom('users').select(['employee_no', 'is_admin']).execute();
      expect(users).toEqual([{ employee_no: 'admin', is_admin: true }]);
      await expect(signIn(t.app, 'admin', 'first-admin-pass')).resolves.toMatch(/\./);
      // The administrator of an empty install still needs a menu to reach Menu Settings.
      expect(await storedMenus(t.app.db)).toEqual({ 'adminpanel/ksa': defaultMenu(), 'adminpanel/uae': defaultMenu() });
    } finally {
      await t.close();
    }
  });

  it("adds this deployment's own data centre, and gives a database seeded before menus existed its menus", async () => {
    const t = await createTestApp({ DATA_CENTRE: 'qa' });
    try {
      expect(Object.keys(await storedMenus(t.app.db))).toEqual(['adminpanel/ksa', 'adminpanel/qa', 'adminpanel/uae']);
      await t.app.db.deleteFrom('menus').execute();
      await t.app.db.deleteFrom('app_meta').where('key', '=', 'seeded-menus').execute();
      expect(await seedOnFirstStart(t.app.db, { kind: 'demo', password: 'whatever', dataCentre: 'qa' })).toBe(true);
      expect(await t.app.db.selectFrom('users').select('id').execute()).toHaveLength(6);
      expect(Object.keys(await storedMenus(t.app.db))).toHaveLength(3);
    } finally {
      await t.close();
    }
    // A whole fresh demo seed (its own settings, so no template): about 11 s on a quiet machine.
  }, 90_000);
});
