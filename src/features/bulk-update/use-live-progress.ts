import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { bulkUpdateSchema, type BulkUpdate } from '../../domain/bulk-update/contracts.ts';
import { BULK_UPDATE_EVENTS } from '../../domain/bulk-update/paths.ts';
import type { Page } from '../../domain/paging.ts';
import { queryKeys } from '../../lib/query/query-keys.ts';
import { emitSocket, onSocketEvent, useSocketStatus } from '../../lib/socket.ts';

export const BULK_UPDATES_RESOURCE = 'bulk-updates';

/**
 * Keeps the list's pages live: the server tells the updates' room each update's status and counts
 * as it runs, and the row on screen takes them at once. An update that ends reloads the list (it
 * may now match another status filter).
 */
export function useLiveProgress(): void {
  const queryClient = useQueryClient();
  const socket = useSocketStatus((s) => s.status);

  useEffect(() => {
    if (socket !== 'connected') return;
    // Rooms are per connection: join again after every reconnect.
    emitSocket(BULK_UPDATE_EVENTS.join);
    return () => emitSocket(BULK_UPDATE_EVENTS.leave);
  }, [socket]);

  useEffect(
    () =>
      onSocketEvent(BULK_UPDATE_EVENTS.progress, (message) => {
        const parsed = bulkUpdateSchema.safeParse(message);
        if (!parsed.success) return;
        const update = parsed.data;
        queryClient.setQueriesData<Page<BulkUpdate>>({ queryKey: [BULK_UPDATES_RESOURCE, 'list'] }, (page) =>
          page?.records.some((r) => r.id === update.id)
            ? { ...page, records: page.records.map((r) => (r.id === update.id ? update : r)) }
            : page,
        );
        if (update.status >= 2) void queryClient.invalidateQueries({ queryKey: queryKeys.all(BULK_UPDATES_RESOURCE) });
      }),
    [queryClient],
  );
}
