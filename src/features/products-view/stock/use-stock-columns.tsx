import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DisabledOption } from '../../../components/disabled-option.tsx';
import type { Column } from '../../../components/record-columns.tsx';
import { PRODUCT_VIEW_PAGE } from '../../../domain/catalogue/paths.ts';
import type { InboundQc, StockItem } from '../../../domain/stock/stock.ts';
import { formatDateTime, useTimeZone } from '../../../lib/date-time.ts';
import { PRODUCTS_VIEW_NS } from '../i18n.ts';

// Codes read left to right in Arabic too.
const code = (text: string) => <span dir="ltr">{text}</span>;

/** The stock table of spec 001 §2: upc, Itemcode, size and the edit action (greyed without L2). */
export function useStockColumns(edit: (item: StockItem) => void): Column<StockItem>[] {
  const { t } = useTranslation(PRODUCTS_VIEW_NS);
  return useMemo(
    () => [
      { id: 'upc', header: t('stock.columns.upc'), accessorFn: (r) => r.upc, cell: ({ row }) => code(row.original.upc) },
      {
        id: 'Itemcode',
        header: t('stock.columns.Itemcode'),
        accessorFn: (r) => r.Itemcode,
        cell: ({ row }) => code(row.original.Itemcode),
      },
      { id: 'size', header: t('stock.columns.size'), accessorFn: (r) => r.size, cell: ({ row }) => code(row.original.size) },
      {
        id: 'edit',
        header: t('stock.columns.edit'),
        meta: { width: 72 },
        cell: ({ row: { original } }) => {
          const label = t('stock.editRow', { upc: original.upc });
          return (
            // The page's own entry decides (the address carries the PID).
            <DisabledOption path={PRODUCT_VIEW_PAGE}>
              <IconButton size="small" aria-label={label} title={label} onClick={() => edit(original)}>
                <EditIcon fontSize="small" />
              </IconButton>
            </DisabledOption>
          );
        },
      },
    ],
    [t, edit],
  );
}

/** The 'Inbound QC Request' table: upc, Itemcode, sizeLabel, createdName, createdDateUTC (Dubai time). */
export function useInboundQcColumns(): Column<InboundQc>[] {
  const { t } = useTranslation(PRODUCTS_VIEW_NS);
  const timeZone = useTimeZone();
  return useMemo(
    () => [
      { id: 'upc', header: t('stock.columns.upc'), accessorFn: (r) => r.upc, cell: ({ row }) => code(row.original.upc) },
      {
        id: 'Itemcode',
        header: t('stock.columns.Itemcode'),
        accessorFn: (r) => r.Itemcode,
        cell: ({ row }) => code(row.original.Itemcode),
      },
      {
        id: 'sizeLabel',
        header: t('stock.columns.sizeLabel'),
        accessorFn: (r) => r.sizeLabel,
        cell: ({ row }) => code(row.original.sizeLabel),
      },
      { id: 'createdName', header: t('stock.columns.createdName'), accessorFn: (r) => r.createdName },
      {
        id: 'createdDateUTC',
        header: t('stock.columns.createdDateUTC'),
        accessorFn: (r) => r.createdDateUTC,
        cell: ({ row }) => code(formatDateTime(row.original.createdDateUTC, timeZone)),
      },
    ],
    [t, timeZone],
  );
}
