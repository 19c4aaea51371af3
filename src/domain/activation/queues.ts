import { z } from 'zod/mini';
import { productImageSchema } from '../catalogue/product-images.ts';
import { productViewSchema } from '../catalogue/products.ts';
import { idField, optionalQueryId, PG_INT_MAX, requiredText, wholeNumberIn } from '../fields.ts';
import { stockItemSchema } from '../stock/stock.ts';
import { textOf } from '../words/field-problem.ts';
import { F } from '../words/field-messages.ts';
import { ASSIGN_TO, QUEUE_KINDS, QUEUE_NAMES, REJECTION_DEPARTMENTS, REJECTION_REASONS } from './constants.ts';
import { ACTIVATION_RULES } from './messages.ts';

/** A day of the filters and the wire (YYYY-MM-DD). */
export const DAY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** The rule words of a day field (the shared field rules'). */
export const DAY_RULE = textOf(F('day'));
const dayField = () => z.string().check(z.regex(DAY_PATTERN, DAY_RULE));

// A value not of an enum is told by the shared rule words ('Must be one of: …').
const queueNameField = () => z.enum(QUEUE_NAMES);
const kindField = () => z._default(z.enum(QUEUE_KINDS), 'ACTIVATION');

export const queueNameQuerySchema = z.object({ queueName: queueNameField() });
export const queueKindQuerySchema = z.object({ filter: kindField() });

/** Yes/No of the Is Task and Is Stock filters: '' (or left out) is no filter. */
const yesNo = () =>
  z.optional(
    z.pipe(
      z.enum(['', '0', '1', 'true', 'false'], { error: ACTIVATION_RULES.yesNo }),
      z.transform((v) => (v === '' ? undefined : v === '1' || v === 'true')),
    ),
  );

/**
 * The filter panel (spec 001 §7: brandId, createdBy, encodedDate, pid, isTask, isStock). An empty
 * PID is -1 on the wire (spec 001 §5) and means any.
 */
export const queueFilterQuerySchema = z.object({
  filter: kindField(),
  brandId: optionalQueryId,
  createdBy: optionalQueryId,
  encodedDate: z.optional(
    z.pipe(
      z.transform((v: unknown) => (v === '' ? undefined : v)),
      z.optional(dayField()),
    ),
  ),
  pid: z.optional(
    z.pipe(
      z.transform((v: unknown) => (v === '' ? '-1' : v)),
      z.pipe(
        wholeNumberIn(-1, PG_INT_MAX),
        z.transform((n) => (n > 0 ? n : undefined)),
      ),
    ),
  ),
  isTask: yesNo(),
  isStock: yesNo(),
});
export type QueueFilterQuery = z.input<typeof queueFilterQuerySchema>;
export type QueueFilter = z.output<typeof queueFilterQuerySchema>;

/** What a queue hands out: the product view, its images (studio ones carry UPC and date) and stock. */
export const queueProductSchema = z.object({
  product: productViewSchema,
  images: z.array(productImageSchema),
  stock: z.array(stockItemSchema),
  /** Open native tasks on the product (the task icons). */
  taskIds: z.array(z.int()),
  /** Until when it is yours (ISO-8601 UTC). */
  leaseExpiresUtc: z.string(),
});
export type QueueProduct = z.infer<typeof queueProductSchema>;

/** The queue's answer: the queue, how many wait in it, and your product (null when none). */
export const queueReplySchema = z.object({
  queueName: z.enum(QUEUE_NAMES),
  /** Whether the queue exists: a custom queue generated, the global one generated once. */
  exists: z.boolean(),
  count: z.int(),
  item: z.nullable(queueProductSchema),
});
export type QueueReply = z.infer<typeof queueReplySchema>;

export const queueCountSchema = z.object({ queueName: z.enum(QUEUE_NAMES), count: z.int() });
export type QueueCount = z.infer<typeof queueCountSchema>;

/** Activate, Skip and Next: the product you hold in a queue. */
export const queueActionBodySchema = z.object({ queueName: queueNameField(), pId: idField() });
export type QueueActionBody = z.infer<typeof queueActionBodySchema>;

/** The Reject drawer (spec 001 §3 "Rejection", §4, §5). */
export const rejectBodySchema = z.object({
  queueName: queueNameField(),
  pId: idField(),
  assignTo: z.enum(ASSIGN_TO),
  department: z._default(z.union([z.enum(REJECTION_DEPARTMENTS), z.literal('')], { error: ACTIVATION_RULES.department }), ''),
  reason: z.enum(REJECTION_REASONS, { error: ACTIVATION_RULES.reason }),
  description: requiredText(1000),
});
export type RejectBody = z.output<typeof rejectBodySchema>;

export { brandSchema as brandOptionSchema } from '../catalogue/lookups.ts';
export const encoderSchema = z.object({ UserID: z.int(), FirstName: z.string(), LastName: z.string() });
export type Encoder = z.infer<typeof encoderSchema>;
export const daySchema = z.object({ createdate: z.string(), noday: z.int() });
export type QueueDay = z.infer<typeof daySchema>;
