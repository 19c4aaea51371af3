import { z } from 'zod/mini';
import { pageQuerySchema } from '../envelope.ts';
export { staleConflictSchema, type StaleConflict } from '../envelope.ts';
import { optionalQueryId, wholeNumberIn, PG_INT_MAX } from '../fields.ts';
import { CHANGE_ACTIONS, ENTITY_NAMES } from './entities.ts';
import { sortQuery } from '../lists/sort.ts';
import { textOf } from '../words/field-problem.ts';
import { F } from '../words/field-messages.ts';
import { wordsIn } from '../words/words.ts';
import type { historyWords } from './words.ts';

/** One field of a change: its value before and after, or only that it changed (a password, a TOTP seed). */
export const fieldChangeSchema = z.object({
  field: z.string(),
  before: z.optional(z.unknown()),
  after: z.optional(z.unknown()),
  /** A secret: the log says it changed, never what it was or became. */
  secret: z.optional(z.boolean()),
});
export type FieldChange = z.infer<typeof fieldChangeSchema>;

/** An entry of the change log as the history and the Audit Log show it. */
export const changeEntrySchema = z.object({
  id: z.int(),
  at: z.string(),
  userId: z.nullable(z.int()),
  userName: z.string(),
  dataCentre: z.string(),
  page: z.string(),
  entity: z.string(),
  entityId: z.string(),
  action: z.string(),
  requestId: z.string(),
  /** The record's revision after this change. */
  revision: z.int(),
  /** The record's name when it was written ('United Arab Emirates'), for lists of many records. */
  summary: z.string(),
  changes: z.array(fieldChangeSchema),
  /** The entry this one undid, if it is an undo. */
  undoes: z.nullable(z.int()),
  /** Whether Undo (an update, a create) or Restore (a delete) may still be offered for it. */
  undoable: z.boolean(),
  restorable: z.boolean(),
});
export type ChangeEntry = z.infer<typeof changeEntrySchema>;

const entityName = z.enum(ENTITY_NAMES as [string, ...string[]], {
  error: textOf(wordsIn<typeof historyWords>('history')('unknownEntity')),
});
/** A record's id as the log keeps it: digits (the tables' ids are whole numbers). */
const recordId = z.string().check(z.trim(), z.regex(/^\d{1,12}$/, textOf(F('wholeNumber'))));

/** `GET history?entity&id`: one record's changes, newest first, paged like every list. */
export const historyQuerySchema = z.extend(pageQuerySchema, { entity: entityName, id: recordId });

const day = z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, textOf(F('day')))));

/**
 * The Audit Log's columns it can be sorted by: the stored time, user and action. Page and record are
 * shown as titles in the user's language and the changes are made per row, so they are not offered.
 */
export const AUDIT_SORTS = ['at', 'userName', 'action'] as const;
export type AuditSort = (typeof AUDIT_SORTS)[number];

/** `GET audit-log`: the whole log, newest first unless sorted, with the Audit Log's filters (days in the data centre's zone). */
export const auditLogQuerySchema = z.extend(pageQuerySchema, {
  userId: optionalQueryId,
  page: z.optional(z.string().check(z.maxLength(200))),
  entity: z.optional(z.union([z.literal(''), entityName])),
  entityId: z.optional(z.union([z.literal(''), recordId])),
  action: z.optional(z.union([z.literal(''), z.enum(CHANGE_ACTIONS)])),
  from: day,
  to: day,
  sort: sortQuery(AUDIT_SORTS),
});
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

/** `/history/{id}/undo`, `/restore`: the entry's id. */
export const entryParamsSchema = z.object({ id: wholeNumberIn(1, Number.MAX_SAFE_INTEGER) });

/** The revision a save or delete was based on: a whole number, 1 or more. */
export const revisionField = () => wholeNumberIn(1, PG_INT_MAX);

/** `DELETE …/{id}?revision=`: the revision the user saw when they asked to delete. */
export const revisionQuerySchema = z.object({ revision: revisionField() });

/** A PUT body: the create body and the revision the user read, so a save from a stale read is refused (409). */
export const withRevision = <Shape extends z.core.$ZodShape>(body: z.ZodMiniObject<Shape>) => z.extend(body, { revision: revisionField() });

/** The toast's Undo: the record's newest change, which the user just made (it left the record at `revision`). */
export const undoLatestBodySchema = z.object({ entity: entityName, id: recordId, revision: revisionField() });
