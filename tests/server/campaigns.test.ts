import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_PATHS, type Campaign, type CampaignProduct } from '../../src/domain/campaigns/contracts.ts';
import { demoCampaigns } from '../../server/seed/campaigns.ts';
import { createTestApp, signIn, type TestApp } from '../support/test-app.ts';
import { createTestUser, demoUserId } from '../support/test-users.ts';
import { expectSortedBothWays, expectSortedBy, expectSortRefused } from '../support/sorted-rows.ts';

let t: TestApp;
let tokens: Record<'admin' | 'office' | 'operator' | 'warehouse', string>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = {
    admin: await signIn(t.app, 'admin'),
    office: await signIn(t.app, 'office'),
    operator: await signIn(t.app, 'operator'),
    warehouse: await signIn(t.app, 'warehouse'),
  };
});
afterAll(() => t.close());

type Who = keyof typeof tokens;
const as = (who: Who) => ({ authorization: `Bearer ${tokens[who]}` });
const list = (query: Record<string, string> = {}, who: Who = 'office') =>
  t.app.inject({ method: 'GET', url: CAMPAIGN_PATHS.campaigns, query, headers: as(who) });
const create = (payload: unknown, who: Who = 'operator') =>
  t.app.inject({ method: 'POST', url: CAMPAIGN_PATHS.campaigns, payload: payload as object, headers: as(who) });
const products = (id: number | string, query: Record<string, string> = {}, who: Who = 'office') =>
  t.app.inject({ method: 'GET', url: CAMPAIGN_PATHS.products(id), query, headers: as(who) });
const campaignCount = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('marketing_campaigns')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function campaignByCode(code: string): Promise<Campaign> {
  const found = (await list({ search: code, pageSize: '1000' })).json().data.records as Campaign[];
  const campaign = found.find((c) => c.campaignCode === code);
  if (!campaign) throw new Error(`no campaign ${code}`);
  return campaign;
}

describe('the seeded campaigns', () => {
  it('are listed newest first with code, details and who set them up', async () => {
    const res = await list({ index: '1', pageSize: '10' });
    expect(res.statusCode).toBe(200);
    const { records, totalRecords } = res.json().data as { records: Campaign[]; totalRecords: number };
    const seeded = demoCampaigns();
    expect(totalRecords).toBe(seeded.length);
    expect(records.map((c) => c.campaignCode)).toEqual(seeded.map((c) => c.campaignCode).reverse());
    expect(records.map((c) => c.campaignCode)).toEqual(
      expect.arrayContaining(['RAMADAN-2026', 'WHITE-FRIDAY', 'NATIONAL-DAY-UAE', 'SAUDI-FOUNDING-DAY']),
    );
    const ramadan = records.find((c) => c.campaignCode === 'RAMADAN-2026')!;
    expect(ramadan).toEqual({
      id: expect.any(Number),
      campaignCode: 'RAMADAN-2026',
      details: expect.stringContaining('Ramadan'),
      createdName: 'Priya Nair',
      createdDateUTC: '2026-02-02T06:00:00.000Z',
      revision: 1,
    });
  });

  it('carry product price rows in AE and SA, with two-decimal prices and ISO dates; one campaign has over 1000', async () => {
    const sizes: Record<string, number> = {};
    for (const seeded of demoCampaigns()) {
      const campaign = await campaignByCode(seeded.campaignCode);
      const res = await products(campaign.id, { pageSize: '10' });
      expect(res.statusCode).toBe(200);
      sizes[seeded.campaignCode] = res.json().data.totalRecords;
      expect(sizes[seeded.campaignCode]).toBe(seeded.products.length);
    }
    expect(sizes['RAMADAN-2026']).toBeGreaterThan(1000);
    expect(Object.values(sizes).every((n) => n >= 50)).toBe(true);

    const all = (await products((await campaignByCode('WHITE-FRIDAY')).id, { pageSize: '1000' })).json().data.records as CampaignProduct[];
    expect(new Set(all.map((p) => p.countryCode))).toEqual(new Set(['AE', 'SA']));
    for (const row of all) {
      expect(Number.isInteger(row.pid)).toBe(true);
      for (const price of [row.newPrice, row.oldPrice]) expect(Math.abs(price * 100 - Math.round(price * 100))).toBeLessThan(1e-6);
      expect(row.newPrice).toBeLessThan(row.oldPrice);
      expect(row.priceChangedDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(Date.parse(row.createDate)).toBeLessThanOrEqual(Date.parse(row.priceChangedDate));
    }
    const national = (await products((await campaignByCode('NATIONAL-DAY-UAE')).id, { pageSize: '1000' })).json().data
      .records as CampaignProduct[];
    expect(new Set(national.map((p) => p.countryCode))).toEqual(new Set(['AE']));
  });

  it('are not written with SEED=none', async () => {
    const empty = await createTestApp({ SEED: 'none', DEMO_PASSWORD: 'first-admin-pass' });
    try {
      expect(await empty.app.db.selectFrom('marketing_campaigns').select('id').execute()).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});

describe('the campaign list', () => {
  it('pages with index and pageSize and searches code or details in any case, % and _ literally', async () => {
    const second = (await list({ index: '2', pageSize: '3' })).json().data;
    const first = (await list({ index: '1', pageSize: '6' })).json().data;
    expect(second.records.map((c: Campaign) => c.id)).toEqual(first.records.slice(3, 6).map((c: Campaign) => c.id));
    const codes = async (search: string) => ((await list({ search })).json().data.records as Campaign[]).map((c) => c.campaignCode);
    expect(await codes('saudi')).toEqual(['SAUDI-FOUNDING-DAY', 'SAUDI-NATIONAL-DAY-95']);
    expect(await codes('OUD AND FRAGRANCES')).toEqual(['RAMADAN-2026']);
    // '%' alone would match everything as a wildcard; literally, only the details that mention a percentage.
    expect(await codes('%')).toEqual(['NATIONAL-DAY-UAE', 'WHITE-FRIDAY']);
    expect(await codes('_')).toEqual([]);
  });

  it('refuses a page larger than 1000 rows, naming the field', async () => {
    const res = await list({ pageSize: '1001' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Page size: /);
    expect(res.json().errors).toMatchObject([{ field: 'pageSize' }]);
  });
});

describe('creating a campaign', () => {
  it('normalises the code as the form does, records who, and refuses the same code in any case', async () => {
    const before = await campaignCount();
    const res = await create({ campaignCode: 'summer sale-1!', details: '  Summer sale on swimwear  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      status: true,
      message: 'Campaign created successfully',
      key: 'marketingCampaign:created',
      data: {
        id: expect.any(Number),
        campaignCode: 'SUMMERSALE-1',
        details: 'Summer sale on swimwear',
        createdName: 'Priya Nair',
        createdDateUTC: expect.stringMatching(/Z$/),
        revision: 1,
      },
    });
    const stored = await t.app.db
      .selectFrom('marketing_campaigns')
      .selectAll()
      .where('id', '=', res.json().data.id)
      .executeTakeFirstOrThrow();
    expect(stored.created_by).toBe(await demoUserId(t.app, 'operator'));
    expect(stored.created_name).toBe('Priya Nair');

    for (const code of ['summersale-1', 'SummerSale-1 ', ' s u m m e r s a l e - 1 ']) {
      const again = await create({ campaignCode: code, details: 'again' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        status: false,
        message: 'campaign code already exists',
        data: null,
        errors: [{ field: 'campaignCode' }],
      });
    }
    expect(await campaignCount()).toBe(before + 1);
    // The newest campaign leads the list.
    expect((await list()).json().data.records[0].campaignCode).toBe('SUMMERSALE-1');
  });

  it('answers in the language asked for: the label and the rule in Arabic, a success and a duplicate in Turkish', async () => {
    const ask = (lng: string, payload: object) =>
      t.app.inject({ method: 'POST', url: CAMPAIGN_PATHS.campaigns, payload, headers: { ...as('operator'), 'accept-language': lng } });
    const bad = await ask('ar', { campaignCode: 'A'.repeat(51) });
    expect(bad.statusCode).toBe(400);
    // Arabic text isolates the values it holds (U+2068 … U+2069) so that they read left to right.
    const plain = (text: string) => text.replace(/[\u2068\u2069]/g, '');
    expect(plain(bad.json().message)).toBe('رمز الحملة: رمز الحملة 50 حرفًا على الأكثر');
    expect(bad.json().errors).toMatchObject([{ field: 'campaignCode', key: 'marketingCampaign:rules.codeTooLong' }]);
    expect(plain(bad.json().errors[0].message)).toBe('رمز الحملة 50 حرفًا على الأكثر');
    const made = await ask('tr', { campaignCode: 'dil-testi' });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ message: 'Kampanya başarıyla oluşturuldu', key: 'marketingCampaign:created' });
    const again = await ask('tr', { campaignCode: 'DIL-TESTI' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: 'Bu kampanya kodu zaten var',
      errors: [{ field: 'campaignCode', message: 'Bu kampanya kodu zaten var' }],
    });
  });

  it('gives exactly one of two simultaneous requests for the same code', async () => {
    const [a, b] = await Promise.all([
      create({ campaignCode: 'race_day', details: 'a' }),
      create({ campaignCode: 'RACE_DAY', details: 'b' }, 'admin'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
  });

  it('keeps details optional', async () => {
    const res = await create({ campaignCode: 'no-details' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ campaignCode: 'NO-DETAILS', details: '' });
  });

  it('refuses bad input with 400 naming the field, and stores nothing', async () => {
    const before = await campaignCount();
    const cases: [unknown, RegExp][] = [
      [{ campaignCode: ' !!! ', details: 'x' }, /^Campaign Code: Campaign code is required$/],
      [{ details: 'x' }, /^Campaign Code: Required$/],
      [{ campaignCode: 'A'.repeat(51) }, /^Campaign Code: Campaign code is at most 50 characters$/],
      [{ campaignCode: 'OK-CODE', details: 'd'.repeat(501) }, /^Details: Details are at most 500 characters$/],
      [{ campaignCode: 12345 }, /^Campaign Code: /],
    ];
    for (const [body, message] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    // Fifty after normalisation is allowed, whatever was stripped before.
    const fifty = await create({ campaignCode: `${'b'.repeat(50)} !!` });
    expect(fifty.statusCode).toBe(201);
    expect(fifty.json().data.campaignCode).toBe('B'.repeat(50));
    expect(await campaignCount()).toBe(before + 1);
  });

  it('needs L2 on Campaign Details: office (L1) gets 403 and nothing is stored', async () => {
    const before = await campaignCount();
    const res = await create({ campaignCode: 'OFFICE-TRY', details: 'x' }, 'office');
    expect(res.statusCode).toBe(403);
    expect(res.json().status).toBe(false);
    expect(await campaignCount()).toBe(before);
    expect((await list({ search: 'OFFICE-TRY' })).json().data.totalRecords).toBe(0);
    // Reading needs L1: the warehouse staff have no grant on the page at all.
    expect((await list({}, 'warehouse')).statusCode).toBe(403);
    expect((await products(1, {}, 'warehouse')).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: CAMPAIGN_PATHS.campaigns, payload: { campaignCode: 'X' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets a user granted L2 on this page only create, and one granted L2 elsewhere not', async () => {
    const granted = await createTestUser(t.app, 'CAMP-L2', [{ page: '/apps/campaign-details', level: 'L2' }]);
    const elsewhere = await createTestUser(t.app, 'CAMP-OTHER', [
      { page: '/apps/country-settings', level: 'L2' },
      { page: '/apps/campaign-details', level: 'L1' },
    ]);
    const post = (headers: Record<string, string>, code: string) =>
      t.app.inject({ method: 'POST', url: CAMPAIGN_PATHS.campaigns, payload: { campaignCode: code }, headers });
    expect((await post(granted.headers, 'granted-l2')).statusCode).toBe(201);
    expect((await post(elsewhere.headers, 'elsewhere-l2')).statusCode).toBe(403);
  });

  it('is refused by the database too when a code would not be normalised', async () => {
    const insert = (code: string) =>
      t.app.db
        .insertInto('marketing_campaigns')
        .values({ campaign_code: code, details: '', created_name: 'test', updated_name: 'test' })
        .execute();
    await expect(insert('lower-case')).rejects.toThrow();
    await expect(insert('WITH SPACE')).rejects.toThrow();
    // Uniqueness holds even against a row written around the API.
    await expect(sql`insert into marketing_campaigns (campaign_code) values ('RAMADAN-2026')`.execute(t.app.db)).rejects.toThrow();
  });
});

describe('the product listing', () => {
  it('pages the rows of a campaign by PID then country, the pages together holding every row once', async () => {
    const ramadan = await campaignByCode('RAMADAN-2026');
    const first = (await products(ramadan.id, { index: '1', pageSize: '1000' })).json().data;
    const second = (await products(ramadan.id, { index: '2', pageSize: '1000' })).json().data;
    expect(first.records).toHaveLength(1000);
    expect(first.records.length + second.records.length).toBe(first.totalRecords);
    const rows = [...first.records, ...second.records] as CampaignProduct[];
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    const keys = rows.map((r) => [r.pid, r.countryCode] as const);
    const sorted = [...keys].sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]));
    expect(keys).toEqual(sorted);

    const small = (await products(ramadan.id, { index: '3', pageSize: '10' })).json().data;
    expect(small.records.map((r: CampaignProduct) => r.id)).toEqual(rows.slice(20, 30).map((r) => r.id));
    expect(Object.keys(small.records[0]).sort()).toEqual([
      'countryCode',
      'createDate',
      'id',
      'newPrice',
      'oldPrice',
      'pid',
      'priceChangedDate',
      'revision',
    ]);
  });

  it('answers an empty page past the end, 404 for an unknown campaign and 400 for bad paging', async () => {
    const ramadan = await campaignByCode('RAMADAN-2026');
    const past = (await products(ramadan.id, { index: '99', pageSize: '1000' })).json().data;
    expect(past.records).toEqual([]);
    expect(past.totalRecords).toBeGreaterThan(1000);
    const missing = await products(999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No campaign with id 999999');
    expect((await products('abc')).statusCode).toBe(400);
    expect((await products(ramadan.id, { pageSize: '0' })).statusCode).toBe(400);
    expect((await products(ramadan.id, { pageSize: '5000' })).statusCode).toBe(400);
    const fresh = (await create({ campaignCode: 'EMPTY-LISTING' })).json().data as Campaign;
    expect((await products(fresh.id)).json().data).toEqual({ records: [], totalRecords: 0 });
  });
});

describe('sorting the campaigns and their products', () => {
  it('sorts either list by a column either way, ties by id, and refuses a sort it does not offer', async () => {
    for (const code of ['SORTB', 'SORTA', 'SORTC'])
      expect((await create({ campaignCode: code, details: 'sorting check' })).statusCode).toBe(201);
    const campaigns = async (sort: string) => (await list({ search: 'sorting check', sort })).json().data.records as Campaign[];
    const asc = await campaigns('campaignCode');
    expect(asc.map((c) => c.campaignCode)).toEqual(['SORTA', 'SORTB', 'SORTC']);
    expectSortedBothWays(
      asc,
      await campaigns('-campaignCode'),
      (c) => c.campaignCode,
      (c) => c.id,
    );
    expectSortRefused(await list({ sort: 'createdName' }));

    const ramadan = await campaignByCode('RAMADAN-2026');
    const rows = async (sort: string) =>
      (await products(ramadan.id, { index: '1', pageSize: '1000', sort })).json().data.records as CampaignProduct[];
    // Over 1000 rows: the first page either way.
    expectSortedBy(
      await rows('newPrice'),
      (r) => r.newPrice,
      (r) => r.id,
    );
    expectSortedBy(
      await rows('-newPrice'),
      (r) => r.newPrice,
      (r) => r.id,
      { desc: true },
    );
    expectSortRefused(await products(ramadan.id, { sort: 'campaignId' }));
  });
});
