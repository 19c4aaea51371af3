import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRevision } from '../support/test-users.ts';
import { activeAccount, ACCOUNT_CACHE_MS, forgetAccount } from '../../server/modules/users/account-cache.service.ts';
import { createTestApp, signIn, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let officeId: number;
beforeAll(async () => {
  t = await createTestApp();
  officeId = (await t.app.db.selectFrom('users').select('id').where('employee_no', '=', 'office').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

const setEnabledBehindTheServersBack = (enabled: boolean) =>
  t.app.db.updateTable('users').set({ enabled }).where('id', '=', officeId).execute();

describe('the account cache of authenticated requests', () => {
  it('reuses an account for a few seconds, then reads it again', async () => {
    const now = Date.now();
    expect((await activeAccount(t.app.db, officeId, now))?.user.employee_no).toBe('office');
    await setEnabledBehindTheServersBack(false);
    expect(await activeAccount(t.app.db, officeId, now + 1000)).toBeDefined();
    expect(await activeAccount(t.app.db, officeId, now + ACCOUNT_CACHE_MS + 1)).toBeUndefined();
    await setEnabledBehindTheServersBack(true);
    forgetAccount(t.app.db, officeId);
    expect(await activeAccount(t.app.db, officeId)).toBeDefined();
  });

  it('applies a change made through this server at once', async () => {
    const officeToken = await signIn(t.app, 'office');
    const adminToken = await signIn(t.app, 'admin');
    const read = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/adminpanel/country?index=1&pageSize=10',
        headers: { authorization: `Bearer ${officeToken}` },
      });
    expect((await read()).statusCode).toBe(200);
    const grants = await t.app.inject({
      method: 'PUT',
      url: `/api/adminpanel/users/${officeId}/grants`,
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { grants: [], revision: await userRevision(t.app.db, officeId) },
    });
    expect(grants.statusCode).toBe(200);
    expect((await read()).statusCode).toBe(403);
    const disabled = await t.app.inject({
      method: 'PUT',
      url: `/api/adminpanel/users/${officeId}/enabled`,
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { enabled: false, revision: await userRevision(t.app.db, officeId) },
    });
    expect(disabled.statusCode).toBe(200);
    expect((await read()).statusCode).toBe(401);
  });
});
