import { describe, expect, it } from 'vitest';
import { numbersAsText } from '../../../src/domain/fields.ts';
import { referenceWords } from '../../../src/domain/reference/words.ts';
import { registerCatalogues, say } from '../../../server/plugins/words.ts';
import { areaFormSchema } from '../../../src/domain/reference/areas.ts';
import { COUNTRY_NUMBER_FIELDS, countryBodySchema, countryFormSchema, type Country } from '../../../src/domain/reference/countries.ts';
import { stateBodySchema, stateFormSchema } from '../../../src/domain/reference/states.ts';

const KUWAIT: Country = {
  Id: 4,
  countryName: 'Kuwait',
  revision: 1,
  ar_CountryName: 'الكويت',
  countryCode: 'kwt',
  countryCode2: 'KW',
  currencyCode: 'KWD',
  exchangeRate: 0.0837,
  exchangeRateProduct: 0.0837,
  mobileCountryCode: 965,
  mobileLocalCode: '',
  mobileLocalNumberLength: 8,
  domain: '',
  vatper: 0,
  vatCalcValue: 1,
  returnDays: 14,
  showInvoiceVat: false,
  serviceAvail: false,
};

// The rules carry their words as keys (src/domain/words); read here in English.
registerCatalogues([referenceWords]);
const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), say(i.message, 'en')]));

describe('the drawers’ checks are the contracts’ checks', () => {
  it('a country read back from its form is the body the server would take, codes upper-cased alike', () => {
    const { Id: _id, ...body } = KUWAIT;
    const form = numbersAsText(KUWAIT, COUNTRY_NUMBER_FIELDS);
    expect(form.exchangeRate).toBe('0.0837');
    expect(countryFormSchema.parse(form)).toEqual(countryBodySchema.parse(body));
  });

  it('an empty number is Required and unreadable text is not a number, in the server’s words', () => {
    const form = { ...numbersAsText(KUWAIT, COUNTRY_NUMBER_FIELDS), exchangeRate: ' ', returnDays: 'abc', vatper: '7.5' };
    const result = countryFormSchema.safeParse(form);
    expect(messages(result)).toEqual({ exchangeRate: 'Required', returnDays: 'Must be a whole number' });
  });

  it('an empty state names each missing field once, as the server does', () => {
    const empty = { stateName: ' ', ar_StateName: '', stateCode: '', countryId: null, displayOrder: '', status: 'a' };
    expect(messages(stateFormSchema.safeParse(empty))).toEqual({
      stateName: 'Required',
      stateCode: 'Up to 20 letters, digits, hyphens or underscores',
      countryId: 'Required',
      displayOrder: 'Required',
    });
    const server = stateBodySchema.safeParse({ ...empty, countryId: null, displayOrder: null });
    expect(messages(server)).toEqual(messages(stateFormSchema.safeParse(empty)));
  });

  it('an area needs its state; the country only narrows the choice', () => {
    const result = areaFormSchema.safeParse({ areaName: 'Hatta', ar_areaName: '', countryId: 1, stateId: null, status: 'a' });
    expect(messages(result)).toEqual({ stateId: 'Required' });
  });
});
