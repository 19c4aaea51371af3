import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form/form-drawer.tsx';
import { FormSwitch, FormText } from '../../../components/form/form-fields.tsx';
import { numbersAsText } from '../../../domain/fields.ts';
import { COUNTRY_NUMBER_FIELDS, countryFormSchema, type Country } from '../../../domain/reference/countries.ts';
import { useEntityForm } from '../../../lib/form/use-entity-form.ts';
import { REFERENCE_RESOURCES as R } from '../../../lib/lookups/reference-lookups.ts';
import { saveCountry } from '../api/save-country.ts';
import { REFERENCE_NS } from '../i18n.ts';

/** A new country: the rates at 1 and VAT at 0 until someone says otherwise. */
const NEW_COUNTRY = {
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

/** Add or edit a country: every field of spec 000 §3 but Id, in that order (§5: numeric inputs, switches for the flags). */
export function CountryDrawer({ country, onClose }: { country: Country | null; onClose: () => void }) {
  const { t } = useTranslation(REFERENCE_NS);
  const form = useEntityForm({
    schema: countryFormSchema,
    defaultValues: country ? numbersAsText(country, COUNTRY_NUMBER_FIELDS) : NEW_COUNTRY,
    labelOf: (field) => t(`countries.fields.${field}`),
    save: (body, revision) => saveCountry(country?.Id ?? null, body, revision),
    tracked: {
      entity: 'country',
      id: country?.Id ?? null,
      revision: country?.revision ?? null,
      name: country?.countryName,
      valuesOf: (current) => numbersAsText(current as Country, COUNTRY_NUMBER_FIELDS),
    },
    // States and areas show their country's name and codes.
    invalidates: [R.countries, R.states, R.areas],
    onSaved: onClose,
  });
  const number = (name: (typeof COUNTRY_NUMBER_FIELDS)[number]) => <FormText form={form} name={name} type="number" />;

  return (
    <FormDrawer form={form} title={t(country ? 'countries.editTitle' : 'countries.addTitle')} editing={Boolean(country)} onClose={onClose}>
      <FormText form={form} name="countryName" autoFocus />
      <FormText form={form} name="ar_CountryName" dir="rtl" />
      <FormText form={form} name="countryCode" dir="ltr" />
      <FormText form={form} name="countryCode2" dir="ltr" />
      <FormText form={form} name="currencyCode" dir="ltr" />
      {number('exchangeRate')}
      {number('exchangeRateProduct')}
      {number('mobileCountryCode')}
      <FormText form={form} name="mobileLocalCode" dir="ltr" />
      {number('mobileLocalNumberLength')}
      <FormText form={form} name="domain" dir="ltr" />
      {number('vatper')}
      {number('vatCalcValue')}
      {number('returnDays')}
      <FormSwitch form={form} name="showInvoiceVat" />
      <FormSwitch form={form} name="serviceAvail" />
    </FormDrawer>
  );
}
