import { useQueryClient } from '@tanstack/react-query';
import type { Sort } from '../../../domain/lists/sort.ts';
import { toSkipTake, type Paging } from '../../../domain/paging.ts';
import { COUNTRY_SORTS } from '../../../domain/reference/countries.ts';
import { COUNTRY_LIST_SIZE } from '../../../domain/reference/constants.ts';
import { REFERENCE_RESOURCES } from '../../../lib/lookups/reference-lookups.ts';
import { LOOKUP_STALE_MS } from '../../../lib/query/query-client.ts';
import { queryKeys } from '../../../lib/query/query-keys.ts';
import { useDraftFilter, usePagedList } from '../../../lib/use-paged-list.ts';
import { getCountries } from '../api/get-countries.ts';

const RESOURCE = REFERENCE_RESOURCES.countries;

/**
 * Country Settings loads the whole list at once (10000 rows, spec 002 §9), in the order the server
 * sorts it, and pages it on screen. The whole list is cached under the countries resource, per search
 * and order, so a save loads it again; so do Search and Clear.
 */
export function useCountrySettings() {
  const queryClient = useQueryClient();
  const fetchPage = async ({ index, pageSize }: Paging, filter: { search: string }, { sort }: { sort?: Sort }) => {
    const rows = await queryClient.fetchQuery({
      queryKey: queryKeys.whole(RESOURCE, [filter.search, sort ?? null]),
      queryFn: ({ signal }) =>
        getCountries({ index: 1, pageSize: COUNTRY_LIST_SIZE }, filter.search, { signal, sort }).then((p) => p.records),
      staleTime: LOOKUP_STALE_MS,
    });
    const { skip, take } = toSkipTake(index, pageSize);
    return { records: rows.slice(skip, skip + take), totalRecords: rows.length };
  };
  const list = usePagedList({ resource: RESOURCE, fetchPage, initialFilter: { search: '' }, sortable: COUNTRY_SORTS });
  const draft = useDraftFilter(list, { search: '' });
  const fresh = (then: () => void) => () => {
    queryClient.removeQueries({ queryKey: [RESOURCE, 'whole'] });
    then();
  };
  return { list, filter: { ...draft, runSearch: fresh(draft.runSearch), clearSearch: fresh(draft.clearSearch) } };
}
