import { z } from 'zod/mini';
import { pageQuerySchema } from '../envelope.ts';
import { BULK_UPDATE_MODES, BULK_UPDATE_SOURCES, BULK_UPDATE_TYPES, type BulkUpdateStatus } from './constants.ts';

const pick = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => (issue.input === undefined ? 'Required' : `Must be one of ${values.join(', ')}`) });

/** The fields sent beside the file when queuing an update (multipart text fields). */
export const bulkUpdateFieldsSchema = z.object({
  updateType: pick(BULK_UPDATE_TYPES),
  source: pick(BULK_UPDATE_SOURCES),
  mode: pick(BULK_UPDATE_MODES),
  /** ISO-8601 instant; required when mode is SCHEDULE. */
  runAt: z.optional(z.string().check(z.maxLength(40))),
});
export type BulkUpdateFields = z.infer<typeof bulkUpdateFieldsSchema>;

/** An update as the list shows it. */
export const bulkUpdateSchema = z.object({
  id: z.number(),
  updateType: z.enum(BULK_UPDATE_TYPES),
  source: z.enum(BULK_UPDATE_SOURCES),
  mode: z.enum(BULK_UPDATE_MODES),
  runAt: z.string(),
  status: z.custom<BulkUpdateStatus>((v) => typeof v === 'number' && v >= 0 && v <= 4),
  fileName: z.string(),
  totalRows: z.number(),
  okRows: z.number(),
  failedRows: z.number(),
  startedAt: z.nullable(z.string()),
  finishedAt: z.nullable(z.string()),
  failure: z.nullable(z.string()),
  createdName: z.string(),
  createdDateUTC: z.string(),
});
export type BulkUpdate = z.infer<typeof bulkUpdateSchema>;

/** The list's query: a page, of one type and one status when given. */
export const bulkUpdateListQuerySchema = z.extend(pageQuerySchema, {
  updateType: z.optional(pick(BULK_UPDATE_TYPES)),
  status: z.optional(z.enum(['0', '1', '2', '3', '4'], { error: 'Must be a status from 0 to 4' })),
});
export type BulkUpdateFilter = { updateType: (typeof BULK_UPDATE_TYPES)[number] | null; status: BulkUpdateStatus | null };

export const bulkUpdateSampleQuerySchema = z.object({ updateType: pick(BULK_UPDATE_TYPES) });
