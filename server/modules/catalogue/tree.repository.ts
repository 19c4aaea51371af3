import type { Db } from '../../db/connect.ts';
import type { Actor } from '../../shared/actor.ts';
import { createdColumns } from '../../shared/audit-columns.ts';

/** Writes of the tree, brands and attribute definitions (the seed and tests; no screen edits them yet). */

type Named = { name: string; ar_name: string; status?: 'a' | 'i' };

export async function insertMainCategories(db: Db, rows: Named[], by: Actor): Promise<number[]> {
  if (!rows.length) return [];
  const out = await db
    .insertInto('main_categories')
    .values(rows.map((r) => ({ ...r, ...createdColumns(by) })))
    .returning('id')
    .execute();
  return out.map((r) => r.id);
}

export async function insertParentCategories(db: Db, rows: Named[], by: Actor): Promise<number[]> {
  if (!rows.length) return [];
  const out = await db
    .insertInto('parent_categories')
    .values(rows.map((r) => ({ ...r, ...createdColumns(by) })))
    .returning('id')
    .execute();
  return out.map((r) => r.id);
}

export async function insertCategories(
  db: Db,
  rows: (Named & { main_category_id: number; parent_category_id: number })[],
  by: Actor,
): Promise<number[]> {
  if (!rows.length) return [];
  const out = await db
    .insertInto('categories')
    .values(rows.map((r) => ({ ...r, ...createdColumns(by) })))
    .returning('id')
    .execute();
  return out.map((r) => r.id);
}

export async function insertSubCategories(db: Db, rows: (Named & { category_id: number })[], by: Actor): Promise<number[]> {
  if (!rows.length) return [];
  const out = await db
    .insertInto('sub_categories')
    .values(rows.map((r) => ({ ...r, ...createdColumns(by) })))
    .returning('id')
    .execute();
  return out.map((r) => r.id);
}

export async function insertBrands(
  db: Db,
  rows: { brand_name: string; ar_brand_name: string; status?: 'a' | 'i' }[],
  by: Actor,
): Promise<number[]> {
  if (!rows.length) return [];
  const out = await db
    .insertInto('brands')
    .values(rows.map((r) => ({ ...r, ...createdColumns(by) })))
    .returning('id')
    .execute();
  return out.map((r) => r.id);
}

/** The id of the attribute named `name` in any case, if there is one. */
export async function attributeIdByName(db: Db, name: string): Promise<number | undefined> {
  const rows = await db.selectFrom('attributes').select(['id', 'name']).execute();
  return rows.find((r) => r.name.toLowerCase() === name.toLowerCase())?.id;
}

export async function insertAttribute(db: Db, row: Named, by: Actor): Promise<number> {
  const out = await db
    .insertInto('attributes')
    .values({ name: row.name, ar_name: row.ar_name, ...createdColumns(by) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return out.id;
}

export async function insertAttributeValues(db: Db, attributeId: number, rows: Named[], by: Actor): Promise<number[]> {
  if (!rows.length) return [];
  const out = await db
    .insertInto('attribute_values')
    .values(
      rows.map((r, n) => ({ attribute_id: attributeId, name: r.name, ar_name: r.ar_name, display_order: n + 1, ...createdColumns(by) })),
    )
    .returning('id')
    .execute();
  return out.map((r) => r.id);
}

export async function insertOffers(
  db: Db,
  rows: { sub_category_id: number; attribute_id: number; multi_selection: boolean; is_mandatory: boolean; display_order: number }[],
  by: Actor,
): Promise<void> {
  if (rows.length)
    await db
      .insertInto('sub_category_attributes')
      .values(rows.map((r) => ({ ...r, ...createdColumns(by) })))
      .execute();
}
