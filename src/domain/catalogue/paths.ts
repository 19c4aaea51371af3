import { servicePrefix } from '../services.ts';

/** The catalogue lives in the pim service (DESIGN.md §4; spec 001 §7 "Catalogue and wizard"). */
const PIM = servicePrefix('pim');

/** Paths of the catalogue's lookups and the product view wizard's calls. */
export const PIM_PATHS = {
  /** GET `?index&pageSize`: the main categories (store types, `mId`). */
  mainCategories: `${PIM}/mainCategory`,
  /** GET `?index&pageSize`: every active brand. */
  brands: `${PIM}/brands/all`,
  /** GET `?index&pageSize`: the parent categories (`pCatId`). */
  parentCategories: `${PIM}/parentCategory`,
  /** GET `?mid&pcatId&index&pageSize`: the categories under one main and one parent category. */
  categories: `${PIM}/category`,
  /** GET `?catId&index&pageSize`: the sub-categories of a category. */
  subCategories: `${PIM}/subCategory`,
  /** GET `?subCatId`: the attributes offered on a sub-category's products, with their values. */
  attributes: `${PIM}/attributes`,
  /** GET `?attributeIds=2,101`: the values of a list of attributes. */
  attributeValues: `${PIM}/attributes/values`,
  /** POST: insert (no pId) or update (pId and revision) a product's details; GET `?pId`: the product view. */
  productDetails: `${PIM}/product/details`,
  /** POST: save a product's bullets and attribute choices. */
  bulletsAndAttributes: `${PIM}/product/bulletsAndAttributes`,
  /** POST `{pId, approve, remarks}`: change a product's status (spec 001 §4). */
  productStatus: `${PIM}/product/status`,
  /** GET `?style&pId`: products (but `pId`, the one on screen) and stock in transit of a style. */
  recommendation: `${PIM}/product/recommendation`,
  /** PUT `{pId, newStyle, newUstyle, OldStyle, ssId?}`: the content creator's style edit. */
  updateStyle: `${PIM}/product/style`,
  /** GET `?pId`: the product's images; POST `{pId, imageIds, kind?, upc?}`: attaches uploaded pictures after them. */
  productImages: `${PIM}/product/images`,
  /** PUT `{pId, kind?, ids}`: the order of the product's images of a kind, main first. */
  productImagesOrder: `${PIM}/product/images/order`,
  /** DELETE one of the product's images by its id. */
  productImage: (id: number | string) => `${PIM}/product/images/${id}`,
} as const;

/** The wizard's page: every catalogue route declares it (L1 reads, L2 writes). */
export const PRODUCT_VIEW_PAGE = '/apps/products-view';
