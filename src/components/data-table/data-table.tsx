import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { BodyRow, DEFAULT_CELL } from './body-row.tsx';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type VisibilityState } from '@tanstack/react-table';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Paging } from '../../domain/paging.ts';
import { COMMON_NS } from '../../lib/i18n-common.ts';
import { ColumnVisibilityMenu } from './column-visibility-menu.tsx';
import './column-meta.ts';
import { Pagination } from './pagination.tsx';
import { pinnedCellSx, pinnedOffsets } from './pinned-columns.ts';
import { useRowVirtualizer } from './use-row-virtualizer.ts';

export interface DataTableProps<T> {
  // `any` as in TanStack's own examples: columns of one table have different value types.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  rows: T[];
  totalRecords: number;
  /** The page on screen; `index` is 1-based. */
  paging: Paging;
  onPagingChange: (paging: Paging) => void;
  loading?: boolean;
  /** Shown in place of rows when there are none; 'No Data Found' by default. */
  emptyText?: string;
  /** Fixed height of the scrolling area (e.g. 642 where the spec names one); otherwise it grows up to 70% of the window. */
  height?: number | string;
  getRowId?: (row: T, index: number) => string;
  /** Accessible name of the table. */
  label: string;
  /** Shown above the table, e.g. the screen's buttons. */
  toolbar?: ReactNode;
  /** Offer a menu to show and hide columns. */
  columnVisibility?: boolean;
  /** Rows are chosen by a click or Enter (e.g. to show their details beside the grid); keep it stable (useCallback). */
  onRowClick?: (row: T) => void;
  /** The id (getRowId) of the chosen row, shown selected. */
  selectedRowId?: string;
  /** The paging controls' name where a screen has two grids. */
  paginationLabel?: string;
}

// What the virtualizer assumes for a scroller whose height is not a pixel number.
const FALLBACK_VIEWPORT = 600;

/** A server-paged grid with a sticky header and virtualized rows, so pages of up to 1000 rows stay smooth. */
export function DataTable<T>({
  columns,
  rows,
  totalRecords,
  paging,
  onPagingChange,
  loading = false,
  emptyText,
  height,
  getRowId,
  label,
  toolbar,
  columnVisibility = false,
  onRowClick,
  selectedRowId,
  paginationLabel,
}: DataTableProps<T>) {
  const { t, i18n } = useTranslation(COMMON_NS);
  const [visibility, setVisibility] = useState<VisibilityState>({});
  const scrollRef = useRef<HTMLDivElement>(null);

  const table = useReactTable({
    data: rows,
    columns,
    getRowId,
    defaultColumn: { cell: DEFAULT_CELL },
    getCoreRowModel: getCoreRowModel(),
    // The server pages; the table shows exactly the rows it is given.
    manualPagination: true,
    rowCount: totalRecords,
    state: { pagination: { pageIndex: paging.index - 1, pageSize: paging.pageSize }, columnVisibility: visibility },
    onColumnVisibilityChange: setVisibility,
  });
  const tableRows = table.getRowModel().rows;
  const visibleColumns = table.getVisibleLeafColumns();
  const columnCount = Math.max(1, visibleColumns.length);
  const columnsKey = visibleColumns.map((c) => c.id).join('|');
  // The columns change identity only when shown or hidden, which changes the key as well.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const pinned = useMemo(() => pinnedOffsets(visibleColumns), [columnsKey]);
  const edgeId = visibleColumns.find((c) => pinned.has(c.id))?.id;

  const virtualizer = useRowVirtualizer(
    tableRows.length,
    scrollRef,
    typeof height === 'number' ? height : FALLBACK_VIEWPORT,
    (index) => tableRows[index]?.id ?? index,
  );
  const items = virtualizer.getVirtualItems();
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = items.length > 0 ? virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0) : 0;

  // A new page starts at its first row, not wherever the previous page was scrolled to.
  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [paging.index, paging.pageSize]);

  const spacer = (size: number) => (
    <tr aria-hidden="true">
      <td colSpan={columnCount} style={{ height: size, padding: 0, border: 0 }} />
    </tr>
  );

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      {(toolbar || columnVisibility) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, p: 1 }}>
          <Box sx={{ flex: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>{toolbar}</Box>
          {columnVisibility && <ColumnVisibilityMenu table={table} />}
        </Box>
      )}
      {/* The bar's space is kept while idle so the grid does not jump when loading starts. */}
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={t('loading')} />}</Box>
      <TableContainer
        ref={scrollRef}
        role="region"
        aria-label={label}
        aria-busy={loading}
        // Keyboard users scroll the grid with the arrow keys once it has focus.
        tabIndex={0}
        sx={height === undefined ? { maxHeight: '70vh' } : { height }}
      >
        <Table stickyHeader size="small" aria-label={label} aria-rowcount={Math.max(tableRows.length, 1) + 1}>
          <TableHead>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id} aria-rowindex={1}>
                {group.headers.map((header) => (
                  <TableCell
                    key={header.id}
                    colSpan={header.colSpan}
                    align={header.column.columnDef.meta?.align ?? 'left'}
                    sx={[
                      // Headers wrap between words, so a long one ('Service Avail (Online Store)') does
                      // not push the columns after it off a 1366 px screen.
                      { width: header.column.columnDef.meta?.width, fontWeight: 600, lineHeight: 1.3 },
                      pinnedCellSx(pinned.get(header.column.id), { header: true, edge: header.column.id === edgeId }),
                    ]}
                  >
                    {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableHead>
          <TableBody>
            {paddingTop > 0 && spacer(paddingTop)}
            {items.map((item) => {
              const row = tableRows[item.index];
              if (!row) return null;
              return (
                <BodyRow
                  key={row.id}
                  row={row}
                  index={item.index}
                  measure={virtualizer.measureElement}
                  columnsKey={columnsKey}
                  columns={columns}
                  pinned={pinned}
                  edgeId={edgeId}
                  onChoose={onRowClick}
                  selected={onRowClick ? row.id === selectedRowId : undefined}
                  language={i18n.language}
                />
              );
            })}
            {paddingBottom > 0 && spacer(paddingBottom)}
            {tableRows.length === 0 && (
              <TableRow aria-rowindex={2}>
                <TableCell colSpan={columnCount} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {loading ? t('loading') : (emptyText ?? t('noDataFound'))}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <Pagination paging={paging} totalRecords={totalRecords} onPagingChange={onPagingChange} label={paginationLabel} />
    </Paper>
  );
}
