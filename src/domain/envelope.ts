import { z } from 'zod/mini';
import { DEFAULT_PAGE_SIZE, MAX_GRID_PAGE_SIZE } from './constants.ts';
import { pageIndex, wholeNumberIn } from './fields.ts';

/** A message's key and parameters, carried beside its text (in the language the request asked for). */
const wordsShape = {
  key: z.optional(z.string()),
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
};

/** A field-level problem the client can write onto the matching form field. */
export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
  ...wordsShape,
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/**
 * What a 409 for a stale save carries beside its message: who saved since and when, the revision
 * now stored and the record as it now is, so the drawer can show their change beside the user's.
 */
export const staleConflictSchema = z.object({
  revision: z.int(),
  by: z.string(),
  at: z.nullable(z.string()),
  current: z.nullable(z.record(z.string(), z.unknown())),
});
export type StaleConflict = z.infer<typeof staleConflictSchema>;

/** Every API reply: `{ status, message, data }` (DESIGN.md §4). */
export interface Envelope<T> {
  status: boolean;
  message: string;
  /** The message's key in the server's catalogue, and its parameters. */
  key?: string;
  params?: Record<string, string | number>;
  data: T;
}

/** A failed reply also names its request id and, for form input, the fields at fault. */
export interface ErrorEnvelope extends Envelope<null> {
  status: false;
  requestId: string;
  errors?: FieldError[];
  /** On a 429: the seconds to wait before trying again (also the Retry-After header). */
  retryAfter?: number;
  /** On a 409 for a stale save: who saved since, when, and the record as it now is. */
  stale?: StaleConflict;
}

/** Builds the zod schema of a successful envelope around `data`. */
export function envelopeOf<T extends z.ZodMiniType>(data: T) {
  return z.object({ status: z.boolean(), message: z.string(), ...wordsShape, data });
}

export const errorEnvelopeSchema = z.object({
  status: z.literal(false),
  message: z.string(),
  ...wordsShape,
  data: z.null(),
  requestId: z.string(),
  errors: z.optional(z.array(fieldErrorSchema)),
  retryAfter: z.optional(z.int()),
  stale: z.optional(staleConflictSchema),
});

/** Paged list reply body (`data` of a paged call). */
export function pageOf<T extends z.ZodMiniType>(record: T) {
  return z.object({ records: z.array(record), totalRecords: z.int() });
}

/** `index` (1-based page) and `pageSize` query parameters of paged calls. */
export const pageQuerySchema = z.object({
  index: pageIndex(),
  pageSize: z._default(wholeNumberIn(1, MAX_GRID_PAGE_SIZE), DEFAULT_PAGE_SIZE),
});
