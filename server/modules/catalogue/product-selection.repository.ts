import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { ProductSelection, SelectionCondition } from '../../../src/domain/catalogue/product-selection.ts';
import type { Database } from '../../db/schema.ts';
import type { Db } from '../../db/connect.ts';

type Eb = ExpressionBuilder<Database, 'products'>;
const lowered = (values: (string | number)[]) => values.map((v) => String(v).toLowerCase());

/**
 * The condition as SQL with its values as parameters. Each text field reaches the products through
 * an index: brands and categories by lower(name), then products by brand_id or category_id; group
 * codes by stock_items (lower(group_code), p_id) (migration 0020).
 */
function conditionSql(eb: Eb, c: SelectionCondition): Expression<SqlBool> {
  const has = (() => {
    switch (c.field) {
      case 'brand':
        return eb(
          'products.brand_id',
          'in',
          eb
            .selectFrom('brands')
            .select('brands.id')
            .where(sql`lower(brand_name)`, 'in', lowered(c.values)),
        );
      case 'department':
        return eb(
          'products.category_id',
          'in',
          eb
            .selectFrom('categories')
            .select('categories.id')
            .where(sql`lower(name)`, 'in', lowered(c.values)),
        );
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
        return eb('products.main_category_id', 'in', c.values.map(Number));
    }
  })();
  return c.operator === '!=' ? eb.not(has) : has;
}

function selectionSql(eb: Eb, s: ProductSelection): Expression<SqlBool> {
  const parts = s.items.map((item) =>
    item === true ? sql<SqlBool>`true` : 'items' in item ? selectionSql(eb, item) : conditionSql(eb, item),
  );
  const joined = s.combinator === 'and' ? eb.and(parts) : eb.or(parts);
  return s.not ? eb.not(joined) : joined;
}

/** How many products a selection holds, and a page of them (newest PID first). */
export async function selectedProducts(db: Db, selection: ProductSelection, take: number) {
  const base = db.selectFrom('products').where((eb) => selectionSql(eb, selection));
  const [rows, count] = await Promise.all([
    base
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
      .limit(take)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
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
