import Box from '@mui/material/Box';
import type { ColumnDef } from '@tanstack/react-table';
import type { RecordStatus } from '../domain/fields.ts';
import { EditButton } from './edit-button.tsx';
import { StatusDot } from './status-dot.tsx';

// Columns of one table hold different value types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Column<T> = ColumnDef<T, any>;

/** A record's status: a dot (orange 'i', green 'a', spec 000 §2) and its word, e.g. 'Active'. */
export function statusColumn<T extends { status: RecordStatus }>(header: string, wordOf: (status: RecordStatus) => string): Column<T> {
  return {
    id: 'status',
    accessorFn: (row) => row.status,
    header,
    cell: ({ row: { original } }) => (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
        <StatusDot color={original.status === 'a' ? 'green' : 'orange'} label={wordOf(original.status)} />
        <span aria-hidden>{wordOf(original.status)}</span>
      </Box>
    ),
  };
}

/** The row's Edit button, named after the record; greyed without L2 on the page. */
export function editColumn<T>(header: string, nameOf: (row: T) => string, edit: (row: T) => void): Column<T> {
  return {
    id: 'edit',
    header,
    meta: { width: 72 },
    cell: ({ row: { original } }) => <EditButton name={nameOf(original)} onClick={() => edit(original)} />,
  };
}
