import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRAME_PATHS } from '../../src/domain/pricing/paths.ts';
import type { ProductFrame } from '../../src/domain/pricing/product-frame.ts';
import { createTestApp, signIn, type TestApp } from '../support/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
let pIds: number[];
let brand: string;

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['operator', 'office', 'warehouse']) tokens[user] = await signIn(t.app, user);
  pIds = (await t.app.db.selectFrom('products').select('p_id').orderBy('p_id').limit(3).execute()).map((r) => r.p_id);
  brand = (await t.app.db.selectFrom('brands').select('brand_name').orderBy('id').executeTakeFirstOrThrow()).brand_name;
});
afterAll(() => t.close());

const as = (user: string) => ({ authorization: `Bearer ${tokens[user]}` });
const list = (user = 'office') =>
  t.app.inject({ method: 'GET', url: FRAME_PATHS.frames, query: { index: '1', pageSize: '100' }, headers: as(user) });
const get = (id: number | string, user = 'office') => t.app.inject({ method: 'GET', url: FRAME_PATHS.frame(id), headers: as(user) });
const create = (payload: unknown, user = 'operator') =>
  t.app.inject({ method: 'POST', url: FRAME_PATHS.frames, payload: payload as object, headers: as(user) });
/** A PUT based on the frame's stored revision (the revision check itself is tests/server/pricing-history.test.ts's). */
const update = async (id: number, payload: unknown, user = 'operator') => {
  const stored = await t.app.db.selectFrom('product_frames').select('revision').where('id', '=', id).executeTakeFirst();
  const body =
    payload && typeof payload === 'object' && !Array.isArray(payload) ? { ...payload, revision: stored?.revision ?? 1 } : payload;
  return t.app.inject({ method: 'PUT', url: FRAME_PATHS.frame(id), payload: body as object, headers: as(user) });
};
const tag = { oTagTxt1: 'NEW IN', ar_oTagTxt1: 'جديد', oTagBGColor1: '#1b5e20', oTagTxtColor1: '#ffffff' };
const rule = (rules: object[]) => JSON.stringify({ combinator: 'and', rules });
/** Arabic text without the invisible isolates that set its codes apart (src/domain/words/isolate.ts). */
const plain = (text: string) => text.replace(/[\u2068\u2069]/g, '');

describe('Product Frame', () => {
  it('answers No Frames Found before the first frame', async () => {
    expect((await list()).json()).toMatchObject({ status: true, message: 'No Frames Found', data: { records: [], totalRecords: 0 } });
  });

  it('creates a frame for a list of PIDs, lists it as a card and loads it whole', async () => {
    const res = await create({ ...tag, appliesTo: 'PIDS', pIds: [pIds[1], pIds[0], pIds[1]] });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(' Saved Successfully !');
    const frame = res.json().data as ProductFrame;
    expect(frame).toMatchObject({
      ...tag,
      oTagBGColor1: '#1B5E20',
      oTagTxtColor1: '#FFFFFF',
      appliesTo: 'PIDS',
      pIds: [pIds[0], pIds[1]],
      jsonTree: '',
      revision: 1,
      createdName: 'Priya Nair',
    });
    const cards = (await list()).json().data;
    expect(cards.totalRecords).toBe(1);
    expect(cards.records[0]).toEqual({
      id: frame.id,
      ...tag,
      oTagBGColor1: '#1B5E20',
      oTagTxtColor1: '#FFFFFF',
      appliesTo: 'PIDS',
      revision: 1,
    });
    expect((await get(frame.id)).json().data).toEqual(frame);
  });

  it('turns a frame into a rule over the catalogue, dropping its PIDs', async () => {
    const { id } = (await create({ ...tag, appliesTo: 'PIDS', pIds: [pIds[2]] })).json().data as ProductFrame;
    const tree = rule([{ field: 'brand', operator: '=', value: brand }]);
    const res = await update(id, { ...tag, oTagTxt1: 'SALE', appliesTo: 'RULE', jsonTree: tree });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: ' Saved Successfully !',
      data: { oTagTxt1: 'SALE', appliesTo: 'RULE', pIds: [], updatedName: 'Priya Nair', revision: 2 },
    });
    expect(JSON.parse((await get(id)).json().data.jsonTree)).toEqual(JSON.parse(tree));
  });

  it('refuses what a frame cannot hold, naming the field', async () => {
    const cases: [object, string, string][] = [
      [{ ...tag, oTagBGColor1: 'green', appliesTo: 'PIDS', pIds }, 'oTagBGColor1', 'Must be a colour as #RRGGBB'],
      [{ ...tag, oTagTxt1: '', appliesTo: 'PIDS', pIds }, 'oTagTxt1', 'Required'],
      [{ ...tag, oTagTxt1: 'x'.repeat(31), appliesTo: 'PIDS', pIds }, 'oTagTxt1', 'At most 30 characters'],
      [{ ...tag, appliesTo: 'PIDS', pIds: [] }, 'pIds', 'Enter at least one PID'],
      [{ ...tag, appliesTo: 'PIDS', pIds: [pIds[0], 99_999_999] }, 'pIds', 'PID 99999999 not in the catalogue'],
      [{ ...tag, appliesTo: 'RULE' }, 'jsonTree', 'Build the rule of the products'],
      [
        { ...tag, appliesTo: 'RULE', jsonTree: rule([{ field: 'price_increase_percentage_to_rrp', operator: '=', value: 5 }]) },
        'jsonTree.rules[0].field',
        "Unknown field 'price_increase_percentage_to_rrp'",
      ],
      [
        { ...tag, appliesTo: 'RULE', jsonTree: rule([{ field: 'brand', operator: '=', value: 'NO SUCH BRAND' }]) },
        'jsonTree',
        "Brand 'NO SUCH BRAND' is not in the catalogue",
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().errors).toContainEqual(expect.objectContaining({ field, message }));
    }
    expect((await update(99_999, { ...tag, appliesTo: 'PIDS', pIds })).statusCode).toBe(404);
    expect((await get(99_999)).statusCode).toBe(404);
  });

  it('answers in the language asked for: labels and problems in Arabic, a save in Turkish', async () => {
    const inArabic = (payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: FRAME_PATHS.frames,
        payload: payload as object,
        headers: { ...as('operator'), 'accept-language': 'ar' },
      });
    const colour = (await inArabic({ ...tag, oTagBGColor1: 'green', appliesTo: 'PIDS', pIds })).json();
    expect(plain(colour.message)).toBe('لون الخلفية: يجب أن يكون لونًا بالصيغة #RRGGBB');
    expect(colour.errors).toEqual([
      { field: 'oTagBGColor1', message: 'يجب أن يكون لونًا بالصيغة #RRGGBB', key: 'product-pricing:rules.colour' },
    ]);
    const missing = (await inArabic({ ...tag, appliesTo: 'PIDS', pIds: [pIds[0], 99_999_999] })).json();
    expect(plain(missing.message)).toBe('أرقام PID: رقم PID 99999999 غير موجود في الكتالوج');
    // A rule's field is named in Arabic inside the problem too.
    const unknown = (
      await inArabic({ ...tag, appliesTo: 'RULE', jsonTree: rule([{ field: 'brand', operator: '=', value: 'NO SUCH BRAND' }]) })
    ).json();
    expect(plain(unknown.message)).toBe("العلامة التجارية 'NO SUCH BRAND' غير موجود في الكتالوج");
    const saved = await t.app.inject({
      method: 'POST',
      url: FRAME_PATHS.frames,
      payload: { ...tag, oTagTxt1: 'TR', appliesTo: 'PIDS', pIds },
      headers: { ...as('operator'), 'accept-language': 'tr' },
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ message: ' Başarıyla Kaydedildi !', key: 'product-pricing:frameSaved' });
    const gone = await t.app.inject({
      method: 'GET',
      url: FRAME_PATHS.frame(999_999),
      headers: { ...as('office'), 'accept-language': 'ar' },
    });
    expect(plain(gone.json().message)).toBe('إطار المنتج 999999 غير موجود');
  });

  it('previews how many products an unsaved rule covers now', async () => {
    const preview = (jsonTree: string, user = 'office') =>
      t.app.inject({ method: 'POST', url: FRAME_PATHS.preview, payload: { jsonTree }, headers: as(user) });
    const brandId = (await t.app.db.selectFrom('brands').select('id').where('brand_name', '=', brand).executeTakeFirstOrThrow()).id;
    const { n } = await t.app.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('brand_id', '=', brandId)
      .executeTakeFirstOrThrow();
    const res = await preview(rule([{ field: 'brand', operator: '=', value: brand.toLowerCase() }]));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.totalRecords).toBe(Number(n));
    expect(res.json().data.records.length).toBe(Math.min(5, Number(n)));
    expect(res.json().data.records.every((r: { brand: string }) => r.brand === brand)).toBe(true);
    expect((await preview(rule([{ field: 'price_increase_percentage_to_rrp', operator: '=', value: 5 }]))).statusCode).toBe(400);
    expect((await preview('{')).statusCode).toBe(400);
    expect((await preview(rule([{ field: 'brand', operator: '=', value: brand }]), 'warehouse')).statusCode).toBe(403);
  });

  it('never answers 500, whatever the body or id', async () => {
    const bodies: unknown[] = [
      null,
      [],
      'x',
      {},
      { ...tag },
      { ...tag, appliesTo: 'RULE', jsonTree: '{' },
      { ...tag, appliesTo: 'RULE', jsonTree: '[]' },
      { ...tag, appliesTo: 'PIDS', pIds: ['1'] },
      { ...tag, appliesTo: 'PIDS', pIds: [2 ** 40] },
      { ...tag, appliesTo: 'PIDS', pIds: Array.from({ length: 1001 }, (_, i) => i + 1) },
      { ...tag, oTagTxt1: 'a\u0000', appliesTo: 'PIDS', pIds },
    ];
    for (const body of bodies) {
      expect((await create(body)).statusCode).toBeLessThan(500);
      expect((await update(1, body)).statusCode).toBeLessThan(500);
    }
    for (const id of ['abc', '0', '-1', '99999999999', '1.5']) expect((await get(id)).statusCode).toBe(400);
  });

  it('lets L1 read, only L2 save, and nobody without the page', async () => {
    expect((await list('office')).statusCode).toBe(200);
    expect((await create({ ...tag, appliesTo: 'PIDS', pIds }, 'office')).statusCode).toBe(403);
    expect((await update(1, { ...tag, appliesTo: 'PIDS', pIds }, 'office')).statusCode).toBe(403);
    expect((await list('warehouse')).statusCode).toBe(403);
    expect((await get(1, 'warehouse')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: FRAME_PATHS.frames })).statusCode).toBe(401);
  });
});
