import {
  brandSchema,
  categorySchema,
  mainCategorySchema,
  parentCategorySchema,
  subCategorySchema,
  type Brand,
  type Category,
  type MainCategory,
  type ParentCategory,
  type SubCategory,
} from '../../domain/catalogue/lookups.ts';
import { PIM_PATHS } from '../../domain/catalogue/paths.ts';
import { useLookup, type LookupSpec } from './use-lookup.ts';

/** Resource names of the catalogue's pick lists. */
export const CATALOGUE_RESOURCES = {
  mainCategories: 'mainCategories',
  parentCategories: 'parentCategories',
  categories: 'categories',
  subCategories: 'subCategories',
  brands: 'brands',
  attributes: 'attributes',
  products: 'products',
} as const;

/** The main categories (store types, `mId`). */
export const mainCategoryLookup: LookupSpec<MainCategory> = {
  resource: CATALOGUE_RESOURCES.mainCategories,
  url: PIM_PATHS.mainCategories,
  schema: mainCategorySchema,
  idOf: (c) => c.id,
  namesOf: (c) => [c.mcatname, c.ar_mcatname],
};
export const useMainCategoryLookup = () => useLookup(mainCategoryLookup);

/** The parent categories (`pCatId`). */
export const parentCategoryLookup: LookupSpec<ParentCategory> = {
  resource: CATALOGUE_RESOURCES.parentCategories,
  url: PIM_PATHS.parentCategories,
  schema: parentCategorySchema,
  idOf: (c) => c.id,
  namesOf: (c) => [c.pcatname, c.ar_pcatname],
};
export const useParentCategoryLookup = () => useLookup(parentCategoryLookup);

/** The categories under a main and a parent category; empty until both are chosen. */
export const categoryLookup = (mid: number | null, pcatId: number | null): LookupSpec<Category> => ({
  resource: CATALOGUE_RESOURCES.categories,
  url: PIM_PATHS.categories,
  schema: categorySchema,
  params: { mid, pcatId },
  enabled: mid !== null && pcatId !== null,
  idOf: (c) => c.id,
  namesOf: (c) => [c.catname, c.ar_catname],
});
export const useCategoryLookup = (mid: number | null, pcatId: number | null) => useLookup(categoryLookup(mid, pcatId));

/** The sub-categories of a category; empty until it is chosen. */
export const subCategoryLookup = (catId: number | null): LookupSpec<SubCategory> => ({
  resource: CATALOGUE_RESOURCES.subCategories,
  url: PIM_PATHS.subCategories,
  schema: subCategorySchema,
  params: { catId },
  enabled: catId !== null,
  idOf: (c) => c.id,
  namesOf: (c) => [c.subcatname, c.ar_subcatname],
});
export const useSubCategoryLookup = (catId: number | null) => useLookup(subCategoryLookup(catId));

/** Every active brand. */
export const brandLookup: LookupSpec<Brand> = {
  resource: CATALOGUE_RESOURCES.brands,
  url: PIM_PATHS.brands,
  schema: brandSchema,
  idOf: (b) => b.id,
  namesOf: (b) => [b.brandname, b.ar_brandname],
};
export const useBrandLookup = () => useLookup(brandLookup);
