import { useTranslation } from 'react-i18next';
import { AddNewButton } from '../../components/add-new-button.tsx';
import { DataTable } from '../../components/data-table/index.ts';
import { ExportButton } from '../../components/export-button.tsx';
import { FilterBar } from '../../components/filter-bar.tsx';
import { IdAutocomplete } from '../../components/id-autocomplete.tsx';
import { Screen } from '../../components/screen.tsx';
import { gridProps } from '../../lib/use-paged-list.ts';
import { REFERENCE_NS } from './i18n.ts';
import { StateDrawer } from './states/state-drawer.tsx';
import { useStateColumns } from './states/use-state-columns.tsx';
import { useStateSettings } from './states/use-state-settings.ts';

/** /apps/state-settings (spec 000 §2, 002 §2): the states of a chosen country or all; add and edit in a drawer. */
export function StateSettingsPage() {
  const { t } = useTranslation(REFERENCE_NS);
  const page = useStateSettings();
  const { list, editing, countries } = page;
  const { columns, exportColumns } = useStateColumns(page.setEditing, countries);

  return (
    <Screen title={t('states.title')}>
      <FilterBar
        onSearch={page.runSearch}
        onClear={page.clearSearch}
        extra={
          <>
            <AddNewButton onClick={() => page.setEditing('new')} />
            <ExportButton fileName="State Settings.xlsx" columns={exportColumns} fetchPage={page.exportPage} />
          </>
        }
      >
        <IdAutocomplete label={t('selectCountry')} {...countries} value={page.countryId} onChange={page.setCountryId} />
      </FilterBar>
      <DataTable label={t('states.tableLabel')} columns={columns} {...gridProps(list)} getRowId={(state) => String(state.id)} />
      {editing && (
        <StateDrawer state={editing === 'new' ? null : editing} countryId={list.filter.countryId} onClose={() => page.setEditing(null)} />
      )}
    </Screen>
  );
}

export default StateSettingsPage;
