import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { LIST_VIEW_PATHS, savedLayoutSchema, savedViewSchema } from '../../domain/lists/views.ts';
import { request } from '../api-client.ts';
import { decodeTokenPayload, getToken } from '../token-storage.ts';

/**
 * What the lists remember for the signed-in user (saved views, column layouts), loaded once per
 * session into the query cache, so that a list applies them synchronously when it first renders.
 * Kept apart in a small module: the shell prefetches it on a cold start beside the page's code.
 */

/** The user the cache entries belong to: another sign-in on this tab reads its own. */
export const memoryUser = (): string => String(decodeTokenPayload(getToken() ?? '')?.sub ?? '');

export const listMemoryKeys = {
  all: ['list-memory'] as const,
  views: (user: string) => ['list-memory', user, 'views'] as const,
  layouts: (user: string) => ['list-memory', user, 'layouts'] as const,
};

const viewsSchema = z.array(savedViewSchema);
const layoutsSchema = z.array(savedLayoutSchema);

// Changed only by this user's own saves, which refresh them; another browser's show after a reload or on opening the menu.
export const viewsQuery = (user: string) => ({
  queryKey: listMemoryKeys.views(user),
  queryFn: ({ signal }: { signal?: AbortSignal }) => request({ method: 'GET', url: LIST_VIEW_PATHS.views, signal }, viewsSchema),
  staleTime: Infinity,
});

export const layoutsQuery = (user: string) => ({
  queryKey: listMemoryKeys.layouts(user),
  queryFn: ({ signal }: { signal?: AbortSignal }) => request({ method: 'GET', url: LIST_VIEW_PATHS.layouts, signal }, layoutsSchema),
  staleTime: Infinity,
});

/** Starts loading the user's views and layouts (nothing without a session); a failure shows where a list asks again. */
export function prefetchListMemory(queryClient: QueryClient): void {
  const user = memoryUser();
  if (!user) return;
  void queryClient.prefetchQuery(viewsQuery(user));
  void queryClient.prefetchQuery(layoutsQuery(user));
}
