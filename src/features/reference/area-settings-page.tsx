import { useTranslation } from 'react-i18next';
import { IdAutocomplete } from '../../components/id-autocomplete.tsx';
import { ListScreen } from '../../components/list-screen.tsx';
import { AREA_SORTS, type Area } from '../../domain/reference/areas.ts';
import { AREA_SEARCH_PAGE_SIZE } from '../../domain/reference/constants.ts';
import { REFERENCE_RESOURCES, useCountryLookup, useStateLookup } from '../../lib/lookups/reference-lookups.ts';
import { useEditing } from '../../lib/use-editing.ts';
import { useDraftFilter, usePagedList } from '../../lib/use-paged-list.ts';
import { getAreas, type AreaFilter } from './api/get-areas.ts';
import { AreaDrawer } from './areas/area-drawer.tsx';
import { useAreaColumns } from './areas/use-area-columns.tsx';
import { REFERENCE_NS } from './i18n.ts';

const ALL: AreaFilter = { countryId: null, stateId: null };

/**
 * /apps/area-settings (spec 000 §2): areas by country and state (the states narrowed to the chosen
 * country, a new country clears the state), Search from page 1 in pages of 1000; add and edit in a drawer.
 */
export function AreaSettingsPage() {
  const { t } = useTranslation(REFERENCE_NS);
  const list = usePagedList({
    resource: REFERENCE_RESOURCES.areas,
    fetchPage: (paging, filter: AreaFilter, options) => getAreas(paging, filter, options),
    initialFilter: ALL,
    sortable: AREA_SORTS,
  });
  const filter = useDraftFilter(list, ALL, { searchPageSize: AREA_SEARCH_PAGE_SIZE });
  const { countryId, stateId } = filter.draft;
  const countries = useCountryLookup();
  const states = useStateLookup(countryId);
  const editing = useEditing<Area>();
  const { columns, exportColumns } = useAreaColumns(editing.edit);

  return (
    <ListScreen
      title={t('areas.title')}
      tableLabel={t('areas.tableLabel')}
      {...{ list, columns, filter }}
      getRowId={(area) => String(area.id)}
      onAdd={editing.add}
      exportAs={{ fileName: 'Area Settings.xlsx', columns: exportColumns }}
      filters={
        <>
          <IdAutocomplete
            label={t('selectCountry')}
            {...countries}
            value={countryId}
            onChange={(id) => filter.setDraft({ countryId: id, stateId: null })}
          />
          <IdAutocomplete label={t('selectState')} {...states} value={stateId} onChange={(id) => filter.setDraft({ stateId: id })} />
        </>
      }
    >
      {editing.open && <AreaDrawer area={editing.record} start={list.filter} onClose={editing.close} />}
    </ListScreen>
  );
}

export default AreaSettingsPage;
