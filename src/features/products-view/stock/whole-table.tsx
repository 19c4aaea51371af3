import { useState } from 'react';
import { DataTable } from '../../../components/data-table/index.ts';
import type { Column } from '../../../components/record-columns.tsx';
import { DEFAULT_PAGE_SIZE } from '../../../domain/constants.ts';
import { toSkipTake, type Paging } from '../../../domain/paging.ts';

interface WholeTableProps<T> {
  label: string;
  columns: Column<T>[];
  rows: readonly T[];
  loading: boolean;
  getRowId: (row: T) => string;
}

/** A grid over a list loaded whole (a product's few UPCs), paged on screen. */
export function WholeTable<T>({ label, columns, rows, loading, getRowId }: WholeTableProps<T>) {
  const [paging, setPaging] = useState<Paging>({ index: 1, pageSize: DEFAULT_PAGE_SIZE });
  const { skip, take } = toSkipTake(paging.index, paging.pageSize);
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={rows.slice(skip, skip + take)}
      totalRecords={rows.length}
      paging={paging}
      onPagingChange={setPaging}
      loading={loading}
      getRowId={getRowId}
    />
  );
}
