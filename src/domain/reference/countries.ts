import { z } from 'zod/mini';
import { REFERENCE_RULES as R } from './messages.ts';
import { sortQuery } from '../lists/sort.ts';
import { codeText, flag, formSchemaOf, lookupPageQuerySchema, numberIn, optionalText, requiredText } from '../fields.ts';

/** A country as Country Settings shows it: the fields of spec 000 §3, named as on the wire. */
export const countrySchema = z.object({
  Id: z.int(),
  countryName: z.string(),
  ar_CountryName: z.string(),
  countryCode: z.string(),
  countryCode2: z.string(),
  currencyCode: z.string(),
  exchangeRate: z.number(),
  exchangeRateProduct: z.number(),
  mobileCountryCode: z.int(),
  mobileLocalCode: z.string(),
  mobileLocalNumberLength: z.int(),
  domain: z.string(),
  vatper: z.number(),
  vatCalcValue: z.number(),
  returnDays: z.int(),
  showInvoiceVat: z.boolean(),
  serviceAvail: z.boolean(),
  /** Raised by every save: a save from an older read is refused (409). */
  revision: z.int(),
});
export type Country = z.infer<typeof countrySchema>;

/**
 * Create (POST) and update (PUT `/{id}`) body: every Country field but Id. The form checks nothing
 * (spec 000 §5), so these rules are the only ones: codes are upper-cased, numbers must be JSON numbers.
 */
export const countryBodySchema = z.object({
  countryName: requiredText(100),
  ar_CountryName: optionalText(100),
  countryCode: codeText(/^[A-Za-z0-9]{2,10}$/, R.countryCode),
  countryCode2: codeText(/^[A-Za-z]{2}$/, R.countryCode2),
  currencyCode: codeText(/^[A-Za-z]{3}$/, R.currencyCode),
  exchangeRate: numberIn(0.000001, 1_000_000),
  exchangeRateProduct: numberIn(0.000001, 1_000_000),
  mobileCountryCode: numberIn(1, 9999, { integer: true }),
  mobileLocalCode: optionalText(10),
  mobileLocalNumberLength: numberIn(4, 15, { integer: true }),
  domain: optionalText(253),
  vatper: numberIn(0, 100),
  vatCalcValue: numberIn(0, 1000),
  returnDays: numberIn(0, 365, { integer: true }),
  showInvoiceVat: flag(),
  serviceAvail: flag(),
});
export type CountryBody = z.input<typeof countryBodySchema>;
export type CountryValues = z.output<typeof countryBodySchema>;

/** The Country fields that are numbers: the drawer types them as text (numeric inputs, spec 000 §5). */
export const COUNTRY_NUMBER_FIELDS = [
  'exchangeRate',
  'exchangeRateProduct',
  'mobileCountryCode',
  'mobileLocalNumberLength',
  'vatper',
  'vatCalcValue',
  'returnDays',
] as const;

/** The add/edit drawer's values: the body's checks, the numbers typed as text. */
export const countryFormSchema = formSchemaOf(countryBodySchema, { numbers: COUNTRY_NUMBER_FIELDS });

/** The grid's columns it can be sorted by. */
export const COUNTRY_SORTS = [
  'Id',
  'countryName',
  'ar_CountryName',
  'countryCode',
  'countryCode2',
  'domain',
  'currencyCode',
  'returnDays',
  'showInvoiceVat',
  'serviceAvail',
] as const;
export type CountrySort = (typeof COUNTRY_SORTS)[number];

/** Country Settings loads the whole list (10000 rows, spec 002 §9), optionally searched, by id unless sorted. */
export const countryListQuerySchema = z.extend(lookupPageQuerySchema, {
  /** Part of the name (English or Arabic) or of either code, any case. */
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  sort: sortQuery(COUNTRY_SORTS),
});

/** A country in a pick list (spec 002 §3 "Country (lookup): Id, countryName", plus what pickers show). */
export const countryLookupSchema = z.pick(countrySchema, {
  Id: true,
  countryName: true,
  ar_CountryName: true,
  countryCode: true,
  countryCode2: true,
  currencyCode: true,
  serviceAvail: true,
});
export type CountryLookup = z.infer<typeof countryLookupSchema>;

/** `serviceAvail=true` keeps the countries of the online store only (spec 002 §7). */
export const countryLookupQuerySchema = z.extend(lookupPageQuerySchema, {
  serviceAvail: z.pipe(
    z.optional(z.enum(['true', 'false'], { error: R.trueOrFalse })),
    z.transform((value) => (value === undefined ? undefined : value === 'true')),
  ),
});
