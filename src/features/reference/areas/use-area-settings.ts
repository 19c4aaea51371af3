import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../../domain/constants.ts';
import type { Paging } from '../../../domain/paging.ts';
import type { Area } from '../../../domain/reference/areas.ts';
import { AREA_SEARCH_PAGE_SIZE } from '../../../domain/reference/constants.ts';
import { REFERENCE_RESOURCES, useCountryLookup, useStateLookup } from '../../../lib/lookups/reference-lookups.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { getAreas, type AreaFilter } from '../api/get-areas.ts';

const NO_FILTER: AreaFilter = { countryId: null, stateId: null };

/**
 * Area Settings (spec 000 §2): country and state filters (the states narrowed to the chosen country;
 * a new country clears the state), Search from page 1 in pages of 1000, Clear back to the first view.
 */
export function useAreaSettings() {
  const countries = useCountryLookup();
  const [filter, setFilter] = useState<AreaFilter>(NO_FILTER);
  const states = useStateLookup(filter.countryId);
  const list = usePagedList({
    resource: REFERENCE_RESOURCES.areas,
    fetchPage: (paging, current: AreaFilter, { signal }) => getAreas(paging, current, signal),
    initialFilter: NO_FILTER,
  });
  // The drawer: closed, a new area, or the area being edited.
  const [editing, setEditing] = useState<null | 'new' | Area>(null);

  return {
    list,
    countries,
    states,
    filter,
    setCountryId: (countryId: number | null) => setFilter({ countryId, stateId: null }),
    setStateId: (stateId: number | null) => setFilter((f) => ({ ...f, stateId })),
    runSearch: () => list.search(filter, { pageSize: AREA_SEARCH_PAGE_SIZE }),
    clearSearch: () => {
      setFilter(NO_FILTER);
      list.search(NO_FILTER, { pageSize: DEFAULT_PAGE_SIZE });
    },
    /** Every page of the rows of the current filter, for the export. */
    exportPage: (paging: Paging) => getAreas(paging, list.filter),
    editing,
    setEditing,
  };
}
