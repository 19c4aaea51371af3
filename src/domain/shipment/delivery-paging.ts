import { z } from 'zod/mini';
import { MAX_LOOKUP_PAGE_SIZE } from '../constants.ts';
import { pageIndex, wholeNumberIn } from '../fields.ts';

/** Delivery screens load everything at once: page 1 of 10000 (spec 002 §9), `pageNo` and `pageSize` (§7). */
export const DELIVERY_PAGE_SIZE = 10_000;

/** `pageNo` (1-based) and `pageSize` of the delivery calls, up to and by default 10000 rows. */
export const deliveryPagingSchema = z.object({
  pageNo: pageIndex(),
  pageSize: z._default(wholeNumberIn(1, MAX_LOOKUP_PAGE_SIZE), DELIVERY_PAGE_SIZE),
});
