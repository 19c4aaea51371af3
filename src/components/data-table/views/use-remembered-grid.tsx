import type { ListMemory } from '../../../lib/lists/use-list-view.ts';
import { useSavedLayout } from '../../../lib/lists/use-saved-layout.ts';
import { ViewsMenu } from './views-menu.tsx';

/**
 * A list's saved columns and Views menu for its grid: `ready` stays false until the user's views
 * and layouts are known, so the grid is first painted with the user's columns, never the defaults.
 * Without `memory` (a list outside the address or the spec's pages) the grid keeps its own.
 */
export function useRememberedGrid(memory: ListMemory | undefined) {
  const columns = useSavedLayout(memory?.key ?? null);
  if (!memory) return { ready: true } as const;
  return {
    ready: columns.ready && memory.views.ready,
    toolbar: <ViewsMenu memory={memory} columns={columns} />,
    layout: columns.layout,
    onLayoutChange: columns.onLayoutChange,
  };
}
