import { z } from 'zod/mini';
import { pageOf, pageQuerySchema } from '../envelope.ts';
import { revisionField } from '../history/history.ts';
import { sortQuery } from '../lists/sort.ts';
import { RRP_LIMITS } from '../pricing/rrp-fields.ts';
import { textOf } from '../words/field-problem.ts';
import { F } from '../words/field-messages.ts';
import { BULK_UPDATE_MODES, BULK_UPDATE_SOURCES, BULK_UPDATE_TYPES, type BulkUpdateStatus } from './constants.ts';
import { BULK_UPDATE_RULES } from './messages.ts';

const REQUIRED = textOf(F('required'));
const RULE_TOO_LONG = textOf(F('atMost', { max: RRP_LIMITS.text }));
const ruleText = () =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : textOf(F('text'))) })
    .check(z.maxLength(RRP_LIMITS.text, RULE_TOO_LONG));

// A value left out is 'Required'; another one is told the values it may be (the field words' oneOf).
const pick = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => (issue.input === undefined ? REQUIRED : undefined) });

/** A message's key and parameters beside its text (the text in the reader's language). */
const keyField = z.optional(z.string());
const paramsField = z.optional(z.record(z.string(), z.union([z.string(), z.number()])));

/** The fields sent beside the file when queuing an update (multipart text fields). */
export const bulkUpdateFieldsSchema = z.object({
  updateType: pick(BULK_UPDATE_TYPES),
  source: pick(BULK_UPDATE_SOURCES),
  mode: pick(BULK_UPDATE_MODES),
  /** ISO-8601 instant; required when mode is SCHEDULE. */
  runAt: z.optional(z.string().check(z.maxLength(40))),
});
export type BulkUpdateFields = z.infer<typeof bulkUpdateFieldsSchema>;

/**
 * A FILTER_CONDITION update (JSON): the rule of its products (the RRP editor's tree without the
 * percentage, as JSON text; rebuilt and checked by the server, never run as sent) and the values
 * every row takes (`ruleValueColumns` of the type), entered instead of a file.
 */
export const bulkRuleUpdateBodySchema = z.object({
  updateType: pick(BULK_UPDATE_TYPES),
  mode: pick(BULK_UPDATE_MODES),
  runAt: z.optional(z.string().check(z.maxLength(40))),
  jsonTree: ruleText(),
  values: z._default(z.record(z.string().check(z.maxLength(40)), z.string().check(z.maxLength(1000))), {}),
});
export type BulkRuleUpdateBody = z.infer<typeof bulkRuleUpdateBodySchema>;

/** How many rows an unsaved rule gives an update of a type now: its products (the newest few shown) and their rows. */
export const bulkRulePreviewBodySchema = z.object({
  updateType: pick(BULK_UPDATE_TYPES),
  jsonTree: ruleText(),
});
export const bulkRulePreviewSchema = z.object({
  ...pageOf(z.object({ pId: z.int(), name: z.string(), brand: z.string(), department: z.string() })).shape,
  /** Rows the update would have: one per product, or per UPC of each product for PRODUCT_ACTIVATION. */
  rows: z.number(),
});
export type BulkRulePreview = z.infer<typeof bulkRulePreviewSchema>;

/** An update as the list shows it. */
export const bulkUpdateSchema = z.object({
  id: z.number(),
  updateType: z.enum(BULK_UPDATE_TYPES),
  source: z.enum(BULK_UPDATE_SOURCES),
  mode: z.enum(BULK_UPDATE_MODES),
  runAt: z.string(),
  status: z.custom<BulkUpdateStatus>((v) => typeof v === 'number' && v >= 0 && v <= 4),
  fileName: z.string(),
  /** FILTER_CONDITION: the rule in words; null for a file. */
  rule: z.nullable(z.string()),
  /** False while a scheduled FILTER_CONDITION update waits to choose its rows (its total is 0 until then). */
  rowsChosen: z.boolean(),
  totalRows: z.number(),
  okRows: z.number(),
  failedRows: z.number(),
  startedAt: z.nullable(z.string()),
  finishedAt: z.nullable(z.string()),
  /** Why it ended FAILED, in the reader's language, with its key and parameters. */
  failure: z.nullable(z.string()),
  failureKey: keyField,
  failureParams: paramsField,
  /** Withdrawn before its time (it ended FAILED, naming who withdrew it in `failure`): it never runs. */
  withdrawn: z.boolean(),
  createdName: z.string(),
  createdDateUTC: z.string(),
  /** Carried back by a withdrawal: one based on an older read is refused (409). */
  revision: z.int(),
});
export type BulkUpdate = z.infer<typeof bulkUpdateSchema>;

/** POST withdraw: the revision of the update the user read. */
export const bulkUpdateWithdrawBodySchema = z.object({ revision: revisionField() });

/**
 * Whether the list offers Withdraw for an update: a scheduled one still waiting (DELAYED) before its
 * time. The server decides again when asked (at or after its time it is refused).
 */
export const isWithdrawable = (update: Pick<BulkUpdate, 'mode' | 'status' | 'withdrawn' | 'runAt'>, now: Date = new Date()) =>
  update.mode === 'SCHEDULE' && update.status === 0 && !update.withdrawn && Date.parse(update.runAt) > now.getTime();

/**
 * The list's columns it can be sorted by. The rows column (done, failed and total together) is not
 * offered, and the status sorts by its stored value (a withdrawn update is found per row in the log).
 */
export const BULK_UPDATE_SORTS = ['id', 'updateType', 'source', 'mode', 'runAt', 'status', 'createdName', 'createdDateUTC'] as const;
export type BulkUpdateSort = (typeof BULK_UPDATE_SORTS)[number];

/** The list's query: a page, of one type and one status when given, newest first unless sorted. */
export const bulkUpdateListQuerySchema = z.extend(pageQuerySchema, {
  updateType: z.optional(pick(BULK_UPDATE_TYPES)),
  status: z.optional(z.enum(['0', '1', '2', '3', '4'], { error: BULK_UPDATE_RULES.status })),
  sort: sortQuery(BULK_UPDATE_SORTS),
});
export type BulkUpdateFilter = { updateType: (typeof BULK_UPDATE_TYPES)[number] | null; status: BulkUpdateStatus | null };

export const bulkUpdateSampleQuerySchema = z.object({ updateType: pick(BULK_UPDATE_TYPES) });
