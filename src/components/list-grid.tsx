import type { ColumnDef } from '@tanstack/react-table';
import { gridProps, type PagedList } from '../lib/use-paged-list.ts';
import { DataTable, type DataTableProps } from './data-table/index.ts';
import { useRememberedGrid } from './data-table/views/use-remembered-grid.tsx';

/** What the screen gives besides the list: the label, columns, row ids, heights and its own toolbar. */
type ListGridProps<T, F> = Omit<DataTableProps<T>, keyof ReturnType<typeof gridProps> | 'layout' | 'onLayoutChange'> & {
  list: PagedList<T, F>;
};

const NO_COLUMNS: ColumnDef<never>[] = [];
const NO_ROWS: never[] = [];

/**
 * The grid of a paged list with what every list has: its view (paging, sort, live changes), the
 * user's saved columns and the Views menu. Until the user's columns are known it is drawn loading,
 * without columns: never the defaults first.
 */
export function ListGrid<T, F>({ list, columns, toolbar, ...options }: ListGridProps<T, F>) {
  const grid = useRememberedGrid(list.memory);
  const props = gridProps(list);
  return (
    <DataTable
      {...options}
      {...props}
      columns={grid.ready ? columns : (NO_COLUMNS as typeof columns)}
      rows={grid.ready ? props.rows : NO_ROWS}
      loading={!grid.ready || props.loading}
      layout={grid.ready ? grid.layout : undefined}
      onLayoutChange={grid.ready ? grid.onLayoutChange : undefined}
      toolbar={
        toolbar || grid.toolbar ? (
          <>
            {toolbar}
            {grid.toolbar}
          </>
        ) : undefined
      }
    />
  );
}
