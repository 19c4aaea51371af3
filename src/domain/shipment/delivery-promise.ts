import { z } from 'zod/mini';
import { optionalQueryId, PG_INT_MAX, wholeNumberIn } from '../fields.ts';
import { textOf } from '../words/field-problem.ts';
import { wordsIn } from '../words/words.ts';
import { deliveryLabelCodeSchema, type DeliveryLabelCode } from './delivery-labels.ts';
import { dateOf, instantOf, localTimeOf, parseWorkingDays, secondsOf, timeOf, weekdayOf, type Weekday } from './delivery-time.ts';
import { deliveryTypeCodeSchema, type DeliveryTypeCode } from './delivery-types.ts';
import type { DeliveryTimelineValues } from './delivery-timelines.ts';
import type { deliveryWords } from './words.ts';

const ORDER_TIME_RULE = textOf(wordsIn<typeof deliveryWords>('delivery-timeline')('rules.orderTime'));

/** A timeline as the promise reads it. */
export type PromiseTimeline = Omit<DeliveryTimelineValues, 'deliveryMethodId'> & { id: number };

/** A delivery method with the timelines that may serve the address (all of them, or only those of its country). */
export interface PromiseMethod {
  id: number;
  inventoryCountryId: number;
  deliveryTypeCode: DeliveryTypeCode;
  deliveryLabelCode: DeliveryLabelCode;
  status: boolean;
  timelines: readonly PromiseTimeline[];
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The question (GET query of the promise call): where from, how, where to and when ordered. */
export const deliveryPromiseQuerySchema = z.object({
  inventoryCountryId: wholeNumberIn(1, PG_INT_MAX),
  deliveryTypeCode: deliveryTypeCodeSchema,
  deliveryLabelCode: deliveryLabelCodeSchema,
  shippingCountryId: wholeNumberIn(1, PG_INT_MAX),
  shippingStateId: optionalQueryId,
  shippingAreaId: optionalQueryId,
  /** An ISO-8601 instant with its offset (2026-11-26T16:00:00+03:00) or Z. */
  orderTime: z.string().check(z.refine((v) => ISO_INSTANT.test(v) && !Number.isNaN(Date.parse(v)), ORDER_TIME_RULE)),
});
export type PromiseRequest = z.output<typeof deliveryPromiseQuerySchema>;

export const PROMISE_LEVELS = ['area', 'state', 'country'] as const;

/** The answer: the dates in the timeline's zone, or why there is none. */
export const deliveryPromiseSchema = z.union([
  z.object({
    found: z.literal(true),
    deliveryMethodId: z.int(),
    timelineId: z.int(),
    level: z.enum(PROMISE_LEVELS),
    timezone: z.string(),
    /** The order's local date and time in the timeline's zone, YYYY-MM-DD HH:MM:SS, and its weekday. */
    orderLocalTime: z.string(),
    orderWeekday: z.string(),
    /** The working day whose cut-off window takes the order; the order's own day or a later one. */
    dispatchDate: z.string(),
    /** The order's own day did not take it: it came after the cut-off, or on a day off. */
    rolledOver: z.boolean(),
    earliestDate: z.string(),
    latestDate: z.string(),
    earliestWeekday: z.string(),
    latestWeekday: z.string(),
  }),
  z.object({ found: z.literal(false), reason: z.enum(['NO_METHOD', 'INACTIVE_METHOD', 'NO_TIMELINE']) }),
]);
export type DeliveryPromise = z.infer<typeof deliveryPromiseSchema>;

const levelOf = (t: PromiseTimeline) => (t.shippingAreaId !== null ? 'area' : t.shippingStateId !== null ? 'state' : 'country');

/** Whether the timeline's place contains the address: the country, and its state and area when it names them. */
const serves = (t: PromiseTimeline, q: PromiseRequest) =>
  t.shippingCountryId === q.shippingCountryId &&
  (t.shippingStateId === null || t.shippingStateId === (q.shippingStateId ?? null)) &&
  (t.shippingAreaId === null || t.shippingAreaId === (q.shippingAreaId ?? null));

/** The day `n` working days after `day` (`day` itself for 0). */
function addWorkingDays(day: number, n: number, working: ReadonlySet<Weekday>): number {
  let d = day;
  for (let left = n; left > 0;) if (working.has(weekdayOf(++d))) left--;
  return d;
}

/** The first cut-off window of `t` still open at the order: its day and the instant it closes. */
function firstWindow(t: PromiseTimeline, orderMs: number) {
  const working = new Set(parseWorkingDays(t.workingDays) ?? []);
  const local = localTimeOf(orderMs, t.timezone);
  const to = secondsOf(t.cutOffTimeTo);
  for (let k = 0; k < 8; k++) {
    const day = local.day + k;
    if (!working.has(weekdayOf(day)) || (k === 0 && local.seconds > to)) continue;
    return { t, working, local, day, closes: instantOf({ day, seconds: to }, t.timezone) };
  }
  return undefined; // no working day: the contract refuses such a timeline
}

/**
 * The estimated delivery dates of an order (docs/delivery-promise.md): the active method of the
 * inventory country, type and label; its timelines for the address at the most specific level
 * (area over state over country); of those, the cut-off window that closes first after the order
 * time (in each timeline's own zone, on its working days); then Min EDD and EDD working days after
 * that window's day. Pure: the server and the tests call it with the rows they have.
 */
export function deliveryPromise(q: PromiseRequest, methods: readonly PromiseMethod[]): DeliveryPromise {
  const method = methods.find(
    (m) =>
      m.inventoryCountryId === q.inventoryCountryId &&
      m.deliveryTypeCode === q.deliveryTypeCode &&
      m.deliveryLabelCode === q.deliveryLabelCode,
  );
  if (!method) return { found: false, reason: 'NO_METHOD' };
  if (!method.status) return { found: false, reason: 'INACTIVE_METHOD' };
  const serving = method.timelines.filter((t) => serves(t, q));
  const level = PROMISE_LEVELS.find((l) => serving.some((t) => levelOf(t) === l));
  const orderMs = Date.parse(q.orderTime);
  const windows = serving
    .filter((t) => levelOf(t) === level)
    .map((t) => firstWindow(t, orderMs))
    .filter((w) => w !== undefined)
    .sort((a, b) => a.closes - b.closes || a.t.id - b.t.id);
  const w = windows[0];
  if (!w || !level) return { found: false, reason: 'NO_TIMELINE' };
  const earliest = addWorkingDays(w.day, w.t.min_edd, w.working);
  const latest = addWorkingDays(w.day, w.t.max_edd, w.working);
  return {
    found: true,
    deliveryMethodId: method.id,
    timelineId: w.t.id,
    level,
    timezone: w.t.timezone,
    orderLocalTime: `${dateOf(w.local.day)} ${timeOf(w.local.seconds)}`,
    orderWeekday: weekdayOf(w.local.day),
    dispatchDate: dateOf(w.day),
    rolledOver: w.day !== w.local.day,
    earliestDate: dateOf(earliest),
    latestDate: dateOf(latest),
    earliestWeekday: weekdayOf(earliest),
    latestWeekday: weekdayOf(latest),
  };
}
