import type { RowData } from '@tanstack/react-table';

// Per-column layout hints the DataTable reads from `columnDef.meta`.
declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the parameters must match the declaration being merged
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Text alignment of the column; 'right' suits numbers and mirrors in right-to-left languages. */
    align?: 'left' | 'center' | 'right';
    /** Width of the column (px number or any CSS width). */
    width?: number | string;
    /**
     * An action column (Edit, Delete, a row's buttons): the trailing run of them stays pinned to
     * the table's inline end (right in LTR, left in RTL) while the other columns scroll under it.
     * Display columns (no accessor) count as actions unless this says false.
     */
    action?: boolean;
    /**
     * How the cell shows its value when the column has no cell of its own: 'number' and 'money' (two
     * decimals) in the user's language's format; 'code' (a UPC, PID, pallet number, e-mail) isolated
     * left to right inside right-to-left text.
     */
    format?: 'number' | 'money' | 'code';
    /** Hidden in a layout nobody arranged; the column menu shows it. */
    hidden?: boolean;
  }
}

export {};
