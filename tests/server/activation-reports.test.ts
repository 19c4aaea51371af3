import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_ACTIVATION_PAGE } from '../../src/domain/activation/paths.ts';
import {
  ACTIVATION_REPORT_PATHS as P,
  PID_ACTIVATION_DETAILS_PAGE,
  PRODUCT_ACTIVATION_REPORT_PAGE,
  type ActivationDetailsRow,
  type ActivationReportRow,
  type PidActivationRow,
} from '../../src/domain/activation/reports.ts';
import { recordPastActivations, type PastActivation } from '../../server/modules/activation/reports.service.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestUser, type TestUser } from '../support/test-users.ts';
import { draftProducts, queueClient } from './activation-support.ts';
import { testCatalogue } from './catalogue-support.ts';

let t: TestApp;
let pIds: number[];
/** L1 on both reports, company BFL; L1 on both, company a name the spec does not list (counts as HO); L1 on the details only; no grant. */
let bfl: TestUser;
let other: TestUser;
let detailsOnly: TestUser;
let stranger: TestUser;
let activator: TestUser;

const both = [
  { page: PID_ACTIVATION_DETAILS_PAGE, level: 'L1' as const },
  { page: PRODUCT_ACTIVATION_REPORT_PAGE, level: 'L1' as const },
];
const aisha = { userId: null, name: 'Aisha Rahman' };
const aishaB = { userId: null, name: 'Aisha Rahman Bakr' };
const omar = { userId: null, name: 'Omar Haddad' };

beforeAll(async () => {
  t = await createTestApp({ SEED: 'none', DEMO_PASSWORD: 'Activation-reports@2121' });
  const c = await testCatalogue(t.app.db, 'Rp');
  bfl = await createTestUser(t.app, 'RPB', both, { company: 'bfl' });
  other = await createTestUser(t.app, 'RPO', both, { company: 'Gulf Retail Trading LLC' });
  detailsOnly = await createTestUser(t.app, 'RPD', [both[0]!]);
  stranger = await createTestUser(t.app, 'RPS', [{ page: PRODUCT_ACTIVATION_PAGE, level: 'L2' }]);
  activator = await createTestUser(t.app, 'RPA', [{ page: PRODUCT_ACTIVATION_PAGE, level: 'L2' }], { company: 'Freelancer' });
  pIds = await draftProducts(t.app.db, c, 4, { userId: bfl.id, name: 'RPB Tester' });
  // Around Dubai's midnight (UTC+4): 19:59 UTC is 23:59 on the 1st there, 20:01 UTC 00:01 on the 2nd.
  const at = (iso: string) => new Date(iso);
  const history: PastActivation[] = [
    { pId: pIds[0]!, company: 'BFL', lang: 'ENG', by: aisha, at: at('2026-03-01T19:59:00Z') },
    { pId: pIds[1]!, company: 'BFL', lang: 'ENG', by: aisha, at: at('2026-03-01T20:01:00Z') },
    { pId: pIds[2]!, company: 'BFL', lang: 'ENG', by: aishaB, at: at('2026-03-02T08:00:00Z') },
    { pId: pIds[2]!, company: 'BFL', lang: 'AR', by: omar, at: at('2026-03-02T09:00:00Z') },
    { pId: pIds[3]!, company: 'HO', lang: 'ENG', by: omar, at: at('2026-03-02T10:00:00Z') },
    { pId: pIds[3]!, company: 'HO', lang: 'AR', by: omar, at: at('2026-03-03T10:00:00Z') },
  ];
  await recordPastActivations(t.app.db, history);
});
afterAll(() => t.close());

const post = async <T>(path: string, body: unknown, user: TestUser | null = bfl, query: Record<string, string> = {}) => {
  const res = await t.app.inject({
    method: 'POST',
    url: path,
    query: { index: '1', pageSize: '10', ...query },
    payload: body as object,
    headers: user ? user.headers : {},
  });
  return { status: res.statusCode, message: res.json().message as string, data: res.json().data as { records: T[]; totalRecords: number } };
};
const pid = (body: object, user?: TestUser | null, query?: Record<string, string>) =>
  post<PidActivationRow>(P.pidDetails, body, user, query);
const report = (body: object, user?: TestUser | null, query?: Record<string, string>) =>
  post<ActivationReportRow>(P.report, body, user, query);
const details = (body: object, user?: TestUser | null, query?: Record<string, string>) =>
  post<ActivationDetailsRow>(P.details, body, user, query);

describe('PID Activation Details (spec 001 §2)', () => {
  it('lists every activation newest first with its product name; an empty filter (PID -1, Lang SELECT) is any', async () => {
    const { status, data } = await pid({ company: '', lang: 'SELECT', createdName: '', createdDate: '', pId: -1 });
    expect(status).toBe(200);
    expect(data.totalRecords).toBe(6);
    expect(data.records.map((r) => r.createdDate)).toEqual([...data.records.map((r) => r.createdDate)].sort().reverse());
    expect(data.records[0]).toMatchObject({ pId: pIds[3], proname: 'Queue boot 3', ar_proname: 'حذاء', company: 'HO', lang: 'AR' });
  });

  it('filters by company, language, PID, the whole activator name in any case, and the Dubai day', async () => {
    expect((await pid({ company: 'HO' })).data.totalRecords).toBe(2);
    expect((await pid({ lang: 'AR' })).data.totalRecords).toBe(2);
    expect((await pid({ pId: pIds[2] })).data.totalRecords).toBe(2);
    expect((await pid({ createdName: 'aisha rahman' })).data.totalRecords).toBe(2);
    // The eye of the report names one activator: a longer name is someone else.
    expect((await pid({ createdName: 'Aisha' })).data.totalRecords).toBe(0);
    const march2 = await pid({ createdDate: '2026-03-02' });
    expect(march2.data.records.map((r) => r.createdDate).sort()).toEqual([
      '2026-03-01T20:01:00.000Z',
      '2026-03-02T08:00:00.000Z',
      '2026-03-02T09:00:00.000Z',
      '2026-03-02T10:00:00.000Z',
    ]);
    const eye = await pid({ company: 'BFL', lang: 'ENG', createdName: 'Aisha Rahman', createdDate: '2026-03-02' });
    expect(eye.data.records.map((r) => r.pId)).toEqual([pIds[1]]);
  });

  it('pages, and refuses what is not a filter with a 400 naming the field', async () => {
    const second = await pid({}, bfl, { index: '2', pageSize: '4' });
    expect(second.data).toMatchObject({ totalRecords: 6 });
    expect(second.data.records).toHaveLength(2);
    // Each field is named by its label (the screen's), not the contract's name.
    for (const [body, label] of [
      [{ company: 'ACME' }, 'Company'],
      [{ lang: 'FR' }, 'Lang'],
      [{ createdDate: '03/02/2026' }, 'Created Date'],
      [{ createdDate: '2026-02-30' }, 'Created Date'],
      [{ pId: 'x' }, 'PID'],
      [{ pId: -2 }, 'PID'],
      [{ createdName: 'x'.repeat(101) }, 'Created Name'],
    ] as const) {
      const res = await pid(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.message.startsWith(`${label}: `), res.message).toBe(true);
    }
    expect((await pid({ createdName: "%' or 1=1 --" })).data.totalRecords).toBe(0);
    expect((await pid({}, bfl, { pageSize: '0' })).status).toBe(400);
  });
});

describe('sorting the reports by a column (the sort parameter)', () => {
  const SORT_LABEL = 'Order of the list: ';
  const ascending = <T>(values: T[]) => [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

  it('orders PID Activation Details by PID, Created Name and Created Date, both ways', async () => {
    const pIdsOf = async (sort: string) => (await pid({ sort })).data.records.map((r) => r.pId);
    const byPid = await pIdsOf('pId');
    expect(byPid).toHaveLength(6);
    expect(byPid).toEqual(ascending(byPid));
    expect(await pIdsOf('-pId')).toEqual([...byPid].reverse());
    const names = (await pid({ sort: 'createdName' })).data.records.map((r) => r.createdName);
    expect(names).toEqual(['Aisha Rahman', 'Aisha Rahman', 'Aisha Rahman Bakr', 'Omar Haddad', 'Omar Haddad', 'Omar Haddad']);
    expect((await pid({ sort: '-createdName' })).data.records[0]!.createdName).toBe('Omar Haddad');
    const dates = (await pid({ sort: 'createdDate' })).data.records.map((r) => r.createdDate);
    expect(dates).toEqual(ascending(dates));
    expect((await pid({ sort: '-createdDate' })).data.records.map((r) => r.createdDate)).toEqual([...dates].reverse());
  });

  it('orders the report by Date, Company, language and Count, and the details by activator and count', async () => {
    const rows = async (sort: string) =>
      (await report({ company: '', sort })).data.records.map((r) => `${r.date} ${r.company} ${r.lang} ${r.count}`);
    expect(await rows('date')).toEqual([
      '2026-03-01 BFL ENG 1',
      '2026-03-02 BFL AR 1',
      '2026-03-02 BFL ENG 2',
      '2026-03-02 HO ENG 1',
      '2026-03-03 HO AR 1',
    ]);
    expect((await rows('-date'))[0]).toBe('2026-03-03 HO AR 1');
    expect((await rows('company')).map((r) => r.split(' ')[1])).toEqual(['BFL', 'BFL', 'BFL', 'HO', 'HO']);
    expect((await rows('-company')).map((r) => r.split(' ')[1])).toEqual(['HO', 'HO', 'BFL', 'BFL', 'BFL']);
    expect((await rows('lang')).map((r) => r.split(' ')[2])).toEqual(['AR', 'AR', 'ENG', 'ENG', 'ENG']);
    expect((await rows('-count'))[0]).toBe('2026-03-02 BFL ENG 2');
    expect((await rows('count')).at(-1)).toBe('2026-03-02 BFL ENG 2');
    // Pages of a sorted report neither share nor skip a row.
    const paged = [1, 2, 3].map((index) => report({ company: '', sort: 'count' }, bfl, { index: String(index), pageSize: '2' }));
    const pages = (await Promise.all(paged)).flatMap((p) => p.data.records.map((r) => `${r.date} ${r.company} ${r.lang} ${r.count}`));
    expect(pages).toEqual(await rows('count'));

    const row = { date: '2026-03-02', company: 'BFL', lang: 'ENG' };
    const activators = async (sort: string) => (await details({ ...row, sort })).data.records.map((r) => r.createdName);
    expect(await activators('createdName')).toEqual(['Aisha Rahman', 'Aisha Rahman Bakr']);
    expect(await activators('-createdName')).toEqual(['Aisha Rahman Bakr', 'Aisha Rahman']);
    // Equal counts: by name, in the sort's direction.
    expect(await activators('-count')).toEqual(['Aisha Rahman Bakr', 'Aisha Rahman']);
  });

  it('refuses a sort that is not one of the list’s columns with a 400 naming the field', async () => {
    for (const [res] of [
      [await pid({ sort: 'proname' })],
      [await pid({ sort: 'created_date_utc; drop table x' })],
      [await report({ sort: 'total' })],
      [await details({ date: '2026-03-02', company: 'BFL', lang: 'ENG', sort: '--count' })],
    ] as const) {
      expect(res.status).toBe(400);
      expect(res.message.startsWith(SORT_LABEL), res.message).toBe(true);
    }
  });
});

describe('Product Activation Report (spec 001 §2)', () => {
  it("groups by the Dubai day, company and language, newest day first, starting from the user's company", async () => {
    const { status, data } = await report({ lang: 'SELECT', fromDate: '', toDate: '' });
    expect(status).toBe(200);
    expect(data.records).toEqual([
      { date: '2026-03-02', company: 'BFL', lang: 'AR', count: 1 },
      { date: '2026-03-02', company: 'BFL', lang: 'ENG', count: 2 },
      { date: '2026-03-01', company: 'BFL', lang: 'ENG', count: 1 },
    ]);
    // A company the spec does not list counts as HO; '' is every company.
    expect((await report({}, other)).data.records.map((r) => r.company)).toEqual(['HO', 'HO']);
    expect((await report({ company: '' })).data.totalRecords).toBe(5);
  });

  it('answers the starting company: the user’s own, HO for a company the spec does not list', async () => {
    const of = async (user: TestUser) =>
      (await t.app.inject({ method: 'GET', url: P.defaults, headers: user.headers })).json().data as { company: string };
    expect(await of(bfl)).toEqual({ company: 'BFL' });
    expect(await of(other)).toEqual({ company: 'HO' });
  });

  it('filters by language and a range of days (both ends included), pages, and refuses a range ending before it starts', async () => {
    expect((await report({ company: '', lang: 'AR' })).data.records.map((r) => r.date)).toEqual(['2026-03-03', '2026-03-02']);
    const range = await report({ company: '', fromDate: '2026-03-02', toDate: '2026-03-02' });
    expect(range.data.records.map((r) => `${r.company} ${r.lang} ${r.count}`)).toEqual(['BFL AR 1', 'BFL ENG 2', 'HO ENG 1']);
    expect((await report({ company: '', fromDate: '2026-03-03' })).data.totalRecords).toBe(1);
    expect((await report({ company: '', toDate: '2026-03-01' })).data.totalRecords).toBe(1);
    const page2 = await report({ company: '' }, bfl, { index: '2', pageSize: '2' });
    expect(page2.data).toMatchObject({ totalRecords: 5 });
    expect(page2.data.records).toHaveLength(2);
    // Past the last page there are no rows, and the total still comes.
    expect((await report({ company: '' }, bfl, { index: '9', pageSize: '2' })).data).toEqual({ records: [], totalRecords: 5 });
    const backwards = await report({ fromDate: '2026-03-03', toDate: '2026-03-01' });
    expect(backwards.status).toBe(400);
    expect(backwards.message).toBe('To Date: To Date must not be before From Date');
    expect((await report({ fromDate: '2026-13-01' })).status).toBe(400);
  });

  it("gives a row's activators and their counts, most first, filtered by any part of the name", async () => {
    const { status, data } = await details({ date: '2026-03-02', company: 'BFL', lang: 'ENG', createdName: '' });
    expect(status).toBe(200);
    expect(data.records).toEqual([
      { date: '2026-03-02', company: 'BFL', lang: 'ENG', createdName: 'Aisha Rahman', count: 1 },
      { date: '2026-03-02', company: 'BFL', lang: 'ENG', createdName: 'Aisha Rahman Bakr', count: 1 },
    ]);
    expect((await details({ date: '2026-03-02', company: 'BFL', lang: 'ENG', createdName: 'bakr' })).data.totalRecords).toBe(1);
    expect((await details({ date: '2026-03-02', company: 'BFL', lang: 'ENG', createdName: '100%' })).data.totalRecords).toBe(0);
    expect((await details({ company: 'BFL', lang: 'ENG' })).status).toBe(400);
    expect((await details({ date: '2026-03-02', company: '', lang: 'ENG' })).status).toBe(400);
    expect((await details({ date: '2026-03-02', company: 'BFL', lang: 'SELECT' })).status).toBe(400);
  });

  it('counts an activation made in the queue for the activator’s company, today', async () => {
    const queue = queueClient(t.app, activator);
    const admin = await createTestUser(t.app, 'RPX', [{ page: PRODUCT_ACTIVATION_PAGE, level: 'L2' }]);
    expect((await queueClient(t.app, admin).generate()).statusCode).toBe(200);
    const held = (await queue.load()).data.item!.product.pId;
    expect((await queue.activate(held)).status).toBe(200);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
    expect((await report({ company: 'FREELANCER' })).data.records).toEqual([{ date: today, company: 'FREELANCER', lang: 'ENG', count: 1 }]);
    expect((await pid({ company: 'FREELANCER', createdName: 'rpa tester' })).data.records.map((r) => r.pId)).toEqual([held]);
  });
});

describe('access', () => {
  it('needs a session (401) and L1 on the page (403)', async () => {
    expect((await pid({}, null)).status).toBe(401);
    expect((await report({}, null)).status).toBe(401);
    expect((await pid({}, stranger)).status).toBe(403);
    expect((await report({}, detailsOnly)).status).toBe(403);
    expect((await details({ date: '2026-03-02', company: 'BFL', lang: 'ENG' }, detailsOnly)).status).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: P.defaults, headers: detailsOnly.headers })).statusCode).toBe(403);
    expect((await pid({}, detailsOnly)).status).toBe(200);
  });
});

describe('the demo seed', () => {
  it('gives both reports activations over many days, of every company and both languages, each naming a product approved in its language', async () => {
    const demo = await createTestApp();
    try {
      const rows = await demo.app.db
        .selectFrom('product_activations as a')
        .innerJoin('products as p', 'p.p_id', 'a.p_id')
        .select(['a.company', 'a.lang', 'a.created_date_utc', 'a.created_name', 'p.status', 'p.status_ar'])
        .execute();
      expect(new Set(rows.map((r) => r.company))).toEqual(new Set(['BFL', 'HO', 'FREELANCER']));
      expect(new Set(rows.map((r) => r.lang))).toEqual(new Set(['ENG', 'AR']));
      const days = new Set(rows.map((r) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(r.created_date_utc)));
      expect(days.size).toBeGreaterThan(30);
      expect(rows.every((r) => (r.lang === 'AR' ? r.status_ar : r.status) === 'a')).toBe(true);
      expect(rows.every((r) => r.created_date_utc.getTime() <= Date.now())).toBe(true);
      expect(new Set(rows.filter((r) => r.company === 'HO').map((r) => r.created_name))).toEqual(new Set(['Aisha Rahman', 'Priya Nair']));
    } finally {
      await demo.close();
    }
  }, 90_000);
});
