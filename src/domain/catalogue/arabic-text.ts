import { z } from 'zod/mini';
import { idField, optionalText, PG_INT_MAX, requiredText } from '../fields.ts';
import { textOf } from '../words/field-problem.ts';
import { F } from '../words/field-messages.ts';
import { wordsIn } from '../words/words.ts';
import { requiredWholeId } from './lookups.ts';
import { bulletSchema, MAX_BULLETS, PRODUCT_TEXT_MAX } from './products.ts';
import { PRODUCT_NAME_MAX } from './text-rules.ts';
import type { catalogueWords } from './words.ts';

const w = wordsIn<typeof catalogueWords>('catalogue');

/**
 * The Arabic queue's text writes (spec 001 §2 "Arabic activation queue", §4 "Arabic editing", §7):
 * the Arabic name and details, and the Arabic bullets, each saved on its own. Both carry the
 * product's `revision`, as the wizard's saves do, so a save over a colleague's newer change is
 * refused (409) instead of overwriting it.
 */

/** Words of the Arabic saves: the spec's 'updated successfully' (001 §8), ours otherwise. */
export const ARABIC_MESSAGES = {
  updated: w('arabic.updated'),
  emptyNewBullet: w('arabic.emptyNewBullet'),
  tooManyBullets: w('rules.atMostBullets', { max: MAX_BULLETS }),
} as const;

/** The Arabic fields whose every saved change is recorded for the Arabic Edit Report (spec 002 §2). */
export const ARABIC_EDIT_FIELDS = ['ar_name', 'ar_details', 'ar_bullets'] as const;
export type ArabicEditField = (typeof ARABIC_EDIT_FIELDS)[number];

/** Where a recorded Arabic change was saved: the Arabic queue or the product view wizard. */
export const ARABIC_EDIT_SOURCES = ['ARABIC_QUEUE', 'PRODUCT_VIEW'] as const;
export type ArabicEditSource = (typeof ARABIC_EDIT_SOURCES)[number];

/**
 * PUT update Arabic product (spec 001 §7: pId, ar_prodName, ar_prodDetails). The Arabic name is
 * required and at most 150 characters (spec 001 §5); the details are text, as the wizard's Arabic
 * Details field, shown as text and never as HTML.
 */
export const arabicProductBodySchema = z.object({
  pId: idField(),
  revision: requiredWholeId(),
  ar_prodName: requiredText(PRODUCT_NAME_MAX),
  ar_prodDetails: optionalText(PRODUCT_TEXT_MAX.details),
});
export type ArabicProductBody = z.input<typeof arabicProductBodySchema>;
export type ArabicProductValues = z.output<typeof arabicProductBodySchema>;

export const arabicProductReplySchema = z.object({
  pId: z.int(),
  revision: z.int(),
  ar_name: z.string(),
  ar_details: z.string(),
});
export type ArabicProductReply = z.infer<typeof arabicProductReplySchema>;

/** One row of the Arabic bullets grid: a saved bullet's id, or a new one's negative id, and its Arabic text. */
export const arabicBulletBodySchema = z.object({
  id: z.int().check(z.refine((id) => id !== 0 && Math.abs(id) <= PG_INT_MAX, textOf(F('nonZeroId')))),
  ar_name: optionalText(PRODUCT_TEXT_MAX.bullet),
});

/**
 * PUT update Arabic bullets (spec 001 §7: pId and the bullet list). The list is the grid: a saved
 * bullet listed takes its Arabic text; one left out loses it (and goes, when it has no English
 * text either); a negative id is a new bullet in Arabic only, after the others.
 */
export const arabicBulletsBodySchema = z.object({
  pId: idField(),
  revision: requiredWholeId(),
  bullet: z.array(arabicBulletBodySchema).check(z.maxLength(MAX_BULLETS, textOf(ARABIC_MESSAGES.tooManyBullets))),
});
export type ArabicBulletsBody = z.input<typeof arabicBulletsBodySchema>;
export type ArabicBulletsValues = z.output<typeof arabicBulletsBodySchema>;

export const arabicBulletsReplySchema = z.object({ pId: z.int(), revision: z.int(), bullet: z.array(bulletSchema) });
export type ArabicBulletsReply = z.infer<typeof arabicBulletsReplySchema>;

/** How a product's Arabic bullets are kept in an edit record: one line each, in order, empty ones left out. */
export const arabicBulletsText = (bullets: readonly { ar_name: string }[]): string =>
  bullets
    .map((b) => b.ar_name)
    .filter(Boolean)
    .join('\n');
