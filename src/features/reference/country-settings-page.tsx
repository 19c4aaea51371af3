import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { gridProps } from '../../lib/use-paged-list.ts';
import { Screen } from '../../components/screen.tsx';
import { DataTable } from '../../components/data-table/index.ts';
import { ExportButton } from '../../components/export-button.tsx';
import { FilterBar } from '../../components/filter-bar.tsx';
import { AddNewButton } from '../../components/add-new-button.tsx';
import { CountryDrawer } from './countries/country-drawer.tsx';
import { useCountryColumns } from './countries/use-country-columns.tsx';
import { useCountrySettings } from './countries/use-country-settings.ts';
import { REFERENCE_NS } from './i18n.ts';

/** /apps/country-settings (spec 000 §2): every country with its store settings; add and edit in a drawer. */
export function CountrySettingsPage() {
  const { t } = useTranslation(REFERENCE_NS);
  const page = useCountrySettings();
  const { list, editing } = page;
  const { columns, exportColumns } = useCountryColumns(page.setEditing);

  return (
    <Screen title={t('countries.title')}>
      <FilterBar
        onSearch={page.runSearch}
        onClear={page.clearSearch}
        extra={
          <>
            <AddNewButton onClick={() => page.setEditing('new')} />
            <ExportButton fileName="Country Settings.xlsx" columns={exportColumns} fetchPage={page.exportPage} />
          </>
        }
      >
        <TextField
          size="small"
          label={t('countries.search')}
          placeholder={t('countries.searchHint')}
          value={page.search}
          onChange={(e) => page.setSearch(e.target.value)}
          sx={{ minWidth: 240 }}
        />
      </FilterBar>
      <DataTable label={t('countries.tableLabel')} columns={columns} {...gridProps(list)} getRowId={(country) => String(country.Id)} />
      {editing && <CountryDrawer country={editing === 'new' ? null : editing} onClose={() => page.setEditing(null)} />}
    </Screen>
  );
}

export default CountrySettingsPage;
