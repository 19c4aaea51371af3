import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { getToken, isTokenValid } from '../lib/token-storage.ts';
import { FEATURE_ROUTES } from './feature-routes.tsx';

/**
 * On a cold start at a screen's address, its data leave beside the session check and the code of
 * the shell and the page, instead of after all of them have rendered. Only with a live stored
 * session: a guest is sent to sign in, and the server checks the page's grant on every call anyway.
 */
export function preloadPageData(location: Pick<Location, 'pathname' | 'search'>, queryClient: QueryClient): void {
  const token = getToken();
  if (!token || !isTokenValid(token)) return;
  // The user's saved views and columns, which every list waits for before its first fetch and paint.
  void import('../lib/lists/list-memory-queries.ts').then((m) => m.prefetchListMemory(queryClient)).catch(() => undefined);
  for (const route of FEATURE_ROUTES) {
    if (!route.preload) continue;
    const match = matchPath({ path: route.params ? `${route.page}/${route.params}` : route.page, end: true }, location.pathname);
    if (!match) continue;
    // A failure shows where the page renders and asks for the same data.
    void Promise.resolve(route.preload({ params: match.params, search: new URLSearchParams(location.search) }, queryClient)).catch(
      () => undefined,
    );
    return;
  }
}
