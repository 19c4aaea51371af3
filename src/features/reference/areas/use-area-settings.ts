import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../../domain/constants.ts';
import type { Paging } from '../../../domain/paging.ts';
import type { Area } from '../../../domain/reference/areas.ts';
import { AREA_SEARCH_PAGE_SIZE } from '../../../domain/reference/constants.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { getAreas, type AreaFilter } from '../api/get-areas.ts';
import { useCountryLookup, useStateLookup } from '../use-lookups.ts';

/** The drawer: closed, a new area, or the area being edited. */
export type AreaEditing = null | 'new' | Area;

const NO_FILTER: AreaFilter = { countryId: null, stateId: null };

/**
 * Area Settings (spec 000 §2): country and state filters (the states narrowed to the chosen country;
 * a new country clears the state), Search from page 1 in pages of 1000, Clear back to the first view.
 */
export function useAreaSettings() {
  const countries = useCountryLookup();
  const [filter, setFilter] = useState<AreaFilter>(NO_FILTER);
  const states = useStateLookup(filter.countryId);
  const list = usePagedList<Area, AreaFilter>({
    fetchPage: (paging, current, { signal }) => getAreas(paging, current, signal),
    initialFilter: NO_FILTER,
  });
  const [editing, setEditing] = useState<AreaEditing>(null);

  const searchWith = (next: AreaFilter, pageSize: number) => {
    list.setPaging({ index: 1, pageSize });
    list.search(next);
  };

  return {
    list,
    countries,
    states,
    filter,
    setCountryId: (countryId: number | null) => setFilter({ countryId, stateId: null }),
    setStateId: (stateId: number | null) => setFilter((f) => ({ ...f, stateId })),
    runSearch: () => searchWith(filter, AREA_SEARCH_PAGE_SIZE),
    clearSearch: () => {
      setFilter(NO_FILTER);
      searchWith(NO_FILTER, DEFAULT_PAGE_SIZE);
    },
    /** Every page of the rows of the current filter, for the export. */
    exportPage: (paging: Paging) => getAreas(paging, list.filter),
    editing,
    setEditing,
    saved: () => {
      setEditing(null);
      list.reload();
    },
  };
}
