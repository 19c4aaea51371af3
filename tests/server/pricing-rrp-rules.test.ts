import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICING_PATHS } from '../../src/domain/pricing/paths.ts';
import { formatRrpRule } from '../../src/domain/pricing/rrp-formats.ts';
import type { RrpHistoryEntry, RrpPreview } from '../../src/domain/pricing/rrp-rule.ts';
import type { RrpCondition, RrpGroup } from '../../src/domain/pricing/rrp-tree.ts';
import { createTestApp, signIn, type TestApp } from '../support/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
/** Every product with the facts a rule reads, to count what a tree should select. */
let catalogue: { pId: number; brand: string; department: string; main: number; codes: string[]; price: number }[];
let brand: string;
let otherBrand: string;
let department: string;
let groupCode: string;
let mainCategory: number;

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['operator', 'office', 'warehouse']) tokens[user] = await signIn(t.app, user);
  const rows = await t.app.db
    .selectFrom('products as p')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select(['p.p_id', 'b.brand_name', 'c.name as department', 'p.main_category_id', 'p.current_price'])
    .execute();
  const codes = await t.app.db.selectFrom('stock_items').select(['p_id', 'group_code']).execute();
  catalogue = rows.map((r) => ({
    pId: r.p_id,
    brand: r.brand_name,
    department: r.department,
    main: r.main_category_id,
    codes: codes.filter((c) => c.p_id === r.p_id).map((c) => c.group_code.toLowerCase()),
    price: Number(r.current_price),
  }));
  const byCount = <K extends string | number>(key: (p: (typeof catalogue)[number]) => K) => {
    const counts = new Map<K, number>();
    for (const p of catalogue) counts.set(key(p), (counts.get(key(p)) ?? 0) + 1);
    return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([k]) => k);
  };
  [brand, otherBrand] = byCount((p) => p.brand) as [string, string];
  department = byCount((p) => p.department)[0]!;
  mainCategory = byCount((p) => p.main)[0]!;
  groupCode = catalogue.find((p) => p.codes.length)!.codes[0]!;
});
afterAll(() => t.close());

const as = (user: string) => ({ authorization: `Bearer ${tokens[user]}` });
const bodyOf = (tree: RrpGroup, change: object = {}) => ({
  action: 'RRP',
  jsonTree: JSON.stringify(tree),
  ...formatRrpRule(tree),
  ...change,
});
/** A PUT is based on the rule's stored revision (the revision check itself is tests/server/pricing-history.test.ts's). */
const save = async (method: 'POST' | 'PUT', payload: unknown, user = 'operator') => {
  const stored = await t.app.db.selectFrom('rrp_rules').select('revision').where('action', '=', 'RRP').executeTakeFirst();
  const plain = payload && typeof payload === 'object' && !Array.isArray(payload);
  const body = method === 'PUT' && plain ? { ...payload, revision: stored?.revision ?? 1 } : payload;
  return t.app.inject({ method, url: PRICING_PATHS.rrpRule, payload: body as object, headers: as(user) });
};
const preview = (tree: unknown, user = 'office') =>
  t.app.inject({
    method: 'POST',
    url: PRICING_PATHS.rrpPreview,
    payload: { jsonTree: JSON.stringify(tree), pageSize: 5 },
    headers: as(user),
  });
const load = (user = 'office') => t.app.inject({ method: 'GET', url: PRICING_PATHS.rrpRule, query: { action: 'RRP' }, headers: as(user) });
const percent = (value: number | [number, number]): RrpCondition => ({
  field: 'price_increase_percentage_to_rrp',
  operator: Array.isArray(value) ? 'between' : '=',
  value,
});

describe('saving the rule', () => {
  const first: RrpGroup = {
    id: 'root',
    combinator: 'and',
    rules: [
      { id: 'r1', field: 'brand', operator: '=', value: 'x' },
      { id: 'r2', field: 'price_increase_percentage_to_rrp', operator: 'between', value: [5, 12.5] },
    ],
  };

  it('answers no rule before the first save, then the saved tree on reload, and refuses a second insert', async () => {
    first.rules[0] = { id: 'r1', field: 'brand', operator: '=', value: brand.toLowerCase() };
    const none = await load();
    expect(none.json()).toMatchObject({ status: true, message: 'No data found', data: null });

    const res = await save('POST', bodyOf(first));
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Added Successfully!');
    const reloaded = (await load()).json().data;
    expect(typeof reloaded.jsonTree).toBe('string');
    expect(JSON.parse(reloaded.jsonTree)).toEqual(first);
    expect(reloaded.SQLWhere).toBe(`(brand = '${brand.toLowerCase()}' and price_increase_percentage_to_rrp between 5 and 12.5)`);
    expect(reloaded).toMatchObject({
      action: 'RRP',
      revision: 1,
      createdName: 'Priya Nair',
      updatedName: null,
      mongoDbQuery: formatRrpRule(first).mongoDbQuery,
    });
    expect((await save('POST', bodyOf(first))).statusCode).toBe(409);
  });

  it('updates the rule and records who changed it, before and after', async () => {
    const second: RrpGroup = { combinator: 'or', rules: [{ field: 'department', operator: 'in', value: [department] }, percent(20)] };
    const res = await save('PUT', bodyOf(second));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Updated Successfully!', data: { updatedName: 'Priya Nair', revision: 2 } });
    expect(JSON.parse((await load()).json().data.jsonTree)).toEqual(second);

    const history = await t.app.inject({ method: 'GET', url: PRICING_PATHS.rrpHistory, query: { action: 'RRP' }, headers: as('office') });
    const { records, totalRecords } = history.json().data as { records: RrpHistoryEntry[]; totalRecords: number };
    expect(totalRecords).toBe(2);
    expect(records.map((r) => r.change)).toEqual(['updated', 'created']);
    expect(records[0]!.changedName).toBe('Priya Nair');
    expect(JSON.parse(records[0]!.before!.jsonTree)).toEqual(first);
    expect(JSON.parse(records[0]!.after.jsonTree)).toEqual(second);
    expect(records[0]!.after.queryString).toBe(formatRrpRule(second).queryString);
    expect(records[1]!.before).toBeNull();
    expect(Date.parse(records[0]!.changedDateUTC)).toBeGreaterThanOrEqual(Date.parse(records[1]!.changedDateUTC));
  });
});

describe('what the server refuses', () => {
  const valid = (): RrpGroup => ({ combinator: 'and', rules: [{ field: 'brand', operator: '=', value: brand }, percent(10)] });

  it('a brand, group code, department or main category the catalogue does not hold', async () => {
    for (const [field, value, label] of [
      ['brand', 'NO SUCH BRAND', 'Brand'],
      ['groupCode', 'GC-NOPE', 'Group Code'],
      ['department', 'Spaceships', 'Department'],
      ['mainCategory', 999_999, 'Main Category'],
    ] as const) {
      const res = await save('PUT', bodyOf({ combinator: 'and', rules: [{ field, operator: '=', value }, percent(10)] }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`${label} '${value}' is not in the catalogue`);
    }
  });

  it('a percentage outside 0 to 100, or a between in the wrong order', async () => {
    const res = await save('PUT', bodyOf({ combinator: 'and', rules: [percent(120)] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        field: 'jsonTree.rules[0].value',
        message: 'Price Increase % to RRP: Must be a number between 0 and 100',
        key: 'product-pricing:rules.percentRange.price_increase_percentage_to_rrp',
      },
    ]);
    expect((await save('PUT', bodyOf({ combinator: 'and', rules: [percent(-1)] }))).statusCode).toBe(400);
    expect((await save('PUT', bodyOf({ combinator: 'and', rules: [percent([30, 20])] }))).json().message).toContain('must not be above');
    expect((await save('PUT', bodyOf({ combinator: 'and', rules: [{ ...percent(5), value: '5' }] }))).statusCode).toBe(400);
  });

  it('a SQLWhere, mongoDbQuery, jsonLogic or queryString that is not the tree’s, naming it', async () => {
    const body = bodyOf(valid());
    const tampered = {
      SQLWhere: '(1 = 1) or true',
      mongoDbQuery: { $where: 'true' },
      jsonLogic: { logic: true, data: {} },
      queryString: 'Everything',
    };
    for (const [field, value] of Object.entries(tampered)) {
      const res = await save('PUT', { ...body, [field]: value });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`${field} does not match the rule's tree`);
      expect(res.json().errors).toMatchObject([
        { field, message: `${field} does not match the rule's tree`, key: 'product-pricing:mismatch' },
      ]);
    }
    const both = await save('PUT', { ...body, SQLWhere: 'x', jsonLogic: {} });
    expect(both.json().message).toBe("SQLWhere, jsonLogic do not match the rule's tree");
    // Nothing was stored by any of them.
    expect((await load()).json().data.SQLWhere).not.toContain('1 = 1');
  });

  it('unknown fields and operators, and operators a field does not take', async () => {
    const cases: [object, string, string][] = [
      [{ field: 'price', operator: '=', value: 1 }, 'jsonTree.rules[0].field', "Unknown field 'price'"],
      [{ field: 'brand', operator: 'like', value: brand }, 'jsonTree.rules[0].operator', 'Brand takes the operators =, !=, in'],
      [{ field: 'department', operator: '!=', value: department }, 'jsonTree.rules[0].operator', 'Department takes the operators =, in'],
      [
        { field: 'mainCategory', operator: 'in', value: [mainCategory] },
        'jsonTree.rules[0].operator',
        'Main Category takes the operators =, !=',
      ],
      [
        { field: 'price_increase_percentage_to_rrp', operator: '>', value: 1 },
        'jsonTree.rules[0].operator',
        'Price Increase % to RRP takes the operators =, between',
      ],
    ];
    for (const [rule, field, message] of cases) {
      const tree = { combinator: 'and', rules: [rule] } as RrpGroup;
      const res = await save('PUT', {
        action: 'RRP',
        jsonTree: JSON.stringify(tree),
        queryString: '',
        SQLWhere: '',
        mongoDbQuery: {},
        jsonLogic: {},
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual(expect.objectContaining({ field, message }));
    }
  });

  it('an empty rule or an empty group', async () => {
    const empty = await save('PUT', {
      action: 'RRP',
      jsonTree: '{"combinator":"and","rules":[]}',
      queryString: '(1 = 1)',
      SQLWhere: '(1 = 1)',
      mongoDbQuery: {},
      jsonLogic: {},
    });
    expect(empty.statusCode).toBe(400);
    // The place in the tree is named by its label.
    expect(empty.json().message).toBe('Conditions: An empty rule cannot be saved');
    const emptyGroup = await save('PUT', bodyOf({ combinator: 'and', rules: [percent(1), { combinator: 'or', rules: [] }] }));
    expect(emptyGroup.json().errors).toMatchObject([{ field: 'jsonTree.rules[1].rules', message: 'A group needs at least one condition' }]);
  });

  it('never answers 500, whatever the body', async () => {
    const deep = `${'{"combinator":"and","rules":['.repeat(5000)}${']}'.repeat(5000)}`;
    const wide = JSON.stringify({ combinator: 'and', rules: Array.from({ length: 500 }, () => percent(1)) });
    const trees = [
      '',
      'null',
      '[]',
      '1',
      '"x"',
      '{',
      deep,
      wide,
      '{"combinator":"and","rules":[null,1,"a",[]]}',
      '{"rules":{"length":1}}',
      '{"combinator":"and","rules":[{"field":"brand","operator":"in","value":[1,null,{}]}]}',
      '{"combinator":"and","rules":[{"field":"brand","operator":"=","value":"a\\u0000"}]}',
      '{"combinator":"and","rules":[{"field":"mainCategory","operator":"=","value":1e308}]}',
      '{"combinator":"and","rules":[{"field":"__proto__","operator":"=","value":1}],"__proto__":{"x":1}}',
    ];
    const bodies: unknown[] = [
      null,
      [],
      'x',
      1,
      {},
      { action: 'RRP' },
      { ...bodyOf(valid()), action: 'OTHER' },
      { ...bodyOf(valid()), jsonTree: { combinator: 'and' } },
      { ...bodyOf(valid()), mongoDbQuery: null },
      ...trees.map((jsonTree) => ({ ...bodyOf(valid()), jsonTree })),
    ];
    for (const body of bodies) {
      for (const method of ['POST', 'PUT'] as const) {
        const res = await save(method, body);
        expect(res.statusCode, `${method} ${JSON.stringify(body).slice(0, 80)}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
      }
    }
    for (const jsonTree of trees) {
      const res = await t.app.inject({ method: 'POST', url: PRICING_PATHS.rrpPreview, payload: { jsonTree }, headers: as('office') });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('the preview', () => {
  const matches = (p: (typeof catalogue)[number], tree: RrpGroup): boolean => {
    const results = tree.rules.map((node): boolean => {
      if ('rules' in node) return matches(p, node);
      const values = (Array.isArray(node.value) ? node.value : [node.value]).map((v) => String(v).toLowerCase());
      const has = {
        brand: () => values.includes(p.brand.toLowerCase()),
        department: () => values.includes(p.department.toLowerCase()),
        groupCode: () => p.codes.some((c) => values.includes(c)),
        mainCategory: () => values.includes(String(p.main)),
        price_increase_percentage_to_rrp: () => true,
      }[node.field]();
      return node.operator === '!=' ? !has : has;
    });
    const all = tree.combinator === 'and' ? results.every(Boolean) : results.some(Boolean);
    return tree.not ? !all : all;
  };

  it('counts what the catalogue holds for each field, combined with and, or and not', async () => {
    const trees: RrpGroup[] = [
      { combinator: 'and', rules: [{ field: 'brand', operator: '=', value: brand.toUpperCase() }, percent(10)] },
      { combinator: 'and', rules: [{ field: 'brand', operator: '!=', value: brand }] },
      {
        combinator: 'or',
        rules: [
          { field: 'brand', operator: 'in', value: [brand, otherBrand] },
          { field: 'groupCode', operator: '=', value: groupCode },
        ],
      },
      {
        combinator: 'and',
        rules: [
          { field: 'department', operator: 'in', value: [department] },
          { field: 'mainCategory', operator: '!=', value: mainCategory },
        ],
      },
      {
        combinator: 'and',
        not: true,
        rules: [
          { field: 'mainCategory', operator: '=', value: mainCategory },
          { combinator: 'or', rules: [{ field: 'groupCode', operator: '!=', value: groupCode }] },
        ],
      },
    ];
    for (const tree of trees) {
      const res = await preview(tree);
      expect(res.statusCode).toBe(200);
      const data = res.json().data as RrpPreview;
      const expected = catalogue.filter((p) => matches(p, tree));
      expect(data.totalRecords, JSON.stringify(tree)).toBe(expected.length);
      expect(data.records.map((r) => r.pId)).toEqual(
        expected
          .map((p) => p.pId)
          .sort((a, b) => b - a)
          .slice(0, 5),
      );
    }
    expect(catalogue.filter((p) => matches(p, trees[0]!)).length).toBeGreaterThan(0);
  });

  it('shows each product’s price and the RRP the percentage gives', async () => {
    const data = (await preview({ combinator: 'and', rules: [{ field: 'brand', operator: '=', value: brand }, percent([10, 20])] })).json()
      .data as RrpPreview;
    expect(data).toMatchObject({ percentFrom: 10, percentTo: 20 });
    for (const row of data.records) {
      const product = catalogue.find((p) => p.pId === row.pId)!;
      expect(row).toMatchObject({ brand: product.brand, department: product.department, price: product.price });
      expect(row.rrpFrom).toBeCloseTo(product.price * 1.1, 2);
      expect(row.rrpTo).toBeCloseTo(product.price * 1.2, 2);
    }
    const without = (await preview({ combinator: 'and', rules: [{ field: 'brand', operator: '=', value: brand }] })).json()
      .data as RrpPreview;
    expect(without.records[0]).toMatchObject({ rrpFrom: null, rrpTo: null });
  });

  it('offers only catalogue values in the editor’s lists, "No data found" when none match', async () => {
    const found = await t.app.inject({
      method: 'GET',
      url: PRICING_PATHS.rrpBrands,
      query: { search: brand.slice(0, 2).toLowerCase() },
      headers: as('office'),
    });
    expect(found.json().data.records).toContainEqual({ value: brand });
    const none = await t.app.inject({ method: 'GET', url: PRICING_PATHS.rrpGroupCodes, query: { search: 'zz%_' }, headers: as('office') });
    expect(none.json()).toMatchObject({ status: true, message: 'No data found', data: { records: [], totalRecords: 0 } });
    const departments = (await t.app.inject({ method: 'GET', url: PRICING_PATHS.rrpDepartments, headers: as('office') })).json().data
      .records;
    expect(departments.filter((d: { value: string }) => d.value.toLowerCase() === department.toLowerCase())).toHaveLength(1);
    const stores = (await t.app.inject({ method: 'GET', url: PRICING_PATHS.rrpStoreTypes, headers: as('office') })).json().data.records;
    expect(stores.map((s: { id: number }) => s.id)).toContain(mainCategory);
  });
});

describe('access', () => {
  it('lets L1 read and preview, only L2 save, and nobody without the page (the value lists: anyone signed in)', async () => {
    const tree: RrpGroup = { combinator: 'and', rules: [percent(3)] };
    expect((await load('office')).statusCode).toBe(200);
    expect((await preview(tree, 'office')).statusCode).toBe(200);
    expect((await save('PUT', bodyOf(tree), 'office')).statusCode).toBe(403);
    expect((await save('POST', bodyOf(tree), 'office')).statusCode).toBe(403);
    expect((await load('warehouse')).statusCode).toBe(403);
    expect((await preview(tree, 'warehouse')).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: PRICING_PATHS.rrpHistory, query: { action: 'RRP' }, headers: as('warehouse') })).statusCode,
    ).toBe(403);
    // The catalogue's names are pick lists of every screen that builds a rule: a signed-in user's.
    expect((await t.app.inject({ method: 'GET', url: PRICING_PATHS.rrpBrands, headers: as('warehouse') })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: PRICING_PATHS.rrpBrands })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: PRICING_PATHS.rrpRule, query: { action: 'RRP' } })).statusCode).toBe(401);
  });
});
