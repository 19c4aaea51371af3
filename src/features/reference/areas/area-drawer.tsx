import TextField from '@mui/material/TextField';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SideDrawer } from '../../../components/side-drawer.tsx';
import type { Area } from '../../../domain/reference/areas.ts';
import type { CountryLookup } from '../../../domain/reference/countries.ts';
import type { RecordStatus } from '../../../domain/reference/fields.ts';
import { COMMON_NS } from '../../../lib/i18n-common.ts';
import type { AreaFilter } from '../api/get-areas.ts';
import { saveArea } from '../api/save-area.ts';
import { IdSelect } from '../components/id-select.tsx';
import { StatusSelect } from '../components/status-select.tsx';
import { REFERENCE_NS } from '../i18n.ts';
import { useStateLookup } from '../use-lookups.ts';
import { useSaveForm } from '../use-save-form.ts';

interface AreaFormValues {
  areaName: string;
  ar_areaName: string;
  countryId: number | null;
  stateId: number | null;
  status: RecordStatus;
}

interface AreaDrawerProps {
  /** The area being edited, or null for a new one. */
  area: Area | null;
  /** A new area starts in the country and state the list is filtered by. */
  start: AreaFilter;
  countries: readonly CountryLookup[];
  onClose: () => void;
  onSaved: () => void;
}

// An area names its country by code (spec 000 §3 has no countryId on an area); codes are unique.
const countryIdOf = (area: Area, countries: readonly CountryLookup[]) =>
  countries.find((c) => c.countryCode === area.countryCode)?.Id ?? null;

/** Add New / Edit an area (spec 000 §2): 'Save' for a new one, 'Update & Save' when editing; the state list follows the country. */
export function AreaDrawer({ area, start, countries, onClose, onSaved }: AreaDrawerProps) {
  const { t } = useTranslation(REFERENCE_NS);
  const { t: tc } = useTranslation(COMMON_NS);
  const initial: AreaFormValues = area
    ? {
        areaName: area.areaName,
        ar_areaName: area.ar_areaName,
        countryId: countryIdOf(area, countries),
        stateId: area.stateId,
        status: area.status,
      }
    : { areaName: '', ar_areaName: '', countryId: start.countryId, stateId: start.stateId, status: 'a' };
  const form = useSaveForm({
    initial,
    save: async ({ countryId, stateId, ...values }) => {
      const body = {
        ...values,
        stateId,
        StateName: stateOptions.options.find((s) => s.id === stateId)?.stateName ?? '',
        CountryName: countries.find((c) => c.Id === countryId)?.countryName ?? '',
      };
      return (await saveArea(area?.id ?? null, body)).message;
    },
    onSaved,
  });
  const { countryId } = form.values;
  const stateOptions = useStateLookup(countryId, countryId !== null);

  // Editing while the countries were still loading: the area's country is known once they arrive.
  const { change } = form;
  useEffect(() => {
    if (area && countryId === null && countries.length > 0) change({ countryId: countryIdOf(area, countries) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the countries arrive
  }, [countries]);

  const label = (field: keyof AreaFormValues) => t(`areas.fields.${field}`);
  const text = (field: 'areaName' | 'ar_areaName', dir: 'auto' | 'rtl') => (
    <TextField
      label={label(field)}
      value={form.values[field]}
      onChange={(e) => form.change({ [field]: e.target.value })}
      error={Boolean(form.errorOf(field))}
      helperText={form.errorOf(field)}
      autoFocus={field === 'areaName'}
      autoComplete="off"
      slotProps={{ htmlInput: { dir } }}
    />
  );

  return (
    <SideDrawer
      open
      title={area ? t('areas.editTitle') : t('areas.addTitle')}
      onClose={onClose}
      onSubmit={() => void form.submit()}
      submitLabel={area ? tc('updateAndSave') : tc('save')}
      saving={form.saving}
    >
      {text('areaName', 'auto')}
      {text('ar_areaName', 'rtl')}
      <IdSelect
        label={label('countryId')}
        options={countries}
        value={countryId}
        // Another country's states are not this one's: the state is chosen again.
        onChange={(id) => form.change({ countryId: id, stateId: null })}
        idOf={(c) => c.Id}
        labelOf={(c) => c.countryName}
      />
      <IdSelect
        label={label('stateId')}
        options={stateOptions.options}
        value={form.values.stateId}
        onChange={(id) => form.change({ stateId: id })}
        idOf={(s) => s.id}
        labelOf={(s) => s.stateName}
        error={form.errorOf('stateId')}
        hint={countryId === null ? t('areas.chooseCountry') : undefined}
        disabled={countryId === null}
      />
      <StatusSelect
        label={label('status')}
        value={form.values.status}
        onChange={(status) => form.change({ status })}
        error={form.errorOf('status')}
      />
    </SideDrawer>
  );
}
