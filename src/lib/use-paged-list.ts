import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '../domain/constants.ts';
import type { Sort } from '../domain/lists/sort.ts';
import { pageCount, type Page, type Paging } from '../domain/paging.ts';
import { KIT_NS } from './kit-i18n.ts';
import type { FilterCodecs, ListView } from './lists/address-codec.ts';
import { useListView, type AddressOption, type ListMemory } from './lists/use-list-view.ts';
import { defaultRowId, useLiveList, type LiveChanges } from './lists/use-live-list.ts';
import { queryKeys } from './query/query-keys.ts';
import { useFailureToast } from './query/use-failure-toast.ts';
import { toast } from './toast.ts';

/** Loads one page for a filter in an order (none: the list's own); `signal` aborts a request whose answer is no longer wanted. */
export type FetchPage<T, F> = (paging: Paging, filter: F, options: { signal: AbortSignal; sort?: Sort }) => Promise<Page<T>>;

export interface PagedListOptions<T, F> {
  /** The resource the rows are ('states'): a save that names it reloads the list. */
  resource?: string;
  fetchPage: FetchPage<T, F>;
  initialFilter: F;
  pageSize?: number;
  /** false: nothing loads until the first `search()` (screens whose filters must be chosen first) or an address naming a view. */
  auto?: boolean;
  /** The columns (by id) the server sorts by; the grid's headers offer exactly these. */
  sortable?: readonly string[];
  /** The order of the first view; absent, the list's own (e.g. newest first). */
  defaultSort?: Sort;
  /**
   * The view (filter, page, page size, order) is kept in the address's query, so a reload, the back
   * button and a shared link show it again. `prefix` names a second list's parameters on one page;
   * `codecs` read a field the empty filter's type does not tell (a list of ids), `problemsOf` finds
   * read values the screen cannot use (a date that is no date). false: a list inside a drawer.
   */
  address?: AddressOption<F>;
  // Live lists (use-live-list.ts).
  /** A row's id, to tell whether a live reload moved rows; `row.id ?? row.Id` by default. */
  rowId?: (row: T) => string;
  /** false: the list does not follow changes made elsewhere. */
  live?: boolean;
}

export interface PagedList<T, F> {
  rows: T[];
  totalRecords: number;
  paging: Paging;
  /** Another page or page size of the same filter. */
  setPaging: (paging: Paging) => void;
  /** The order on screen, and the columns that can be sorted (the grid's headers). */
  sort: Sort | undefined;
  sortable: readonly string[];
  /** Another order, from page 1. */
  setSort: (sort: Sort | undefined) => void;
  /** The filter of the rows on screen. */
  filter: F;
  /** The filter came from the address: the filter form opens with it. */
  filterFromAddress: boolean;
  /** Runs a new search from page 1, in pages of `pageSize` when given (some screens' Search asks for more rows). */
  search: (filter: F, options?: { pageSize?: number }) => void;
  /** Loads the same page again. A save need not call it: it invalidates its resource. */
  reload: () => void;
  loading: boolean;
  error: Error | null;
  /** Any page of the current filter and order, e.g. every page for the export. */
  exportPage: (paging: Paging) => Promise<Page<T>>;
  /** Rows changed elsewhere that would move rows on screen: the grid offers to show them. */
  liveChanges?: LiveChanges;
  /** The list's saved views (the Views menu), for a list kept in the address of one of the spec's pages. */
  memory?: ListMemory;
}

const EMPTY: Page<never> = { records: [], totalRecords: 0 };
const NONE: readonly string[] = [];

/**
 * State of a server-paged grid, cached by TanStack Query under [resource, 'list', filter, paging, sort].
 * The view lives in the address (see `address`). The previous rows stay on screen while another page
 * loads; failures show as an error toast (spec 000 §8) and leave the previous rows on screen.
 */
export function usePagedList<T, F>({
  resource,
  fetchPage,
  initialFilter,
  pageSize = DEFAULT_PAGE_SIZE,
  auto = true,
  sortable = NONE,
  defaultSort,
  address = {},
  rowId = defaultRowId,
  live = true,
}: PagedListOptions<T, F>): PagedList<T, F> {
  const { t } = useTranslation(KIT_NS);
  // A list that names no resource still gets a key of its own, so two screens never share rows.
  const ownKey = useId();
  const [fallback] = useState<ListView<F>>(() => ({ filter: initialFilter, paging: { index: 1, pageSize }, sort: defaultSort }));
  const { view, fromAddress, setView, ready, memory } = useListView(
    address,
    { empty: initialFilter, fallback, sortable, codecs: address ? (address.codecs as FilterCodecs<F> | undefined) : undefined },
    resource,
  );
  const [searched, setSearched] = useState(auto);
  const active = searched || fromAddress;
  // Until the user moves, a page past the end came with the address: it falls back to page 1.
  const moved = useRef(false);

  const queryKey = [...queryKeys.list(resource ?? ownKey, view.filter, view.paging), view.sort ?? null];
  const result = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchPage(view.paging, view.filter, { signal, sort: view.sort }),
    // Not before the user's saved views are known: the default one may change what is asked.
    enabled: active && ready,
    placeholderData: keepPreviousData,
  });
  useFailureToast(result.error, result.errorUpdatedAt);
  const { refetch } = result;
  const page = result.data ?? EMPTY;

  // Live lists: changes made elsewhere reload the page in the background (use-live-list.ts).
  const liveChanges = useLiveList({
    enabled: live && active,
    queryKey,
    load: (signal) => fetchPage(view.paging, view.filter, { signal, sort: view.sort }),
    shown: result.isPlaceholderData ? undefined : result.data,
    busy: result.isFetching,
    rowId,
  });

  // Rows were removed since the page was chosen (a delete on the last page): show the new last page.
  const lastPage = pageCount(page.totalRecords, view.paging.pageSize);
  const beyondLast = result.isSuccess && !result.isPlaceholderData && page.records.length === 0 && view.paging.index > lastPage;
  useEffect(() => {
    if (!beyondLast) return;
    if (!moved.current && fromAddress) toast.info(t('table.addressFallback'));
    setView({ ...view, paging: { ...view.paging, index: moved.current ? lastPage : 1 } }, { replace: true });
  }, [beyondLast, lastPage]); // eslint-disable-line react-hooks/exhaustive-deps -- runs once per page found empty

  const go = useCallback(
    (next: ListView<F>) => {
      moved.current = true;
      setView(next);
    },
    [setView],
  );
  const setPaging = useCallback((paging: Paging) => go({ ...view, paging }), [go, view]);
  const setSort = useCallback((sort: Sort | undefined) => go({ ...view, sort, paging: { ...view.paging, index: 1 } }), [go, view]);
  const search = useCallback(
    (filter: F, { pageSize: size = view.paging.pageSize } = {}) => {
      const paging = { index: 1, pageSize: size };
      setSearched(true);
      // The same search again (Search pressed twice) asks the server again, as the user expects.
      const same = active && JSON.stringify([filter, paging]) === JSON.stringify([view.filter, view.paging]);
      if (same) void refetch();
      else go({ ...view, filter, paging });
    },
    [view, active, refetch, go],
  );
  const reload = useCallback(() => {
    if (active) void refetch();
    else setSearched(true);
  }, [active, refetch]);

  return {
    rows: page.records,
    totalRecords: page.totalRecords,
    paging: view.paging,
    setPaging,
    sort: view.sort,
    sortable,
    setSort,
    filter: view.filter,
    filterFromAddress: fromAddress,
    search,
    reload,
    loading: result.isFetching || beyondLast,
    error: result.error,
    exportPage: (paging) => fetchPage(paging, view.filter, { signal: new AbortController().signal, sort: view.sort }),
    liveChanges,
    memory,
  };
}

/** The grid's share of a paged list: `<DataTable {...gridProps(list)} … />`. */
export function gridProps<T, F>(list: PagedList<T, F>) {
  return {
    rows: list.rows,
    totalRecords: list.totalRecords,
    paging: list.paging,
    onPagingChange: list.setPaging,
    loading: list.loading,
    sort: list.sort,
    sortable: list.sortable,
    onSortChange: list.setSort,
    liveChanges: list.liveChanges,
  };
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
  const [draft, setDraft] = useState<F>(() => (list.filterFromAddress ? list.filter : initial));
  // The applied filter changed from outside the form (back, forward, a saved view): the form shows it.
  const applied = JSON.stringify(list.filter);
  const shown = useRef(applied);
  useEffect(() => {
    if (shown.current === applied) return;
    shown.current = applied;
    setDraft(list.filter);
  }, [applied]); // eslint-disable-line react-hooks/exhaustive-deps -- the text stands for the filter
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
