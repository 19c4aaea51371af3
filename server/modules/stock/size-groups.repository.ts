import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { Actor } from '../../shared/actor.ts';
import { createdColumns } from '../../shared/audit-columns.ts';

// Size groups and their sizes: the stock's own tables, and the one link from the catalogue's
// sub-categories to them.

/** A size with its group's name. */
export function findSize(db: Db, sizeId: number) {
  return db
    .selectFrom('sizes')
    .innerJoin('size_groups', 'size_groups.id', 'sizes.size_group_id')
    .select(['sizes.id', 'sizes.label', 'sizes.size_group_id', sql<string>`size_groups.name`.as('group_name')])
    .where('sizes.id', '=', sizeId)
    .executeTakeFirst();
}

/** Sub-categories that name no size group, with their category's name. */
export function subCategoriesWithoutSizeGroup(db: Db) {
  return db
    .selectFrom('sub_categories as sc')
    .innerJoin('categories as c', 'c.id', 'sc.category_id')
    .select(['sc.id', sql<string>`sc.name`.as('sub_category'), sql<string>`c.name`.as('category')])
    .where('sc.size_group_id', 'is', null)
    .orderBy('sc.id')
    .execute();
}

/**
 * Gives a sub-category its size group, only while it names none. The one write this module makes
 * to the catalogue's tables: the size groups are the stock's, and the demo seed links them.
 */
export async function setSubCategorySizeGroup(db: Db, subCategoryId: number, sizeGroupId: number) {
  await db
    .updateTable('sub_categories')
    .set({ size_group_id: sizeGroupId })
    .where('id', '=', subCategoryId)
    .where('size_group_id', 'is', null)
    .execute();
}

/** The sizes of a size group in display order. */
export function sizesOfGroup(db: Db, sizeGroupId: number) {
  return db
    .selectFrom('sizes')
    .innerJoin('size_groups', 'size_groups.id', 'sizes.size_group_id')
    .select(['sizes.id', 'sizes.label', sql<string>`size_groups.name`.as('group_name')])
    .where('sizes.size_group_id', '=', sizeGroupId)
    .orderBy('sizes.display_order')
    .orderBy('sizes.id')
    .execute();
}

/** The size group named `name` (any case), created with its sizes in order if missing; answers its id. */
export async function ensureSizeGroup(
  db: Db,
  group: { name: string; arName: string; labels: readonly string[] },
  by: Actor,
): Promise<number> {
  const existing = await db
    .selectFrom('size_groups')
    .select('id')
    .where(sql<string>`lower(name)`, '=', group.name.toLowerCase())
    .executeTakeFirst();
  if (existing) return existing.id;
  const created = await db
    .insertInto('size_groups')
    .values({ name: group.name, ar_name: group.arName, ...createdColumns(by) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('sizes')
    .values(group.labels.map((label, i) => ({ size_group_id: created.id, label, display_order: i + 1, ...createdColumns(by) })))
    .execute();
  return created.id;
}

/** Every size group with its sizes in order. */
export async function sizeGroups(db: Db) {
  const rows = await db
    .selectFrom('sizes')
    .innerJoin('size_groups', 'size_groups.id', 'sizes.size_group_id')
    .select(['sizes.id', 'sizes.label', 'sizes.size_group_id', sql<string>`size_groups.name`.as('group_name')])
    .orderBy('sizes.size_group_id')
    .orderBy('sizes.display_order')
    .orderBy('sizes.id')
    .execute();
  const groups = new Map<number, { id: number; name: string; sizes: { id: number; label: string }[] }>();
  for (const r of rows) {
    const g = groups.get(r.size_group_id) ?? { id: r.size_group_id, name: r.group_name, sizes: [] };
    g.sizes.push({ id: r.id, label: r.label });
    groups.set(r.size_group_id, g);
  }
  return [...groups.values()];
}
