import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_PATHS, type Campaign } from '../../src/domain/campaigns/contracts.ts';
import { demoCampaigns } from '../../server/seed/campaigns.ts';
import { createTestApp, signIn, type TestApp } from '../support/test-app.ts';
import { demoUserId } from '../support/test-users.ts';

let t: TestApp;
let tokens: Record<'office' | 'operator', string>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = { office: await signIn(t.app, 'office'), operator: await signIn(t.app, 'operator') };
});
afterAll(() => t.close());

type Who = keyof typeof tokens;
const as = (who: Who) => ({ authorization: `Bearer ${tokens[who]}` });
const create = async (campaignCode: string, details = '') => {
  const res = await t.app.inject({
    method: 'POST',
    url: CAMPAIGN_PATHS.campaigns,
    payload: { campaignCode, details },
    headers: as('operator'),
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as Campaign;
};
const stored = (id: number) => t.app.db.selectFrom('marketing_campaigns').selectAll().where('id', '=', id).executeTakeFirst();
/** The revision stored now: these tests are about the edit and the delete, not a stale read (campaigns-history.test.ts is). */
const revisionOf = async (id: number | string) => (typeof id === 'number' ? ((await stored(id))?.revision ?? 1) : 1);
const edit = async (id: number | string, payload: unknown, who: Who = 'operator') =>
  t.app.inject({
    method: 'PUT',
    url: CAMPAIGN_PATHS.campaign(id),
    payload: { ...(payload as object), revision: await revisionOf(id) },
    headers: as(who),
  });
const remove = async (id: number | string, who: Who = 'operator') =>
  t.app.inject({ method: 'DELETE', url: CAMPAIGN_PATHS.campaign(id), query: { revision: String(await revisionOf(id)) }, headers: as(who) });
const productRows = async (id: number) =>
  Number(
    (
      await t.app.db
        .selectFrom('campaign_products')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('campaign_id', '=', id)
        .executeTakeFirstOrThrow()
    ).n,
  );
async function seededId(code: string): Promise<number> {
  const row = await t.app.db.selectFrom('marketing_campaigns').select('id').where('campaign_code', '=', code).executeTakeFirstOrThrow();
  return row.id;
}

describe('editing a campaign', () => {
  it('normalises the code as creating does, keeps who created it and records who changed it', async () => {
    const campaign = await create('EDIT-ME', 'first words');
    const res = await edit(campaign.id, { campaignCode: 'edited me 2!', details: '  better words  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: true,
      message: 'Campaign updated successfully',
      key: 'marketingCampaign:updated',
      data: { ...campaign, campaignCode: 'EDITEDME2', details: 'better words', revision: campaign.revision + 1 },
    });
    const row = await stored(campaign.id);
    expect(row).toMatchObject({ created_name: 'Priya Nair', updated_name: 'Priya Nair', updated_by: await demoUserId(t.app, 'operator') });
    // Its own code in another case is no conflict.
    expect((await edit(campaign.id, { campaignCode: 'editedme2' })).json().data).toMatchObject({ campaignCode: 'EDITEDME2', details: '' });
  });

  it("refuses another campaign's code in any case with 409 on the field, changing nothing", async () => {
    const campaign = await create('EDIT-CLASH', 'kept');
    for (const code of ['ramadan-2026', 'Ramadan-2026 ']) {
      const res = await edit(campaign.id, { campaignCode: code, details: 'lost' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        status: false,
        message: 'campaign code already exists',
        data: null,
        errors: [{ field: 'campaignCode', message: 'campaign code already exists', key: 'marketingCampaign:duplicate' }],
      });
    }
    expect(await stored(campaign.id)).toMatchObject({ campaign_code: 'EDIT-CLASH', details: 'kept' });
  });

  it('gives exactly one of two simultaneous edits to the same code', async () => {
    const [a, b] = [await create('RACE-A'), await create('RACE-B')];
    const results = await Promise.all([edit(a.id, { campaignCode: 'RACE-WIN' }), edit(b.id, { campaignCode: 'race-win' })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses bad input with 400 naming the field, as creating does', async () => {
    const campaign = await create('EDIT-BAD', 'kept');
    const cases: [unknown, RegExp][] = [
      [{ campaignCode: ' !!! ' }, /^Campaign Code: Campaign code is required$/],
      [{ details: 'x' }, /^Campaign Code: Required$/],
      [{ campaignCode: 'A'.repeat(51) }, /^Campaign Code: Campaign code is at most 50 characters$/],
      [{ campaignCode: 'OK', details: 'd'.repeat(501) }, /^Details: Details are at most 500 characters$/],
    ];
    for (const [body, message] of cases) {
      const res = await edit(campaign.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await edit('abc', { campaignCode: 'OK' })).statusCode).toBe(400);
    expect(await stored(campaign.id)).toMatchObject({ campaign_code: 'EDIT-BAD', details: 'kept' });
  });

  it('answers 404 for an unknown campaign and 403 to the read-only office user', async () => {
    const missing = await edit(999999, { campaignCode: 'NOBODY' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No campaign with id 999999');
    const campaign = await create('EDIT-OFFICE', 'kept');
    expect((await edit(campaign.id, { campaignCode: 'OFFICE-WAS-HERE' }, 'office')).statusCode).toBe(403);
    expect(await stored(campaign.id)).toMatchObject({ campaign_code: 'EDIT-OFFICE' });
  });
});

describe('deleting a campaign', () => {
  it('removes it with its product rows, answers how many, and frees its code', async () => {
    const seeded = demoCampaigns().find((c) => c.campaignCode === 'EID-AL-FITR-2026')!;
    const id = await seededId(seeded.campaignCode);
    const res = await remove(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: true,
      message: 'Campaign deleted successfully',
      key: 'marketingCampaign:deleted',
      data: { id, deletedProducts: seeded.products.length },
    });
    expect(await stored(id)).toBeUndefined();
    expect(await productRows(id)).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: CAMPAIGN_PATHS.products(id), headers: as('office') })).statusCode).toBe(404);
    await create('eid-al-fitr-2026');
  });

  it('answers 404 for an unknown (or already deleted) campaign and 400 for a bad id', async () => {
    const campaign = await create('DELETE-TWICE');
    expect((await remove(campaign.id)).statusCode).toBe(200);
    const again = await remove(campaign.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(`No campaign with id ${campaign.id}`);
    expect((await remove('abc')).statusCode).toBe(400);
    expect((await remove(0)).statusCode).toBe(400);
  });

  it('is refused to the read-only office user, keeping the campaign and its rows', async () => {
    const id = await seededId('WHITE-FRIDAY');
    const before = await productRows(id);
    const res = await remove(id, 'office');
    expect(res.statusCode).toBe(403);
    expect(res.json().status).toBe(false);
    expect(await stored(id)).toBeDefined();
    expect(await productRows(id)).toBe(before);
    expect((await t.app.inject({ method: 'DELETE', url: CAMPAIGN_PATHS.campaign(id) })).statusCode).toBe(401);
  });
});
