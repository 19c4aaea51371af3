import { describe, expect, it } from 'vitest';
import { seedOnFirstStart } from '../../server/db/seed/index.ts';
import { createTestApp, signIn } from '../support/test-app.ts';

describe('first-start seed', () => {
  it('creates the four demo users with their grants, once', async () => {
    const t = await createTestApp();
    try {
      const users = await t.app.db.selectFrom('users').select(['employee_no', 'is_admin', 'enabled', 'id']).orderBy('id').execute();
      expect(users.map((u) => u.employee_no)).toEqual(['admin', 'office', 'operator', 'warehouse']);
      expect(users.every((u) => u.enabled)).toBe(true);
      expect(users.filter((u) => u.is_admin).map((u) => u.employee_no)).toEqual(['admin']);

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
      const warehouse = await levels('warehouse');
      expect(warehouse.get('/apps/gatekeeper')).toBe('L2');
      expect(warehouse.has('/apps/country-settings')).toBe(false);

      const again = await seedOnFirstStart(t.app.db, { kind: 'demo', password: 'whatever', dataCentre: 'uae' });
      expect(again).toBe(false);
      expect(await t.app.db.selectFrom('users').select('id').execute()).toHaveLength(4);
    } finally {
      await t.close();
    }
  });

  it("with SEED=none starts with one administrator only, signing in with DEMO_PASSWORD", async () => {
    const t = await createTestApp({ SEED: 'none', DEMO_PASSWORD: 'first-admin-pass' });
    try {
      const users = await t.app.db.selectFrom('users').select(['employee_no', 'is_admin']).execute();
      expect(users).toEqual([{ employee_no: 'admin', is_admin: true }]);
      await expect(signIn(t.app, 'admin', 'first-admin-pass')).resolves.toMatch(/\./);
    } finally {
      await t.close();
    }
  });
});
