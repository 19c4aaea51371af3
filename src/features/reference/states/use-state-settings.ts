import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../../domain/constants.ts';
import type { Paging } from '../../../domain/paging.ts';
import { STATE_SEARCH_PAGE_SIZE } from '../../../domain/reference/constants.ts';
import type { State } from '../../../domain/reference/states.ts';
import { REFERENCE_RESOURCES, useCountryLookup } from '../../../lib/lookups/reference-lookups.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { getStates } from '../api/get-states.ts';

/**
 * State Settings (spec 002 §2): page 1 of 10 at first, the Search asks for 1000 rows of the chosen
 * country (spec 002 §9), Clear goes back to the first. A save refreshes the list by itself.
 */
export function useStateSettings() {
  const countries = useCountryLookup();
  const list = usePagedList({
    resource: REFERENCE_RESOURCES.states,
    fetchPage: (paging, filter: { countryId: number | null }, { signal }) => getStates(paging, filter.countryId, signal),
    initialFilter: { countryId: null },
  });
  const [countryId, setCountryId] = useState<number | null>(null);
  // The drawer: closed, a new state, or the state being edited.
  const [editing, setEditing] = useState<null | 'new' | State>(null);

  return {
    list,
    countries,
    countryId,
    setCountryId,
    runSearch: () => list.search({ countryId }, { pageSize: STATE_SEARCH_PAGE_SIZE }),
    clearSearch: () => {
      setCountryId(null);
      list.search({ countryId: null }, { pageSize: DEFAULT_PAGE_SIZE });
    },
    /** Every page of the rows of the current filter, for the export. */
    exportPage: (paging: Paging) => getStates(paging, list.filter.countryId),
    editing,
    setEditing,
  };
}
