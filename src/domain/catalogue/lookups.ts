import { z } from 'zod/mini';
import { idField, lookupPageQuerySchema, PG_INT_MAX, wholeNumberIn } from '../fields.ts';
import { textOf } from '../words/field-problem.ts';
import { F } from '../words/field-messages.ts';
import { CATALOGUE_RULES as R } from './messages.ts';

/** Lookups of the product form (spec 001 §7 "Catalogue and wizard"): names as the product view names them. */

/** A main category (store type, `mId`). */
export const mainCategorySchema = z.object({ id: z.int(), mcatname: z.string(), ar_mcatname: z.string() });
export type MainCategory = z.infer<typeof mainCategorySchema>;

/** A parent category (`pCatId`). */
export const parentCategorySchema = z.object({ id: z.int(), pcatname: z.string(), ar_pcatname: z.string() });
export type ParentCategory = z.infer<typeof parentCategorySchema>;

/** A category under one main and one parent category (`catId`). */
export const categorySchema = z.object({
  id: z.int(),
  mId: z.int(),
  pCatId: z.int(),
  catname: z.string(),
  ar_catname: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

/** A sub-category of a category (`subCatId`). */
export const subCategorySchema = z.object({ id: z.int(), catId: z.int(), subcatname: z.string(), ar_subcatname: z.string() });
export type SubCategory = z.infer<typeof subCategorySchema>;

/** A brand (spec 001 §3: id, brandname) with its Arabic name. */
export const brandSchema = z.object({ id: z.int(), brandname: z.string(), ar_brandname: z.string() });
export type Brand = z.infer<typeof brandSchema>;

/** One value of an attribute. */
export const attributeValueSchema = z.object({ id: z.int(), name: z.string(), ar_name: z.string(), attributeId: z.int() });
export type AttributeValue = z.infer<typeof attributeValueSchema>;

/**
 * An attribute offered on a sub-category (spec 001 §3 "Attribute definition"). `multiSelection` is
 * 0 or 1; `isMandatory` is an array whose first element counts. `id` is the offer's row, 0 for the
 * synthetic Footwear Color Family (docs/decisions.md).
 */
export const attributeDefinitionSchema = z.object({
  id: z.int(),
  subcatid: z.int(),
  attributeId: z.int(),
  subcategoryname: z.string(),
  attributename: z.string(),
  ar_attributename: z.string(),
  multiSelection: z.union([z.literal(0), z.literal(1)]),
  isMandatory: z.array(z.union([z.literal(0), z.literal(1)])),
  values: z.array(attributeValueSchema),
});
export type AttributeDefinition = z.infer<typeof attributeDefinitionSchema>;

/** The attribute id of the colour everywhere in the spec (001 §3). */
export const COLOR_FAMILY_ATTRIBUTE_ID = 2;

/** Lookups are pick lists: up to 10000 rows a page (DESIGN.md §4). */
export const catalogueLookupQuerySchema = lookupPageQuerySchema;

/** A required id of the query ('Required' when left out). */
export const requiredWholeId = () => wholeNumberIn(1, PG_INT_MAX);

/** Categories of a main category (`mid`) and a parent category (`pcatId`). */
export const categoryQuerySchema = z.extend(lookupPageQuerySchema, { mid: requiredWholeId(), pcatId: requiredWholeId() });
/** Sub-categories of a category. */
export const subCategoryQuerySchema = z.extend(lookupPageQuerySchema, { catId: requiredWholeId() });
/** Attributes of a sub-category. */
export const attributeQuerySchema = z.object({ subCatId: requiredWholeId() });

/** At most this many attribute ids in one values call. */
export const MAX_ATTRIBUTE_IDS = 100;

/** `attributeIds`: a comma-separated list of ids (`2,101,102`), each a positive whole number. */
export const attributeValuesQuerySchema = z.object({
  attributeIds: z.pipe(
    z
      .string()
      .check(z.trim(), z.minLength(1, textOf(F('required'))), z.maxLength(2000), z.regex(/^\s*\d{1,10}(\s*,\s*\d{1,10})*\s*$/, R.idList)),
    z.pipe(
      z.transform((text: string) => [...new Set(text.split(',').map((id) => Number(id.trim())))]),
      z.array(idField()).check(z.maxLength(MAX_ATTRIBUTE_IDS, R.atMostIds(MAX_ATTRIBUTE_IDS))),
    ),
  ),
});
