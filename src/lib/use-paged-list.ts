import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../domain/constants.ts';
import { pageCount, type Page, type Paging } from '../domain/paging.ts';
import { queryKeys } from './query/query-keys.ts';
import { useFailureToast } from './query/use-failure-toast.ts';

/** Loads one page for a filter; `signal` aborts a request whose answer is no longer wanted. */
export type FetchPage<T, F> = (paging: Paging, filter: F, options: { signal: AbortSignal }) => Promise<Page<T>>;

export interface PagedListOptions<T, F> {
  /** The resource the rows are ('states'): a save that names it reloads the list. */
  resource?: string;
  fetchPage: FetchPage<T, F>;
  initialFilter: F;
  pageSize?: number;
  /** false: nothing loads until the first `search()` (screens whose filters must be chosen first). */
  auto?: boolean;
}

export interface PagedList<T, F> {
  rows: T[];
  totalRecords: number;
  paging: Paging;
  /** Another page or page size of the same filter. */
  setPaging: (paging: Paging) => void;
  /** The filter of the rows on screen. */
  filter: F;
  /** Runs a new search from page 1, in pages of `pageSize` when given (some screens' Search asks for more rows). */
  search: (filter: F, options?: { pageSize?: number }) => void;
  /** Loads the same page again. A save need not call it: it invalidates its resource. */
  reload: () => void;
  loading: boolean;
  error: Error | null;
  /** Any page of the current filter, e.g. every page for the export. */
  exportPage: (paging: Paging) => Promise<Page<T>>;
}

const EMPTY: Page<never> = { records: [], totalRecords: 0 };

/**
 * State of a server-paged grid, cached by TanStack Query under [resource, 'list', filter, paging].
 * The previous rows stay on screen while another page loads; failures show as an error toast
 * (spec 000 §8) and leave the previous rows on screen.
 */
export function usePagedList<T, F>({
  resource,
  fetchPage,
  initialFilter,
  pageSize = DEFAULT_PAGE_SIZE,
  auto = true,
}: PagedListOptions<T, F>): PagedList<T, F> {
  // A list that names no resource still gets a key of its own, so two screens never share rows.
  const ownKey = useId();
  const [query, setQuery] = useState(() => ({ paging: { index: 1, pageSize }, filter: initialFilter, active: auto }));
  const result = useQuery({
    queryKey: queryKeys.list(resource ?? ownKey, query.filter, query.paging),
    queryFn: ({ signal }) => fetchPage(query.paging, query.filter, { signal }),
    enabled: query.active,
    placeholderData: keepPreviousData,
  });
  useFailureToast(result.error, result.errorUpdatedAt);
  const { refetch } = result;
  const page = result.data ?? EMPTY;

  // Rows were removed since the page was chosen (a delete on the last page): show the new last page.
  const lastPage = pageCount(page.totalRecords, query.paging.pageSize);
  const beyondLast = result.isSuccess && !result.isPlaceholderData && page.records.length === 0 && query.paging.index > lastPage;
  useEffect(() => {
    if (beyondLast) setQuery((q) => ({ ...q, paging: { ...q.paging, index: lastPage } }));
  }, [beyondLast, lastPage]);

  const setPaging = useCallback((paging: Paging) => setQuery((q) => ({ ...q, paging })), []);
  const search = useCallback(
    (filter: F, { pageSize: size = query.paging.pageSize } = {}) => {
      const paging = { index: 1, pageSize: size };
      // The same search again (Search pressed twice) asks the server again, as the user expects.
      const same = query.active && JSON.stringify([filter, paging]) === JSON.stringify([query.filter, query.paging]);
      if (same) void refetch();
      else setQuery({ paging, filter, active: true });
    },
    [query, refetch],
  );
  const reload = useCallback(() => {
    if (query.active) void refetch();
    else setQuery((q) => ({ ...q, active: true }));
  }, [query.active, refetch]);

  return {
    rows: page.records,
    totalRecords: page.totalRecords,
    paging: query.paging,
    setPaging,
    filter: query.filter,
    search,
    reload,
    loading: result.isFetching || beyondLast,
    error: result.error,
    exportPage: (paging) => fetchPage(paging, query.filter, { signal: new AbortController().signal }),
  };
}

/** The grid's share of a paged list: `<DataTable {...gridProps(list)} … />`. */
export function gridProps<T, F>(list: PagedList<T, F>) {
  return { rows: list.rows, totalRecords: list.totalRecords, paging: list.paging, onPagingChange: list.setPaging, loading: list.loading };
}

/**
 * The filter form above a list: edited as a draft, applied by Search (or Enter), emptied by Clear
 * (spec 000 §2 Search/Clear). `setDraft` merges the fields it is given. With `searchPageSize`,
 * Search shows pages of that size and Clear goes back to the first view's (spec 002 §9). `initial`:
 * the draft a screen opens with when it is not the empty one (filters from the address).
 */
export function useDraftFilter<T, F extends object>(
  list: PagedList<T, F>,
  empty: F,
  { searchPageSize, initial = empty }: { searchPageSize?: number; initial?: F } = {},
) {
  const [draft, setDraft] = useState<F>(initial);
  return {
    draft,
    setDraft: (change: Partial<F>) => setDraft((current) => ({ ...current, ...change })),
    runSearch: () => list.search(draft, { pageSize: searchPageSize }),
    clearSearch: () => {
      setDraft(empty);
      list.search(empty, searchPageSize ? { pageSize: DEFAULT_PAGE_SIZE } : {});
    },
  };
}

/** A draft filter as useDraftFilter answers it. */
export type DraftFilter<F extends object> = ReturnType<typeof useDraftFilter<unknown, F>>;

/**
 * A draft filter whose typed fields are checked before Search: the problems `problemsOf` finds (each
 * named by its field) stop the search and show under their fields; editing a field takes its
 * problem away; Clear takes them all.
 */
export function useCheckedFilter<F extends object, P extends keyof F & string>(filter: DraftFilter<F>, problemsOf: (draft: F) => P[]) {
  const [problems, setProblems] = useState<P[]>([]);
  return {
    problems,
    change: (next: Partial<F>) => {
      filter.setDraft(next);
      setProblems((current) => current.filter((field) => !(field in next)));
    },
    runSearch: () => {
      const found = problemsOf(filter.draft);
      setProblems(found);
      if (found.length === 0) filter.runSearch();
    },
    clearSearch: () => {
      setProblems([]);
      filter.clearSearch();
    },
  };
}
