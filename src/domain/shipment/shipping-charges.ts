import { z } from 'zod/mini';
import { pageQuerySchema } from '../envelope.ts';
import { flag, formSchemaOf, idField, isUnstorableText, numberIn, PG_INT_MAX, wholeNumberIn } from '../fields.ts';
import { revisionField } from '../history/history.ts';
import { sortQuery } from '../lists/sort.ts';
import { textOf } from '../words/field-problem.ts';
import { wordsIn, type Msg } from '../words/words.ts';
import { deliveryTypeCodeSchema } from './delivery-types.ts';
import { shippingWords } from './words.ts';

const w = wordsIn<typeof shippingWords>('shipping-charges');
const CURRENCY_RULE = textOf(w('rules.currencyCode'));

/** The tabs of Shipping Charge Settings, in the order the screen shows them (spec 002 §2, §9). */
export const SHIPPING_TIERS = ['Yellow', 'Black', 'Explorer', 'Hunter', 'Champion'] as const;
export const shippingTierSchema = z.enum(SHIPPING_TIERS);
export type ShippingTier = z.infer<typeof shippingTierSchema>;

/** When a change applies (spec 002 §4 "Shipping update timing", §9 update options). */
export const UPDATE_CHANGES = ['NOW', 'SCHEDULED'] as const;
export const updateChangesSchema = z.enum(UPDATE_CHANGES);
export type UpdateChanges = z.infer<typeof updateChangesSchema>;

/** The charge amounts: the only values an edit changes, with the status. */
export const AMOUNT_FIELDS = [
  'transactionShippingCharge',
  'transactionFreeShippingLimit',
  'globalShippingCharge',
  'expressShippingFee',
] as const;
export type AmountField = (typeof AMOUNT_FIELDS)[number];

/** The largest amount a charge or a limit may hold (numeric(12, 2) in the database). */
export const MAX_AMOUNT = 1_000_000_000;

/**
 * One version of a setting as the grid shows it (spec 002 §3 ShippingChargeSetting): `id` is the
 * setting an edit changes, `versionId` this version of its values. `effectiveFrom` is when it takes
 * over; `inForce` says whether it is the setting's version in force when the list was read.
 */
export const shippingChargeSchema = z.object({
  id: z.int(),
  versionId: z.int(),
  tier: shippingTierSchema,
  deliveryType: deliveryTypeCodeSchema,
  countryId: z.int(),
  countryCode: z.string(),
  countryName: z.string(),
  currencyCode: z.string(),
  transactionShippingCharge: z.number(),
  transactionFreeShippingLimit: z.number(),
  globalShippingCharge: z.number(),
  expressShippingFee: z.number(),
  status: z.boolean(),
  updateChanges: updateChangesSchema,
  scheduleDate: z.nullable(z.string()),
  effectiveFrom: z.string(),
  inForce: z.boolean(),
  createdDateUTC: z.string(),
  createdName: z.string(),
  /** The setting's revision, raised by each change and withdrawal: an edit or a withdrawal based on an older one is refused (409). */
  revision: z.int(),
});
export type ShippingCharge = z.infer<typeof shippingChargeSchema>;

// '' (what an emptied select or input sends) counts as missing, like a value left out.
const blankAsMissing = <T extends z.ZodMiniType>(schema: T) =>
  z.optional(
    z.pipe(
      z.transform((value: unknown) => (value === '' ? null : value)),
      z.nullable(schema),
    ),
  );

const currencyCodeSchema = z.pipe(
  z.string().check(
    z.refine((v) => !isUnstorableText(v), CURRENCY_RULE),
    z.trim(),
    z.regex(/^[A-Za-z]{3}$/, CURRENCY_RULE),
  ),
  z.transform((code) => code.toUpperCase()),
);

/**
 * POST (add) and PUT `/{id}` (edit) body (spec 002 §5 "Shipping modal"). Every field may be left out
 * here so that the reply can name all the missing ones at once ('{field names} is required', see
 * `incompleteShippingCharge`); a value that is present must be of its type. `scheduleDate` is
 * ISO-8601 and read only with SCHEDULED.
 */
export const shippingChargeBodySchema = z.object({
  updateChanges: blankAsMissing(updateChangesSchema),
  scheduleDate: blankAsMissing(z.iso.datetime({ offset: true })),
  tier: blankAsMissing(shippingTierSchema),
  deliveryType: blankAsMissing(deliveryTypeCodeSchema),
  countryId: blankAsMissing(idField()),
  currencyCode: blankAsMissing(currencyCodeSchema),
  transactionShippingCharge: blankAsMissing(numberIn(0, MAX_AMOUNT)),
  transactionFreeShippingLimit: blankAsMissing(numberIn(0, MAX_AMOUNT)),
  globalShippingCharge: blankAsMissing(numberIn(0, MAX_AMOUNT)),
  expressShippingFee: blankAsMissing(numberIn(0, MAX_AMOUNT)),
  status: blankAsMissing(flag()),
});
export type ShippingChargeBody = z.output<typeof shippingChargeBodySchema>;

/** What adding needs, in the spec's order (002 §5). */
export const ADD_REQUIRED = [
  'currencyCode',
  'deliveryType',
  'tier',
  'transactionFreeShippingLimit',
  'transactionShippingCharge',
  'globalShippingCharge',
  'expressShippingFee',
  'status',
  'countryId',
] as const;
/** What an edit needs: the amounts and the status, the only values it changes. */
export const EDIT_REQUIRED = [...AMOUNT_FIELDS, 'status'] as const;
/** The fields an edit keeps as they are: sending another value is refused. */
export const EDIT_LOCKED = ['tier', 'deliveryType', 'countryId', 'currencyCode'] as const;

/** 05/12/2026 06:00 PM in `timeZone`: a time as the screen shows it (DD/MM/YYYY hh:mm A), in a server's message. */
export function shippingTime(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;
}

/**
 * What the shipping charge calls answer (spec 002 §8 gives the successes; the refusals are ours). A
 * tier, a delivery type and `fields` (a list of labels) are named as the reader names them: the
 * server says `tierName` and `typeName` in the request's language.
 */
export const SHIPPING_MESSAGES = {
  tierName: (tier: string): Msg => ({ key: `${shippingWords.ns}:tiers.${tier}` }),
  typeName: (code: string): Msg => ({ key: `${shippingWords.ns}:deliveryTypes.${code}` }),
  chooseSchedule: w('chooseSchedule'),
  selectOption: w('selectOption'),
  required: (fields: readonly string[]) => w('required', { fields: fields.join(', ') }),
  /** The success of an add and of an edit (spec 002 §8 successes), verbatim. */
  saved: w('saved'),
  fromYesterday: w('fromYesterday'),
  locked: w('locked'),
  lockedFields: (fields: readonly string[]) => w('lockedFields', { fields: fields.join(', ') }),
  noSetting: (id: number) => w('noSetting', { id }),
  noCountry: (id: number) => w('noCountry', { id }),
  unknownCurrency: (code: string) => w('unknownCurrency', { code }),
  duplicate: (tier: string, country: string, type: string, id: number) => w('duplicate', { tier, country, type, id }),
  noneInForce: (tier: string, country: string, type: string) => w('noneInForce', { tier, country, type }),
  /** A withdrawal's success. */
  withdrawn: w('withdrawn'),
  noChange: (versionId: number, id: number) => w('noChange', { versionId, id }),
  /** A withdrawal at or after the change's time: what is in force stays on record as it applied. */
  inForceAlready: (at: Date, timeZone: string) => w('inForceAlready', { at: shippingTime(at, timeZone) }),
  restoreDuplicate: (tier: string, country: string, type: string, id: number) => w('restoreDuplicate', { tier, country, type, id }),
} as const;

/** POST `/{id}/changes/{versionId}/withdraw`: the setting and its waiting change. */
export const withdrawParamsSchema = z.object({ id: wholeNumberIn(1, PG_INT_MAX), versionId: wholeNumberIn(1, PG_INT_MAX) });
/** The withdrawal's body: the setting's revision the user read (a stale one is refused, 409). */
export const withdrawBodySchema = z.object({ revision: revisionField() });

export type ShippingProblem = { message: Msg; fields: string[] };

/**
 * What keeps a body from being sent (spec 002 §5): no schedule option first, then every missing
 * field named at once; a scheduled change also needs its date. `nameOf` names a field by its label
 * in the reader's language (the wire name by default).
 */
export function incompleteShippingCharge(
  body: Partial<Record<string, unknown>>,
  editing: boolean,
  nameOf: (field: string) => string = (field) => field,
): ShippingProblem | null {
  const missingValue = (field: string) => body[field] === undefined || body[field] === null || body[field] === '';
  if (missingValue('updateChanges')) return { message: SHIPPING_MESSAGES.chooseSchedule, fields: ['updateChanges'] };
  const required: string[] = [...(editing ? EDIT_REQUIRED : ADD_REQUIRED)];
  if (body.updateChanges === 'SCHEDULED') required.push('scheduleDate');
  const missing = required.filter(missingValue);
  return missing.length > 0 ? { message: SHIPPING_MESSAGES.required(missing.map(nameOf)), fields: missing } : null;
}

/** The popup's values: the body's checks with the amounts typed as text and the country picked. */
export const shippingChargeFormSchema = formSchemaOf(shippingChargeBodySchema, { numbers: AMOUNT_FIELDS, choices: ['countryId'] });
export type ShippingChargeForm = z.input<typeof shippingChargeFormSchema>;

/** The list call: `index` and `pageSize` in the query, the tab's tier (and optionally more) in the body. */
export const shippingChargeFilterSchema = z.object({
  tier: z.optional(shippingTierSchema),
  countryId: z.optional(idField()),
  deliveryType: z.optional(deliveryTypeCodeSchema),
});
export type ShippingChargeFilter = z.infer<typeof shippingChargeFilterSchema>;

/**
 * A tab's columns it can be sorted by. 'In force' is left out: it is worked out per row against the
 * setting's other versions.
 */
export const SHIPPING_CHARGE_SORTS = [
  'deliveryType',
  'countryCode',
  'currencyCode',
  'transactionShippingCharge',
  'transactionFreeShippingLimit',
  'globalShippingCharge',
  'expressShippingFee',
  'createdDateUTC',
  'createdName',
  'status',
] as const;
export type ShippingChargeSort = (typeof SHIPPING_CHARGE_SORTS)[number];

/** The list call's query: the page and the order (newest setting first, its versions as they take over, without one). */
export const shippingChargeListQuerySchema = z.extend(pageQuerySchema, { sort: sortQuery(SHIPPING_CHARGE_SORTS) });

/** The charge in force for a tier, country and delivery type at `at` (ISO-8601; now when left out). */
export const inForceQuerySchema = z.object({
  tier: shippingTierSchema,
  countryId: wholeNumberIn(1, PG_INT_MAX),
  deliveryType: deliveryTypeCodeSchema,
  at: z.optional(z.iso.datetime({ offset: true })),
});

/** A currency of the pick list (spec 002 §3 lookups "currency (id, currencyCode)"). */
export const currencySchema = z.object({ id: z.int(), currencyCode: z.string() });
export type Currency = z.infer<typeof currencySchema>;
