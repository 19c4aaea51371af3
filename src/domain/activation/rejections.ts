import { z } from 'zod/mini';
import { optionalText, PG_INT_MAX, requiredText, wholeNumberIn } from '../fields.ts';
import { sortQuery } from '../lists/sort.ts';
import { DAY_PATTERN, DAY_RULE } from './queues.ts';

/** A row of the Activation Rejection grid (spec 000 §3). */
export const activationRejectionSchema = z.object({
  id: z.int(),
  pId: z.int(),
  department: z.string(),
  reason: z.string(),
  description: z.string(),
  remarks: z.string(),
  assignedToName: z.string(),
  isDeduct: z.boolean(),
  fixed: z.boolean(),
  createdName: z.string(),
  createdDateUTC: z.string(),
});
export type ActivationRejection = z.infer<typeof activationRejectionSchema>;

/** The grid's columns it can be sorted by: the one an index of the rejections holds (the list grows with every rejection). */
export const REJECTION_SORTS = ['createdDateUTC'] as const;
export type RejectionSort = (typeof REJECTION_SORTS)[number];

/** The grid's filters as the body of its POST (spec 000 §7): pId -1 is any; createdDate YYYY-MM-DD; newest first unless sorted. */
export const rejectionListBodySchema = z.object({
  pId: z._default(wholeNumberIn(-1, PG_INT_MAX), -1),
  department: optionalText(100),
  reason: optionalText(200),
  assignedToName: optionalText(100),
  createdName: optionalText(100),
  createdDate: z._default(z.union([z.literal(''), z.string().check(z.regex(DAY_PATTERN, DAY_RULE))]), ''),
  sort: sortQuery(REJECTION_SORTS),
});
export type RejectionListBody = Omit<z.output<typeof rejectionListBodySchema>, 'sort'>;
export type RejectionListValues = z.output<typeof rejectionListBodySchema>;

export const fixRejectionBodySchema = z.object({ remarks: requiredText(1000) });
