import { useRef, useState } from 'react';
import { toSkipTake, type Paging } from '../../../domain/paging.ts';
import type { Country } from '../../../domain/reference/countries.ts';
import { COUNTRY_LIST_SIZE } from '../../../domain/reference/constants.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { getCountries } from '../api/get-countries.ts';

interface CountryFilter {
  search: string;
}

/** The drawer: closed, a new country, or the country being edited. */
export type CountryEditing = null | 'new' | Country;

/**
 * Country Settings loads the whole list at once (10000 rows, spec 002 §9) and pages it on screen; a
 * search, a save or Clear loads it again.
 */
export function useCountrySettings() {
  const loaded = useRef<{ search: string; rows: Promise<Country[]> } | null>(null);

  const allRows = (search: string): Promise<Country[]> => {
    if (loaded.current?.search !== search) {
      const rows = getCountries({ index: 1, pageSize: COUNTRY_LIST_SIZE }, search).then((page) => page.records);
      loaded.current = { search, rows };
      // A failed load is not kept: the next page or search asks again.
      rows.catch(() => {
        if (loaded.current?.rows === rows) loaded.current = null;
      });
    }
    return loaded.current.rows;
  };

  const pageOf = async ({ index, pageSize }: Paging, filter: CountryFilter) => {
    const rows = await allRows(filter.search);
    const { skip, take } = toSkipTake(index, pageSize);
    return { records: rows.slice(skip, skip + take), totalRecords: rows.length };
  };

  const list = usePagedList<Country, CountryFilter>({ fetchPage: pageOf, initialFilter: { search: '' } });
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<CountryEditing>(null);

  const runSearch = (text: string) => {
    loaded.current = null;
    list.search({ search: text.trim() });
  };

  return {
    list,
    search,
    setSearch,
    runSearch: () => runSearch(search),
    clearSearch: () => {
      setSearch('');
      runSearch('');
    },
    /** Every page of the rows on screen, for the export. */
    exportPage: (paging: Paging) => pageOf(paging, list.filter),
    editing,
    setEditing,
    saved: () => {
      setEditing(null);
      loaded.current = null;
      list.reload();
    },
  };
}
