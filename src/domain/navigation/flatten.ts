import type { NavItem } from './contracts.ts';
import { PAGE_NODE_TYPES } from './contracts.ts';

/** Entries that open a page (items and links), in menu order, each with the titles of its parents. */
export interface PageEntry {
  item: NavItem;
  parents: string[];
}

export function flattenNavigation(items: readonly NavItem[], parents: string[] = []): PageEntry[] {
  return items.flatMap((item) => {
    const own = PAGE_NODE_TYPES.includes(item.type) && item.url ? [{ item, parents }] : [];
    return [...own, ...flattenNavigation(item.children ?? [], item.type === 'divider' ? parents : [...parents, item.title])];
  });
}

/** Page search (spec 000 §2): entries whose title contains the text, at most `limit` (10 in the spec). */
export function searchPages(entries: readonly PageEntry[], text: string, limit = 10): PageEntry[] {
  const needle = text.trim().toLocaleLowerCase();
  if (!needle) return [];
  return entries.filter((e) => e.item.title.toLocaleLowerCase().includes(needle)).slice(0, limit);
}
