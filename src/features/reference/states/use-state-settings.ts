import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../../domain/constants.ts';
import type { Paging } from '../../../domain/paging.ts';
import { STATE_SEARCH_PAGE_SIZE } from '../../../domain/reference/constants.ts';
import type { State } from '../../../domain/reference/states.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { getStates } from '../api/get-states.ts';
import { useCountryLookup } from '../use-lookups.ts';

interface StateFilter {
  countryId: number | null;
}

/** The drawer: closed, a new state, or the state being edited. */
export type StateEditing = null | 'new' | State;

/**
 * State Settings (spec 002 §2): page 1 of 10 at first, the Search asks for 1000 rows of the chosen
 * country (spec 002 §9), Clear goes back to the first.
 */
export function useStateSettings() {
  const countries = useCountryLookup();
  const list = usePagedList<State, StateFilter>({
    fetchPage: (paging, filter, { signal }) => getStates(paging, filter.countryId, signal),
    initialFilter: { countryId: null },
  });
  const [countryId, setCountryId] = useState<number | null>(null);
  const [editing, setEditing] = useState<StateEditing>(null);

  const searchWith = (filter: StateFilter, pageSize: number) => {
    list.setPaging({ index: 1, pageSize });
    list.search(filter);
  };

  return {
    list,
    countries,
    countryId,
    setCountryId,
    runSearch: () => searchWith({ countryId }, STATE_SEARCH_PAGE_SIZE),
    clearSearch: () => {
      setCountryId(null);
      searchWith({ countryId: null }, DEFAULT_PAGE_SIZE);
    },
    /** Every page of the rows of the current filter, for the export. */
    exportPage: (paging: Paging) => getStates(paging, list.filter.countryId),
    editing,
    setEditing,
    saved: () => {
      setEditing(null);
      list.reload();
    },
  };
}
