import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { ColumnLayout } from '../../domain/lists/layout.ts';
import { LIST_VIEW_PATHS, type SavedLayout } from '../../domain/lists/views.ts';
import { request } from '../api-client.ts';
import { toast } from '../toast.ts';
import type { ListKey } from './list-key.ts';
import { layoutsQuery, listMemoryKeys, memoryUser } from './list-memory-queries.ts';

/** How long the columns rest before they are saved: a drag of a column's edge saves once. */
export const LAYOUT_SAVE_DELAY_MS = 1000;

export interface SavedColumns {
  /** The layouts are known (or could not be loaded): until then the grid is not painted. */
  ready: boolean;
  /** The columns as the user last arranged them; undefined: as the screen declares them. */
  layout: ColumnLayout | undefined;
  /** Shows `layout` at once and saves it on the server after a second's rest. */
  onLayoutChange: (layout: ColumnLayout) => void;
}

/** The user's saved columns of one list (`key`; none: nothing is kept). */
export function useSavedLayout(key: ListKey | null): SavedColumns {
  const queryClient = useQueryClient();
  const user = memoryUser();
  const enabled = key !== null && user !== '';
  const query = useQuery({ ...layoutsQuery(user), enabled });
  const saved = query.data?.find((l) => l.page === key?.page && l.list === key?.list)?.layout;

  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; send: () => void } | null>(null);
  const flush = useCallback(() => {
    const waiting = pending.current;
    if (!waiting) return;
    clearTimeout(waiting.timer);
    pending.current = null;
    waiting.send();
  }, []);
  // A change made just before leaving the screen is still saved.
  useEffect(() => flush, [flush]);

  const onLayoutChange = useCallback(
    (layout: ColumnLayout) => {
      if (!key || !user) return;
      const entry = { page: key.page, list: key.list, layout } as SavedLayout;
      // The cache shows the change at once; the server hears it once the user rests.
      queryClient.setQueryData<SavedLayout[]>(listMemoryKeys.layouts(user), (all = []) => [
        ...all.filter((l) => l.page !== key.page || l.list !== key.list),
        entry,
      ]);
      if (pending.current) clearTimeout(pending.current.timer);
      const send = () =>
        void request({ method: 'PUT', url: LIST_VIEW_PATHS.layouts, data: entry }).catch((error: unknown) => toast.failure(error));
      pending.current = { send, timer: setTimeout(flush, LAYOUT_SAVE_DELAY_MS) };
    },
    [key, user, queryClient, flush],
  );

  return { ready: !enabled || query.isSuccess || query.isError, layout: saved, onLayoutChange };
}
