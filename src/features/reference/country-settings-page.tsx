import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ListScreen } from '../../components/list-screen.tsx';
import type { Country } from '../../domain/reference/countries.ts';
import { useEditing } from '../../lib/use-editing.ts';
import { CountryDrawer } from './countries/country-drawer.tsx';
import { useCountryColumns } from './countries/use-country-columns.tsx';
import { useCountrySettings } from './countries/use-country-settings.ts';
import { REFERENCE_NS } from './i18n.ts';

/** /apps/country-settings (spec 000 §2): every country with its store settings; add and edit in a drawer. */
export function CountrySettingsPage() {
  const { t } = useTranslation(REFERENCE_NS);
  const { list, filter } = useCountrySettings();
  const editing = useEditing<Country>();
  const { columns, exportColumns } = useCountryColumns(editing.edit);

  return (
    <ListScreen
      title={t('countries.title')}
      tableLabel={t('countries.tableLabel')}
      {...{ list, columns, filter }}
      getRowId={(country) => String(country.Id)}
      onAdd={editing.add}
      exportAs={{ fileName: 'Country Settings.xlsx', columns: exportColumns }}
      filters={
        <TextField
          size="small"
          label={t('countries.search')}
          placeholder={t('countries.searchHint')}
          value={filter.draft.search}
          onChange={(e) => filter.setDraft({ search: e.target.value })}
          sx={{ minWidth: 240 }}
        />
      }
    >
      {editing.open && <CountryDrawer country={editing.record} onClose={editing.close} />}
    </ListScreen>
  );
}

export default CountrySettingsPage;
