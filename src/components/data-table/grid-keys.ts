/** A body cell of the grid: the row's index on the page and the column's among those on screen. */
export interface CellPosition {
  row: number;
  col: number;
}

interface Bounds {
  rows: number;
  cols: number;
  /** Rows one PageUp/PageDown moves by. */
  page: number;
  /** Right to left: Left moves to the next cell, Right to the previous. */
  rtl: boolean;
}

const clamp = (value: number, max: number) => Math.max(0, Math.min(max - 1, value));

/**
 * The cell a key moves to from `at` (the grid pattern of WAI-ARIA): Up/Down a row, Left/Right a cell
 * (mirrored in right to left), Home/End the row's first and last cell, with Ctrl the grid's first
 * and last row, PageUp/PageDown a screenful of rows. Undefined for any other key.
 */
export function moveFrom(at: CellPosition, key: string, ctrl: boolean, { rows, cols, page, rtl }: Bounds): CellPosition | undefined {
  const next = rtl ? -1 : 1;
  switch (key) {
    case 'ArrowDown':
      return { row: clamp(at.row + 1, rows), col: at.col };
    case 'ArrowUp':
      return { row: clamp(at.row - 1, rows), col: at.col };
    case 'ArrowRight':
      return { row: at.row, col: clamp(at.col + next, cols) };
    case 'ArrowLeft':
      return { row: at.row, col: clamp(at.col - next, cols) };
    case 'Home':
      return { row: ctrl ? 0 : at.row, col: 0 };
    case 'End':
      return { row: ctrl ? rows - 1 : at.row, col: cols - 1 };
    case 'PageDown':
      return { row: clamp(at.row + page, rows), col: at.col };
    case 'PageUp':
      return { row: clamp(at.row - page, rows), col: at.col };
    default:
      return undefined;
  }
}
