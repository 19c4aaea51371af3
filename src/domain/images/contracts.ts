import { z } from 'zod/mini';
import { servicePrefix } from '../services.ts';
import { textOf } from '../words/field-problem.ts';
import { F } from '../words/field-messages.ts';

import { IMAGE_CONTENT_TYPES } from './image-rules.ts';
import { IMAGE_URL_MAX_LENGTH } from './image-url.ts';
import { IMAGE_MESSAGES } from './messages.ts';

const BAD_KEY = textOf(IMAGE_MESSAGES.badKey);

/** The image store lives in the files service (DESIGN.md §4: files, uploads). */
const BASE = `${servicePrefix('files')}/images`;

/** A stored file's key: the SHA-256 of its bytes and its type's extension, so its address never changes meaning. */
export const IMAGE_KEY_PATTERN = /^[0-9a-f]{64}\.(jpg|png)$/;

/** Paths of the image store's calls. */
export const IMAGE_PATHS = {
  /** POST multipart/form-data, one or more parts named `file`: stores JPG and PNG images. */
  images: BASE,
  /** GET an image or thumbnail by its key (public, cached for a year). */
  image: (key: string) => `${BASE}/${key}`,
  /** POST `{url}`: the image URL check of spec 000 §5 (format, then a HEAD request from the server). */
  urlCheck: `${BASE}/url-check`,
} as const;

/** A stored image as the upload answers it and the catalogue shows it. */
export const storedImageSchema = z.object({
  id: z.int(),
  key: z.string(),
  url: z.string(),
  thumbnailKey: z.string(),
  thumbnailUrl: z.string(),
  contentType: z.enum(IMAGE_CONTENT_TYPES),
  width: z.int(),
  height: z.int(),
  bytes: z.int(),
  createdName: z.string(),
  createdDateUTC: z.string(),
});
export type StoredImage = z.infer<typeof storedImageSchema>;

export const imageKeyParams = z.object({
  key: z.string().check(z.maxLength(80, BAD_KEY), z.regex(IMAGE_KEY_PATTERN, BAD_KEY)),
});

export const imageUrlCheckRequestSchema = z.object({
  url: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, textOf(F('required'))),
      z.maxLength(IMAGE_URL_MAX_LENGTH, textOf(F('atMost', { max: IMAGE_URL_MAX_LENGTH }))),
    ),
});

/** A URL that passed: the address finally answered (after redirects) and its content type. */
export const imageUrlCheckSchema = z.object({
  url: z.string(),
  finalUrl: z.string(),
  contentType: z.string(),
});
export type ImageUrlCheck = z.infer<typeof imageUrlCheckSchema>;
