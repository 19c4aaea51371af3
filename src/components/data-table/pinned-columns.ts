import type { Column } from '@tanstack/react-table';
import type { CSSObject, Theme } from '@mui/material/styles';
import './column-meta.ts';

/** Width a pinned column is taken to have when its meta gives no pixel width. */
const DEFAULT_ACTION_WIDTH = 72;

/** A column is an action when its meta says so, or, unless it says false, when it is a display column. */
export function isActionColumn<T>(column: Column<T, unknown>): boolean {
  return column.columnDef.meta?.action ?? column.accessorFn === undefined;
}

/** Width of a column the grid has not measured (jsdom, before the first layout) and that declares none. */
const DEFAULT_WIDTH = 150;
/** The most of the visible width the pinned columns may cover together; beyond it the innermost scroll again. */
export const MAX_PINNED_SHARE = 0.5;

/** Where a pinned column sits: its distance from its own edge of the table, and that edge. */
export interface PinnedPlace {
  side: 'start' | 'end';
  offset: number;
  /** The innermost of its run, which draws the edge the scrolled columns pass under. */
  edge: boolean;
}

/** A column's width: as measured on screen, else as the layout or the column declares it. */
export function widthOf<T>(column: Column<T, unknown>, measured: ReadonlyMap<string, number>, widths: Record<string, number>) {
  const declared = column.columnDef.meta?.width;
  return (
    measured.get(column.id) ??
    widths[column.id] ??
    (typeof declared === 'number' ? declared : isActionColumn(column) ? DEFAULT_ACTION_WIDTH : DEFAULT_WIDTH)
  );
}

/**
 * The pinned columns and their places: the trailing run of action columns at the inline end (the
 * last at 0, the one before it at the last one's width, and so on), and the leading columns a user
 * pinned at the inline start. Offsets come from the columns' real widths where measured, so a
 * pinned cell sits exactly where the table puts it at either end of the scroll and covers no other.
 * When the runs would cover more than MAX_PINNED_SHARE of `viewport` px, the innermost columns
 * (the start's first) scroll with the rest, so the grid always keeps room to show the others.
 */
export function pinnedPlaces<T>(
  columns: readonly Column<T, unknown>[],
  startIds: readonly string[],
  width: (column: Column<T, unknown>) => number,
  viewport: number,
): Map<string, PinnedPlace> {
  const end: Column<T, unknown>[] = [];
  for (let i = columns.length - 1; i >= 0 && isActionColumn(columns[i]!); i -= 1) end.push(columns[i]!);
  const start: Column<T, unknown>[] = [];
  for (const column of columns) {
    if (!startIds.includes(column.id) || end.includes(column)) break;
    start.push(column);
  }
  const total = (run: Column<T, unknown>[]) => run.reduce((sum, c) => sum + width(c), 0);
  const limit = viewport > 0 ? viewport * MAX_PINNED_SHARE : Infinity;
  while (start.length > 0 && total(start) + total(end) > limit) start.pop();
  while (end.length > 0 && total(end) > limit) end.pop();

  const places = new Map<string, PinnedPlace>();
  for (const [side, run] of [
    ['start', start],
    ['end', end],
  ] as const) {
    let offset = 0;
    run.forEach((column, i) => {
      places.set(column.id, { side, offset, edge: i === run.length - 1 });
      offset += width(column);
    });
  }
  return places;
}

/**
 * Styles of a pinned cell. The cell is opaque so the scrolled columns pass under it, keeps the
 * row's hover shade, and the innermost pinned cell of each run draws the edge.
 */
export function pinnedCellSx(place: PinnedPlace | undefined, { header }: { header: boolean }) {
  return (theme: Theme): CSSObject => {
    if (place === undefined) return {};
    return {
      position: 'sticky',
      // Physical 'left'/'right', mirrored by the RTL style cache. Not inset-inline-*: that follows
      // each cell's own direction, and a cell is dir="auto" (an icon-only cell reads LTR).
      [place.side === 'end' ? 'right' : 'left']: place.offset,
      // Above the scrolled body cells; a header cell also above the pinned body cells it passes.
      zIndex: header ? 3 : 1,
      backgroundColor: theme.palette.background.paper,
      ...(place.edge ? { boxShadow: `inset 1px 0 0 ${theme.palette.divider}, inset -1px 0 0 ${theme.palette.divider}` } : {}),
      '.MuiTableRow-hover:hover > &': {
        backgroundImage: `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`,
      },
    };
  };
}
