import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { SideDrawer } from '../../../components/side-drawer.tsx';
import type { RecordStatus } from '../../../domain/reference/fields.ts';
import type { CountryLookup } from '../../../domain/reference/countries.ts';
import { STATE_SETTINGS_TOAST_MS } from '../../../domain/reference/constants.ts';
import type { State } from '../../../domain/reference/states.ts';
import { COMMON_NS } from '../../../lib/i18n-common.ts';
import { saveState } from '../api/save-state.ts';
import { IdSelect } from '../components/id-select.tsx';
import { StatusSelect } from '../components/status-select.tsx';
import { REFERENCE_NS } from '../i18n.ts';
import { useSaveForm } from '../use-save-form.ts';

interface StateFormValues {
  stateName: string;
  ar_StateName: string;
  stateCode: string;
  countryId: number | null;
  displayOrder: string;
  status: RecordStatus;
}

interface StateDrawerProps {
  /** The state being edited, or null for a new one. */
  state: State | null;
  /** A new state starts in this country (the one the list is filtered by). */
  countryId: number | null;
  countries: readonly CountryLookup[];
  onClose: () => void;
  onSaved: () => void;
}

const TEXT_FIELDS = [
  { field: 'stateName', dir: 'auto' },
  { field: 'ar_StateName', dir: 'rtl' },
  { field: 'stateCode', dir: 'ltr' },
] as const;

/** Add New / Edit a state (spec 002 §2): no checks here (§5); the server's message is the 2 s toast. */
export function StateDrawer({ state, countryId, countries, onClose, onSaved }: StateDrawerProps) {
  const { t } = useTranslation(REFERENCE_NS);
  const { t: tc } = useTranslation(COMMON_NS);
  const initial: StateFormValues = state
    ? {
        stateName: state.stateName,
        ar_StateName: state.ar_StateName,
        stateCode: state.stateCode,
        countryId: state.countryId,
        displayOrder: String(state.displayOrder),
        status: state.status,
      }
    : { stateName: '', ar_StateName: '', stateCode: '', countryId, displayOrder: '0', status: 'a' };
  const form = useSaveForm({
    initial,
    save: async ({ displayOrder, countryId: chosen, ...values }) => {
      const body = {
        ...values,
        countryId: chosen,
        countryName: countries.find((c) => c.Id === chosen)?.countryName ?? '',
        // Empty goes as null: the server answers which field is missing.
        displayOrder: displayOrder.trim() === '' ? null : Number(displayOrder),
      };
      return (await saveState(state?.id ?? null, body)).message;
    },
    onSaved,
    toastMs: STATE_SETTINGS_TOAST_MS,
  });
  const label = (field: keyof StateFormValues) => t(`states.fields.${field}`);

  return (
    <SideDrawer
      open
      title={state ? t('states.editTitle') : t('states.addTitle')}
      onClose={onClose}
      onSubmit={() => void form.submit()}
      submitLabel={state ? tc('updateAndSave') : tc('save')}
      saving={form.saving}
    >
      {TEXT_FIELDS.map(({ field, dir }) => (
        <TextField
          key={field}
          label={label(field)}
          value={form.values[field]}
          onChange={(e) => form.change({ [field]: e.target.value })}
          error={Boolean(form.errorOf(field))}
          helperText={form.errorOf(field)}
          autoFocus={field === 'stateName'}
          autoComplete="off"
          slotProps={{ htmlInput: { dir } }}
        />
      ))}
      <IdSelect
        label={label('countryId')}
        options={countries}
        value={form.values.countryId}
        onChange={(id) => form.change({ countryId: id })}
        idOf={(c) => c.Id}
        labelOf={(c) => c.countryName}
        error={form.errorOf('countryId')}
      />
      <TextField
        label={label('displayOrder')}
        type="number"
        value={form.values.displayOrder}
        onChange={(e) => form.change({ displayOrder: e.target.value })}
        error={Boolean(form.errorOf('displayOrder'))}
        helperText={form.errorOf('displayOrder')}
        slotProps={{ htmlInput: { step: 1, dir: 'ltr' } }}
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
