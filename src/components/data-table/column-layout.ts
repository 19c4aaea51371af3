import type { Column, ColumnPinningState, ColumnSizingState, VisibilityState } from '@tanstack/react-table';
import type { ColumnLayout } from '../../domain/lists/layout.ts';
import './column-meta.ts';
import { isActionColumn } from './pinned-columns.ts';

/** The smallest and largest width a user may give a column (the layout's own bounds). */
export const MIN_WIDTH = 40;
export const MAX_WIDTH = 2000;

export interface DeclaredColumn {
  id: string;
  /** Hidden until a user shows it (`meta.hidden`). */
  hidden: boolean;
}

/**
 * The columns a user arranges: all but the trailing run of action columns, which keep their place
 * at the inline end (pinned there) whatever the layout says.
 */
export function arrangeable<T>(columns: readonly Column<T, unknown>[]) {
  let end = columns.length;
  while (end > 0 && isActionColumn(columns[end - 1]!)) end -= 1;
  return {
    arranged: columns.slice(0, end).map((c): DeclaredColumn => ({ id: c.id, hidden: c.columnDef.meta?.hidden ?? false })),
    actions: columns.slice(end).map((c) => c.id),
  };
}

/**
 * The layout as the grid applies it: complete for today's columns. A column the layout does not
 * know (a new one, or every one of a layout nobody arranged) takes its declared place and its
 * `meta.hidden`; ids of columns the list no longer has are dropped.
 */
export function resolvedLayout(layout: ColumnLayout, declared: readonly DeclaredColumn[]): ColumnLayout {
  const ids = new Set(declared.map((c) => c.id));
  const known = new Set(layout.order.filter((id) => ids.has(id)));
  const order = layout.order.filter((id, i) => ids.has(id) && layout.order.indexOf(id) === i);
  declared.forEach((column, i) => {
    if (known.has(column.id)) return;
    // In its place: after the column declared before it, or first.
    const before = declared[i - 1]?.id;
    order.splice(before === undefined ? 0 : order.indexOf(before) + 1, 0, column.id);
  });
  const hidden = declared.filter((c) => (known.has(c.id) ? layout.hidden.includes(c.id) : c.hidden)).map((c) => c.id);
  const widths = Object.fromEntries(Object.entries(layout.widths).filter(([id]) => ids.has(id)));
  const pinned = order.filter((id) => layout.pinned.includes(id));
  return { order, hidden, widths, pinned, density: layout.density };
}

/** TanStack's state for a resolved layout: start-pinned columns lead, the action columns close the row. */
export function tableStateOf(layout: ColumnLayout, actions: readonly string[]) {
  const columnOrder = [...layout.pinned, ...layout.order.filter((id) => !layout.pinned.includes(id)), ...actions];
  const columnVisibility: VisibilityState = Object.fromEntries(layout.hidden.map((id) => [id, false]));
  const columnSizing: ColumnSizingState = { ...layout.widths };
  const columnPinning: ColumnPinningState = { left: [...layout.pinned], right: [...actions] };
  return { columnOrder, columnVisibility, columnSizing, columnPinning };
}

/** The layout with `id` shown or hidden. */
export const withHidden = (layout: ColumnLayout, id: string, hide: boolean): ColumnLayout => ({
  ...layout,
  hidden: hide ? [...layout.hidden.filter((h) => h !== id), id] : layout.hidden.filter((h) => h !== id),
});

/**
 * The layout with `id` moved one place earlier (-1) or later (+1) among the columns on screen:
 * past the next visible column, so a move is always seen. Pinned and scrolled columns move among
 * their own kind.
 */
export function withMoved(layout: ColumnLayout, id: string, by: -1 | 1): ColumnLayout {
  const pinned = layout.pinned.includes(id);
  const peers = layout.order.filter((c) => layout.pinned.includes(c) === pinned && !layout.hidden.includes(c));
  const target = peers[peers.indexOf(id) + by];
  if (target === undefined) return layout;
  const order = layout.order.filter((c) => c !== id);
  order.splice(order.indexOf(target) + (by > 0 ? 1 : 0), 0, id);
  return { ...layout, order, pinned: order.filter((c) => layout.pinned.includes(c)) };
}

/** Whether `id` can move that way (see withMoved). */
export const canMove = (layout: ColumnLayout, id: string, by: -1 | 1) => withMoved(layout, id, by) !== layout;

/** The layout with `id` pinned to the inline start or unpinned; pinned columns keep their order among themselves. */
export const withPinned = (layout: ColumnLayout, id: string, pin: boolean): ColumnLayout => ({
  ...layout,
  pinned: layout.order.filter((c) => (c === id ? pin : layout.pinned.includes(c))),
});

/** The layout with the width of `id`, kept within the layout's bounds. */
export const withWidth = (layout: ColumnLayout, id: string, width: number): ColumnLayout => ({
  ...layout,
  widths: { ...layout.widths, [id]: Math.round(Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width))) },
});
