import { z } from 'zod/mini';
import { formSchemaOf, idField, isUnstorableText, numberIn, PG_INT_MAX, wholeNumberIn } from '../fields.ts';
import { textOf } from '../words/field-problem.ts';
import { F } from '../words/field-messages.ts';
import { wordsIn } from '../words/words.ts';
import { sortQuery } from '../lists/sort.ts';
import { deliveryPagingSchema } from './delivery-paging.ts';
import { CUT_OFF_PATTERN, isTimeZone, parseWorkingDays } from './delivery-time.ts';
import type { deliveryWords } from './words.ts';

const w = wordsIn<typeof deliveryWords>('delivery-timeline');
const REQUIRED = textOf(F('required'));
const TEXT = textOf(F('text'));

/** The largest Min EDD and EDD, in working days: an estimate beyond two months is a typing error. */
export const MAX_EDD_DAYS = 60;

/** A delivery timeline as the method's table shows it (spec 002 §3 DeliveryTimeline). */
export const deliveryTimelineSchema = z.object({
  id: z.int(),
  deliveryMethodId: z.int(),
  shippingCountryId: z.int(),
  shippingStateId: z.nullable(z.int()),
  shippingAreaId: z.nullable(z.int()),
  shippingCountry: z.string(),
  shippingState: z.string(),
  shippingArea: z.string(),
  timezone: z.string(),
  cutOffTimeFrom: z.string(),
  cutOffTimeTo: z.string(),
  workingDays: z.string(),
  min_edd: z.int(),
  max_edd: z.int(),
  /** Raised by every save: a save or delete based on an older one is refused (409). */
  revision: z.int(),
});
export type DeliveryTimeline = z.infer<typeof deliveryTimelineSchema>;

/** The words of the timeline form's rules (spec 002 §5), shown under their fields by the form and the server alike. */
export const TIMELINE_RULES = {
  areaNeedsState: textOf(w('rules.areaNeedsState')),
  cutOffFormat: textOf(w('rules.cutOffFormat')),
  cutOffOrder: textOf(w('rules.cutOffOrder')),
  workingDays: textOf(w('rules.workingDays')),
  badWorkingDays: textOf(w('rules.badWorkingDays')),
  timezone: textOf(w('rules.timezone')),
  eddOrder: textOf(w('rules.eddOrder')),
} as const;

const missing = (input: unknown) => input === undefined || input === null || input === '';
const text = (message: string) =>
  z.string({ error: (i) => (missing(i.input) ? REQUIRED : TEXT) }).check(z.refine((v) => !isUnstorableText(v), message));

const cutOff = () =>
  text(TIMELINE_RULES.cutOffFormat).check(
    z.minLength(1, { error: REQUIRED, abort: true }),
    z.regex(CUT_OFF_PATTERN, TIMELINE_RULES.cutOffFormat),
  );

// A state or an area left out, null or 0 is none.
const optionalPlace = () =>
  z.pipe(
    z.transform((v: unknown) => (v === undefined || v === null || v === 0 ? null : v)),
    z.nullable(idField()),
  ) as unknown as z.ZodMiniType<number | null, number | null | undefined>;

const eddDays = () => numberIn(0, MAX_EDD_DAYS, { integer: true });

/** The fields of POST and PUT `/{id}` (spec 002 §7) with their own checks; the rules across fields follow. */
const timelineFields = z.object({
  deliveryMethodId: idField(),
  shippingCountryId: idField(),
  shippingStateId: optionalPlace(),
  shippingAreaId: optionalPlace(),
  timezone: text(TIMELINE_RULES.timezone).check(
    z.minLength(1, { error: REQUIRED, abort: true }),
    z.refine(isTimeZone, TIMELINE_RULES.timezone),
  ),
  cutOffTimeFrom: cutOff(),
  cutOffTimeTo: cutOff(),
  workingDays: z.pipe(
    text(TIMELINE_RULES.badWorkingDays).check(z.refine((v) => v.trim() !== '', TIMELINE_RULES.workingDays)),
    z.pipe(
      z.transform((v: string) => parseWorkingDays(v)?.join(',') ?? null),
      z.string({ error: TIMELINE_RULES.badWorkingDays }),
    ),
  ),
  // Optional, sent as 0 when empty (spec 002 §5).
  min_edd: z.pipe(
    z.optional(z.nullable(eddDays())),
    z.transform((v) => v ?? 0),
  ),
  max_edd: eddDays(),
});

type TimelineOut = z.output<typeof timelineFields>;

// §5's rules across fields; where the spec is silent (docs/decisions.md): the window runs forward, EDD ≥ Min EDD.
const acrossFields = z.superRefine((t: TimelineOut, ctx) => {
  if (t.shippingAreaId !== null && t.shippingStateId === null)
    ctx.addIssue({ code: 'custom', path: ['shippingStateId'], message: TIMELINE_RULES.areaNeedsState, input: t });
  // Only values that passed their own checks are compared (the checks across fields run after a refusal too).
  const times = CUT_OFF_PATTERN.test(String(t.cutOffTimeFrom)) && CUT_OFF_PATTERN.test(String(t.cutOffTimeTo));
  if (times && t.cutOffTimeTo < t.cutOffTimeFrom)
    ctx.addIssue({ code: 'custom', path: ['cutOffTimeTo'], message: TIMELINE_RULES.cutOffOrder, input: t });
  if (Number.isInteger(t.max_edd) && Number.isInteger(t.min_edd) && t.max_edd < t.min_edd)
    ctx.addIssue({ code: 'custom', path: ['max_edd'], message: TIMELINE_RULES.eddOrder, input: t });
});

/** POST and PUT `/{id}` body, checked by the server as by the form. */
export const deliveryTimelineBodySchema = timelineFields.check(acrossFields);
export type DeliveryTimelineBody = z.input<typeof deliveryTimelineBodySchema>;
export type DeliveryTimelineValues = z.output<typeof deliveryTimelineBodySchema>;

/** The timeline form's values: EDDs typed as text, the country picked (null until chosen); the same rules. */
export const deliveryTimelineFormSchema = formSchemaOf(timelineFields, {
  numbers: ['min_edd', 'max_edd'],
  choices: ['shippingCountryId'],
}).check(acrossFields as z.core.$ZodCheck<unknown>);
export type DeliveryTimelineForm = z.input<typeof deliveryTimelineFormSchema>;

/** A method's timeline table's columns it can be sorted by (places by their English names). */
export const TIMELINE_SORTS = ['shippingCountry', 'state', 'area', 'cutOff', 'minEdd', 'edd', 'timezone'] as const;
export type TimelineSort = (typeof TIMELINE_SORTS)[number];

/** GET query: the timelines of one method, page 1 of 10000 by default, by place then window unless sorted. */
export const deliveryTimelineListQuerySchema = z.extend(deliveryPagingSchema, {
  deliveryMethodId: wholeNumberIn(1, PG_INT_MAX),
  sort: sortQuery(TIMELINE_SORTS),
});

/** What decides whether two timelines overlap (docs/decisions.md "Delivery Timeline"). */
export type TimelineSlot = Pick<
  DeliveryTimelineValues,
  'shippingCountryId' | 'shippingStateId' | 'shippingAreaId' | 'cutOffTimeFrom' | 'cutOffTimeTo' | 'workingDays'
>;

/**
 * Two timelines of one method overlap when they are for the same place (country, state and area
 * alike, none counting as a value) and their cut-off windows, ends included, meet on a working day
 * of both: an order then would match both, and the promise could not say which holds.
 */
export function overlaps(a: TimelineSlot, b: TimelineSlot): boolean {
  if (a.shippingCountryId !== b.shippingCountryId || a.shippingStateId !== b.shippingStateId || a.shippingAreaId !== b.shippingAreaId)
    return false;
  if (a.cutOffTimeFrom > b.cutOffTimeTo || b.cutOffTimeFrom > a.cutOffTimeTo) return false;
  const days = new Set(a.workingDays.split(','));
  return b.workingDays.split(',').some((d) => days.has(d));
}
