import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVATION_REPORT_PATHS as P,
  PRODUCT_ACTIVATION_REPORT_PAGE,
  type ActivationReportRow,
} from '../../src/domain/activation/reports.ts';
import { recordPastActivations } from '../../server/modules/activation/reports.service.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestUser, type TestUser } from '../support/test-users.ts';
import { draftProducts } from './activation-support.ts';
import { testCatalogue } from './catalogue-support.ts';

/** Each data centre keeps its own days: a KSA user's "today" is the Asia/Riyadh day, an hour behind Dubai's. */

let t: TestApp;
let uae: TestUser;
let ksa: TestUser;
const grant = [{ page: PRODUCT_ACTIVATION_REPORT_PAGE, level: 'L1' as const }];

beforeAll(async () => {
  t = await createTestApp({ SEED: 'none', DEMO_PASSWORD: 'Data-centre-zones@2121' });
  const c = await testCatalogue(t.app.db, 'Dz');
  uae = await createTestUser(t.app, 'DZU', grant, { company: 'bfl', dataCentre: 'uae' });
  ksa = await createTestUser(t.app, 'DZK', grant, { company: 'bfl', dataCentre: 'ksa' });
  const [pId] = await draftProducts(t.app.db, c, 1, { userId: uae.id, name: 'DZU Tester' });
  // 20:30 UTC on 1 March: 00:30 on the 2nd in Dubai (UTC+4), 23:30 on the 1st in Riyadh (UTC+3).
  await recordPastActivations(t.app.db, [
    { pId: pId!, company: 'BFL', lang: 'ENG', by: { userId: null, name: 'Aisha Rahman' }, at: new Date('2026-03-01T20:30:00Z') },
  ]);
});
afterAll(() => t.close());

const report = async (user: TestUser, body: object = {}) => {
  const res = await t.app.inject({
    method: 'POST',
    url: P.report,
    query: { index: '1', pageSize: '10' },
    payload: body,
    headers: user.headers,
  });
  return (res.json().data as { records: ActivationReportRow[] }).records.map((r) => r.date);
};

describe("the data centre's zone", () => {
  it('counts an activation on the day of the user’s data centre', async () => {
    expect(await report(uae)).toEqual(['2026-03-02']);
    expect(await report(ksa)).toEqual(['2026-03-01']);
    expect(await report(ksa, { fromDate: '2026-03-01', toDate: '2026-03-01' })).toEqual(['2026-03-01']);
    expect(await report(uae, { fromDate: '2026-03-01', toDate: '2026-03-01' })).toEqual([]);
  });

  it('tells the client the zone of each data centre', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json().data.zones).toMatchObject({ uae: 'Asia/Dubai', ksa: 'Asia/Riyadh' });
  });
});
