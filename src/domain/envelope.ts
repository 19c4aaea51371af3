import { z } from 'zod/mini';
import { DEFAULT_PAGE_SIZE, MAX_GRID_PAGE_SIZE } from './constants.ts';
import { pageIndex, wholeNumberIn } from './fields.ts';

/** A field-level problem the client can write onto the matching form field. */
export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Every API reply: `{ status, message, data }` (DESIGN.md §4). */
export interface Envelope<T> {
  status: boolean;
  message: string;
  data: T;
}

/** A failed reply also names its request id and, for form input, the fields at fault. */
export interface ErrorEnvelope extends Envelope<null> {
  status: false;
  requestId: string;
  errors?: FieldError[];
  /** On a 429: the seconds to wait before trying again (also the Retry-After header). */
  retryAfter?: number;
}

/** Builds the zod schema of a successful envelope around `data`. */
export function envelopeOf<T extends z.ZodMiniType>(data: T) {
  return z.object({ status: z.boolean(), message: z.string(), data });
}

export const errorEnvelopeSchema = z.object({
  status: z.literal(false),
  message: z.string(),
  data: z.null(),
  requestId: z.string(),
  errors: z.optional(z.array(fieldErrorSchema)),
  retryAfter: z.optional(z.int()),
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
