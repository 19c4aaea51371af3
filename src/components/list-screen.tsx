import Typography from '@mui/material/Typography';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { ExportColumn } from '../lib/excel.ts';
import type { PagedList } from '../lib/use-paged-list.ts';
import { AddNewButton } from './add-new-button.tsx';
import { ExportButton } from './export-button.tsx';
import { FilterBar } from './filter-bar.tsx';
import { ListGrid } from './list-grid.tsx';
import { Screen } from './screen.tsx';

interface ListScreenProps<T, F> {
  title: string;
  /** The grid's accessible name, e.g. 'States'. */
  tableLabel: string;
  list: PagedList<T, F>;
  // Columns of one table hold different value types.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  getRowId: (row: T) => string;
  /** The filter bar's Search and Clear (see useDraftFilter). */
  filter: { runSearch: () => void; clearSearch: () => void };
  /** The filter fields. */
  filters: ReactNode;
  /** Add New opens the drawer for a new record; absent, the screen has none. */
  onAdd?: () => void;
  /** Export to Excel of every page of the current filter, to this file. */
  exportAs?: { fileName: string; columns: ExportColumn<T>[] };
  /** What the grid says when no row matches; the common 'No data found' otherwise. */
  emptyText?: string;
  /** The add/edit drawer, when open, and the screen's dialogs. */
  children?: ReactNode;
  /** Tabs above the filters (e.g. a tier per tab); the rest is the selected tab's panel. */
  tabs?: { bar: ReactNode; panelId: string; tabId: string };
  /** The grid's fixed height where the spec names one (e.g. 642). */
  height?: number;
  /** A heading above the grid where the spec names the list (e.g. 'Arabic Edit Report List'). */
  listTitle?: string;
}

/** A list screen of the spec (000 §2): title, filters with Search and Clear, Add New, Export, the grid, the drawer. */
export function ListScreen<T, F>({
  title,
  tableLabel,
  list,
  columns,
  getRowId,
  filter,
  filters,
  onAdd,
  exportAs,
  emptyText,
  children,
  tabs,
  height,
  listTitle,
}: ListScreenProps<T, F>) {
  const content = (
    <>
      <FilterBar
        onSearch={filter.runSearch}
        onClear={filter.clearSearch}
        extra={
          <>
            {onAdd ? <AddNewButton onClick={onAdd} /> : null}
            {exportAs ? <ExportButton fileName={exportAs.fileName} columns={exportAs.columns} fetchPage={list.exportPage} /> : null}
          </>
        }
      >
        {filters}
      </FilterBar>
      {listTitle && (
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {listTitle}
        </Typography>
      )}
      <ListGrid list={list} label={tableLabel} columns={columns} getRowId={getRowId} emptyText={emptyText} height={height} />
      {children}
    </>
  );
  return (
    <Screen title={title}>
      {tabs ? (
        <>
          {tabs.bar}
          <div role="tabpanel" id={tabs.panelId} aria-labelledby={tabs.tabId}>
            {content}
          </div>
        </>
      ) : (
        content
      )}
    </Screen>
  );
}
