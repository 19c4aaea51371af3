import {
  COLOR_FAMILY_ATTRIBUTE_ID,
  type AttributeDefinition,
  type AttributeValue,
  type Brand,
  type Category,
  type MainCategory,
  type ParentCategory,
  type SubCategory,
} from '../../../src/domain/catalogue/lookups.ts';
import { toSkipTake, type Page, type Paging } from '../../../src/domain/paging.ts';
import type { Db } from '../../db/connect.ts';
import * as repo from './lookups.repository.ts';

/** The category whose sub-categories get the synthetic Color Family (spec 001 §3; docs/decisions.md). */
export const FOOTWEAR_CATEGORY = 'footwear';

const page = <R, T>({ rows, total }: { rows: R[]; total: number }, map: (row: R) => T): Page<T> => ({
  records: rows.map(map),
  totalRecords: total,
});

export async function mainCategories(db: Db, paging: Paging): Promise<Page<MainCategory>> {
  const rows = await repo.mainCategoryPage(db, toSkipTake(paging.index, paging.pageSize));
  return page(rows, (r) => ({ id: r.id, mcatname: r.name, ar_mcatname: r.ar_name }));
}

export async function parentCategories(db: Db, paging: Paging): Promise<Page<ParentCategory>> {
  const rows = await repo.parentCategoryPage(db, toSkipTake(paging.index, paging.pageSize));
  return page(rows, (r) => ({ id: r.id, pcatname: r.name, ar_pcatname: r.ar_name }));
}

export async function categories(db: Db, query: Paging & { mid: number; pcatId: number }): Promise<Page<Category>> {
  const rows = await repo.categoryPage(db, query.mid, query.pcatId, toSkipTake(query.index, query.pageSize));
  return page(rows, (r) => ({ id: r.id, mId: r.main_category_id, pCatId: r.parent_category_id, catname: r.name, ar_catname: r.ar_name }));
}

export async function subCategories(db: Db, query: Paging & { catId: number }): Promise<Page<SubCategory>> {
  const rows = await repo.subCategoryPage(db, query.catId, toSkipTake(query.index, query.pageSize));
  return page(rows, (r) => ({ id: r.id, catId: r.category_id, subcatname: r.name, ar_subcatname: r.ar_name }));
}

export async function brands(db: Db, paging: Paging): Promise<Page<Brand>> {
  const rows = await repo.brandPage(db, toSkipTake(paging.index, paging.pageSize));
  return page(rows, (r) => ({ id: r.id, brandname: r.brand_name, ar_brandname: r.ar_brand_name }));
}

/** The values of the listed attributes (unknown ids have none). */
export async function attributeValues(db: Db, attributeIds: readonly number[]): Promise<AttributeValue[]> {
  const rows = await repo.valuesOf(db, attributeIds);
  return rows.map((v) => ({ id: v.id, name: v.name, ar_name: v.ar_name, attributeId: v.attribute_id }));
}

/**
 * The attributes offered on a sub-category with their values (spec 001 §3). A sub-category of a
 * Footwear category that does not offer Color Family itself gets it appended as an optional
 * multi-select (id 0); the list is then ordered by multiSelection, single-selects first, each
 * group in display order. An unknown sub-category has none.
 */
export async function attributesOfSubCategory(db: Db, subCategoryId: number): Promise<AttributeDefinition[]> {
  const sub = await repo.subCategoryWithCategory(db, subCategoryId);
  if (!sub) return [];
  const offers = await repo.offersOf(db, subCategoryId);
  const definitions: Omit<AttributeDefinition, 'values'>[] = offers.map((o) => ({
    id: o.id,
    subcatid: subCategoryId,
    attributeId: o.attribute_id,
    subcategoryname: sub.name,
    attributename: o.name,
    ar_attributename: o.ar_name,
    multiSelection: o.multi_selection ? 1 : 0,
    isMandatory: [o.is_mandatory ? 1 : 0],
  }));
  const isFootwear = sub.category_name.trim().toLowerCase() === FOOTWEAR_CATEGORY;
  if (isFootwear && !offers.some((o) => o.attribute_id === COLOR_FAMILY_ATTRIBUTE_ID)) {
    const color = await repo.attributeById(db, COLOR_FAMILY_ATTRIBUTE_ID);
    if (color) {
      definitions.push({
        id: 0,
        subcatid: subCategoryId,
        attributeId: color.id,
        subcategoryname: sub.name,
        attributename: color.name,
        ar_attributename: color.ar_name,
        multiSelection: 1,
        isMandatory: [0],
      });
    }
  }
  const values = await attributeValues(
    db,
    definitions.map((d) => d.attributeId),
  );
  // Array.prototype.sort is stable: display order holds within each group.
  return definitions
    .map((d) => ({ ...d, values: values.filter((v) => v.attributeId === d.attributeId) }))
    .sort((a, b) => a.multiSelection - b.multiSelection);
}

/** A sub-category with its category and the tree path it belongs to. */
export const subCategoryPath = (db: Db, subCategoryId: number) => repo.subCategoryWithCategory(db, subCategoryId);

/** The main category, parent category and brand of a product's write. */
export const treeRootsAndBrand = (db: Db, mainId: number, parentId: number, brandId: number) =>
  repo.treeRoots(db, mainId, parentId, brandId);
