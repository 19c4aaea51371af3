import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_PATHS, type Campaign } from '../../src/domain/campaigns/contracts.ts';
import type { ChangeEntry } from '../../src/domain/history/history.ts';
import { HISTORY_PATHS } from '../../src/domain/history/paths.ts';
import { createTestApp, signIn, type TestApp } from '../support/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['admin', 'operator', 'office']) tokens[user] = await signIn(t.app, user);
});
afterAll(() => t.close());

const as = (user: string) => ({ authorization: `Bearer ${tokens[user]}` });
const STALE = /^Aisha Rahman changed this record at \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}, after you opened it$/;

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
/** A revision left out of the call altogether. */
const OMIT = Symbol('no revision');
const edit = (campaign: Campaign, change: Partial<Campaign>, user = 'operator', revision: unknown = campaign.revision) =>
  t.app.inject({
    method: 'PUT',
    url: CAMPAIGN_PATHS.campaign(campaign.id),
    payload: { campaignCode: campaign.campaignCode, details: campaign.details, ...change, ...(revision === OMIT ? {} : { revision }) },
    headers: as(user),
  });
const remove = (campaign: Campaign, user = 'operator', revision: unknown = campaign.revision) =>
  t.app.inject({
    method: 'DELETE',
    url: CAMPAIGN_PATHS.campaign(campaign.id),
    query: revision === OMIT ? {} : { revision: String(revision) },
    headers: as(user),
  });
const stored = (id: number) => t.app.db.selectFrom('marketing_campaigns').selectAll().where('id', '=', id).executeTakeFirst();
const productIds = async (campaignId: number) =>
  (await t.app.db.selectFrom('campaign_products').select('id').where('campaign_id', '=', campaignId).orderBy('id').execute()).map((r) =>
    String(r.id),
  );
const byCode = async (code: string) => {
  const res = await t.app.inject({ method: 'GET', url: CAMPAIGN_PATHS.campaigns, query: { search: code }, headers: as('office') });
  return (res.json().data.records as Campaign[]).find((c) => c.campaignCode === code);
};
const entries = async (entity: string, id: number) =>
  (await t.app.inject({ method: 'GET', url: HISTORY_PATHS.history, query: { entity, id: String(id) }, headers: as('office') })).json().data
    .records as ChangeEntry[];
const undoLatest = (entity: string, id: number, revision: number, user = 'operator') =>
  t.app.inject({ method: 'POST', url: HISTORY_PATHS.undoLatest, payload: { entity, id: String(id), revision }, headers: as(user) });
const restore = (entryId: number, user = 'admin') =>
  t.app.inject({ method: 'POST', url: HISTORY_PATHS.restore(entryId), headers: as(user) });

describe('no silent overwrite of a campaign', () => {
  it('refuses the second of two edits from one read with 409 naming who saved, and keeps the first', async () => {
    const read = await create('STALE-EDIT', 'first words');
    expect(read.revision).toBe(1);
    const first = await edit(read, { details: 'admin words' }, 'admin');
    expect(first.statusCode).toBe(200);
    expect(first.json().data.revision).toBe(2);

    const second = await edit(read, { details: 'operator words' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(STALE);
    expect(second.json().stale).toMatchObject({
      revision: 2,
      by: 'Aisha Rahman',
      current: { campaignCode: 'STALE-EDIT', details: 'admin words' },
    });
    expect(await stored(read.id)).toMatchObject({ details: 'admin words', revision: 2 });

    // Overwrite goes through the newer revision.
    const overwrite = await edit(read, { details: 'operator words' }, 'operator', 2);
    expect(overwrite.statusCode).toBe(200);
    expect(await stored(read.id)).toMatchObject({ details: 'operator words', revision: 3, updated_name: 'Priya Nair' });
  });

  it('answers 400 for a missing or mistyped revision on an edit or a delete, and changes nothing', async () => {
    const read = await create('NO-REVISION', 'kept');
    for (const revision of [OMIT, null, 'x', -1, 1.5, true, 0]) {
      const res = await edit(read, { details: 'lost' }, 'operator', revision);
      expect(res.statusCode, String(revision)).toBe(400);
    }
    const missing = await edit(read, { details: 'lost' }, 'operator', OMIT);
    expect(missing.json().errors).toEqual([{ field: 'revision', message: 'Required', key: 'fields:required' }]);
    for (const revision of [OMIT, 'x', 0, -2]) expect((await remove(read, 'operator', revision)).statusCode, String(revision)).toBe(400);
    expect(await stored(read.id)).toMatchObject({ details: 'kept', revision: 1 });
  });

  it('refuses a delete from a stale read with 409, keeping the campaign and its product rows', async () => {
    const seeded = (await byCode('WHITE-FRIDAY'))!;
    const before = await productIds(seeded.id);
    expect(before.length).toBeGreaterThan(0);
    expect((await edit(seeded, { details: `${seeded.details}!` }, 'admin')).statusCode).toBe(200);

    const res = await remove(seeded);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(STALE);
    expect(await stored(seeded.id)).toBeDefined();
    expect(await productIds(seeded.id)).toEqual(before);
  });

  it('answers 404 for a campaign that is gone, whatever the revision', async () => {
    const gone = await create('GONE-BEFORE');
    expect((await remove(gone)).statusCode).toBe(200);
    const again = await remove(gone);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(`No campaign with id ${gone.id}`);
    expect((await edit(gone, { details: 'x' })).statusCode).toBe(404);
  });
});

describe("a campaign's history", () => {
  it('shows who created and who changed which field, from what to what, on Campaign Details', async () => {
    const campaign = await create('HISTORY-ONE', 'before');
    const res = await edit(campaign, { campaignCode: 'history-two', details: 'after' });
    const log = await entries('campaign', campaign.id);
    expect(log.map((e) => e.action)).toEqual(['update', 'create']);
    expect(log[0]).toMatchObject({
      userName: 'Priya Nair',
      page: '/apps/campaign-details',
      entity: 'campaign',
      entityId: String(campaign.id),
      requestId: res.headers['x-request-id'],
      revision: 2,
      summary: 'HISTORY-TWO',
      undoable: true,
    });
    expect(log[0]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'campaignCode', before: 'HISTORY-ONE', after: 'HISTORY-TWO' },
        { field: 'details', before: 'before', after: 'after' },
      ]),
    );
    expect(log[0]!.changes).toHaveLength(2);
    expect(log[1]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'campaignCode', before: null, after: 'HISTORY-ONE' },
        { field: 'details', before: null, after: 'before' },
      ]),
    );
  });

  it('logs nothing for an edit that changes nothing', async () => {
    const campaign = await create('SAME-AGAIN', 'same');
    const res = await edit(campaign, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().data.revision).toBe(1);
    expect((await entries('campaign', campaign.id)).map((e) => e.action)).toEqual(['create']);
  });
});

describe("a campaign's Undo", () => {
  it("puts an edit's fields back, once, and not after someone else saved", async () => {
    const campaign = await create('UNDO-EDIT', 'original');
    const saved = (await edit(campaign, { details: 'changed' })).json().data as Campaign;
    expect((await undoLatest('campaign', campaign.id, saved.revision)).statusCode).toBe(200);
    expect(await stored(campaign.id)).toMatchObject({ details: 'original', revision: 3 });
    const [undone] = await entries('campaign', campaign.id);
    expect(undone).toMatchObject({
      action: 'undo',
      userName: 'Priya Nair',
      changes: [{ field: 'details', before: 'changed', after: 'original' }],
    });
    expect((await undoLatest('campaign', campaign.id, saved.revision)).statusCode).toBe(409);

    const again = (await edit({ ...campaign, revision: 3 }, { details: 'mine' })).json().data as Campaign;
    expect((await edit(again, { details: 'theirs' }, 'admin')).statusCode).toBe(200);
    const late = await undoLatest('campaign', campaign.id, again.revision);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/^Aisha Rahman changed this record/);
    expect((await stored(campaign.id))?.details).toBe('theirs');
  });

  it('brings a deleted campaign back with its own id and every product row', async () => {
    const seeded = (await byCode('NATIONAL-DAY-UAE'))!;
    const rows = await t.app.db.selectFrom('campaign_products').selectAll().where('campaign_id', '=', seeded.id).orderBy('id').execute();
    expect(rows.length).toBeGreaterThan(0);
    const res = await remove(seeded);
    expect(res.json().data).toEqual({ id: seeded.id, deletedProducts: rows.length });
    const [removal] = await entries('campaign', seeded.id);
    expect(removal).toMatchObject({
      action: 'delete',
      userName: 'Priya Nair',
      summary: 'NATIONAL-DAY-UAE',
      undoable: true,
      restorable: true,
    });
    expect(removal!.changes).toEqual(expect.arrayContaining([{ field: 'campaignCode', before: 'NATIONAL-DAY-UAE', after: null }]));
    expect(await productIds(seeded.id)).toEqual([]);

    expect((await undoLatest('campaign', seeded.id, seeded.revision)).statusCode).toBe(200);
    const back = await byCode('NATIONAL-DAY-UAE');
    expect(back).toMatchObject({
      id: seeded.id,
      details: seeded.details,
      createdName: seeded.createdName,
      createdDateUTC: seeded.createdDateUTC,
    });
    expect(back!.revision).toBeGreaterThan(seeded.revision);
    const after = await t.app.db.selectFrom('campaign_products').selectAll().where('campaign_id', '=', seeded.id).orderBy('id').execute();
    expect(after).toEqual(rows);
  });

  it('needs L2 on Campaign Details', async () => {
    const campaign = await create('UNDO-L1', 'original');
    const saved = (await edit(campaign, { details: 'changed' })).json().data as Campaign;
    const [entry] = await entries('campaign', campaign.id);
    const res = await t.app.inject({ method: 'POST', url: HISTORY_PATHS.undo(entry!.id), headers: as('office') });
    expect(res.statusCode).toBe(403);
    expect((await stored(campaign.id))?.revision).toBe(saved.revision);
  });
});

describe("a deleted campaign's Restore", () => {
  it('brings it back with its rows from the Audit Log, and names the code when another campaign took it meanwhile', async () => {
    const seeded = (await byCode('BACK-TO-SCHOOL-2025'))!;
    const rows = await productIds(seeded.id);
    expect((await remove(seeded)).statusCode).toBe(200);
    const [removal] = await entries('campaign', seeded.id);

    // A new campaign took the code meanwhile: the restore names it and brings back nothing.
    const taker = await create('back-to-school-2025', 'the new one');
    const refused = await restore(removal!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Cannot restore: campaignCode BACK-TO-SCHOOL-2025 is now used by another record');
    expect(await stored(seeded.id)).toBeUndefined();
    expect(await productIds(seeded.id)).toEqual([]);
    // Only an administrator's Audit Log restores.
    expect((await restore(removal!.id, 'operator')).statusCode).toBe(403);

    expect((await edit(taker, { campaignCode: 'BACK-TO-SCHOOL-NEW' })).statusCode).toBe(200);
    expect((await restore(removal!.id)).statusCode).toBe(200);
    expect(await byCode('BACK-TO-SCHOOL-2025')).toMatchObject({ id: seeded.id, details: seeded.details });
    expect(await productIds(seeded.id)).toEqual(rows);
    const [restored] = await entries('campaign', seeded.id);
    expect(restored).toMatchObject({ action: 'restore', userName: 'Aisha Rahman', undoes: removal!.id });
    expect((await restore(removal!.id)).statusCode).toBe(409);
  });
});
