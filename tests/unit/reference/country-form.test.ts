import { describe, expect, it } from 'vitest';
import { countryBodySchema, type Country } from '../../../src/domain/reference/countries.ts';
import { COUNTRY_FORM_LAYOUT, NEW_COUNTRY, countryDraftOf, countryFormOf } from '../../../src/features/reference/countries/country-form.ts';

const KUWAIT: Country = {
  Id: 4,
  countryName: 'Kuwait',
  ar_CountryName: 'الكويت',
  countryCode: 'KWT',
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

describe('the country drawer’s values', () => {
  it('hold every Country field of spec 000 §3 but Id, numbers in numeric inputs', () => {
    const fields = COUNTRY_FORM_LAYOUT.map((f) => f.field);
    expect([...fields].sort()).toEqual(
      Object.keys(KUWAIT)
        .filter((k) => k !== 'Id')
        .sort(),
    );
    const numeric = COUNTRY_FORM_LAYOUT.filter((f) => f.kind === 'number').map((f) => f.field);
    expect(numeric).toEqual([
      'exchangeRate',
      'exchangeRateProduct',
      'mobileCountryCode',
      'mobileLocalNumberLength',
      'vatper',
      'vatCalcValue',
      'returnDays',
    ]);
    expect(COUNTRY_FORM_LAYOUT.filter((f) => f.kind === 'switch').map((f) => f.field)).toEqual(['showInvoiceVat', 'serviceAvail']);
  });

  it('go back to the same body they came from', () => {
    const { Id: _id, ...body } = KUWAIT;
    expect(countryDraftOf(countryFormOf(KUWAIT))).toEqual(body);
    expect(countryBodySchema.parse(countryDraftOf(countryFormOf(KUWAIT)))).toEqual(body);
  });

  it('send an empty or unreadable number as null, for the server to name', () => {
    const draft = countryDraftOf({ ...NEW_COUNTRY, exchangeRate: ' ', returnDays: '1e400', vatper: '7.5' });
    expect(draft).toMatchObject({ exchangeRate: null, returnDays: null, vatper: 7.5, mobileCountryCode: null, exchangeRateProduct: 1 });
    const result = countryBodySchema.safeParse(draft);
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((i) => i.path[0] === 'exchangeRate')?.message).toBe('Required');
  });
});
