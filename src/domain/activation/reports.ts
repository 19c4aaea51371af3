import { z } from 'zod/mini';
import { isCalendarDay } from '../day-bounds.ts';
import { optionalText, PG_INT_MAX, wholeNumberIn } from '../fields.ts';
import { sortQuery } from '../lists/sort.ts';
import { servicePrefix } from '../services.ts';
import { textOf } from '../words/field-problem.ts';
import { F } from '../words/field-messages.ts';
import { ACTIVATION_LANGS, COMPANIES } from './constants.ts';
import { ACTIVATION_RULES } from './messages.ts';

const PIM = servicePrefix('pim');

/** PID Activation Details and Product Activation Report (spec 001 §2): L1 on each reads it. */
export const PID_ACTIVATION_DETAILS_PAGE = '/apps/pid-activation-details';
export const PRODUCT_ACTIVATION_REPORT_PAGE = '/apps/product-activation-report';

/** Paths of the activation reports (spec 001 §7 "Reports"); the lists take `?index&pageSize`. */
export const ACTIVATION_REPORT_PATHS = {
  /** POST `{company, lang, createdName, createdDate, pId}`: one row per activation, newest first. */
  pidDetails: `${PIM}/pid-activation-details`,
  /** POST `{company?, lang, fromDate, toDate}`: activations per day, company and language, newest day first. */
  report: `${PIM}/product-activation-report`,
  /** POST `{date, company, lang, createdName}`: a report row per activator. */
  details: `${PIM}/product-activation-report/details`,
  /** GET: the report's filters as the signed-in user starts with them (their company). */
  defaults: `${PIM}/product-activation-report/defaults`,
} as const;

/** The Lang filter's options (spec 001 §2): SELECT is any language. */
export const LANG_FILTERS = ['SELECT', ...ACTIVATION_LANGS] as const;
export const ANY_LANG = 'SELECT';

// A value not of an enum is told by the shared rule words ('Must be one of: …').
const companyField = () => z.enum(COMPANIES);
const langField = () => z.enum(ACTIVATION_LANGS);

/** Any company ('') or one. */
const companyFilter = () => z.union([z.literal(''), companyField()], { error: ACTIVATION_RULES.companyOrAny(COMPANIES.join(', ')) });
/** Any language ('' or SELECT, answered as '') or one. */
const langFilter = () =>
  z._default(
    z.pipe(
      z.enum(['', ...LANG_FILTERS]),
      z.transform((lang) => (lang === ANY_LANG ? '' : lang) as '' | (typeof ACTIVATION_LANGS)[number]),
    ),
    '',
  );

const DAY_RULE = textOf(F('day'));
/** A day of the deployment's zone, YYYY-MM-DD. */
const dayField = () => z.string({ error: DAY_RULE }).check(z.trim(), z.refine(isCalendarDay, DAY_RULE));
/** A day, or '' (left out) for none. */
const optionalDay = () =>
  z._default(
    z.string({ error: DAY_RULE }).check(
      z.trim(),
      z.refine((day) => day === '' || isCalendarDay(day), DAY_RULE),
    ),
    '',
  );

/** PID Activation Details' columns it can be sorted by: those an index of the activations holds. */
export const PID_ACTIVATION_SORTS = ['pId', 'createdName', 'createdDate'] as const;
export type PidActivationSort = (typeof PID_ACTIVATION_SORTS)[number];

/** PID Activation Details' filters (spec 001 §7): an empty PID is -1 and means any; createdName is the whole name, any case; newest first unless sorted. */
export const pidActivationBodySchema = z.object({
  company: z._default(companyFilter(), ''),
  lang: langFilter(),
  createdName: optionalText(100),
  createdDate: optionalDay(),
  pId: z._default(wholeNumberIn(-1, PG_INT_MAX), -1),
  sort: sortQuery(PID_ACTIVATION_SORTS),
});
export type PidActivationBody = z.input<typeof pidActivationBodySchema>;
export type PidActivationFilter = z.output<typeof pidActivationBodySchema>;

/** A row of PID Activation Details (spec 001 §3), with the product's Arabic name for the Arabic screen. */
export const pidActivationRowSchema = z.object({
  id: z.int(),
  pId: z.int(),
  proname: z.string(),
  ar_proname: z.string(),
  company: z.string(),
  lang: z.string(),
  createdName: z.string(),
  /** When it was activated (ISO-8601 UTC). */
  createdDate: z.string(),
});
export type PidActivationRow = z.infer<typeof pidActivationRowSchema>;

/** The report's columns it can be sorted by (its rows are groups of the filtered activations). */
export const ACTIVATION_REPORT_SORTS = ['date', 'company', 'lang', 'count'] as const;
export type ActivationReportSort = (typeof ACTIVATION_REPORT_SORTS)[number];

/**
 * The report's filters: company left out is the signed-in user's (spec 001 §2), '' any; the days
 * are of the deployment's zone, both ends included.
 */
export const activationReportBodySchema = z.object({
  company: z.optional(companyFilter()),
  lang: langFilter(),
  fromDate: optionalDay(),
  toDate: optionalDay(),
  sort: sortQuery(ACTIVATION_REPORT_SORTS),
});
export type ActivationReportBody = z.input<typeof activationReportBodySchema>;
export type ActivationReportFilter = z.output<typeof activationReportBodySchema>;

/** A row of the report (spec 001 §3): how many products a company activated in a language on a day. */
export const activationReportRowSchema = z.object({ date: z.string(), company: z.string(), lang: z.string(), count: z.int() });
export type ActivationReportRow = z.infer<typeof activationReportRowSchema>;

/** The details' columns it can be sorted by (a row per activator of one day, company and language). */
export const ACTIVATION_DETAILS_SORTS = ['createdName', 'count'] as const;
export type ActivationDetailsSort = (typeof ACTIVATION_DETAILS_SORTS)[number];

/** The details of a report row: its day, company and language, and the Activator Name filter (any part, any case). */
export const activationDetailsBodySchema = z.object({
  date: dayField(),
  company: companyField(),
  lang: langField(),
  createdName: optionalText(100),
  sort: sortQuery(ACTIVATION_DETAILS_SORTS),
});
export type ActivationDetailsBody = z.input<typeof activationDetailsBodySchema>;
export type ActivationDetailsFilter = z.output<typeof activationDetailsBodySchema>;

export const activationDetailsRowSchema = z.object({
  date: z.string(),
  company: z.string(),
  lang: z.string(),
  createdName: z.string(),
  count: z.int(),
});
export type ActivationDetailsRow = z.infer<typeof activationDetailsRowSchema>;

export const activationReportDefaultsSchema = z.object({ company: companyField() });
export type ActivationReportDefaults = z.infer<typeof activationReportDefaultsSchema>;
