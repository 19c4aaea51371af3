import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { ProductSelection, SelectionCondition } from '../../../src/domain/catalogue/product-selection.ts';
import type { Database } from '../../db/schema.ts';
import type { Db } from '../../db/connect.ts';

type Eb = ExpressionBuilder<Database, 'products'>;
const lowered = (values: (string | number)[]) => values.map((v) => String(v).toLowerCase());

/** The ids of the brands and categories a selection names, by lower-cased name (a department name covers several categories). */
export interface NamedIds {
  brand: Map<string, number[]>;
  department: Map<string, number[]>;
}

function namesOf(s: ProductSelection, field: 'brand' | 'department', into = new Set<string>()): Set<string> {
  for (const item of s.items) {
    if (item === true) continue;
    if ('items' in item) namesOf(item, field, into);
    else if (item.field === field) for (const v of lowered(item.values)) into.add(v);
  }
  return into;
}

/**
 * The ids behind the brand and department names of a selection, read first from the two small
 * tables: the products are then filtered by plain ids the planner can weigh against its
 * statistics, rather than by a sub-select it must guess the size of.
 */
export async function namedIds(db: Db, selection: ProductSelection): Promise<NamedIds> {
  const [brands, departments] = [[...namesOf(selection, 'brand')], [...namesOf(selection, 'department')]];
  const byName = (rows: { id: number; name: string }[]) => {
    const map = new Map<string, number[]>();
    for (const r of rows) map.set(r.name, [...(map.get(r.name) ?? []), r.id]);
    return map;
  };
  const [b, d] = await Promise.all([
    brands.length
      ? db
          .selectFrom('brands')
          .select(['id', sql<string>`lower(brand_name)`.as('name')])
          .where(sql`lower(brand_name)`, 'in', brands)
          .execute()
      : [],
    departments.length
      ? db
          .selectFrom('categories')
          .select(['id', sql<string>`lower(name)`.as('name')])
          .where(sql`lower(name)`, 'in', departments)
          .execute()
      : [],
  ]);
  return { brand: byName(b), department: byName(d) };
}

/**
 * The condition as SQL with its values as parameters, each answerable from the narrow index
 * `products_selection` (brand, category and main category of every product in PID order), group
 * codes from `stock_items_group_code` (migration 0025).
 */
function conditionSql(eb: Eb, c: SelectionCondition, ids: NamedIds): Expression<SqlBool> {
  const anyOf = (column: 'products.brand_id' | 'products.category_id' | 'products.main_category_id', values: number[]) =>
    values.length ? eb(column, 'in', values) : sql<SqlBool>`false`;
  const idsOf = (named: Map<string, number[]>) => [...new Set(lowered(c.values).flatMap((v) => named.get(v) ?? []))];
  const has = (() => {
    switch (c.field) {
      case 'brand':
        return anyOf('products.brand_id', idsOf(ids.brand));
      case 'department':
        return anyOf('products.category_id', idsOf(ids.department));
      case 'groupCode':
        return eb(
          'products.p_id',
          'in',
          eb
            .selectFrom('stock_items')
            .select('stock_items.p_id')
            .where(sql`lower(group_code)`, 'in', lowered(c.values)),
        );
      case 'mainCategory':
        return anyOf('products.main_category_id', c.values.map(Number));
    }
  })();
  return c.operator === '!=' ? eb.not(has) : has;
}

function selectionSql(eb: Eb, s: ProductSelection, ids: NamedIds): Expression<SqlBool> {
  const parts = s.items.map((item) =>
    item === true ? sql<SqlBool>`true` : 'items' in item ? selectionSql(eb, item, ids) : conditionSql(eb, item, ids),
  );
  const joined = s.combinator === 'and' ? eb.and(parts) : eb.or(parts);
  return s.not ? eb.not(joined) : joined;
}

/** The products of a selection, as a query of their PIDs (the names resolved by `namedIds`). */
const selected = (db: Db, selection: ProductSelection, ids: NamedIds) =>
  db.selectFrom('products').where((eb) => selectionSql(eb, selection, ids));

/**
 * How many products a selection holds, and a page of them (newest PID first). The page is found
 * in PID order among the selection's PIDs alone, then only its rows are read with their brand,
 * department and group code.
 */
export async function selectedProducts(db: Db, selection: ProductSelection, take: number) {
  const ids = await namedIds(db, selection);
  const top = selected(db, selection, ids).select('products.p_id').orderBy('products.p_id', 'desc').limit(take);
  const [rows, count] = await Promise.all([
    db
      .selectFrom(top.as('top'))
      .innerJoin('products', 'products.p_id', 'top.p_id')
      .innerJoin('brands', 'brands.id', 'products.brand_id')
      .innerJoin('categories', 'categories.id', 'products.category_id')
      .select((eb) => [
        'products.p_id',
        'products.name',
        'products.current_price',
        'brands.brand_name',
        'categories.name as department',
        eb
          .selectFrom('stock_items')
          .select((s) => s.fn.min('stock_items.group_code').as('g'))
          .whereRef('stock_items.p_id', '=', 'products.p_id')
          .as('group_code'),
      ])
      .orderBy('products.p_id', 'desc')
      .execute(),
    countSelected(db, selection, ids),
  ]);
  return { rows, total: count };
}

/** The PIDs of a selection in PID order, at most `limit`. */
export async function selectedIds(db: Db, selection: ProductSelection, limit: number): Promise<number[]> {
  const ids = await namedIds(db, selection);
  const rows = await selected(db, selection, ids).select('products.p_id').orderBy('products.p_id').limit(limit).execute();
  return rows.map((r) => r.p_id);
}

/** The stock items (UPCs) of a selection's products, by PID and UPC: at most `limit`, and how many there are. */
export async function selectedUpcs(db: Db, selection: ProductSelection, limit: number) {
  const ids = await namedIds(db, selection);
  const items = db.selectFrom('stock_items').where('stock_items.p_id', 'in', selected(db, selection, ids).select('products.p_id'));
  const [rows, count] = await Promise.all([
    limit > 0
      ? items.select(['stock_items.p_id', 'stock_items.upc']).orderBy('stock_items.p_id').orderBy('stock_items.upc').limit(limit).execute()
      : [],
    items.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** How many products a selection holds. */
async function countSelected(db: Db, selection: ProductSelection, ids: NamedIds): Promise<number> {
  const row = await selected(db, selection, ids)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Which of the values exist, lower-cased (brands and departments active or not: a rule may name either). */
export async function existingValues(db: Db, field: 'brand' | 'department' | 'groupCode', values: string[]): Promise<Set<string>> {
  if (!values.length) return new Set();
  const wanted = lowered(values);
  const query =
    field === 'brand'
      ? db
          .selectFrom('brands')
          .select(sql<string>`lower(brand_name)`.as('v'))
          .where(sql`lower(brand_name)`, 'in', wanted)
      : field === 'department'
        ? db
            .selectFrom('categories')
            .select(sql<string>`lower(name)`.as('v'))
            .where(sql`lower(name)`, 'in', wanted)
        : db
            .selectFrom('stock_items')
            .select(sql<string>`lower(group_code)`.as('v'))
            .where(sql`lower(group_code)`, 'in', wanted);
  const rows = await query.distinct().execute();
  return new Set(rows.map((r) => r.v));
}

export async function existingMainCategories(db: Db, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.selectFrom('main_categories').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

/** Distinct values of a field starting with `search` (any case), in order: the editor's search. */
export async function valuesLike(db: Db, field: 'brand' | 'department' | 'groupCode', search: string, take: number) {
  const prefix = `${search.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const query =
    field === 'brand'
      ? db
          .selectFrom('brands')
          .select('brand_name as v')
          .where('status', '=', 'a')
          .where(sql`lower(brand_name)`, 'like', prefix)
      : field === 'department'
        ? db
            .selectFrom('categories')
            .select('name as v')
            .where('status', '=', 'a')
            .where(sql`lower(name)`, 'like', prefix)
        : db
            .selectFrom('stock_items')
            .select('group_code as v')
            .where('group_code', '<>', '')
            .where(sql`lower(group_code)`, 'like', prefix);
  // Departments repeat under each main and parent category: one row per name, whatever its case.
  const rows = await db
    .selectFrom(query.as('q'))
    .select(sql<string>`min(q.v)`.as('v'))
    .groupBy(sql`lower(q.v)`)
    .orderBy(sql`lower(q.v)`)
    .limit(take)
    .execute();
  return rows.map((r) => r.v);
}

/** Main categories (store types) whose name starts with `search`. */
export function mainCategoriesLike(db: Db, search: string, take: number) {
  const prefix = `${search.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return db
    .selectFrom('main_categories')
    .select(['id', 'name', 'ar_name'])
    .where('status', '=', 'a')
    .where(sql`lower(name)`, 'like', prefix)
    .orderBy('name')
    .limit(take)
    .execute();
}

/** Which of the PIDs the catalogue holds. */
export async function existingProducts(db: Db, pIds: number[]): Promise<Set<number>> {
  if (!pIds.length) return new Set();
  const rows = await db.selectFrom('products').select('p_id').where('p_id', 'in', pIds).execute();
  return new Set(rows.map((r) => r.p_id));
}
