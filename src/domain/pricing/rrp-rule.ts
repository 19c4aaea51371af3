import { z } from 'zod/mini';
import { pageOf } from '../envelope.ts';
import { optionalText, pageIndex, wholeNumberIn } from '../fields.ts';
import { textOf } from '../words/field-problem.ts';
import { F } from '../words/field-messages.ts';
import { RRP_ACTIONS, RRP_LIMITS } from './rrp-fields.ts';

// The shared rule words tell a value not of the enum, not text or too long ('Must be one of: RRP').
const action = z.enum(RRP_ACTIONS);
const longText = () => z.string().check(z.maxLength(RRP_LIMITS.text));
// Any JSON value, but present: the server compares it with what it builds from the tree.
const present = () => z.unknown().check(z.refine((v) => v !== undefined && v !== null, textOf(F('required'))));

/**
 * POST body, and PUT's with the revision read (`withRevision`) (spec 001 §7 "RRP rules"). `jsonTree` is the editor's tree as JSON text; the
 * other forms are checked against what the server builds from the tree, never trusted.
 */
export const rrpRuleBodySchema = z.object({
  action,
  jsonTree: longText(),
  queryString: longText(),
  mongoDbQuery: present(),
  SQLWhere: longText(),
  jsonLogic: present(),
});
export type RrpRuleBody = z.infer<typeof rrpRuleBodySchema>;

/** A stored rule; `jsonTree` is a JSON string, as the spec's reply has it. */
export const rrpRuleSchema = z.object({
  id: z.int(),
  action: z.string(),
  jsonTree: z.string(),
  queryString: z.string(),
  mongoDbQuery: z.unknown(),
  SQLWhere: z.string(),
  jsonLogic: z.unknown(),
  /** Raised by every save: a save from an older read is refused (409). */
  revision: z.int(),
  createdName: z.string(),
  createdDateUTC: z.string(),
  updatedName: z.nullable(z.string()),
  updatedDateUTC: z.nullable(z.string()),
});
export type RrpRule = z.infer<typeof rrpRuleSchema>;

export const rrpActionQuerySchema = z.object({ action });

/** The preview of an unsaved tree: how many products it selects and the first of them. */
export const rrpPreviewBodySchema = z.object({
  jsonTree: longText(),
  pageSize: z._default(wholeNumberIn(1, 100), 10),
});

export const rrpPreviewRowSchema = z.object({
  pId: z.int(),
  name: z.string(),
  brand: z.string(),
  department: z.string(),
  groupCode: z.string(),
  /** The product's current price in AED. */
  price: z.number(),
  /** The RRP at the rule's lowest and highest percentage (the same for one percentage); null with none. */
  rrpFrom: z.nullable(z.number()),
  rrpTo: z.nullable(z.number()),
});
export type RrpPreviewRow = z.infer<typeof rrpPreviewRowSchema>;

export const rrpPreviewSchema = z.object({
  ...pageOf(rrpPreviewRowSchema).shape,
  percentFrom: z.nullable(z.number()),
  percentTo: z.nullable(z.number()),
});
export type RrpPreview = z.infer<typeof rrpPreviewSchema>;

/** One change of a rule: who, when, and the rule before (none for its creation) and after. */
export const rrpHistoryEntrySchema = z.object({
  id: z.int(),
  change: z.enum(['created', 'updated']),
  changedName: z.string(),
  changedDateUTC: z.string(),
  before: z.nullable(z.object({ jsonTree: z.string(), queryString: z.string() })),
  after: z.object({ jsonTree: z.string(), queryString: z.string() }),
});
export type RrpHistoryEntry = z.infer<typeof rrpHistoryEntrySchema>;

export const rrpHistoryQuerySchema = z.object({
  action,
  index: pageIndex(),
  pageSize: z._default(wholeNumberIn(1, 100), 10),
});

/** A search among the catalogue's values for one field of the editor. */
export const rrpValueSearchSchema = z.object({
  search: optionalText(100),
  pageSize: z._default(wholeNumberIn(1, 100), 20),
});
export const rrpValueSchema = z.object({ value: z.string() });
export type RrpValue = z.infer<typeof rrpValueSchema>;
export const rrpStoreTypeSchema = z.object({ id: z.int(), name: z.string(), ar_name: z.string() });
export type RrpStoreType = z.infer<typeof rrpStoreTypeSchema>;
