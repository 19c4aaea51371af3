import type { Column } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { DEFAULT_LAYOUT, type ColumnLayout } from '../../domain/lists/layout.ts';
import { arrangeable, resolvedLayout, tableStateOf } from './column-layout.ts';

/**
 * The grid's column layout: the caller's (`layout` with `onLayoutChange`, e.g. a saved view) or,
 * without it, the grid's own state. `change` hands on a complete layout; `reset` the first one.
 */
export function useColumnLayout<T>(
  columns: readonly Column<T, unknown>[],
  layout: ColumnLayout | undefined,
  onLayoutChange: ((layout: ColumnLayout) => void) | undefined,
) {
  const [own, setOwn] = useState<ColumnLayout>(DEFAULT_LAYOUT);
  const given = layout ?? own;
  // The columns' ids and hidden flags are all the layout depends on: new headers (a language) keep it.
  const signature = columns.map((c) => `${c.id}:${c.columnDef.meta?.hidden ? 1 : 0}:${c.columnDef.meta?.action ?? ''}`).join('|');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const { arranged, actions } = useMemo(() => arrangeable(columns), [signature]);
  const resolved = useMemo(() => resolvedLayout(given, arranged), [given, arranged]);
  const state = useMemo(() => tableStateOf(resolved, actions), [resolved, actions]);

  const change = (next: ColumnLayout) => {
    if (layout === undefined) setOwn(next);
    onLayoutChange?.(next);
  };
  return { layout: resolved, state, arranged, actions, change, reset: () => change(DEFAULT_LAYOUT) };
}
