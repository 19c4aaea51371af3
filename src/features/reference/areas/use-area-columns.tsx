import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Area } from '../../../domain/reference/areas.ts';
import type { ExportColumn } from '../../../lib/excel.ts';
import { EditButton } from '../components/edit-button.tsx';
import { REFERENCE_NS } from '../i18n.ts';

const column = createColumnHelper<Area>();
const SHOWN = ['id', 'areaName', 'ar_areaName', 'CountryName', 'countryCode', 'countryCode2', 'StateName', 'stateCode'] as const;

/** The grid's columns of spec 000 §2 and the same columns for the export. */
export function useAreaColumns(edit: (area: Area) => void) {
  const { t } = useTranslation(REFERENCE_NS);

  return useMemo(() => {
    const header = (field: (typeof SHOWN)[number]) => t(`areas.columns.${field}`);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of one table hold different value types
    const columns: ColumnDef<Area, any>[] = [
      ...SHOWN.map((field) => column.accessor(field, { header: header(field) })),
      column.display({
        id: 'edit',
        header: t('edit'),
        meta: { width: 72 },
        cell: ({ row: { original } }) => <EditButton name={original.areaName} onClick={() => edit(original)} />,
      }),
    ];
    const exportColumns: ExportColumn<Area>[] = SHOWN.map((field) => ({ header: header(field), value: (row) => row[field] }));
    return { columns, exportColumns };
  }, [t, edit]);
}
