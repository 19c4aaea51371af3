import { z } from 'zod/mini';
import { idField, optionalText, PG_INT_MAX, requiredText, wholeNumberIn } from '../fields.ts';
import { textOf } from '../words/field-problem.ts';
import { F } from '../words/field-messages.ts';
import { requiredWholeId } from './lookups.ts';
import { CATALOGUE_RULES as R } from './messages.ts';
import { hasIframe, PLAIN_TEXT, PRODUCT_NAME_MAX, STYLE_TEXT } from './text-rules.ts';

/** Product status, Arabic status and approval (spec 001 §4): i Draft, a Reviewed, d Deactivate. */
export const PRODUCT_STATUSES = ['i', 'a', 'd'] as const;
export const productStatusSchema = z.enum(PRODUCT_STATUSES, {
  error: (issue) => (issue.input === undefined ? undefined : R.productStatus),
});
export type ProductStatus = z.infer<typeof productStatusSchema>;

/** Lengths the spec leaves open: ours. */
export const PRODUCT_TEXT_MAX = {
  style: 60,
  variant: 60,
  details: 4000,
  features: 20_000,
  remarks: 500,
  metaTag: 500,
  shortDesc: 500,
  bullet: 500,
} as const;
export const MAX_BULLETS = 50;
export const MAX_ATTRIBUTES = 100;
export const MAX_ATTRIBUTE_VALUES = 50;

const plain = z.string().check(z.regex(PLAIN_TEXT, R.plainText));
/** A non-Arabic input: trimmed, at most `max`, only the plain characters of spec 001 §5. */
const plainRequired = (max: number) => requiredText(max).check(z.regex(PLAIN_TEXT, R.plainText));
const plainOptional = (max: number) => z.pipe(optionalText(max), plain);
/** HTML features: an iframe is refused; the server sanitises what is left before storing it. */
const features = z.pipe(optionalText(PRODUCT_TEXT_MAX.features), z.string().check(z.refine((html) => !hasIframe(html), R.removeIframe)));
const upper = z.transform((text: string) => text.toUpperCase());

/** `en`, or `ar` when the wizard is in Arabic mode (its `lang` parameter): the Arabic name is then required. */
export const PRODUCT_LANGS = ['en', 'ar'] as const;

/**
 * POST product details (spec 001 §3 "Product (view)", §5): without `pId` a new product, with it an
 * update of the product read at `revision`. `style` may carry the variant after '@'; both are
 * upper-cased. Wire names are the spec's.
 */
export const productDetailsBodySchema = z
  .object({
    pId: z.optional(idField()),
    revision: z.optional(wholeNumberIn(1, PG_INT_MAX)),
    lang: z._default(z.enum(PRODUCT_LANGS), 'en'),
    mId: idField(),
    pCatId: idField(),
    catId: idField(),
    subCatId: idField(),
    brandId: idField(),
    name: plainRequired(PRODUCT_NAME_MAX),
    ar_name: optionalText(PRODUCT_NAME_MAX),
    details: plainOptional(PRODUCT_TEXT_MAX.details),
    ar_details: optionalText(PRODUCT_TEXT_MAX.details),
    features,
    ar_features: features,
    style: z.pipe(requiredText(PRODUCT_TEXT_MAX.style).check(z.regex(STYLE_TEXT, R.plainText)), upper),
    variant: z.pipe(plainOptional(PRODUCT_TEXT_MAX.variant), upper),
    remarks: plainOptional(PRODUCT_TEXT_MAX.remarks),
    metaTag: plainOptional(PRODUCT_TEXT_MAX.metaTag),
    shortDesc: plainOptional(PRODUCT_TEXT_MAX.shortDesc),
  })
  .check(
    // Run even when other fields fail, so one reply lists every missing required field.
    z.superRefine(
      (body, ctx) => {
        if (!body || typeof body !== 'object') return;
        if (body.lang === 'ar' && body.ar_name === '') ctx.addIssue({ code: 'custom', path: ['ar_name'], message: textOf(F('required')) });
        if (body.pId !== undefined && body.revision === undefined) {
          ctx.addIssue({ code: 'custom', path: ['revision'], message: R.revisionRequired });
        }
      },
      { when: () => true },
    ),
  );
export type ProductDetailsBody = z.input<typeof productDetailsBodySchema>;
export type ProductDetailsValues = z.output<typeof productDetailsBodySchema>;

/** The fields of the product form that spec 001 §5 requires ('enter the required data'). */
export const REQUIRED_PRODUCT_FIELDS = ['mId', 'pCatId', 'catId', 'subCatId', 'brandId', 'name', 'style', 'ar_name'] as const;

/** One attribute choice of a product as the view shows it (attributeId 2 is the colour). */
export const productAttributeSchema = z.object({
  attributeId: z.int(),
  attributeValueId: z.int(),
  attribute: z.string(),
  value: z.string(),
  ar_attribute: z.string(),
  ar_value: z.string(),
});
export type ProductAttribute = z.infer<typeof productAttributeSchema>;

/** A bullet: a positive id once saved; the wizard gives a new one a random negative id. */
export const bulletSchema = z.object({ id: z.int(), name: z.string(), ar_name: z.string() });
export type Bullet = z.infer<typeof bulletSchema>;

/** An image pair of the view (spec 001 §3: images[] of prodImage and Encoderimage), '' where there is none. */
export const productImagePairSchema = z.object({ prodImage: z.string(), Encoderimage: z.string() });

/** GET product details: every field of spec 001 §3 "Product (view)". */
export const productViewSchema = z.object({
  pId: z.int(),
  createDate: z.string(),
  createdBy: z.nullable(z.int()),
  createdByName: z.string(),
  updatedByName: z.nullable(z.string()),
  updatedDate: z.nullable(z.string()),
  status: productStatusSchema,
  status_ar: productStatusSchema,
  approve: productStatusSchema,
  currentPrice: z.number(),
  name: z.string(),
  ar_name: z.string(),
  details: z.string(),
  ar_details: z.string(),
  features: z.string(),
  ar_features: z.string(),
  /** `STYLE@VARIANT`, or `STYLE` alone. */
  style: z.string(),
  variant: z.string(),
  styleVerified: z.boolean(),
  mId: z.int(),
  pCatId: z.int(),
  catId: z.int(),
  subCatId: z.int(),
  brandId: z.int(),
  remarks: z.string(),
  metaTag: z.string(),
  shortDesc: z.string(),
  brandname: z.string(),
  ar_brandname: z.string(),
  mcatname: z.string(),
  ar_mcatname: z.string(),
  pcatname: z.string(),
  ar_pcatname: z.string(),
  catname: z.string(),
  ar_catname: z.string(),
  subcatname: z.string(),
  ar_subcatname: z.string(),
  prodImage: z.string(),
  encoderImage: z.string(),
  images: z.array(productImagePairSchema),
  attribute: z.array(productAttributeSchema),
  bullet: z.array(bulletSchema),
  /** Carried back by the next save: a save over a newer revision is refused (409). */
  revision: z.int(),
});
export type ProductView = z.infer<typeof productViewSchema>;

export const productQuerySchema = z.object({ pId: requiredWholeId() });

/** A bullet as a save sends it: a negative id is new, a positive one is the saved bullet's. */
export const bulletBodySchema = z
  .object({
    id: z.int().check(z.refine((id) => id !== 0 && Math.abs(id) <= PG_INT_MAX, textOf(F('nonZeroId')))),
    name: optionalText(PRODUCT_TEXT_MAX.bullet),
    ar_name: optionalText(PRODUCT_TEXT_MAX.bullet),
  })
  .check(
    z.superRefine((bullet, ctx) => {
      if (!bullet.name && !bullet.ar_name) ctx.addIssue({ code: 'custom', path: ['name'], message: R.emptyBullet });
    }),
  );

/** One attribute's chosen values (several only for a multi-select attribute). */
export const attributeChoiceSchema = z.object({
  attributeId: idField(),
  values: z
    .array(idField())
    .check(z.minLength(1, textOf(F('required'))), z.maxLength(MAX_ATTRIBUTE_VALUES, R.atMostValues(MAX_ATTRIBUTE_VALUES))),
});
export type AttributeChoice = z.infer<typeof attributeChoiceSchema>;

/**
 * POST bullets and attributes: `bullet` replaces the product's bullets in the order sent (negative
 * ids inserted, positive ids updated, the others deleted); `attribute` replaces its attribute
 * choices. Either may be left out to keep what is stored.
 */
export const bulletsAndAttributesBodySchema = z.object({
  pId: idField(),
  revision: requiredWholeId(),
  bullet: z.optional(z.array(bulletBodySchema).check(z.maxLength(MAX_BULLETS, R.atMostBullets(MAX_BULLETS)))),
  attribute: z.optional(z.array(attributeChoiceSchema).check(z.maxLength(MAX_ATTRIBUTES, R.atMostAttributes(MAX_ATTRIBUTES)))),
});
export type BulletsAndAttributesBody = z.input<typeof bulletsAndAttributesBodySchema>;
export type BulletsAndAttributesValues = z.output<typeof bulletsAndAttributesBodySchema>;

/** What a save of bullets and attributes answers: what is stored now. */
export const bulletsAndAttributesReplySchema = z.object({
  pId: z.int(),
  revision: z.int(),
  bullet: z.array(bulletSchema),
  attribute: z.array(productAttributeSchema),
});

/**
 * POST product status (spec 001 §7): approve action with pId, approve and remarks ''. With the
 * `revision` the wizard read (ours, beside the spec's fields), a choice over a newer save is refused (409).
 */
export const productStatusBodySchema = z.object({
  pId: idField(),
  approve: productStatusSchema,
  remarks: optionalText(500),
  revision: z.optional(wholeNumberIn(1, PG_INT_MAX)),
});
export type ProductStatusBody = z.input<typeof productStatusBodySchema>;

export const productStatusReplySchema = z.object({
  pId: z.int(),
  status: productStatusSchema,
  status_ar: productStatusSchema,
  approve: productStatusSchema,
  revision: z.int(),
});
export type ProductStatusReply = z.infer<typeof productStatusReplySchema>;

/** A suggestion: a style, its item name and image ('' when none). */
export const recommendationItemSchema = z.object({ style: z.string(), itemName: z.string(), image: z.string() });
export const recommendationSchema = z.object({
  productStyle: z.array(recommendationItemSchema),
  transitStyle: z.array(recommendationItemSchema),
});
export type Recommendation = z.infer<typeof recommendationSchema>;
/** GET recommendation: the style, and the product on screen (`pId`, optional), which is left out of its own suggestions. */
export const recommendationQuerySchema = z.object({
  style: z.pipe(requiredText(PRODUCT_TEXT_MAX.style + PRODUCT_TEXT_MAX.variant + 1), upper),
  pId: z.optional(wholeNumberIn(1, PG_INT_MAX)),
});

const styleText = z.pipe(
  requiredText(PRODUCT_TEXT_MAX.style + PRODUCT_TEXT_MAX.variant + 1).check(z.regex(STYLE_TEXT, R.plainText)),
  upper,
);

/**
 * PUT update style (spec 001 §7: newStyle, newUstyle, OldStyle): the product's style becomes
 * `newStyle` (`STYLE@VARIANT` allowed, upper-cased) if it is still `OldStyle`. `newUstyle`, the
 * upper-cased copy older clients send, must agree with it when given. `ssId`, beside the spec's
 * fields, is the stock-in-transit row a CONTENT_CREATOR link opened the wizard for: a
 * CONTENT_CREATOR row is marked content created with the same write.
 */
export const updateStyleBodySchema = z.object({
  pId: idField(),
  newStyle: styleText,
  newUstyle: z.optional(z.string().check(z.maxLength(PRODUCT_TEXT_MAX.style + PRODUCT_TEXT_MAX.variant + 1))),
  OldStyle: z.pipe(requiredText(PRODUCT_TEXT_MAX.style + PRODUCT_TEXT_MAX.variant + 1), upper),
  ssId: z.optional(idField()),
});
export type UpdateStyleBody = z.input<typeof updateStyleBodySchema>;

export const updateStyleReplySchema = z.object({
  pId: z.int(),
  style: z.string(),
  variant: z.string(),
  styleVerified: z.boolean(),
  revision: z.int(),
  /** Stock-in-transit rows whose style followed. */
  transitRows: z.int(),
  /** The row `ssId` is now marked content created (false without an ssId, or for a row of another action). */
  contentCreated: z.boolean(),
});
export type UpdateStyleReply = z.infer<typeof updateStyleReplySchema>;
