import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeEntry } from '../../src/domain/history/history.ts';
import { HISTORY_PATHS } from '../../src/domain/history/paths.ts';
import type { Country } from '../../src/domain/reference/countries.ts';
import { REFERENCE_PATHS } from '../../src/domain/reference/paths.ts';
import { createTestApp, signIn, type TestApp } from '../support/test-app.ts';
import { createTestUser } from '../support/test-users.ts';
import { expectSortedBothWays, expectSortRefused } from '../support/sorted-rows.ts';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['admin', 'operator', 'office']) tokens[user] = await signIn(t.app, user);
});
afterAll(() => t.close());

const as = (user: string) => ({ authorization: `Bearer ${tokens[user]}` });
const countries = async () =>
  (await t.app.inject({ method: 'GET', url: REFERENCE_PATHS.countries, headers: as('office') })).json().data.records as Country[];
const uae = async () => (await countries()).find((c) => c.countryCode === 'UAE')!;
const bodyOf = ({ Id: _id, revision: _revision, ...fields }: Country) => fields;
const save = (country: Country, change: Partial<Country>, user = 'operator', revision = country.revision) =>
  t.app.inject({
    method: 'PUT',
    url: `${REFERENCE_PATHS.countries}/${country.Id}`,
    payload: { ...bodyOf(country), ...change, revision },
    headers: as(user),
  });
const historyOf = async (entity: string, id: number | string, user = 'office') =>
  t.app.inject({ method: 'GET', url: HISTORY_PATHS.history, query: { entity, id: String(id) }, headers: as(user) });
const entries = async (entity: string, id: number) => (await historyOf(entity, id)).json().data.records as ChangeEntry[];

describe('no silent overwrite', () => {
  it('refuses the second of two saves from one read with 409 naming who saved, and keeps the first', async () => {
    const read = await uae();
    const first = await save(read, { returnDays: 15 }, 'admin');
    expect(first.statusCode).toBe(200);
    expect(first.json().data.revision).toBe(read.revision + 1);
    const second = await save(read, { returnDays: 16 });
    expect(second.statusCode).toBe(409);
    const body = second.json();
    expect(body.message).toMatch(/^Aisha Rahman changed this record at \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}, after you opened it$/);
    expect(body.stale).toMatchObject({ revision: read.revision + 1, by: 'Aisha Rahman', current: { returnDays: 15 } });
    expect((await uae()).returnDays).toBe(15);
    // Overwrite goes through the new revision.
    const overwrite = await save(read, { returnDays: 16 }, 'operator', body.stale.revision);
    expect(overwrite.statusCode).toBe(200);
    expect((await uae()).returnDays).toBe(16);
  });

  it('answers 400 for a missing or mistyped revision and changes nothing', async () => {
    const read = await uae();
    for (const revision of [null, 'x', -1, 1.5, true, 0]) {
      const res = await save(read, { returnDays: 200 }, 'operator', revision as never);
      expect(res.statusCode, String(revision)).toBe(400);
    }
    const missing = await t.app.inject({
      method: 'PUT',
      url: `${REFERENCE_PATHS.countries}/${read.Id}`,
      payload: { ...bodyOf(read), returnDays: 200 },
      headers: as('operator'),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ field: 'revision', message: 'Required', key: 'fields:required' }]);
    expect((await uae()).returnDays).toBe(read.returnDays);
  });
});

describe('the change log', () => {
  it("records who changed which field from what to what, newest first, in the write's request", async () => {
    const read = await uae();
    const res = await save(read, { returnDays: 21, domain: 'ae.example.com' });
    const log = await entries('country', read.Id);
    expect(log[0]).toMatchObject({
      userName: 'Priya Nair',
      page: '/apps/country-settings',
      entity: 'country',
      entityId: String(read.Id),
      action: 'update',
      requestId: res.headers['x-request-id'],
      revision: read.revision + 1,
      summary: 'United Arab Emirates',
      dataCentre: 'uae',
    });
    expect(log[0]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'returnDays', before: read.returnDays, after: 21 },
        { field: 'domain', before: read.domain, after: 'ae.example.com' },
      ]),
    );
    expect(log[0]!.changes).toHaveLength(2);
    expect(log.map((e) => e.id)).toEqual([...log.map((e) => e.id)].sort((a, b) => b - a));
  });

  it('is append-only, even for the database user', async () => {
    await expect(t.app.db.deleteFrom('change_log').execute()).rejects.toThrow(/append-only/);
    await expect(t.app.db.updateTable('change_log').set({ user_name: 'x' }).execute()).rejects.toThrow(/append-only/);
  });

  it('answers 400 for an unknown entity or a non-numeric id, 403 without the page', async () => {
    expect((await historyOf('planet', 1)).statusCode).toBe(400);
    expect((await historyOf('country', 'abc')).statusCode).toBe(400);
    const warehouse = await signIn(t.app, 'warehouse');
    const res = await t.app.inject({
      method: 'GET',
      url: HISTORY_PATHS.history,
      query: { entity: 'country', id: '1' },
      headers: { authorization: `Bearer ${warehouse}` },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('undo', () => {
  it('puts back the fields as a new entry, once, and is refused when the record changed since', async () => {
    const read = await uae();
    await save(read, { returnDays: 30 });
    const [entry] = await entries('country', read.Id);
    const undo = () => t.app.inject({ method: 'POST', url: HISTORY_PATHS.undo(entry!.id), headers: as('operator') });
    const res = await undo();
    expect(res.statusCode).toBe(200);
    expect((await uae()).returnDays).toBe(read.returnDays);
    const [undone] = await entries('country', read.Id);
    expect(undone).toMatchObject({
      action: 'undo',
      undoes: entry!.id,
      changes: [{ field: 'returnDays', before: 30, after: read.returnDays }],
    });
    expect((await undo()).statusCode).toBe(409);

    const again = await uae();
    await save(again, { returnDays: 31 });
    const [change] = await entries('country', read.Id);
    await save(await uae(), { returnDays: 32 }, 'admin');
    const late = await t.app.inject({ method: 'POST', url: HISTORY_PATHS.undo(change!.id), headers: as('operator') });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/^Aisha Rahman changed this record/);
    expect((await uae()).returnDays).toBe(32);
  });

  it("needs L2 on the record's page", async () => {
    const [entry] = await entries('country', (await uae()).Id);
    const res = await t.app.inject({ method: 'POST', url: HISTORY_PATHS.undo(entry!.id), headers: as('office') });
    expect(res.statusCode).toBe(403);
  });

  it('undoes a create by deleting the record, and the Audit Log restores it', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: REFERENCE_PATHS.countries,
      headers: as('operator'),
      payload: { ...bodyOf(await uae()), countryName: 'Testland', countryCode: 'TST', countryCode2: 'TS' },
    });
    const id = created.json().data.Id as number;
    const [create] = await entries('country', id);
    expect(create).toMatchObject({ action: 'create', undoable: true, restorable: false });
    expect((await t.app.inject({ method: 'POST', url: HISTORY_PATHS.undo(create!.id), headers: as('operator') })).statusCode).toBe(200);
    expect((await countries()).some((c) => c.Id === id)).toBe(false);
    const [removal] = await entries('country', id);
    expect(removal).toMatchObject({ action: 'undo', restorable: true });

    const restore = () => t.app.inject({ method: 'POST', url: HISTORY_PATHS.restore(removal!.id), headers: as('admin') });
    // A new country took the code meanwhile: the restore names it.
    const taker = await t.app.inject({
      method: 'POST',
      url: REFERENCE_PATHS.countries,
      headers: as('operator'),
      payload: { ...bodyOf(await uae()), countryName: 'Other', countryCode: 'TST', countryCode2: 'TS' },
    });
    const refused = await restore();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('TST');
    await t.app.inject({
      method: 'PUT',
      url: `${REFERENCE_PATHS.countries}/${taker.json().data.Id}`,
      headers: as('operator'),
      payload: { ...bodyOf(taker.json().data), countryCode: 'OTH', revision: taker.json().data.revision },
    });
    expect((await restore()).statusCode).toBe(200);
    const back = (await countries()).find((c) => c.Id === id)!;
    expect(back).toMatchObject({ countryName: 'Testland', countryCode: 'TST' });
    expect((await restore()).statusCode).toBe(409);
  });
});

describe('grants that depend on the record', () => {
  it("reads a record's history with its page or the Audit Log, and restores only with L2 on the record's page too", async () => {
    const auditor = await createTestUser(t.app, 'HIST-AUDITOR', [{ page: '/apps/audit-log', level: 'L2' }]);
    const [entry] = await entries('country', (await uae()).Id);
    const read = await t.app.inject({
      method: 'GET',
      url: HISTORY_PATHS.history,
      query: { entity: 'country', id: entry!.entityId },
      headers: auditor.headers,
    });
    expect(read.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: HISTORY_PATHS.undo(entry!.id), headers: auditor.headers })).statusCode).toBe(403);
    const deleted = (await t.app.inject({ method: 'GET', url: HISTORY_PATHS.auditLog, query: { entity: 'country' }, headers: as('admin') }))
      .json()
      .data.records.find((e: ChangeEntry) => e.restorable) as ChangeEntry | undefined;
    // The undo tests above left a removed country, whose entry is restorable.
    expect(deleted).toBeDefined();
    expect((await t.app.inject({ method: 'POST', url: HISTORY_PATHS.restore(deleted!.id), headers: auditor.headers })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'POST', url: HISTORY_PATHS.restore(deleted!.id), headers: as('operator') })).statusCode).toBe(403);
  });
});

describe('the Audit Log', () => {
  it('lists the whole log filtered by user, entity and action, for its page only', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: HISTORY_PATHS.auditLog,
      query: { entity: 'country', action: 'undo' },
      headers: as('admin'),
    });
    expect(res.statusCode).toBe(200);
    const records = res.json().data.records as ChangeEntry[];
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((e) => e.entity === 'country' && e.action === 'undo')).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: HISTORY_PATHS.auditLog, headers: as('operator') })).statusCode).toBe(403);
    const bad = await t.app.inject({ method: 'GET', url: HISTORY_PATHS.auditLog, query: { from: '2026-13-45x' }, headers: as('admin') });
    expect(bad.statusCode).toBe(400);
  });
});

describe('sorting the Audit Log', () => {
  it('sorts by time either way, ties by entry, and refuses a sort it does not offer', async () => {
    const read = await uae();
    expect((await save(read, { returnDays: 21 })).statusCode).toBe(200);
    expect((await save(await uae(), { returnDays: 22 }, 'admin')).statusCode).toBe(200);
    const log = (query: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: HISTORY_PATHS.auditLog, query, headers: as('admin') });
    const rows = async (sort: string) => (await log({ entity: 'country', pageSize: '1000', sort })).json().data.records as ChangeEntry[];
    const asc = await rows('at');
    expectSortedBothWays(
      asc,
      await rows('-at'),
      (e) => Date.parse(e.at),
      (e) => e.id,
    );
    // Without a sort, newest first: the time descending.
    expect((await log({ entity: 'country', pageSize: '1000' })).json().data.records.map((e: ChangeEntry) => e.id)).toEqual(
      (await rows('-at')).map((e) => e.id),
    );
    expectSortRefused(await log({ sort: 'changes' }));
  });
});
