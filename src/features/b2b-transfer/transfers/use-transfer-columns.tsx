import ListAltIcon from '@mui/icons-material/ListAlt';
import IconButton from '@mui/material/IconButton';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/record-columns.tsx';
import type { StockTransfer } from '../../../domain/stock/stock-transfers.ts';
import { formatDateTime, useTimeZone } from '../../../lib/date-time.ts';
import type { CellValue, ExportColumn } from '../../../lib/excel.ts';
import { B2B_TRANSFER_NS } from '../i18n.ts';

const column = createColumnHelper<StockTransfer>();
type Field =
  'referenceNumber' | 'fromLocationCode' | 'toLocationCode' | 'transferType' | 'lineCount' | 'unitCount' | 'createdName' | 'createdDateUTC';
const FIELDS: Field[] = [
  'referenceNumber',
  'fromLocationCode',
  'toLocationCode',
  'transferType',
  'lineCount',
  'unitCount',
  'createdName',
  'createdDateUTC',
];
const NUMBERS = new Set<Field>(['lineCount', 'unitCount']);

/** The stored transfers' columns (reference, from, to, type, lines, units, who, when), the Lines button, and the same for the export. */
export function useTransferColumns(openLines: (transfer: StockTransfer) => void) {
  const { t } = useTranslation(B2B_TRANSFER_NS);
  const timeZone = useTimeZone();
  return useMemo(() => {
    const value = (field: Field, row: StockTransfer): CellValue =>
      field === 'createdDateUTC' ? formatDateTime(row.createdDateUTC, timeZone) : row[field];
    const columns: Column<StockTransfer>[] = [
      ...FIELDS.map((field) =>
        column.display({
          id: field,
          header: t(`transfers.columns.${field}`),
          meta: NUMBERS.has(field) ? { align: 'right' } : undefined,
          // Codes, numbers and dates read left to right in Arabic too; a name follows its own direction.
          cell: ({ row: { original } }) => (
            <span dir={field === 'createdName' ? 'auto' : 'ltr'}>{String(value(field, original) ?? '')}</span>
          ),
        }),
      ),
      column.display({
        id: 'lines',
        header: t('transfers.columns.lines'),
        meta: { width: 80, align: 'center' },
        cell: ({ row: { original } }) => (
          <IconButton
            size="small"
            aria-label={t('transfers.viewLines', { ref: original.referenceNumber })}
            onClick={() => openLines(original)}
          >
            <ListAltIcon fontSize="small" />
          </IconButton>
        ),
      }),
    ];
    const exportColumns: ExportColumn<StockTransfer>[] = FIELDS.map((field) => ({
      header: t(`transfers.columns.${field}`),
      value: (row) => value(field, row),
    }));
    return { columns, exportColumns };
  }, [t, timeZone, openLines]);
}
