import { QueryClient } from '@tanstack/react-query';

/** A pick list changes rarely (a country or state is added a few times a year): kept for 10 minutes. */
export const LOOKUP_STALE_MS = 10 * 60_000;

/**
 * The office screens' cache of server data. Lists are fresh for a few seconds so a page revisited at
 * once shows without a second request; a save invalidates what it changed (see query-keys.ts).
 * `test`: no retries, so a failing call fails the test at once.
 */
export function createQueryClient({ test = false } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: test ? false : 1, staleTime: 5_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
