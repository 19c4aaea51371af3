import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { withTotal } from '../../db/paging.ts';

type Page = { skip: number; take: number };

/** Active main categories by name. */
export function mainCategoryPage(db: Db, page: Page) {
  const base = db.selectFrom('main_categories').where('status', '=', 'a');
  return withTotal(base.select(['id', 'name', 'ar_name']).orderBy('name').orderBy('id').offset(page.skip).limit(page.take).execute(), base);
}

/** Active parent categories by name. */
export function parentCategoryPage(db: Db, page: Page) {
  const base = db.selectFrom('parent_categories').where('status', '=', 'a');
  return withTotal(base.select(['id', 'name', 'ar_name']).orderBy('name').orderBy('id').offset(page.skip).limit(page.take).execute(), base);
}

/** Active categories under one main and one parent category, by name. */
export function categoryPage(db: Db, mainId: number, parentId: number, page: Page) {
  const base = db
    .selectFrom('categories')
    .where('main_category_id', '=', mainId)
    .where('parent_category_id', '=', parentId)
    .where('status', '=', 'a');
  return withTotal(
    base
      .select(['id', 'main_category_id', 'parent_category_id', 'name', 'ar_name'])
      .orderBy('name')
      .orderBy('id')
      .offset(page.skip)
      .limit(page.take)
      .execute(),
    base,
  );
}

/** Active sub-categories of a category, by name. */
export function subCategoryPage(db: Db, categoryId: number, page: Page) {
  const base = db.selectFrom('sub_categories').where('category_id', '=', categoryId).where('status', '=', 'a');
  return withTotal(
    base.select(['id', 'category_id', 'name', 'ar_name']).orderBy('name').orderBy('id').offset(page.skip).limit(page.take).execute(),
    base,
  );
}

/** Active brands by name. */
export function brandPage(db: Db, page: Page) {
  const base = db.selectFrom('brands').where('status', '=', 'a');
  return withTotal(
    base.select(['id', 'brand_name', 'ar_brand_name']).orderBy('brand_name').orderBy('id').offset(page.skip).limit(page.take).execute(),
    base,
  );
}

/** A sub-category with its category's English name (the Footwear rule) and its tree path. */
export function subCategoryWithCategory(db: Db, subCategoryId: number) {
  return db
    .selectFrom('sub_categories as sc')
    .innerJoin('categories as c', 'c.id', 'sc.category_id')
    .select([
      'sc.id',
      'sc.name',
      'sc.status',
      'sc.category_id',
      'c.name as category_name',
      'c.status as category_status',
      'c.main_category_id',
      'c.parent_category_id',
    ])
    .where('sc.id', '=', subCategoryId)
    .executeTakeFirst();
}

/** The attributes offered on a sub-category, in display order. */
export function offersOf(db: Db, subCategoryId: number) {
  return db
    .selectFrom('sub_category_attributes as sca')
    .innerJoin('attributes as a', 'a.id', 'sca.attribute_id')
    .select(['sca.id', 'sca.attribute_id', 'sca.multi_selection', 'sca.is_mandatory', 'a.name', 'a.ar_name'])
    .where('sca.sub_category_id', '=', subCategoryId)
    .orderBy('sca.display_order')
    .orderBy('a.name')
    .orderBy('sca.id')
    .execute();
}

/** An attribute's own names (the synthetic Color Family reads its names here). */
export function attributeById(db: Db, id: number) {
  return db.selectFrom('attributes').select(['id', 'name', 'ar_name']).where('id', '=', id).executeTakeFirst();
}

/** The values of the listed attributes, each attribute's in display order. */
export function valuesOf(db: Db, attributeIds: readonly number[]) {
  if (!attributeIds.length) return Promise.resolve([]);
  return db
    .selectFrom('attribute_values')
    .select(['id', 'attribute_id', 'name', 'ar_name'])
    .where('attribute_id', 'in', attributeIds)
    .orderBy('attribute_id')
    .orderBy('display_order')
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
}

/** A main category, a parent category and a brand by id, with their active flags (the product's checks). */
export async function treeRoots(db: Db, mainId: number, parentId: number, brandId: number) {
  const [main, parent, brand] = await Promise.all([
    db.selectFrom('main_categories').select(['id', 'status']).where('id', '=', mainId).executeTakeFirst(),
    db.selectFrom('parent_categories').select(['id', 'status']).where('id', '=', parentId).executeTakeFirst(),
    db.selectFrom('brands').select(['id', 'status']).where('id', '=', brandId).executeTakeFirst(),
  ]);
  return { main, parent, brand };
}
