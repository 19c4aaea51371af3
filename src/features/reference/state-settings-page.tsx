import { useTranslation } from 'react-i18next';
import { gridProps } from '../../lib/use-paged-list.ts';
import { Screen } from '../../components/screen.tsx';
import { DataTable } from '../../components/data-table/index.ts';
import { ExportButton } from '../../components/export-button.tsx';
import { FilterBar } from '../../components/filter-bar.tsx';
import { AddNewButton } from '../../components/add-new-button.tsx';
import { IdAutocomplete } from './components/id-autocomplete.tsx';
import { REFERENCE_NS } from './i18n.ts';
import { StateDrawer } from './states/state-drawer.tsx';
import { useStateColumns } from './states/use-state-columns.tsx';
import { useStateSettings } from './states/use-state-settings.ts';

/** /apps/state-settings (spec 000 §2, 002 §2): the states of a chosen country or all; add and edit in a drawer. */
export function StateSettingsPage() {
  const { t } = useTranslation(REFERENCE_NS);
  const page = useStateSettings();
  const { list, editing, countries } = page;
  const { columns, exportColumns } = useStateColumns(page.setEditing);

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
        <IdAutocomplete
          label={t('selectCountry')}
          options={countries.options}
          loading={countries.loading}
          value={page.countryId}
          onChange={page.setCountryId}
          idOf={(c) => c.Id}
          labelOf={(c) => c.countryName}
        />
      </FilterBar>
      <DataTable label={t('states.tableLabel')} columns={columns} {...gridProps(list)} getRowId={(state) => String(state.id)} />
      {editing && (
        <StateDrawer
          state={editing === 'new' ? null : editing}
          countryId={list.filter.countryId}
          countries={countries.options}
          onClose={() => page.setEditing(null)}
          onSaved={page.saved}
        />
      )}
    </Screen>
  );
}

export default StateSettingsPage;
