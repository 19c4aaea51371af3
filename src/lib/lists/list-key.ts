import { useMemo } from 'react';
import { PAGES } from '../../domain/pages.ts';
import { useCurrentPage } from '../current-page.ts';

/** Which list a saved view or layout belongs to: a page of the spec and the list's key on it. */
export interface ListKey {
  page: string;
  list: string;
}

const PAGE_PATHS = new Set<string>(PAGES.map((p) => p.path));

/** A list key as the server takes it: letters, digits, dots, hyphens and underscores, at most 60. */
const keyText = (text: string) => text.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 60) || 'list';

/**
 * The key of a list on the screen's page: its address prefix where a page shows two lists, else
 * its resource. None outside the spec's pages: nothing is remembered there.
 */
export function useListKey(prefix: string, resource: string | undefined): ListKey | null {
  const page = useCurrentPage();
  const list = keyText(prefix.replace(/\.$/, '') || resource || 'list');
  return useMemo(() => (PAGE_PATHS.has(page) ? { page, list } : null), [page, list]);
}
