import type { Country, CountryBody } from '../../../domain/reference/countries.ts';

/**
 * The drawer's fields: every Country field of spec 000 §3 but Id, in that order, each with its input
 * (§5: numeric inputs for the numbers, switches for the two flags). `dir` keeps Arabic right to left
 * and codes left to right whatever the page's direction.
 */
export const COUNTRY_FORM_LAYOUT = [
  { field: 'countryName', kind: 'text', dir: 'auto' },
  { field: 'ar_CountryName', kind: 'text', dir: 'rtl' },
  { field: 'countryCode', kind: 'text', dir: 'ltr' },
  { field: 'countryCode2', kind: 'text', dir: 'ltr' },
  { field: 'currencyCode', kind: 'text', dir: 'ltr' },
  { field: 'exchangeRate', kind: 'number' },
  { field: 'exchangeRateProduct', kind: 'number' },
  { field: 'mobileCountryCode', kind: 'number' },
  { field: 'mobileLocalCode', kind: 'text', dir: 'ltr' },
  { field: 'mobileLocalNumberLength', kind: 'number' },
  { field: 'domain', kind: 'text', dir: 'ltr' },
  { field: 'vatper', kind: 'number' },
  { field: 'vatCalcValue', kind: 'number' },
  { field: 'returnDays', kind: 'number' },
  { field: 'showInvoiceVat', kind: 'switch' },
  { field: 'serviceAvail', kind: 'switch' },
] as const;

type Layout = (typeof COUNTRY_FORM_LAYOUT)[number];
export type CountryField = Layout['field'];
type FieldOf<K extends Layout['kind']> = Extract<Layout, { kind: K }>['field'];
type NumberField = FieldOf<'number'>;

/** What the drawer holds: numbers as typed (a numeric input gives text), switches as booleans. */
export type CountryFormValues = Record<FieldOf<'text'> | NumberField, string> & Record<FieldOf<'switch'>, boolean>;

/** What the drawer sends: an empty or unreadable number goes as null, and the server names the field. */
export type CountryDraft = Omit<CountryBody, NumberField> & Record<NumberField, number | null>;

/** A new country: the rates at 1 and VAT at 0 until someone says otherwise. */
export const NEW_COUNTRY: CountryFormValues = {
  countryName: '',
  ar_CountryName: '',
  countryCode: '',
  countryCode2: '',
  currencyCode: '',
  exchangeRate: '1',
  exchangeRateProduct: '1',
  mobileCountryCode: '',
  mobileLocalCode: '',
  mobileLocalNumberLength: '',
  domain: '',
  vatper: '0',
  vatCalcValue: '1',
  returnDays: '0',
  showInvoiceVat: false,
  serviceAvail: false,
};

/** The drawer's values for editing `country`. */
export function countryFormOf(country: Country): CountryFormValues {
  const values: Record<string, string | boolean> = {};
  for (const { field } of COUNTRY_FORM_LAYOUT) {
    const value = country[field];
    values[field] = typeof value === 'number' ? String(value) : value;
  }
  return values as CountryFormValues;
}

const toNumber = (text: string): number | null => {
  const value = text.trim() === '' ? NaN : Number(text);
  return Number.isFinite(value) ? value : null;
};

/** The body the drawer sends: text and switches as they are, numbers read from their text. */
export function countryDraftOf(values: CountryFormValues): CountryDraft {
  const draft: Record<string, unknown> = { ...values };
  for (const { field, kind } of COUNTRY_FORM_LAYOUT) if (kind === 'number') draft[field] = toNumber(values[field]);
  return draft as CountryDraft;
}
