import { textOf } from '../words/field-problem.ts';
import { wordsIn } from '../words/words.ts';
import type { catalogueWords } from './words.ts';

const w = wordsIn<typeof catalogueWords>('catalogue');

/** Words of the catalogue calls: the spec's where it names them (spec 001 §5, §8), ours otherwise (words.ts). */
export const CATALOGUE_MESSAGES = {
  /** An empty lookup (spec 001 §8). */
  noData: w('noData'),
  /** Required fields of the product form are missing (spec 001 §5): `fields` their labels. */
  requiredData: (fields: string) => w('requiredData', { fields }),
  productAdded: w('productAdded'),
  productUpdated: w('productUpdated'),
  bulletsSaved: w('bulletsSaved'),
  statusUpdated: w('statusUpdated'),
  styleUpdated: w('styleUpdated'),
  /** Spelling as the spec shows it (spec 001 §8). */
  noRecommendation: w('noRecommendation'),
  noProduct: (pId: number) => w('noProduct', { pId }),
  staleRevision: (pId: number) => w('staleRevision', { pId }),
  staleStyle: (current: string) => w('staleStyle', { current }),
  noMainCategory: (id: number) => w('noMainCategory', { id }),
  noParentCategory: (id: number) => w('noParentCategory', { id }),
  categoryNotUnder: (catId: number) => w('categoryNotUnder', { catId }),
  subCategoryNotUnder: (subCatId: number, catId: number) => w('subCategoryNotUnder', { subCatId, catId }),
  noBrand: (id: number) => w('noBrand', { id }),
  variantDiffers: w('variantDiffers'),
  newUstyleDiffers: w('newUstyleDiffers'),
  missingMandatory: (names: string[]) => w('missingMandatory', { names: names.join(', ') }),
  notOffered: (attributeId: number) => w('notOffered', { attributeId }),
  notMulti: (name: string) => w('notMulti', { name }),
  valueNotOf: (valueId: number, name: string) => w('valueNotOf', { valueId, name }),
  duplicateAttribute: (attributeId: number) => w('duplicateAttribute', { attributeId }),
  unknownBullet: (id: number) => w('unknownBullet', { id }),
  duplicateBullet: (id: number) => w('duplicateBullet', { id }),
} as const;

/** Words of the Images step's calls (ours: the spec embeds the legacy page and names none). */
export const PRODUCT_IMAGE_MESSAGES = {
  attached: (count: number) => w('images.attached', { count }),
  ordered: w('images.ordered'),
  deleted: w('images.deleted'),
  noImage: (id: number) => w('images.noImage', { id }),
  noProductImage: (id: number) => w('images.noProductImage', { id }),
  notOfProduct: (id: number, pId: number) => w('images.notOfProduct', { id, pId }),
  duplicate: (id: number) => w('images.duplicate', { id }),
  alreadyAttached: (id: number) => w('images.alreadyAttached', { id }),
  notOwnUpc: (upc: string, pId: number) => w('images.notOwnUpc', { upc, pId }),
  tooMany: (max: number) => w('images.tooMany', { count: max }),
  staleOrder: w('images.staleOrder'),
} as const;

/** The catalogue contracts' own rules, as the key text a zod rule carries (the form and the server read it back). */
export const CATALOGUE_RULES = {
  plainText: textOf(w('rules.plainText')),
  removeIframe: textOf(w('rules.removeIframe')),
  productStatus: textOf(w('rules.productStatus')),
  revisionRequired: textOf(w('rules.revisionRequired')),
  emptyBullet: textOf(w('rules.emptyBullet')),
  atMostBullets: (max: number) => textOf(w('rules.atMostBullets', { max })),
  atMostAttributes: (max: number) => textOf(w('rules.atMostAttributes', { max })),
  atMostValues: (max: number) => textOf(w('rules.atMostValues', { max })),
  idList: textOf(w('rules.idList')),
  atMostIds: (max: number) => textOf(w('rules.atMostIds', { max })),
  imageKind: textOf(w('rules.imageKind')),
  imageIdList: textOf(w('rules.imageIdList')),
  productImageIdList: textOf(w('rules.productImageIdList')),
  atLeastOneImage: textOf(w('rules.atLeastOneImage')),
  atMostImagesAtOnce: (max: number) => textOf(w('rules.atMostImagesAtOnce', { max })),
  atMostImages: (max: number) => textOf(w('rules.atMostImages', { max })),
} as const;
