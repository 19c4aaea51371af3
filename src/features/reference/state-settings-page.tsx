import { useTranslation } from 'react-i18next';
import { IdAutocomplete } from '../../components/id-autocomplete.tsx';
import { ListScreen } from '../../components/list-screen.tsx';
import { STATE_SEARCH_PAGE_SIZE } from '../../domain/reference/constants.ts';
import { STATE_SORTS, type State } from '../../domain/reference/states.ts';
import { REFERENCE_RESOURCES, useCountryLookup } from '../../lib/lookups/reference-lookups.ts';
import { useEditing } from '../../lib/use-editing.ts';
import { useDraftFilter, usePagedList } from '../../lib/use-paged-list.ts';
import { getStates } from './api/get-states.ts';
import { REFERENCE_NS } from './i18n.ts';
import { StateDrawer } from './states/state-drawer.tsx';
import { useStateColumns } from './states/use-state-columns.tsx';

const ALL: { countryId: number | null } = { countryId: null };

/**
 * /apps/state-settings (spec 000 §2, 002 §2): page 1 of 10 of every state, Search asks for 1000 rows
 * of the chosen country (002 §9), Clear goes back; add and edit in a drawer, whose save reloads the grid.
 */
export function StateSettingsPage() {
  const { t } = useTranslation(REFERENCE_NS);
  const list = usePagedList({
    resource: REFERENCE_RESOURCES.states,
    fetchPage: (paging, filter: typeof ALL, options) => getStates(paging, filter.countryId, options),
    initialFilter: ALL,
    sortable: STATE_SORTS,
  });
  const filter = useDraftFilter(list, ALL, { searchPageSize: STATE_SEARCH_PAGE_SIZE });
  const countries = useCountryLookup();
  const editing = useEditing<State>();
  const { columns, exportColumns } = useStateColumns(editing.edit, countries);

  return (
    <ListScreen
      title={t('states.title')}
      tableLabel={t('states.tableLabel')}
      {...{ list, columns, filter }}
      getRowId={(state) => String(state.id)}
      onAdd={editing.add}
      exportAs={{ fileName: 'State Settings.xlsx', columns: exportColumns }}
      filters={
        <IdAutocomplete
          label={t('selectCountry')}
          {...countries}
          value={filter.draft.countryId}
          onChange={(countryId) => filter.setDraft({ countryId })}
        />
      }
    >
      {editing.open && <StateDrawer state={editing.record} countryId={list.filter.countryId} onClose={editing.close} />}
    </ListScreen>
  );
}

export default StateSettingsPage;
