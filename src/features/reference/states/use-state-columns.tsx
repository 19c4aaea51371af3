import Box from '@mui/material/Box';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusDot } from '../../../components/status-dot.tsx';
import type { State } from '../../../domain/reference/states.ts';
import type { ExportColumn } from '../../../lib/excel.ts';
import { EditButton } from '../components/edit-button.tsx';
import { REFERENCE_NS } from '../i18n.ts';

const column = createColumnHelper<State>();
const SHOWN = ['id', 'stateName', 'ar_StateName', 'stateCode', 'countryName', 'countryCode', 'countryCode2'] as const;

/** The grid's columns of spec 002 §2 (status orange when 'i', green when 'a') and the same for the export. */
export function useStateColumns(edit: (state: State) => void) {
  const { t } = useTranslation(REFERENCE_NS);

  return useMemo(() => {
    const header = (field: (typeof SHOWN)[number] | 'status') => t(`states.columns.${field}`);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of one table hold different value types
    const columns: ColumnDef<State, any>[] = [
      ...SHOWN.map((field) => column.accessor(field, { header: header(field) })),
      column.accessor('status', {
        header: header('status'),
        cell: (c) => (
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
            <StatusDot color={c.getValue() === 'a' ? 'green' : 'orange'} label={t(`status.${c.getValue()}`)} />
            <span aria-hidden>{t(`status.${c.getValue()}`)}</span>
          </Box>
        ),
      }),
      column.display({
        id: 'edit',
        header: t('edit'),
        meta: { width: 72 },
        cell: ({ row: { original } }) => <EditButton name={original.stateName} onClick={() => edit(original)} />,
      }),
    ];
    const exportColumns: ExportColumn<State>[] = [...SHOWN, 'status' as const].map((field) => ({
      header: header(field),
      value: (row) => row[field],
    }));
    return { columns, exportColumns };
  }, [t, edit]);
}
