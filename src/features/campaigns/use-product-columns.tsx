import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CampaignProduct } from '../../domain/campaigns/contracts.ts';
import { formatDateTime } from '../../lib/date-time.ts';
import type { ExportColumn } from '../../lib/excel.ts';
import { formatPrice } from './format.ts';
import { CAMPAIGNS_NS } from './i18n.ts';

const column = createColumnHelper<CampaignProduct>();
const ltr = (text: string | number) => <span dir="ltr">{text}</span>;

/**
 * The Product Listing's columns (spec 000 §2: PID, New Price, Old Price, Country Code, Price Changed
 * Date, Created Date) for the grid and for the export, with the same headers and the same dates.
 * The export keeps prices and PIDs as numbers so a spreadsheet can sum them.
 */
export function useProductColumns(timeZone: string) {
  const { t } = useTranslation(CAMPAIGNS_NS);

  return useMemo(() => {
    const header = (key: string) => t(`products.columns.${key}`);
    const when = (iso: string) => formatDateTime(iso, timeZone);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of one table hold different value types
    const grid: ColumnDef<CampaignProduct, any>[] = [
      column.accessor('pid', { header: header('pid'), cell: (c) => ltr(c.getValue()) }),
      column.accessor('newPrice', { header: header('newPrice'), meta: { align: 'right' }, cell: (c) => ltr(formatPrice(c.getValue())) }),
      column.accessor('oldPrice', { header: header('oldPrice'), meta: { align: 'right' }, cell: (c) => ltr(formatPrice(c.getValue())) }),
      column.accessor('countryCode', { header: header('countryCode'), cell: (c) => ltr(c.getValue()) }),
      column.accessor('priceChangedDate', { header: header('priceChangedDate'), cell: (c) => ltr(when(c.getValue())) }),
      column.accessor('createDate', { header: header('createDate'), cell: (c) => ltr(when(c.getValue())) }),
    ];
    const sheet: ExportColumn<CampaignProduct>[] = [
      { header: header('pid'), value: (r) => r.pid },
      { header: header('newPrice'), value: (r) => r.newPrice },
      { header: header('oldPrice'), value: (r) => r.oldPrice },
      { header: header('countryCode'), value: (r) => r.countryCode },
      { header: header('priceChangedDate'), value: (r) => when(r.priceChangedDate) },
      { header: header('createDate'), value: (r) => when(r.createDate) },
    ];
    return { grid, sheet };
  }, [t, timeZone]);
}
