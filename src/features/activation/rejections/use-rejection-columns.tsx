import Button from '@mui/material/Button';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/record-columns.tsx';
import type { ActivationRejection } from '../../../domain/activation/rejections.ts';
import { formatDateTime, useTimeZone } from '../../../lib/date-time.ts';
import type { CellValue, ExportColumn } from '../../../lib/excel.ts';
import { ACTIVATION_NS } from '../i18n.ts';

const column = createColumnHelper<ActivationRejection>();
const FIELDS = ['pId', 'department', 'reason', 'description', 'remarks', 'assignedToName', 'createdName', 'createdDateUTC'] as const;
type Field = (typeof FIELDS)[number];
const CODES = new Set<Field>(['pId', 'createdDateUTC']);

/** The columns of spec 000 §2 and a Fix button per row (greyed once fixed, or without L2). */
export function useRejectionColumns(fix: (row: ActivationRejection) => void, canWrite: boolean) {
  const { t } = useTranslation(ACTIVATION_NS);
  const timeZone = useTimeZone();
  return useMemo(() => {
    const value = (field: Field, row: ActivationRejection): CellValue =>
      field === 'createdDateUTC' ? formatDateTime(row.createdDateUTC, timeZone) : row[field];
    const columns: Column<ActivationRejection>[] = [
      ...FIELDS.map((field) =>
        column.display({
          id: field,
          header: t(`rejections.columns.${field}`),
          cell: ({ row: { original } }) => <span dir={CODES.has(field) ? 'ltr' : 'auto'}>{String(value(field, original) ?? '')}</span>,
        }),
      ),
      column.display({
        id: 'fix',
        header: t('rejections.columns.fix'),
        cell: ({ row: { original } }) => (
          <Button
            size="small"
            variant="outlined"
            disabled={!canWrite || original.fixed}
            aria-label={t('rejections.fixRow', { pId: original.pId })}
            onClick={() => fix(original)}
          >
            {t('rejections.fix')}
          </Button>
        ),
      }),
    ];
    const exportColumns: ExportColumn<ActivationRejection>[] = FIELDS.map((field) => ({
      header: t(`rejections.columns.${field}`),
      value: (row) => value(field, row),
    }));
    return { columns, exportColumns };
  }, [t, timeZone, fix, canWrite]);
}
