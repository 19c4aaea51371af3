import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { userRevision } from '../support/test-users.ts';
import type { QuickPanelReply } from '../../src/domain/navigation/contracts.ts';
import { dayIn } from '../../server/modules/activity/activity.service.ts';
import { createTestApp, signIn, type TestApp } from '../support/test-app.ts';
import { demoUserId } from '../support/test-users.ts';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['admin', 'office']) tokens[name] = await signIn(t.app, name);
});
afterAll(() => t.close());

const as = (name: string) => ({ authorization: `Bearer ${tokens[name]}` });
const panel = async (name: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/quick-panel/data', headers: as(name) });
  expect(res.statusCode).toBe(200);
  return res.json().data as QuickPanelReply;
};
const saveSettings = (name: string, payload: object = { user: { settings: { direction: 'ltr' } } }) =>
  t.app.inject({ method: 'POST', url: '/api/auth/user/update', headers: as(name), payload });

describe('quick panel', () => {
  it("answers today's date in the configured time zone", async () => {
    const data = await panel('office');
    expect(data.timeZone).toBe('Asia/Dubai');
    expect(data.today).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect([dayIn('Asia/Dubai', new Date(Date.now() - 5000)), dayIn('Asia/Dubai')]).toContain(data.today);
    // 22:30 UTC is already the next day in Dubai (UTC+4).
    expect(dayIn('Asia/Dubai', new Date('2026-03-01T22:30:00Z'))).toBe('2026-03-02');
    expect(dayIn('UTC', new Date('2026-03-01T22:30:00Z'))).toBe('2026-03-01');
  });

  it('starts with no activity, and sign-ins and reads do not count', async () => {
    await signIn(t.app, 'office');
    await t.app.inject({ method: 'GET', url: '/api/adminpanel/user/token', headers: as('office') });
    expect((await panel('office')).activity).toEqual([]);
  });

  it('shows a write just made, with its route, page and status', async () => {
    expect((await saveSettings('office')).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await panel('office')).activity).toHaveLength(1));
    const [entry] = (await panel('office')).activity;
    expect(entry).toEqual({
      at: expect.any(String),
      method: 'POST',
      route: '/api/auth/user/update',
      page: null,
      pageTitle: null,
      statusCode: 200,
    });
    expect(Math.abs(Date.now() - Date.parse(entry!.at))).toBeLessThan(60_000);
    expect((await panel('admin')).activity).toEqual([]); // only the user's own
  });

  it('names the page of a write on a page route', async () => {
    const id = await demoUserId(t.app, 'warehouse');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/adminpanel/users/${id}/grants`,
      headers: as('admin'),
      payload: { grants: [{ page: '/apps/gatekeeper', level: 'L2' }], revision: await userRevision(t.app.db, id) },
    });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(async () => expect((await panel('admin')).activity).toHaveLength(1));
    expect((await panel('admin')).activity[0]).toMatchObject({
      method: 'PUT',
      route: '/api/adminpanel/users/:id/grants',
      page: '/apps/user-access',
      pageTitle: 'Users and Access',
      statusCode: 200,
    });
  });

  it('leaves out refused writes', async () => {
    expect((await saveSettings('office', { user: 'nonsense' })).statusCode).toBe(400);
    const forbidden = await t.app.inject({ method: 'POST', url: '/api/adminpanel/menu', headers: as('office'), payload: {} });
    expect(forbidden.statusCode).toBe(403);
    await new Promise((r) => setTimeout(r, 100));
    expect((await panel('office')).activity).toHaveLength(1);
  });

  it('keeps the 10 most recent, newest first', async () => {
    for (let i = 0; i < 12; i++) expect((await saveSettings('office', { user: { data: { shortcuts: [`s${i}`] } } })).statusCode).toBe(200);
    await vi.waitFor(async () => {
      const rows = await t.app.db.selectFrom('activity_log').select('id').execute();
      expect(rows.length).toBe(14);
    });
    const { activity } = await panel('office');
    expect(activity).toHaveLength(10);
    const times = activity.map((a) => Date.parse(a.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});
