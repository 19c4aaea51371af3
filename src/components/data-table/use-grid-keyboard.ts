import type { Row } from '@tanstack/react-table';
import type { Virtualizer } from '@tanstack/react-virtual';
import { useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import { moveFrom, type CellPosition } from './grid-keys.ts';
import { ROW_HEIGHT } from './use-row-virtualizer.ts';

interface GridKeyboard<T> {
  rows: readonly Row<T>[];
  cols: number;
  scrollRef: RefObject<HTMLDivElement | null>;
  virtualizer: Virtualizer<HTMLDivElement, HTMLTableRowElement>;
  rtl: boolean;
  onRowClick?: (row: T) => void;
}

// Frames to wait for a row scrolled into the window to render before giving up on focusing it.
const FOCUS_TRIES = 30;

const positionOf = (cell: HTMLElement): CellPosition => ({ row: Number(cell.dataset.row), col: Number(cell.dataset.col) });
const clamp = (value: number, count: number) => Math.max(0, Math.min(count - 1, value));

/**
 * Arrow-key movement between the grid's body cells with a roving tabindex: one cell is in the tab
 * order, the keys move focus (see moveFrom), and Enter opens the row: the grid's onRowClick, or
 * else the row's first enabled action button. The cell is remembered by its row's id, so the same
 * row keeps it while rows reload or move. A row outside the virtualized window is scrolled in first.
 */
export function useGridKeyboard<T>({ rows, cols, scrollRef, virtualizer, rtl, onRowClick }: GridKeyboard<T>) {
  const [active, setActive] = useState<CellPosition & { rowId?: string }>({ row: 0, col: 0 });
  const byId = active.rowId === undefined ? -1 : rows.findIndex((r) => r.id === active.rowId);
  const at: CellPosition = { row: byId >= 0 ? byId : clamp(active.row, rows.length), col: clamp(active.col, cols) };

  const remember = (position: CellPosition) =>
    setActive((current) =>
      current.row === position.row && current.col === position.col && current.rowId === rows[position.row]?.id
        ? current
        : { ...position, rowId: rows[position.row]?.id },
    );

  const focusCell = (position: CellPosition) => {
    remember(position);
    const find = () => scrollRef.current?.querySelector<HTMLElement>(`tbody td[data-row="${position.row}"][data-col="${position.col}"]`);
    const cell = find();
    // A rendered cell scrolls itself into view on focus (the scroller's scroll-padding keeps it
    // clear of the sticky header and the pinned columns).
    if (cell) return cell.focus();
    virtualizer.scrollToIndex(position.row, { align: 'auto' });
    let tries = 0;
    const retry = () => {
      const rendered = find();
      if (rendered) rendered.focus();
      else if ((tries += 1) < FOCUS_TRIES) requestAnimationFrame(retry);
    };
    requestAnimationFrame(retry);
  };

  const open = (rowElement: HTMLElement, index: number) => {
    const row = rows[index];
    if (!row) return;
    if (onRowClick) return onRowClick(row.original);
    rowElement.querySelector<HTMLElement>('td[data-action] :is(button, a[href]):not(:disabled)')?.click();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    const cell = target.closest<HTMLElement>('td[data-col]');
    const rowElement = target.closest<HTMLElement>('tr[data-index]');
    // A control inside a cell keeps its own keys; Enter on a chosen row is the row's own.
    if (!rowElement || (target !== cell && target !== rowElement)) return;
    const from = cell ? positionOf(cell) : { row: Number(rowElement.dataset.index), col: at.col };
    if (event.key === 'Enter' && cell) {
      event.preventDefault();
      return open(rowElement, from.row);
    }
    const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight || 10 * ROW_HEIGHT) / ROW_HEIGHT) - 1);
    const to = moveFrom(from, event.key, event.ctrlKey || event.metaKey, { rows: rows.length, cols, page, rtl });
    if (!to) return;
    event.preventDefault();
    focusCell(to);
  };

  // A click or Tab into a cell (or a control in it) makes that cell the grid's tab stop.
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('td[data-col]');
    if (cell) remember(positionOf(cell));
  };

  return { active: at, onKeyDown, onFocus };
}
