/** The size groups every database has (the stock seed creates them on first start). */
export const SIZE_GROUP_NAMES = { shoes: 'EU Shoe Sizes', clothing: 'Clothing S-XXL', oneSize: 'One Size' } as const;

const SHOES = /foot|shoe|sneak|sandal|boot|heel|loafer|slipper/;
const ONE_SIZE = /bag|watch|access|beauty|fragr|perfume|home|jewel|sunglass|wallet|belt|cap|hat/;

/**
 * The size group a product is stocked in when its sub-category names none, by its category's and
 * sub-category's names: the demo stock is made in it, and Add New upc and Edit Stock offer its sizes.
 */
export function inferredSizeGroup(category: string, subCategory: string): string {
  // The sub-category says more than its category (Footwear / Bags is a bag).
  for (const text of [subCategory.toLowerCase(), category.toLowerCase()]) {
    if (ONE_SIZE.test(text)) return SIZE_GROUP_NAMES.oneSize;
    if (SHOES.test(text)) return SIZE_GROUP_NAMES.shoes;
  }
  return SIZE_GROUP_NAMES.clothing;
}
