import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { flexRender, type Cell, type CellContext, type Row } from '@tanstack/react-table';
import { formatNumber } from '../../lib/number-format.ts';
import { memo, type KeyboardEvent } from 'react';
import './column-meta.ts';
import { isActionColumn, pinnedCellSx, type PinnedPlace } from './pinned-columns.ts';

interface BodyRowProps<T> {
  row: Row<T>;
  index: number;
  /** The row's place in the whole result (aria-rowindex): the header is 1, the first row of page 1 is 2. */
  rowIndex: number;
  measure: (element: HTMLTableRowElement | null) => void;
  /** Changes when columns are shown or hidden, so the row renders its new cells. */
  columnsKey: string;
  /** The column definitions: new ones (e.g. the headers and cells of another language) render the row again. */
  columns: unknown;
  /** Places of the pinned columns (see pinnedPlaces). */
  pinned: ReadonlyMap<string, PinnedPlace>;
  /** Columns a user gave a width: their cells wrap even long words to keep it. */
  sized: ReadonlySet<string>;
  /** The column of the grid's one tab stop when it is in this row (roving tabindex). */
  tabColumn?: number;
  /** Clicking the row (or Enter on it) chooses it; the grid's onRowClick. */
  onChoose?: (row: T) => void;
  selected?: boolean;
  /** The user's language: number cells are formatted in it, and a change renders the row again. */
  language: string;
}

/** The cell of a column that names none: its value as text (TanStack's own default), or its `format`. */
// `any` rows: one default serves every table's row type, as TanStack's own default does.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const DEFAULT_CELL = (context: CellContext<any, unknown>) => {
  const value = context.renderValue();
  return value === null || value === undefined ? null : String(value);
};

/** A cell as its column shows it: its own renderer, else its value in the column's `format`. */
function shownCell<T>(cell: Cell<T, unknown>, language: string) {
  const { format } = cell.column.columnDef.meta ?? {};
  const own = cell.column.columnDef.cell;
  if (!format || own !== DEFAULT_CELL) return flexRender(own, cell.getContext());
  const value = cell.getValue();
  if (format === 'code') return <bdi dir="ltr">{String(value ?? '')}</bdi>;
  return formatNumber(value, language, format === 'money' ? 2 : undefined);
}

function BodyRowView<T>({ row, index, rowIndex, measure, pinned, sized, tabColumn, onChoose, selected, language }: BodyRowProps<T>) {
  const choosing = onChoose
    ? {
        // Reached through its cells (the grid's roving tab stop); focusable for a pointer's sake.
        tabIndex: -1,
        'aria-selected': selected ?? false,
        onClick: () => onChoose(row.original),
        onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => {
          // Enter and Space on the row itself; a button or link inside it keeps its own keys.
          if (event.target === event.currentTarget && (event.key === 'Enter' || event.key === ' ')) {
            event.preventDefault();
            onChoose(row.original);
          }
        },
        sx: { cursor: 'pointer' },
      }
    : {};
  return (
    <TableRow hover selected={selected} data-index={index} ref={measure} aria-rowindex={rowIndex} {...choosing}>
      {row.getVisibleCells().map((cell, col) => (
        // dir="auto": an Arabic name reads right to left inside its cell even in the English UI.
        <TableCell
          key={cell.id}
          dir="auto"
          data-row={index}
          data-col={col}
          data-action={isActionColumn(cell.column) || undefined}
          tabIndex={col === tabColumn ? 0 : -1}
          align={cell.column.columnDef.meta?.align ?? 'left'}
          sx={[
            pinnedCellSx(pinned.get(cell.column.id), { header: false }),
            sized.has(cell.column.id) ? { overflowWrap: 'anywhere' } : {},
            { '&:focus-visible': { outline: (theme) => `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 } },
          ]}
        >
          {shownCell(cell, language)}
        </TableCell>
      ))}
    </TableRow>
  );
}

/**
 * One body row. Memoised: while the grid scrolls, the rows already on screen keep their elements
 * and only rows entering the window render, which keeps each frame well inside its budget.
 */
export const BodyRow = memo(BodyRowView) as typeof BodyRowView;
