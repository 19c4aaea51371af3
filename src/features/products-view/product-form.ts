import { z } from 'zod/mini';
import type { AttributeDefinition } from '../../domain/catalogue/lookups.ts';
import { bulletBodySchema, productDetailsBodySchema, type ProductView } from '../../domain/catalogue/products.ts';
import { splitStyle } from '../../domain/catalogue/text-rules.ts';
import { textOf } from '../../domain/words/field-problem.ts';
import { F } from '../../domain/words/field-messages.ts';

const shape = productDetailsBodySchema.shape;
const choice = shape.mId as z.ZodMiniType<number, number | null>;

/** The product form's fields saved by the details call, in the order the form shows them. */
export const DETAIL_FIELDS = [
  'mId',
  'pCatId',
  'catId',
  'subCatId',
  'brandId',
  'name',
  'ar_name',
  'style',
  'variant',
  'details',
  'ar_details',
  'features',
  'ar_features',
  'remarks',
  'metaTag',
  'shortDesc',
] as const;

/** An attribute's field in the form: `a{attributeId}` (a number alone would read as an array index). */
export const attributeField = (attributeId: number) => `a${attributeId}`;

/**
 * The wizard's one form: the details of the shared contract (the same checks the server runs),
 * the attribute choices of the sub-category and the bullets. One form means one dirty state, so
 * leaving with any unsaved change asks first.
 */
export function productFormSchema(arabic: boolean) {
  return z
    .object({
      mId: choice,
      pCatId: choice,
      catId: choice,
      subCatId: choice,
      brandId: choice,
      name: shape.name,
      ar_name: shape.ar_name,
      style: shape.style,
      variant: shape.variant,
      details: shape.details,
      ar_details: shape.ar_details,
      features: shape.features,
      ar_features: shape.ar_features,
      remarks: shape.remarks,
      metaTag: shape.metaTag,
      shortDesc: shape.shortDesc,
      // A select not yet touched holds no array.
      attributes: z.record(z.string(), z.optional(z.array(z.int()))),
      bullets: z.array(bulletBodySchema),
    })
    .check(
      z.superRefine(
        (values, ctx) => {
          if (arabic && !values.ar_name?.trim()) ctx.addIssue({ code: 'custom', path: ['ar_name'], message: textOf(F('required')) });
        },
        { when: () => true },
      ),
    );
}

export type ProductFormValues = z.input<ReturnType<typeof productFormSchema>>;
export type ProductFormOutput = z.output<ReturnType<typeof productFormSchema>>;

export const EMPTY_PRODUCT: ProductFormValues = {
  mId: null,
  pCatId: null,
  catId: null,
  subCatId: null,
  brandId: null,
  name: '',
  ar_name: '',
  style: '',
  variant: '',
  details: '',
  ar_details: '',
  features: '',
  ar_features: '',
  remarks: '',
  metaTag: '',
  shortDesc: '',
  attributes: {},
  bullets: [],
};

/** The form's values of a stored product. */
export function valuesOf(product: ProductView): ProductFormValues {
  const { style, variant } = splitStyle(product.style);
  const attributes: Record<string, number[]> = {};
  for (const a of product.attribute) (attributes[attributeField(a.attributeId)] ??= []).push(a.attributeValueId);
  return {
    mId: product.mId,
    pCatId: product.pCatId,
    catId: product.catId,
    subCatId: product.subCatId,
    brandId: product.brandId,
    name: product.name,
    ar_name: product.ar_name,
    style,
    variant: product.variant || variant,
    details: product.details,
    ar_details: product.ar_details,
    features: product.features,
    ar_features: product.ar_features,
    remarks: product.remarks,
    metaTag: product.metaTag,
    shortDesc: product.shortDesc,
    attributes,
    bullets: product.bullet.map((b) => ({ ...b })),
  };
}

/** A mandatory attribute is marked by the first element of `isMandatory` (spec 001 §3). */
export const isMandatory = (definition: AttributeDefinition) => definition.isMandatory[0] === 1;

/** The names of the mandatory attributes with no value chosen. */
export function missingMandatory(definitions: readonly AttributeDefinition[], attributes: Record<string, number[] | undefined>): string[] {
  return definitions.filter((d) => isMandatory(d) && !attributes[attributeField(d.attributeId)]?.length).map((d) => d.attributename);
}

/** The attribute choices the bullets-and-attributes call sends: only attributes of the sub-category, with a value. */
export function attributeChoices(definitions: readonly AttributeDefinition[], attributes: Record<string, number[] | undefined>) {
  return definitions.flatMap((d) => {
    const values = attributes[attributeField(d.attributeId)] ?? [];
    return values.length ? [{ attributeId: d.attributeId, values }] : [];
  });
}

/** A new bullet's id: random and negative until the server gives it its own (spec 001 §3). */
export const newBulletId = () => -1 - Math.floor(Math.random() * 1_000_000_000);
