import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEKEEPER_PATHS } from '../../src/domain/gatekeeper/contracts.ts';
import { ruleSetCsvPath, ruleSetRecordId, type RuleSetSummary } from '../../src/domain/gatekeeper/rules/contracts.ts';
import type { ChangeEntry } from '../../src/domain/history/history.ts';
import { HISTORY_PATHS } from '../../src/domain/history/paths.ts';
import { replaceRuleSet, rulesVersion } from '../../server/modules/gatekeeper-rules/gatekeeper-rules.service.ts';
import { createTestApp, signIn, type TestApp } from '../support/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['admin', 'operator', 'office']) tokens[user] = await signIn(t.app, user);
});
afterAll(() => t.close());

const as = (user: string) => ({ authorization: `Bearer ${tokens[user]}` });
const upload = (set: string, body: string, query: Record<string, string> = {}, user = 'operator') =>
  t.app.inject({
    method: 'POST',
    url: `${GATEKEEPER_PATHS.ruleUpload}/${set}`,
    query,
    headers: { ...as(user), 'content-type': 'text/csv' },
    payload: body,
  });
const setOf = async (set: string) =>
  (
    (await t.app.inject({ method: 'GET', url: GATEKEEPER_PATHS.ruleSets, headers: as('office') })).json().data.sets as RuleSetSummary[]
  ).find((s) => s.ruleSet === set)!;
const csvOf = async (set: string) => (await t.app.inject({ method: 'GET', url: ruleSetCsvPath(set), headers: as('office') })).body;
const entries = async (id: number) =>
  (
    await t.app.inject({
      method: 'GET',
      url: HISTORY_PATHS.history,
      query: { entity: 'gatekeeper-rule-set', id: String(id) },
      headers: as('office'),
    })
  ).json().data.records as ChangeEntry[];
const stagedRevisions = async (set: string) =>
  (await t.app.db.selectFrom('gatekeeper_rule_revisions').select('revision').where('rule_set', '=', set).execute()).map((r) => r.revision);

const OPERATOR = { userId: null, name: 'Test' };
const CAPPING = 'identifier,value,limit\nGATEKEEPER-KSA-BRAND-MAX,PUMA,9\nGATEKEEPER-UAE-BRAND-MAX,NIKE,3\n';

describe('Gate Keeper Rules: an upload in the change log', () => {
  it('logs each upload as the user’s, with the rule count and the rules version before and after, not rule by rule', async () => {
    const read = await setOf('Capping');
    const version = await rulesVersion(t.app.db);
    const res = await upload('Capping', CAPPING, { revision: String(read.revision) });
    expect(res.statusCode).toBe(200);
    const { revision } = res.json().data as { revision: number };
    expect(revision).toBeGreaterThan(read.revision);
    expect((await setOf('Capping')).revision).toBe(revision);

    const [entry] = await entries(ruleSetRecordId('Capping'));
    expect(entry).toMatchObject({
      action: 'upload',
      entity: 'gatekeeper-rule-set',
      entityId: '2',
      userName: 'Priya Nair',
      page: '/apps/gatekeeper-rules',
      revision,
      summary: 'Capping',
      requestId: res.headers['x-request-id'],
      undoable: false,
      restorable: false,
    });
    expect(entry!.changes).toEqual(
      expect.arrayContaining([
        { field: 'rowCount', before: read.rowCount, after: 2 },
        { field: 'rulesVersion', before: version, after: res.json().data.rulesVersion },
      ]),
    );
    expect(entry!.changes).toHaveLength(2);
    // Upload has no Undo: the previous file is the way back.
    expect((await t.app.inject({ method: 'POST', url: HISTORY_PATHS.undo(entry!.id), headers: as('operator') })).statusCode).toBe(400);
  });

  it('logs the first upload of a set never uploaded, based on revision 0', async () => {
    expect((await setOf('Allotment')).revision).toBe(0);
    const res = await upload('Allotment', 'identifier,value,limit\nGATEKEEPER-UAE-ALLOTMENT,ALL,100\n', { revision: '0' });
    expect(res.statusCode).toBe(200);
    const [entry] = await entries(ruleSetRecordId('Allotment'));
    expect(entry).toMatchObject({ action: 'upload', summary: 'Allotment' });
    expect(entry!.changes).toContainEqual({ field: 'rowCount', before: null, after: 1 });
  });

  it('refuses an upload based on an older revision with 409 naming who uploaded since, and nothing changes', async () => {
    const read = await setOf('Capping');
    const first = await upload('Capping', CAPPING, { revision: String(read.revision) }, 'admin');
    expect(first.statusCode).toBe(200);
    const csv = await csvOf('Capping');
    const logged = (await entries(ruleSetRecordId('Capping'))).length;
    const version = await rulesVersion(t.app.db);

    const stale = await upload('Capping', 'identifier,value,limit\nGATEKEEPER-KSA-BRAND-MAX,PUMA,1\n', { revision: String(read.revision) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/^Aisha Rahman changed this record at \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}, after you opened it$/);
    expect(stale.json().stale).toMatchObject({
      revision: first.json().data.revision,
      by: 'Aisha Rahman',
      current: { ruleSet: 'Capping', rowCount: 2 },
    });
    expect(await csvOf('Capping')).toBe(csv);
    expect(await rulesVersion(t.app.db)).toBe(version);
    expect(await entries(ruleSetRecordId('Capping'))).toHaveLength(logged);
    expect(await stagedRevisions('Capping')).toEqual([first.json().data.revision]);

    // The check as the upload goes live, too (an upload that passed the first check while another went live).
    const late = replaceRuleSet(
      t.app.db,
      'Capping',
      [{ identifier: 'GATEKEEPER-KSA-BRAND-MAX', value: 'PUMA', limit: 1 }],
      OPERATOR,
      undefined,
      {
        basedOn: read.revision,
      },
    );
    await expect(late).rejects.toMatchObject({ statusCode: 409 });
    expect(await csvOf('Capping')).toBe(csv);
    expect(await stagedRevisions('Capping')).toEqual([first.json().data.revision]);

    // Based on the newer revision it goes through.
    const again = await upload('Capping', CAPPING, { revision: String(stale.json().stale.revision) });
    expect(again.statusCode).toBe(200);
  });

  it('refuses the later of two uploads from one read that race each other, leaving no half-written revision', async () => {
    const read = await setOf('Eligibility');
    const big = ['identifier,value,limit', ...Array.from({ length: 5000 }, (_, i) => `GATEKEEPER-KSA-BRAND-REJECTION,B${i},`), ''].join(
      '\n',
    );
    const small = 'identifier,value,limit\nGATEKEEPER-UAE-BRAND-REJECTION,GUESS,\n';
    const results = await Promise.all([
      upload('Eligibility', big, { revision: String(read.revision) }),
      upload('Eligibility', small, { revision: String(read.revision) }, 'admin'),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const won = results.find((r) => r.statusCode === 200)!;
    expect((await setOf('Eligibility')).revision).toBe(won.json().data.revision);
    expect(await stagedRevisions('Eligibility')).toEqual([won.json().data.revision]);
    const log = await entries(ruleSetRecordId('Eligibility'));
    expect(log.filter((e) => e.revision > read.revision)).toHaveLength(1);
  });

  it('still takes an upload that names no revision; a revision that is not a whole number is 400', async () => {
    const res = await upload('Capping', CAPPING);
    expect(res.statusCode).toBe(200);
    expect((await entries(ruleSetRecordId('Capping')))[0]).toMatchObject({ action: 'upload', revision: res.json().data.revision });
    for (const revision of ['x', '-1', '1.5', '']) {
      const bad = await upload('Capping', CAPPING, { revision });
      expect(bad.statusCode, revision).toBe(400);
    }
  });

  it('the seed’s uploads are not logged; L1 may read the history but not upload', async () => {
    const seeded = await t.app.db
      .selectFrom('change_log')
      .select('id')
      .where('entity', '=', 'gatekeeper-rule-set')
      .where('user_name', '=', 'System')
      .execute();
    expect(seeded).toEqual([]);
    expect((await upload('Capping', CAPPING, {}, 'office')).statusCode).toBe(403);
  });
});
