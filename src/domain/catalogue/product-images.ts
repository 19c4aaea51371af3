import { z } from 'zod/mini';
import { IMAGE_CONTENT_TYPES, IMAGE_MAX_FILES } from '../images/image-rules.ts';
import { upcField } from '../stock/stock.ts';
import { idField, PG_INT_MAX, wholeNumberIn } from '../fields.ts';
import { CATALOGUE_RULES as R } from './messages.ts';

/**
 * A product's images (spec 001 §2 "Images step", §9): pictures of the image store attached to a
 * product by kind. Production position 0 is the main image; the others, in order, are secondary.
 */
export const PRODUCT_IMAGE_KINDS = ['production', 'encoder', 'studio'] as const;
export type ProductImageKind = (typeof PRODUCT_IMAGE_KINDS)[number];

/** The most images a product may hold of one kind: a gallery, not an archive. */
export const PRODUCT_IMAGES_MAX = 30;

/** One image of a product as the Images step shows it. */
export const productImageSchema = z.object({
  /** The attachment's id (product_images), used to order and delete it. */
  id: z.int(),
  pId: z.int(),
  upc: z.nullable(z.string()),
  kind: z.enum(PRODUCT_IMAGE_KINDS),
  /** 0 is the main image of its kind; 1, 2 … the secondary ones. */
  position: z.int(),
  /** The stored picture (image store id). */
  imageId: z.int(),
  url: z.string(),
  thumbnailUrl: z.string(),
  contentType: z.enum(IMAGE_CONTENT_TYPES),
  width: z.int(),
  height: z.int(),
  createdName: z.string(),
  createdDateUTC: z.string(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

const kindField = z._default(z.enum(PRODUCT_IMAGE_KINDS, { error: R.imageKind }), 'production');

/** `?pId` of the list. */
export const productImagesQuerySchema = z.object({ pId: wholeNumberIn(1, PG_INT_MAX) });

/** POST: attaches pictures already uploaded to the image store, after the product's others of that kind. */
export const attachProductImagesBodySchema = z.object({
  pId: idField(),
  imageIds: z
    .array(idField(), { error: R.imageIdList })
    .check(z.minLength(1, R.atLeastOneImage), z.maxLength(IMAGE_MAX_FILES, R.atMostImagesAtOnce(IMAGE_MAX_FILES))),
  kind: kindField,
  /** The UPC the pictures show, one of the product's own; none for the product as a whole. */
  upc: z.optional(upcField()),
});
export type AttachProductImagesBody = z.input<typeof attachProductImagesBodySchema>;

/** PUT: the new order of a product's images of one kind, every one of them, main first. */
export const orderProductImagesBodySchema = z.object({
  pId: idField(),
  kind: kindField,
  ids: z
    .array(idField(), { error: R.productImageIdList })
    .check(z.minLength(1, R.atLeastOneImage), z.maxLength(PRODUCT_IMAGES_MAX, R.atMostImages(PRODUCT_IMAGES_MAX))),
});
export type OrderProductImagesBody = z.input<typeof orderProductImagesBodySchema>;
