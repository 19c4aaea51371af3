import { z } from 'zod/mini';
import { pageOf } from '../envelope.ts';
import { idField, optionalText, requiredText } from '../fields.ts';
import { HEX_COLOUR } from './contrast.ts';
import { FRAME_MESSAGES } from './messages.ts';
import { RRP_LIMITS } from './rrp-fields.ts';

export { FRAME_MESSAGES } from './messages.ts';

/** Most PIDs a frame lists by hand; more belong in a rule. */
export const MAX_FRAME_PIDS = 1000;
/** Characters of a tag's text: it sits on a thumbnail. */
export const MAX_TAG_TEXT = 30;
/** The list's page (spec 002 §9: product frame fetch is 100 per page). */
export const FRAME_PAGE_SIZE = 100;

export const FRAME_TARGETS = ['PIDS', 'RULE'] as const;
export type FrameTarget = (typeof FRAME_TARGETS)[number];

const colour = () => z.string({ error: FRAME_MESSAGES.colour }).check(z.regex(HEX_COLOUR, FRAME_MESSAGES.colour));

/**
 * POST body, and PUT's with the revision read (`withRevision`): the tag (spec 002 §3: oTagTxt1, oTagBGColor1, oTagTxtColor1) with its Arabic
 * text, and the products it is applied to: a list of PIDs, or a rule (the RRP editor's tree
 * without the percentage) as JSON text.
 */
export const productFrameBodySchema = z.object({
  oTagTxt1: requiredText(MAX_TAG_TEXT),
  ar_oTagTxt1: optionalText(MAX_TAG_TEXT),
  oTagBGColor1: colour(),
  oTagTxtColor1: colour(),
  appliesTo: z.enum(FRAME_TARGETS),
  pIds: z._default(z.array(idField()).check(z.maxLength(MAX_FRAME_PIDS, FRAME_MESSAGES.atMostPids(MAX_FRAME_PIDS))), []),
  // Too long is told by the shared rule words ('At most 100000 characters').
  jsonTree: z._default(z.string().check(z.maxLength(RRP_LIMITS.text)), ''),
});
export type ProductFrameBody = z.infer<typeof productFrameBodySchema>;

/** A frame card of the list. */
export const productFrameSummarySchema = z.object({
  id: z.int(),
  oTagTxt1: z.string(),
  ar_oTagTxt1: z.string(),
  oTagBGColor1: z.string(),
  oTagTxtColor1: z.string(),
  appliesTo: z.enum(FRAME_TARGETS),
  /** Raised by every save: a save from an older read is refused (409). */
  revision: z.int(),
});
export type ProductFrameSummary = z.infer<typeof productFrameSummarySchema>;
export const productFramePageSchema = pageOf(productFrameSummarySchema);

/** A frame as its edit page loads it. */
export const productFrameSchema = z.object({
  ...productFrameSummarySchema.shape,
  pIds: z.array(z.int()),
  jsonTree: z.string(),
  createdName: z.string(),
  createdDateUTC: z.string(),
  updatedName: z.nullable(z.string()),
  updatedDateUTC: z.nullable(z.string()),
});
export type ProductFrame = z.infer<typeof productFrameSchema>;

/** How many products a frame's (unsaved) rule covers now, and the first of them. */
export const framePreviewBodySchema = z.object({
  jsonTree: z.string().check(z.maxLength(RRP_LIMITS.text)),
});
export const framePreviewSchema = pageOf(
  z.object({ pId: z.int(), name: z.string(), brand: z.string(), department: z.string(), groupCode: z.string(), price: z.number() }),
);
export type FramePreview = z.infer<typeof framePreviewSchema>;
/** Products a frame's preview lists. */
export const FRAME_PREVIEW_ROWS = 5;
