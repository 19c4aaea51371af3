import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { SideDrawer } from '../../../components/side-drawer.tsx';
import type { Country } from '../../../domain/reference/countries.ts';
import { COMMON_NS } from '../../../lib/i18n-common.ts';
import { saveCountry } from '../api/save-country.ts';
import { REFERENCE_NS } from '../i18n.ts';
import { useSaveForm } from '../use-save-form.ts';
import { COUNTRY_FORM_LAYOUT, NEW_COUNTRY, countryDraftOf, countryFormOf } from './country-form.ts';

interface CountryDrawerProps {
  /** The country being edited, or null for a new one. */
  country: Country | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Add or edit a country: every field of spec 000 §3; 'Save' for a new one, 'Update & Save' when editing. */
export function CountryDrawer({ country, onClose, onSaved }: CountryDrawerProps) {
  const { t } = useTranslation(REFERENCE_NS);
  const { t: tc } = useTranslation(COMMON_NS);
  const form = useSaveForm({
    initial: country ? countryFormOf(country) : NEW_COUNTRY,
    save: async (values) => (await saveCountry(country?.Id ?? null, countryDraftOf(values))).message,
    onSaved,
  });

  return (
    <SideDrawer
      open
      title={country ? t('countries.editTitle') : t('countries.addTitle')}
      onClose={onClose}
      onSubmit={() => void form.submit()}
      submitLabel={country ? tc('updateAndSave') : tc('save')}
      saving={form.saving}
    >
      {COUNTRY_FORM_LAYOUT.map((item) => {
        const label = t(`countries.fields.${item.field}`);
        if (item.kind === 'switch') {
          return (
            <FormControlLabel
              key={item.field}
              label={label}
              control={<Switch checked={form.values[item.field]} onChange={(e) => form.change({ [item.field]: e.target.checked })} />}
            />
          );
        }
        const error = form.errorOf(item.field);
        return (
          <TextField
            key={item.field}
            label={label}
            type={item.kind === 'number' ? 'number' : 'text'}
            value={form.values[item.field]}
            onChange={(e) => form.change({ [item.field]: e.target.value })}
            error={Boolean(error)}
            helperText={error}
            autoFocus={item.field === 'countryName'}
            autoComplete="off"
            slotProps={{ htmlInput: item.kind === 'number' ? { step: 'any', dir: 'ltr' } : { dir: item.dir } }}
          />
        );
      })}
    </SideDrawer>
  );
}
