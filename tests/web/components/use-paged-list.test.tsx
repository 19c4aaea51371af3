import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Page, Paging } from '../../../src/domain/paging.ts';
import { useToastStore } from '../../../src/lib/toast.ts';
import { usePagedList } from '../../../src/lib/use-paged-list.ts';
import { createQueryClient } from '../../../src/lib/query/query-client.ts';
import { QueryProvider } from '../../../src/lib/query/query-provider.tsx';
import type { ReactNode } from 'react';
import { deferred } from './render-kit.tsx';

// Each hook gets a cache of its own, without retries.
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryProvider client={createQueryClient({ test: true })}>{children}</QueryProvider>
);

interface Filter {
  name: string;
}

/** A fake endpoint whose replies the test releases one by one, in any order. */
function slowServer() {
  const pending: { paging: Paging; filter: Filter; reply: ReturnType<typeof deferred<Page<string>>> }[] = [];
  const fetchPage = vi.fn((paging: Paging, filter: Filter) => {
    const reply = deferred<Page<string>>();
    pending.push({ paging, filter, reply });
    return reply.promise;
  });
  return { pending, fetchPage };
}

describe('usePagedList', () => {
  it('loads page 1 of the initial filter, then other pages', async () => {
    const { pending, fetchPage } = slowServer();
    const { result } = renderHook(() => usePagedList({ fetchPage, initialFilter: { name: '' } }), { wrapper });
    expect(result.current.loading).toBe(true);
    expect(pending[0]).toMatchObject({ paging: { index: 1, pageSize: 10 }, filter: { name: '' } });
    await act(async () => pending[0]!.reply.resolve({ records: ['a', 'b'], totalRecords: 12 }));
    await waitFor(() => expect(result.current).toMatchObject({ rows: ['a', 'b'], totalRecords: 12, loading: false, error: null }));

    act(() => result.current.setPaging({ index: 2, pageSize: 10 }));
    expect(pending[1]!.paging).toEqual({ index: 2, pageSize: 10 });
    // The previous rows stay on screen while the next page loads.
    expect(result.current).toMatchObject({ rows: ['a', 'b'], loading: true });
  });

  it('searches from page 1 and never lets an older reply overwrite a newer one', async () => {
    const { pending, fetchPage } = slowServer();
    const { result } = renderHook(() => usePagedList({ fetchPage, initialFilter: { name: '' } }), { wrapper });
    act(() => result.current.setPaging({ index: 3, pageSize: 50 }));
    act(() => result.current.search({ name: 'new' }));
    expect(pending.at(-1)).toMatchObject({ paging: { index: 1, pageSize: 50 }, filter: { name: 'new' } });
    expect(result.current.filter).toEqual({ name: 'new' });

    await act(async () => pending.at(-1)!.reply.resolve({ records: ['new'], totalRecords: 1 }));
    // The slow replies to the earlier requests arrive last and are ignored.
    await act(async () => pending[1]!.reply.resolve({ records: ['page 3'], totalRecords: 200 }));
    await act(async () => pending[0]!.reply.resolve({ records: ['initial'], totalRecords: 99 }));
    await waitFor(() => expect(result.current).toMatchObject({ rows: ['new'], totalRecords: 1, loading: false }));
  });

  it('waits for the first search when auto is off, and reload repeats the same page', async () => {
    const { pending, fetchPage } = slowServer();
    const { result } = renderHook(() => usePagedList({ fetchPage, initialFilter: { name: '' }, auto: false, pageSize: 100 }), { wrapper });
    expect(fetchPage).not.toHaveBeenCalled();
    expect(result.current.loading).toBe(false);
    act(() => result.current.search({ name: 'x' }));
    expect(pending[0]).toMatchObject({ paging: { index: 1, pageSize: 100 }, filter: { name: 'x' } });
    await act(async () => pending[0]!.reply.resolve({ records: ['x'], totalRecords: 1 }));
    act(() => result.current.reload());
    expect(pending[1]).toMatchObject({ paging: { index: 1, pageSize: 100 }, filter: { name: 'x' } });
  });

  it('shows a failure as an error toast and keeps the previous rows', async () => {
    useToastStore.setState({ current: null });
    const { pending, fetchPage } = slowServer();
    const { result } = renderHook(() => usePagedList({ fetchPage, initialFilter: { name: '' } }), { wrapper });
    await act(async () => pending[0]!.reply.resolve({ records: ['kept'], totalRecords: 1 }));
    await waitFor(() => expect(result.current.rows).toEqual(['kept']));
    act(() => result.current.reload());
    await act(async () => pending[1]!.reply.reject(new Error('State list is unavailable')));
    await waitFor(() => expect(result.current).toMatchObject({ rows: ['kept'], totalRecords: 1, loading: false }));
    expect(result.current.error?.message).toBe('State list is unavailable');
    expect(useToastStore.getState().current).toMatchObject({ severity: 'error', message: 'State list is unavailable' });
  });

  it('moves to the new last page when the current one has emptied', async () => {
    const { pending, fetchPage } = slowServer();
    const { result } = renderHook(() => usePagedList({ fetchPage, initialFilter: { name: '' } }), { wrapper });
    act(() => result.current.setPaging({ index: 3, pageSize: 10 }));
    await act(async () => pending[1]!.reply.resolve({ records: [], totalRecords: 20 }));
    await waitFor(() => expect(pending.map((p) => p.paging.index)).toEqual([1, 3, 2]));
    await act(async () => pending[2]!.reply.resolve({ records: ['p2'], totalRecords: 20 }));
    await waitFor(() => expect(result.current).toMatchObject({ rows: ['p2'], paging: { index: 2, pageSize: 10 } }));
  });
});
