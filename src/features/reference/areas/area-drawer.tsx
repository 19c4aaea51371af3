import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form/form-drawer.tsx';
import { FormIdSelect, FormStatusSelect, FormText } from '../../../components/form/form-fields.tsx';
import { areaFormSchema, type Area } from '../../../domain/reference/areas.ts';
import type { CountryLookup } from '../../../domain/reference/countries.ts';
import { useEntityForm } from '../../../lib/form/use-entity-form.ts';
import { REFERENCE_RESOURCES as R, useCountryLookup, useStateLookup } from '../../../lib/lookups/reference-lookups.ts';
import type { AreaFilter } from '../api/get-areas.ts';
import { saveArea } from '../api/save-area.ts';
import { REFERENCE_NS } from '../i18n.ts';

// An area names its country by code (spec 000 §3 has no countryId on an area); codes are unique.
const countryIdOf = (area: Area, countries: readonly CountryLookup[]) =>
  countries.find((c) => c.countryCode === area.countryCode)?.Id ?? null;

/** Add New / Edit an area (spec 000 §2); a new one starts in the list's country and state; the states follow the country. */
export function AreaDrawer({ area, start, onClose }: { area: Area | null; start: AreaFilter; onClose: () => void }) {
  const { t } = useTranslation(REFERENCE_NS);
  const countries = useCountryLookup();
  const form = useEntityForm({
    schema: areaFormSchema,
    defaultValues: area
      ? { ...area, countryId: countryIdOf(area, countries.options) }
      : { areaName: '', ar_areaName: '', ...start, status: 'a' as const },
    labelOf: (field) => t(`areas.fields.${field}`),
    // The country only narrows the states: an area belongs to its state.
    save: ({ countryId: _country, ...body }, revision) => saveArea(area?.id ?? null, body, revision),
    tracked: {
      entity: 'area',
      id: area?.id ?? null,
      revision: area?.revision ?? null,
      name: area?.areaName,
      // The log's area names its state only: its country stays what the form shows.
      valuesOf: (current, typed) => ({ ...(current as Area), countryId: typed.countryId }),
    },
    invalidates: [R.areas],
    onSaved: onClose,
  });
  const { resetField, setValue, watch } = form.methods;
  const countryId = watch('countryId');

  // Editing while the countries were still loading: the area's country is known once they arrive.
  useEffect(() => {
    if (area && countryId === null && countries.options.length > 0)
      resetField('countryId', { defaultValue: countryIdOf(area, countries.options) });
  }, [area, countryId, countries.options, resetField]);

  return (
    <FormDrawer form={form} title={t(area ? 'areas.editTitle' : 'areas.addTitle')} editing={Boolean(area)} onClose={onClose}>
      <FormText form={form} name="areaName" autoFocus />
      <FormText form={form} name="ar_areaName" dir="rtl" />
      {/* Another country's states are not this one's: the state is chosen again. */}
      <FormIdSelect form={form} name="countryId" pickList={countries} onPicked={() => setValue('stateId', null)} />
      <FormIdSelect
        form={form}
        name="stateId"
        pickList={useStateLookup(countryId, countryId !== null)}
        hint={countryId === null ? t('areas.chooseCountry') : undefined}
        disabled={countryId === null}
      />
      <FormStatusSelect form={form} name="status" />
    </FormDrawer>
  );
}
