import { useEffect, useMemo, useState } from 'react';
import type { MenuNode } from '../../domain/navigation/contracts.ts';
import { ancestorIds, findMatches } from './menu-tree.ts';
import { nodeDomId } from './node-dom-id.ts';

/**
 * The tree search of the header: matches in tree order, the current one, previous and next (both
 * wrap around). Matching nodes are revealed by expanding their ancestors as the query changes.
 */
export function useTreeSearch(tree: readonly MenuNode[], expand: (ids: readonly string[]) => void) {
  const [query, setQueryState] = useState('');
  const [position, setPosition] = useState(0);

  const matches = useMemo(() => findMatches(tree, query), [tree, query]);
  // Edits can shrink the match list under the current position.
  const current = matches.length === 0 ? -1 : Math.min(position, matches.length - 1);
  const currentId = current >= 0 ? matches[current] : undefined;

  // The current match is scrolled into view; focus stays in the search controls so next and
  // previous can be pressed again.
  useEffect(() => {
    if (currentId) document.getElementById(nodeDomId(currentId, 'title'))?.scrollIntoView?.({ block: 'nearest' });
  }, [currentId]);

  const reveal = (ids: readonly string[]) => expand([...new Set(ids.flatMap((id) => ancestorIds(tree, id)))]);

  const setQuery = (next: string) => {
    setQueryState(next);
    setPosition(0);
    reveal(findMatches(tree, next));
  };

  const step = (delta: 1 | -1) => {
    if (matches.length === 0) return;
    const next = (current + delta + matches.length) % matches.length;
    setPosition(next);
    // Nodes added since the query was typed may sit in collapsed branches.
    reveal([matches[next] as string]);
  };

  return {
    query,
    setQuery,
    matches: useMemo(() => new Set(matches), [matches]),
    count: matches.length,
    /** 1-based number of the current match, 0 when there is none. */
    current: current + 1,
    currentId,
    next: () => step(1),
    previous: () => step(-1),
  };
}

export type TreeSearch = ReturnType<typeof useTreeSearch>;
