import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { api } from '../../src/lib/api-client.ts';
import { currentToast } from './render-page.tsx';

/** The notice a list shows when part of its address could not be used. */
export const ADDRESS_FALLBACK = 'Part of this address could not be used; the list shows its first view there instead.';

/**
 * Records the query parameters (and the body's fields, for lists asked by POST) of every call to
 * `url` (its path's end) until `stop`; `last` is the latest call's, as the list sent it to the server.
 */
export function watchCalls(url: string) {
  const calls: Record<string, unknown>[] = [];
  const id = api.interceptors.request.use((config) => {
    const body = typeof config.data === 'object' && config.data !== null ? (config.data as Record<string, unknown>) : {};
    if (config.url?.split('?')[0]?.endsWith(url)) calls.push({ ...body, ...(config.params as Record<string, unknown>) });
    return config;
  });
  return {
    calls,
    last: () => calls.at(-1) ?? {},
    stop: () => api.interceptors.request.eject(id),
  };
}

/** The header of `column` (its visible name), in `table` when given (found once painted), says it is sorted `direction`. */
export async function expectSorted(column: string | RegExp, direction: 'ascending' | 'descending', table?: () => HTMLElement) {
  await waitFor(() => {
    const scope = table ? within(table()) : screen;
    expect(scope.getByRole('columnheader', { name: column })).toHaveAttribute('aria-sort', direction);
  });
}

/** The list fell back from a bad address with the short notice, never an error toast. */
export async function expectFallbackNotice() {
  await waitFor(() => expect(currentToast()).toMatchObject({ message: ADDRESS_FALLBACK }));
}
