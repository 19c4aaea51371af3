import type { Column } from '@tanstack/react-table';
import type { CSSObject, Theme } from '@mui/material/styles';
import './column-meta.ts';

/** Width a pinned column is taken to have when its meta gives no pixel width. */
const DEFAULT_ACTION_WIDTH = 72;

/** A column is an action when its meta says so, or, unless it says false, when it is a display column. */
export function isActionColumn<T>(column: Column<T, unknown>): boolean {
  return column.columnDef.meta?.action ?? column.accessorFn === undefined;
}

/**
 * The trailing run of action columns with the distance of each from the table's inline end: the
 * last sits at 0, the one before it at the last one's width, and so on. Other columns are absent.
 */
export function pinnedOffsets<T>(columns: readonly Column<T, unknown>[]): Map<string, number> {
  const offsets = new Map<string, number>();
  let offset = 0;
  for (let i = columns.length - 1; i >= 0; i -= 1) {
    const column = columns[i];
    if (!column || !isActionColumn(column)) break;
    offsets.set(column.id, offset);
    const width = column.columnDef.meta?.width;
    offset += typeof width === 'number' ? width : DEFAULT_ACTION_WIDTH;
  }
  return offsets;
}

/**
 * Styles of a pinned cell at `offset` px from the inline end. The cell is opaque so the scrolled
 * columns pass under it, keeps the row's hover shade, and the innermost pinned cell draws the edge.
 */
export function pinnedCellSx(offset: number | undefined, { header, edge }: { header: boolean; edge: boolean }) {
  return (theme: Theme): CSSObject => {
    if (offset === undefined) return {};
    return {
      position: 'sticky',
      // Physical 'right', mirrored to 'left' by the RTL style cache. Not inset-inline-end: that
      // follows each cell's own direction, and a cell is dir="auto" (an icon-only cell reads LTR).
      right: offset,
      // Above the scrolled body cells; a header cell also above the pinned body cells it passes.
      zIndex: header ? 3 : 1,
      backgroundColor: theme.palette.background.paper,
      ...(edge ? { boxShadow: `inset 1px 0 0 ${theme.palette.divider}, inset -1px 0 0 ${theme.palette.divider}` } : {}),
      '.MuiTableRow-hover:hover > &': {
        backgroundImage: `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`,
      },
    };
  };
}
