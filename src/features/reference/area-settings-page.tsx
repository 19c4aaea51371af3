import { useTranslation } from 'react-i18next';
import { gridProps } from '../../lib/use-paged-list.ts';
import { Screen } from '../../components/screen.tsx';
import { DataTable } from '../../components/data-table/index.ts';
import { ExportButton } from '../../components/export-button.tsx';
import { FilterBar } from '../../components/filter-bar.tsx';
import { AreaDrawer } from './areas/area-drawer.tsx';
import { useAreaColumns } from './areas/use-area-columns.tsx';
import { useAreaSettings } from './areas/use-area-settings.ts';
import { AddNewButton } from '../../components/add-new-button.tsx';
import { IdAutocomplete } from '../../components/id-autocomplete.tsx';
import { REFERENCE_NS } from './i18n.ts';

/** /apps/area-settings (spec 000 §2): areas by country and state; add and edit in a drawer. */
export function AreaSettingsPage() {
  const { t } = useTranslation(REFERENCE_NS);
  const page = useAreaSettings();
  const { list, editing, countries, states, filter } = page;
  const { columns, exportColumns } = useAreaColumns(page.setEditing);

  return (
    <Screen title={t('areas.title')}>
      <FilterBar
        onSearch={page.runSearch}
        onClear={page.clearSearch}
        extra={
          <>
            <AddNewButton onClick={() => page.setEditing('new')} />
            <ExportButton fileName="Area Settings.xlsx" columns={exportColumns} fetchPage={page.exportPage} />
          </>
        }
      >
        <IdAutocomplete label={t('selectCountry')} {...countries} value={filter.countryId} onChange={page.setCountryId} />
        <IdAutocomplete label={t('selectState')} {...states} value={filter.stateId} onChange={page.setStateId} />
      </FilterBar>
      <DataTable label={t('areas.tableLabel')} columns={columns} {...gridProps(list)} getRowId={(area) => String(area.id)} />
      {editing && <AreaDrawer area={editing === 'new' ? null : editing} start={list.filter} onClose={() => page.setEditing(null)} />}
    </Screen>
  );
}

export default AreaSettingsPage;
