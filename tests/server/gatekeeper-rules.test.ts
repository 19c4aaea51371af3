import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEKEEPER_PATHS } from '../../src/domain/gatekeeper/contracts.ts';
import { ruleSetCsvPath, sampleFilePath } from '../../src/domain/gatekeeper/rules/contracts.ts';
import { parseRuleCsv } from '../../src/domain/gatekeeper/rules/csv.ts';
import * as rules from '../../server/modules/gatekeeper-rules/gatekeeper-rules.repository.ts';
import { loadRuleBook, rulesVersion } from '../../server/modules/gatekeeper-rules/gatekeeper-rules.service.ts';
import { packRules } from '../../server/modules/gatekeeper-rules/rule-revision-codec.ts';
import { DEMO_RULE_CSV } from '../../server/seed/gatekeeper-rules.ts';
import { createTestApp, signIn, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let operator: Record<string, string>;
let office: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  operator = { authorization: `Bearer ${await signIn(t.app, 'operator')}` };
  office = { authorization: `Bearer ${await signIn(t.app, 'office')}` };
});
afterAll(() => t.close());

const upload = (set: string, body: string, headers = operator) =>
  t.app.inject({
    method: 'POST',
    url: `${GATEKEEPER_PATHS.ruleUpload}/${set}`,
    headers: { ...headers, 'content-type': 'text/csv' },
    payload: body,
  });
/** The revisions of a set the database holds, and each one's rule count. */
const storedRevisions = (set: string) =>
  t.app.db
    .selectFrom('gatekeeper_rule_revisions')
    .select(['revision', 'row_count'])
    .where('rule_set', '=', set)
    .orderBy('revision')
    .execute();
const liveRowCounts = async (set: string) => (await storedRevisions(set)).map((r) => r.row_count);
const setCsv = async (set: string) => (await t.app.inject({ method: 'GET', url: ruleSetCsvPath(set), headers: office })).body;

describe('gatekeeper rules: seed and reads', () => {
  it('the demo seed holds the Eligibility and Capping sets; Allotment is empty', async () => {
    const book = await loadRuleBook(t.app.db);
    expect(book.Eligibility).toEqual(parseRuleCsv('Eligibility', DEMO_RULE_CSV.Eligibility).rows);
    expect(book.Capping).toEqual(parseRuleCsv('Capping', DEMO_RULE_CSV.Capping).rows);
    expect(book.Allotment).toEqual([]);
    const res = await t.app.inject({ method: 'GET', url: GATEKEEPER_PATHS.ruleSets, headers: office });
    expect(res.statusCode).toBe(200);
    const { sets } = res.json().data as { sets: { ruleSet: string; rowCount: number; updatedName: string | null }[] };
    expect(sets.map((s) => [s.ruleSet, s.rowCount, s.updatedName])).toEqual([
      ['Eligibility', book.Eligibility.length, 'System'],
      ['Capping', book.Capping.length, 'System'],
      ['Allotment', 0, null],
    ]);
  });

  it('rule items: the rows of one identifier as CSV text; module must be GATEKEEPER', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${GATEKEEPER_PATHS.ruleItems}?identifier=GATEKEEPER-UAE-BRAND-MAX&module=GATEKEEPER`,
      headers: office,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.body).toBe('identifier,value,limit\nGATEKEEPER-UAE-BRAND-MAX,NIKE,40\nGATEKEEPER-UAE-BRAND-MAX,ADIDAS,30\n');
    const wrongModule = await t.app.inject({
      method: 'GET',
      url: `${GATEKEEPER_PATHS.ruleItems}?identifier=GATEKEEPER-UAE-BRAND-MAX&module=STOCK`,
      headers: office,
    });
    expect(wrongModule.statusCode).toBe(400);
    expect(wrongModule.json().message).toMatch(/^Module: /);
    const unknown = await t.app.inject({
      method: 'GET',
      url: `${GATEKEEPER_PATHS.ruleItems}?identifier=NOPE&module=GATEKEEPER`,
      headers: office,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/identifier/);
  });

  it('sample files: GET and HEAD per set; an unknown title is 404 with the spec message', async () => {
    const get = await t.app.inject({ method: 'GET', url: sampleFilePath('Allotment'), headers: office });
    expect(get.statusCode).toBe(200);
    expect(get.body).toBe('identifier,value,limit\nGATEKEEPER-UAE-ALLOTMENT,ALL,100\nGATEKEEPER-KSA-ALLOTMENT,ALL,0\n');
    const head = await t.app.inject({ method: 'HEAD', url: sampleFilePath('Capping'), headers: office });
    expect(head.statusCode).toBe(200);
    const missing = await t.app.inject({ method: 'GET', url: sampleFilePath('Pricing'), headers: office });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Sample file not found: Pricing.csv');
    expect((await t.app.inject({ method: 'HEAD', url: sampleFilePath('Pricing'), headers: office })).statusCode).toBe(404);
  });
});

describe('gatekeeper rules: upload', () => {
  it('replaces the whole set in one go: rows missing from the file are removed; the version changes', async () => {
    const before = await rulesVersion(t.app.db);
    const res = await upload('Capping', 'identifier,value,limit\nGATEKEEPER-KSA-BRAND-MAX,PUMA,9\n');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, message: 'Rules uploaded successfully', data: { ruleSet: 'Capping', rowCount: 1 } });
    expect(await setCsv('Capping')).toBe('identifier,value,limit\nGATEKEEPER-KSA-BRAND-MAX,PUMA,9\n');
    const after = await rulesVersion(t.app.db);
    expect(after).not.toBe(before);
    expect(res.json().data.rulesVersion).toBe(after);
    // The same file again still counts as a new upload.
    await upload('Capping', 'identifier,value,limit\nGATEKEEPER-KSA-BRAND-MAX,PUMA,9\n');
    expect(await rulesVersion(t.app.db)).not.toBe(after);
    const { sets } = (await t.app.inject({ method: 'GET', url: GATEKEEPER_PATHS.ruleSets, headers: office })).json().data;
    expect(sets[1]).toMatchObject({ ruleSet: 'Capping', rowCount: 1, updatedName: expect.stringMatching(/\S/) });
    expect(sets[1].updatedName).not.toBe('System');
  });

  it('refuses a malformed file naming its line, and nothing changes', async () => {
    const before = await setCsv('Eligibility');
    const version = await rulesVersion(t.app.db);
    const res = await upload(
      'Eligibility',
      'identifier,value,limit\nGATEKEEPER-UAE-BRAND-REJECTION,NIKE,\nGATEKEEPER-UAE-BRAND-REJECTION,PUMA,7\n',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Line 3: limit must be empty for GATEKEEPER-UAE-BRAND-REJECTION');
    expect(res.json().errors).toEqual([
      {
        field: 'line 3',
        message: 'limit must be empty for GATEKEEPER-UAE-BRAND-REJECTION',
        key: 'gateRules:csv.limitEmpty',
        params: { identifier: 'GATEKEEPER-UAE-BRAND-REJECTION' },
      },
    ]);
    expect(await setCsv('Eligibility')).toBe(before);
    expect(await rulesVersion(t.app.db)).toBe(version);
  });

  it('says the problems of a file in Arabic, line by line, and a success in Turkish', async () => {
    const before = await setCsv('Eligibility');
    const bad = [
      'identifier,value,limit',
      'GATEKEEPER-UAE-BRAND-REJECTION,,',
      'GATEKEEPER-UAE-COLOUR-REJECTION,RED,',
      'GATEKEEPER-UAE-BRAND-REJECTION,=X,',
      'GATEKEEPER-UAE-BRAND-REJECTION,NIKE,3',
      'GATEKEEPER-UAE-BRAND-REJECTION',
    ].join('\n');
    const res = await upload('Eligibility', bad, { ...operator, 'accept-language': 'ar' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.key).toBe('gateRules:refused');
    const plain = (text: string) => text.replace(/[\u2068\u2069]/g, '');
    expect(plain(body.message)).toMatch(
      /^السطر 2: القيمة value مطلوبة; السطر 3: معرّف غير معروف 'GATEKEEPER-UAE-COLOUR-REJECTION'; السطر 4: .* \(ومشكلتان أخريان\)$/,
    );
    expect(body.errors[0]).toEqual({ field: 'line 2', message: 'القيمة value مطلوبة', key: 'gateRules:csv.valueRequired' });
    expect(await setCsv('Eligibility')).toBe(before);
    const good = await upload('Eligibility', before, { ...operator, 'accept-language': 'tr' });
    expect(good.json()).toMatchObject({ status: true, message: 'Kurallar başarıyla yüklendi', key: 'gate:rulesUploaded' });
  });

  it('an upload cut off before going live leaves the old set live, and the next upload removes what it wrote', async () => {
    const before = await setCsv('Eligibility');
    const version = await rulesVersion(t.app.db);
    // What a crash between writing the new revision and making it live leaves behind.
    const rows = Array.from({ length: 300 }, (_, i) => ({ identifier: 'GATEKEEPER-UAE-BRAND-REJECTION', value: `V${i}`, limit: null }));
    const orphan = await rules.stageRevision(t.app.db, 'Eligibility');
    await rules.insertRevision(
      t.app.db,
      'Eligibility',
      orphan,
      await packRules(rows),
      rows.length,
      { userId: null, name: 'Test' },
      new Date(),
    );
    expect(await setCsv('Eligibility')).toBe(before);
    expect(await rulesVersion(t.app.db)).toBe(version);
    expect((await upload('Eligibility', before)).statusCode).toBe(200);
    const stored = await storedRevisions('Eligibility');
    expect(stored).toHaveLength(1);
    expect(stored[0]!.revision).toBeGreaterThan(orphan);
    expect(stored[0]!.row_count).toBe(parseRuleCsv('Eligibility', before).rows!.length);
  });

  it('a 27,000-row file is stored whole; readers meanwhile see the old set or the new one, never a mix', async () => {
    const text = ['identifier,value,limit', ...Array.from({ length: 27_000 }, (_, i) => `GATEKEEPER-KSA-BRAND-REJECTION,B${i},`), ''].join(
      '\n',
    );
    const before = await setCsv('Eligibility');
    const uploading = upload('Eligibility', text);
    const seen = new Set<string>();
    let answered = false;
    void uploading.then(() => (answered = true));
    while (!answered) {
      seen.add(await setCsv('Eligibility'));
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const res = await uploading;
    expect(res.statusCode).toBe(200);
    expect(res.json().data.rowCount).toBe(27_000);
    expect([...seen].every((csv) => csv === before || csv === text)).toBe(true);
    expect(await setCsv('Eligibility')).toBe(text);
    // A browser gets it compressed, the same bytes once unpacked.
    const zipped = await t.app.inject({
      method: 'GET',
      url: ruleSetCsvPath('Eligibility'),
      headers: { ...office, 'accept-encoding': 'gzip, br' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(text.length / 5);
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(text);
    expect((await loadRuleBook(t.app.db)).Eligibility).toHaveLength(27_000);
    // The replaced revision is gone: the database holds the live set only, as one row.
    expect(await liveRowCounts('Eligibility')).toEqual([27_000]);
    expect((await upload('Eligibility', DEMO_RULE_CSV.Eligibility)).statusCode).toBe(200);
    expect(await liveRowCounts('Eligibility')).toEqual([parseRuleCsv('Eligibility', DEMO_RULE_CSV.Eligibility).rows!.length]);
  });

  it('an empty file body, a wrong set and a non-CSV body are refused', async () => {
    expect((await upload('Pricing', 'identifier,value,limit\n')).statusCode).toBe(400);
    const noHeader = await upload('Allotment', '');
    expect(noHeader.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: `${GATEKEEPER_PATHS.ruleUpload}/Allotment`,
      headers: operator,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    const octets = await t.app.inject({
      method: 'POST',
      url: `${GATEKEEPER_PATHS.ruleUpload}/Allotment`,
      headers: { ...operator, 'content-type': 'application/octet-stream' },
      payload: 'identifier,value,limit\n',
    });
    expect(octets.statusCode).toBe(415);
  });

  it('takes the CSV with a charset parameter and a byte-order mark, as spreadsheet programs save it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${GATEKEEPER_PATHS.ruleUpload}/Allotment`,
      headers: { ...operator, 'content-type': 'text/csv; charset=utf-8' },
      payload: '\uFEFFidentifier,value,limit\r\n',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.rowCount).toBe(0);
  });

  it('refuses a file over 1 MiB', async () => {
    const big = `identifier,value,limit\n${'GATEKEEPER-UAE-BRAND-REJECTION,ABCDEFGHIJ,\n'.repeat(30_000)}`;
    expect((await upload('Eligibility', big)).statusCode).toBe(413);
  });

  it('office (L1) may read but not upload: 403, nothing changes', async () => {
    const before = await setCsv('Allotment');
    const res = await upload('Allotment', 'identifier,value,limit\nGATEKEEPER-UAE-ALLOTMENT,ALL,100\n', office);
    expect(res.statusCode).toBe(403);
    expect(await setCsv('Allotment')).toBe(before);
  });

  it('a revision’s bytes are stored and read back byte for byte, as a Buffer, from any view of them', async () => {
    const bytes = Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(100_000)]);
    // A view into a larger buffer, as zlib and worker threads hand bytes over.
    const view = new Uint8Array(bytes.buffer, bytes.byteOffset + 7, 90_000);
    for (const sent of [bytes, view, new Uint8Array(0)]) {
      const { rows } = await sql<{ b: Uint8Array }>`select ${sent}::bytea as b`.execute(t.app.db);
      expect(Buffer.isBuffer(rows[0]!.b)).toBe(true);
      expect(Buffer.compare(rows[0]!.b, sent)).toBe(0);
    }
  });

  it('the uploaded book is what loadRuleBook gives, in file order', async () => {
    const text = 'identifier,value,limit\nGATEKEEPER-UAE-ALLOTMENT,ALL,100\nGATEKEEPER-KSA-ALLOTMENT,ALL,0\n';
    expect((await upload('Allotment', text)).statusCode).toBe(200);
    expect((await loadRuleBook(t.app.db)).Allotment).toEqual(parseRuleCsv('Allotment', text).rows);
    expect(await setCsv('Allotment')).toBe(text);
    expect((await upload('Allotment', 'identifier,value,limit\n')).statusCode).toBe(200);
    expect((await loadRuleBook(t.app.db)).Allotment).toEqual([]);
  });
});
