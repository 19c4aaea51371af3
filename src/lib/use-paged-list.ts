import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../domain/constants.ts';
import { pageCount, type Page, type Paging } from '../domain/paging.ts';
import { errorMessage, toast } from './toast.ts';

/** Loads one page for a filter; `signal` aborts a request whose answer is no longer wanted. */
export type FetchPage<T, F> = (paging: Paging, filter: F, options: { signal: AbortSignal }) => Promise<Page<T>>;

export interface PagedListOptions<T, F> {
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
  /** Runs a new search from page 1. */
  search: (filter: F) => void;
  /** Loads the same page again, e.g. after a save. */
  reload: () => void;
  loading: boolean;
  error: Error | null;
}

interface Query<F> {
  paging: Paging;
  filter: F;
  active: boolean;
  // Bumped so a reload or a repeated search with an equal filter still loads.
  nonce: number;
}

/**
 * State of a server-paged grid: rows, total, paging and filter. Failures are shown as an error
 * toast (spec 000 §8) and leave the previous rows on screen.
 */
export function usePagedList<T, F>({
  fetchPage,
  initialFilter,
  pageSize = DEFAULT_PAGE_SIZE,
  auto = true,
}: PagedListOptions<T, F>): PagedList<T, F> {
  const [query, setQuery] = useState<Query<F>>(() => ({ paging: { index: 1, pageSize }, filter: initialFilter, active: auto, nonce: 0 }));
  const [result, setResult] = useState<Page<T>>({ records: [], totalRecords: 0 });
  const [loading, setLoading] = useState(auto);
  const [error, setError] = useState<Error | null>(null);

  // Callers pass a new function on each render; the latest one is used without reloading.
  const fetchRef = useRef(fetchPage);
  useEffect(() => {
    fetchRef.current = fetchPage;
  });

  useEffect(() => {
    if (!query.active) return;
    const controller = new AbortController();
    // Set false by the cleanup when a newer query (or unmount) supersedes this one, so a slow old
    // reply can never overwrite a newer one.
    let current = true;
    setLoading(true);
    fetchRef.current(query.paging, query.filter, { signal: controller.signal }).then(
      (page) => {
        if (!current) return;
        const lastPage = pageCount(page.totalRecords, query.paging.pageSize);
        if (page.records.length === 0 && query.paging.index > lastPage) {
          // Rows were removed since the page was chosen (a delete on the last page): show the new last page.
          setQuery((q) => ({ ...q, paging: { ...q.paging, index: lastPage } }));
          return;
        }
        setResult(page);
        setError(null);
        setLoading(false);
      },
      (reason: unknown) => {
        if (!current) return;
        const failure = reason instanceof Error ? reason : new Error(errorMessage(reason));
        setError(failure);
        setLoading(false);
        toast.failure(reason);
      },
    );
    return () => {
      current = false;
      controller.abort();
    };
  }, [query]);

  const setPaging = useCallback((paging: Paging) => setQuery((q) => ({ ...q, paging, nonce: q.nonce + 1 })), []);
  const search = useCallback(
    (filter: F) => setQuery((q) => ({ paging: { ...q.paging, index: 1 }, filter, active: true, nonce: q.nonce + 1 })),
    [],
  );
  const reload = useCallback(() => setQuery((q) => ({ ...q, active: true, nonce: q.nonce + 1 })), []);

  return {
    rows: result.records,
    totalRecords: result.totalRecords,
    paging: query.paging,
    setPaging,
    filter: query.filter,
    search,
    reload,
    loading,
    error,
  };
}

/** The grid's share of a paged list: `<DataTable {...gridProps(list)} … />`. */
export function gridProps<T, F>(list: PagedList<T, F>) {
  return { rows: list.rows, totalRecords: list.totalRecords, paging: list.paging, onPagingChange: list.setPaging, loading: list.loading };
}

/**
 * The filter form above a list: edited as a draft, applied by Search (or Enter), emptied by Clear
 * (spec 000 §2 Search/Clear). `setDraft` merges the fields it is given.
 */
export function useDraftFilter<T, F extends object>(list: PagedList<T, F>, empty: F) {
  const [draft, setDraft] = useState<F>(empty);
  return {
    draft,
    setDraft: (change: Partial<F>) => setDraft((current) => ({ ...current, ...change })),
    runSearch: () => list.search(draft),
    clearSearch: () => {
      setDraft(empty);
      list.search(empty);
    },
  };
}
