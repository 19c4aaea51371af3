import { PRODUCT_NAME_MAX } from './text-rules.ts';

/** Words of the catalogue calls: the spec's where it names them (spec 001 §5, §8), ours otherwise. */
export const CATALOGUE_MESSAGES = {
  /** An empty lookup (spec 001 §8). */
  noData: 'No data found',
  /** A required field of the product form is missing (spec 001 §5). */
  requiredData: 'enter the required data',
  /** The features hold an iframe (spec 001 §5). */
  removeIframe: 'remove i frame',
  plainText: 'Only letters, digits, spaces, commas, slashes, underscores and hyphens',
  nameTooLong: `At most ${PRODUCT_NAME_MAX} characters`,
  productAdded: 'Added Successfully!',
  productUpdated: 'Updated Successfully!',
  bulletsSaved: 'Updated Successfully!',
  statusUpdated: 'Product status updated successfully!',
  styleUpdated: 'Style Updated successfully',
  /** Spelling as the spec shows it (spec 001 §8). */
  noRecommendation: 'No Recommedation to show !',
  noProduct: (pId: number) => `No product with pId ${pId}`,
  revisionRequired: 'Required when updating a product (the revision it was read at)',
  staleRevision: (pId: number) => `Product ${pId} was changed by someone else since it was opened: reload it and save again`,
  staleStyle: (current: string) => `The product's style is now ${current}: reload it and try again`,
  noMainCategory: (id: number) => `No active main category with id ${id}`,
  noParentCategory: (id: number) => `No active parent category with id ${id}`,
  categoryNotUnder: (catId: number) => `Category ${catId} is not under this main and parent category`,
  subCategoryNotUnder: (subCatId: number, catId: number) => `Sub-category ${subCatId} is not under category ${catId}`,
  noBrand: (id: number) => `No active brand with id ${id}`,
  variantDiffers: 'The variant after @ in style differs from variant',
  newUstyleDiffers: 'Must be newStyle upper-cased',
  missingMandatory: (names: string[]) => `Select the mandatory attributes: ${names.join(', ')}`,
  notOffered: (attributeId: number) => `Attribute ${attributeId} is not offered on this sub-category`,
  notMulti: (name: string) => `${name} takes one value`,
  valueNotOf: (valueId: number, name: string) => `Value ${valueId} is not a value of ${name}`,
  duplicateAttribute: (attributeId: number) => `Attribute ${attributeId} is listed twice`,
  unknownBullet: (id: number) => `No bullet ${id} on this product`,
  duplicateBullet: (id: number) => `Bullet ${id} is listed twice`,
  emptyBullet: 'Enter the bullet in English or Arabic',
} as const;

/** Words of the Images step's calls (ours: the spec embeds the legacy page and names none). */
export const PRODUCT_IMAGE_MESSAGES = {
  attached: (count: number) => (count === 1 ? 'Image added' : `${count} images added`),
  ordered: 'Image order saved',
  deleted: 'Image deleted',
  noImage: (id: number) => `No image ${id} in the image store`,
  noProductImage: (id: number) => `No product image ${id}`,
  notOfProduct: (id: number, pId: number) => `Image ${id} is not one of product ${pId}'s images of this kind`,
  duplicate: (id: number) => `Image ${id} is listed twice`,
  alreadyAttached: (id: number) => `Image ${id} is already one of this product's images of this kind`,
  notOwnUpc: (upc: string, pId: number) => `UPC ${upc} is not one of product ${pId}'s UPCs`,
  tooMany: (max: number) => `A product holds at most ${max} images of one kind`,
  staleOrder: "The product's images changed since they were shown: reload them and order them again",
} as const;
