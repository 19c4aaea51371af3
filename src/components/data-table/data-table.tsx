import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTheme } from '@mui/material/styles';
import { getCoreRowModel, useReactTable, type Column, type ColumnDef } from '@tanstack/react-table';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnLayout } from '../../domain/lists/layout.ts';
import type { Sort } from '../../domain/lists/sort.ts';
import type { Paging } from '../../domain/paging.ts';
import { COMMON_NS } from '../../lib/i18n-common.ts';
import { BodyRow, DEFAULT_CELL } from './body-row.tsx';
import { withWidth } from './column-layout.ts';
import './column-meta.ts';
import { ColumnVisibilityMenu } from './column-visibility-menu.tsx';
import { LiveChangesBar } from './live-changes-bar.tsx';
import { GridAnnouncer } from './grid-announcer.tsx';
import { HeaderCell } from './header-cell.tsx';
import { Pagination } from './pagination.tsx';
import { pinnedPlaces, widthOf } from './pinned-columns.ts';
import { useColumnLayout } from './use-column-layout.ts';
import { useGridKeyboard } from './use-grid-keyboard.ts';
import { useMeasuredWidths } from './use-measured-widths.ts';
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
  /** Offer the column menu: show, hide, move and pin columns, the rows' density, reset. */
  columnVisibility?: boolean;
  /**
   * The columns as a user arranged them (e.g. a saved view), with `onLayoutChange` receiving each
   * new arrangement (menu, resize handle). Without them the grid keeps the arrangement itself.
   */
  layout?: ColumnLayout;
  onLayoutChange?: (layout: ColumnLayout) => void;
  /** Rows are chosen by a click or Enter (e.g. to show their details beside the grid); keep it stable (useCallback). */
  onRowClick?: (row: T) => void;
  /** The id (getRowId) of the chosen row, shown selected. */
  selectedRowId?: string;
  /** The paging controls' name where a screen has two grids. */
  paginationLabel?: string;
  /** The order of the rows, the columns (by id) the server can sort by, and a header's click asking for another. */
  sort?: Sort;
  sortable?: readonly string[];
  onSortChange?: (sort: Sort | undefined) => void;
  /** Rows changed elsewhere that would move rows on screen: "N changes – Show" above the grid (live lists). */
  liveChanges?: { count: number; show: () => void };
}

/** A header's click: ascending first, then descending, then the list's own order again. */
export const nextSort = (sort: Sort | undefined, field: string): Sort | undefined =>
  sort?.field !== field ? { field, desc: false } : sort.desc ? undefined : { field, desc: true };

// What the virtualizer assumes for a scroller whose height is not a pixel number.
const FALLBACK_VIEWPORT = 600;

/** A column's name as text; a header given as a render function has none, and the id stands in for it. */
const titleOf = <T,>(column: Column<T, unknown> | undefined, id: string) =>
  typeof column?.columnDef.header === 'string' ? column.columnDef.header : id;

/**
 * A server-paged grid with a sticky header and virtualized rows, so pages of up to 1000 rows stay
 * smooth. Its columns can be arranged (the column menu, resize handles), and it is driven from the
 * keyboard like a spreadsheet (see useGridKeyboard).
 */
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
  columnVisibility,
  layout: givenLayout,
  onLayoutChange,
  onRowClick,
  selectedRowId,
  paginationLabel,
  sort,
  sortable,
  onSortChange,
  liveChanges,
}: DataTableProps<T>) {
  const { t, i18n } = useTranslation(COMMON_NS);
  const rtl = useTheme().direction === 'rtl';
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
    state: { pagination: { pageIndex: paging.index - 1, pageSize: paging.pageSize } },
  });
  // The columns as declared (the flat list keeps the definitions' order whatever the layout).
  const declared = table.getAllFlatColumns().filter((c) => c.columns.length === 0);
  const arrangement = useColumnLayout(declared, givenLayout, onLayoutChange);
  const { layout } = arrangement;
  // The layout is TanStack's column state; it is derived, never set through the table.
  table.setOptions((options) => ({ ...options, state: { ...options.state, ...arrangement.state } }));
  const byId = (id: string) => declared.find((c) => c.id === id);

  const tableRows = table.getRowModel().rows;
  const visibleColumns = table.getVisibleLeafColumns();
  const columnCount = Math.max(1, visibleColumns.length);
  const columnsKey = visibleColumns.map((c) => c.id).join('|');
  const measured = useMeasuredWidths(scrollRef, columnsKey);
  const widthOfColumn = (column: Column<T, unknown>) => widthOf(column, measured.columns, layout.widths);
  // The columns change identity only when shown, hidden or moved, which changes the key as well.
  const pinned = useMemo(
    () => pinnedPlaces(visibleColumns, layout.pinned, widthOfColumn, measured.viewport),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [columnsKey, layout.pinned, layout.widths, measured],
  );
  const sized = useMemo(() => new Set(Object.keys(layout.widths)), [layout.widths]);
  const pinnedWidth = (side: 'start' | 'end') =>
    visibleColumns.filter((c) => pinned.get(c.id)?.side === side).reduce((sum, c) => sum + widthOfColumn(c), 0);

  const virtualizer = useRowVirtualizer(
    tableRows.length,
    scrollRef,
    typeof height === 'number' ? height : FALLBACK_VIEWPORT,
    (index) => tableRows[index]?.id ?? index,
  );
  const items = virtualizer.getVirtualItems();
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = items.length > 0 ? virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0) : 0;
  const keys = useGridKeyboard({ rows: tableRows, cols: visibleColumns.length, scrollRef, virtualizer, rtl, onRowClick });
  // The grid's one tab stop: the remembered cell, or the first rendered row's while that one is scrolled away.
  const tabRow = items.some((item) => item.index === keys.active.row) ? keys.active.row : items[0]?.index;
  const firstRowIndex = (paging.index - 1) * paging.pageSize + 2;

  // A new page starts at its first row, not wherever the previous page was scrolled to.
  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [paging.index, paging.pageSize]);

  const showMenu = columnVisibility ?? (Boolean(onLayoutChange) || declared.some((c) => c.columnDef.meta?.hidden));
  const spacer = (size: number) => (
    <tr aria-hidden="true">
      <td colSpan={columnCount} style={{ height: size, padding: 0, border: 0 }} />
    </tr>
  );

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      {(toolbar || showMenu) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, p: 1 }}>
          <Box sx={{ flex: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>{toolbar}</Box>
          {showMenu && (
            <ColumnVisibilityMenu
              layout={layout}
              titleOf={(id) => titleOf(byId(id), id)}
              onChange={arrangement.change}
              onReset={arrangement.reset}
            />
          )}
        </Box>
      )}
      {liveChanges && <LiveChangesBar {...liveChanges} />}
      {/* The bar's space is kept while idle so the grid does not jump when loading starts. */}
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={t('loading')} />}</Box>
      <GridAnnouncer total={totalRecords} loading={loading} sort={sort} titleOf={(id) => titleOf(byId(id), id)} />
      <TableContainer
        ref={scrollRef}
        role="region"
        aria-label={label}
        aria-busy={loading}
        // With rows, the grid's tab stop is a cell; an empty grid still takes focus to scroll.
        tabIndex={tableRows.length === 0 ? 0 : undefined}
        sx={[
          height === undefined ? { maxHeight: '70vh' } : { height },
          // A cell focused from the keyboard scrolls clear of the sticky header and the pinned columns.
          {
            scrollPaddingTop: measured.header || 40,
            scrollPaddingInlineStart: pinnedWidth('start'),
            scrollPaddingInlineEnd: pinnedWidth('end'),
          },
        ]}
      >
        <Table
          stickyHeader
          size="small"
          aria-label={label}
          // The whole result, not just the page on screen.
          aria-rowcount={Math.max(totalRecords, tableRows.length, 1) + 1}
          sx={layout.density === 'compact' ? { '& .MuiTableCell-sizeSmall': { py: '2px' } } : undefined}
        >
          <TableHead>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id} aria-rowindex={1}>
                {group.headers.map((header) => {
                  const id = header.column.id;
                  const arrangeable = layout.order.includes(id);
                  return (
                    <HeaderCell
                      key={header.id}
                      header={header}
                      title={titleOf(header.column, id)}
                      sort={sort}
                      onSort={onSortChange && sortable?.includes(id) ? () => onSortChange(nextSort(sort, id)) : undefined}
                      place={pinned.get(id)}
                      width={layout.widths[id]}
                      shownWidth={widthOfColumn(header.column)}
                      onResize={arrangeable ? (width) => arrangement.change(withWidth(layout, id, width)) : undefined}
                      rtl={rtl}
                    />
                  );
                })}
              </TableRow>
            ))}
          </TableHead>
          <TableBody onKeyDown={keys.onKeyDown} onFocus={keys.onFocus}>
            {paddingTop > 0 && spacer(paddingTop)}
            {items.map((item) => {
              const row = tableRows[item.index];
              if (!row) return null;
              return (
                <BodyRow
                  key={row.id}
                  row={row}
                  index={item.index}
                  rowIndex={firstRowIndex + item.index}
                  measure={virtualizer.measureElement}
                  columnsKey={columnsKey}
                  columns={columns}
                  pinned={pinned}
                  sized={sized}
                  tabColumn={item.index === tabRow ? keys.active.col : undefined}
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
