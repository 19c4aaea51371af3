import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteButton } from '../../../components/delete-button.tsx';
import { HistoryButton } from '../../../components/history/history-button.tsx';
import type { Column } from '../../../components/record-columns.tsx';
import { StatusDot } from '../../../components/status-dot.tsx';
import { mayDeleteStockInTransit, needsContent } from '../../../domain/stock/constants.ts';
import type { StockInTransit } from '../../../domain/stock/stock-in-transit.ts';
import { formatDateTime, useTimeZone } from '../../../lib/date-time.ts';
import type { CellValue, ExportColumn } from '../../../lib/excel.ts';
import { STOCK_IN_TRANSIT_NS, STOCK_IN_TRANSIT_RESOURCES } from '../i18n.ts';

const column = createColumnHelper<StockInTransit>();
// An Undo from a row's History changes what the list and the pending report show.
const HISTORY_RELOADS = Object.values(STOCK_IN_TRANSIT_RESOURCES);
type Field = 'upc' | 'pId' | 'itemName' | 'style' | 'sizeLabel' | 'qty' | 'boxNo' | 'isRackFilled' | 'createdName' | 'createdDateUTC';
// Codes and numbers read left to right in Arabic too; names follow their own direction.
const CODES = new Set<Field>(['upc', 'pId', 'style', 'sizeLabel', 'qty', 'boxNo', 'createdDateUTC']);

interface RowActions {
  createContent: (row: StockInTransit) => void;
  remove: (row: StockInTransit) => void;
}

/**
 * The columns of spec 002 §2 (headed by their labels; the export by the spec's names), the rack as
 * a red or green dot with its words, codes left to right inside Arabic text, then Create Content
 * (a row waiting for content), Delete (only under the delete rule the server enforces too) and the
 * row's History (who changed or fed it, and when).
 */
export function useStockInTransitColumns({ createContent, remove }: RowActions) {
  const { t } = useTranslation(STOCK_IN_TRANSIT_NS);
  const timeZone = useTimeZone();

  return useMemo(() => {
    const value = (field: Field, row: StockInTransit): CellValue => {
      if (field === 'isRackFilled') return t(row.isRackFilled ? 'yes' : 'no');
      if (field === 'createdDateUTC') return formatDateTime(row.createdDateUTC, timeZone);
      return row[field];
    };
    const fields: Field[] = [
      'upc',
      'pId',
      'itemName',
      'style',
      'sizeLabel',
      'qty',
      'boxNo',
      'isRackFilled',
      'createdName',
      'createdDateUTC',
    ];
    const columns: Column<StockInTransit>[] = [
      ...fields.map((field): Column<StockInTransit> =>
        field === 'isRackFilled'
          ? column.display({
              id: field,
              header: t(`columns.${field}`),
              cell: ({ row: { original } }) => (
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                  <StatusDot
                    color={original.isRackFilled ? 'green' : 'red'}
                    label={t(original.isRackFilled ? 'rackFilled' : 'rackNotFilled')}
                  />
                  <span aria-hidden>{value(field, original)}</span>
                </Box>
              ),
            })
          : column.display({
              id: field,
              header: t(`columns.${field}`),
              meta: field === 'qty' ? { align: 'right' } : undefined,
              cell: ({ row: { original } }) => <bdi dir={CODES.has(field) ? 'ltr' : 'auto'}>{String(value(field, original) ?? '')}</bdi>,
            }),
      ),
      column.display({
        id: 'createContent',
        header: t('columns.createContent'),
        cell: ({ row: { original } }) =>
          needsContent(original) ? (
            <Button
              size="small"
              variant="outlined"
              aria-label={t('createContentRow', { upc: original.upc })}
              onClick={() => createContent(original)}
            >
              {t('createContent')}
            </Button>
          ) : null,
      }),
      column.display({
        id: 'delete',
        header: t('columns.delete'),
        meta: { width: 80, align: 'center' },
        cell: ({ row: { original } }) =>
          mayDeleteStockInTransit(original) ? (
            <DeleteButton label={t('deleteRow', { upc: original.upc })} onClick={() => remove(original)} />
          ) : null,
      }),
      column.display({
        id: 'history',
        header: t('columns.history'),
        meta: { width: 80, align: 'center' },
        cell: ({ row: { original } }) => (
          <HistoryButton
            entity="stock-in-transit"
            id={original.id}
            name={original.upc}
            labelOf={(field) => t(`history.fields.${field}`, { defaultValue: field })}
            invalidates={HISTORY_RELOADS}
          />
        ),
      }),
    ];
    // The export's headers are the spec's names of the columns (002 §2), whatever the language.
    const exportColumns: ExportColumn<StockInTransit>[] = fields.map((field) => ({
      header: field,
      value: (row) => value(field, row),
    }));
    return { columns, exportColumns };
  }, [t, timeZone, createContent, remove]);
}
