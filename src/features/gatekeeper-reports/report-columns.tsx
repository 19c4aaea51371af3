import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PalletHeader, PalletItem } from '../../domain/gatekeeper/contracts.ts';
import { formatDateTime, useTimeZone } from '../../lib/date-time.ts';
import type { CellValue, ExportColumn } from '../../lib/excel.ts';
import { GATEKEEPER_REPORTS_NS } from './i18n.ts';

/** One column of a report: its header key, its value (grid and export alike) and how it reads. */
interface Field<T> {
  id: string;
  value: (row: T) => CellValue;
  /** Codes and numbers stay left-to-right in Arabic; names and text follow their own direction. */
  ltr?: boolean;
  align?: 'right' | 'center';
}

function build<T>(fields: Field<T>[], header: (id: string) => string) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of one table hold different value types
  const columns: ColumnDef<T, any>[] = fields.map((f) => ({
    id: f.id,
    header: header(f.id),
    accessorFn: f.value,
    meta: f.align ? { align: f.align } : undefined,
    // Each value isolated: a pallet number or UPC reads left to right inside Arabic text.
    cell: (c) => <bdi dir={f.ltr ? 'ltr' : 'auto'}>{String(c.getValue() ?? '')}</bdi>,
  }));
  const exportColumns: ExportColumn<T>[] = fields.map((f) => ({ header: header(f.id), value: f.value }));
  return { columns, exportColumns };
}

function useLabels() {
  const { t } = useTranslation(GATEKEEPER_REPORTS_NS);
  const timeZone = useTimeZone();
  return {
    header: (id: string) => t(`columns.${id}`),
    date: (iso: string | null) => formatDateTime(iso, timeZone),
    yesNo: (value: boolean) => (value ? t('yes') : t('no')),
    status: (value: string) => t(`status.${value}`),
    t,
    timeZone,
  };
}

/** Columns of the pallet header report (spec 002 entities: header and its counts). */
export function useHeaderColumns() {
  const l = useLabels();
  return useMemo(() => {
    const fields: Field<PalletHeader>[] = [
      { id: 'palletNo', value: (r) => r.palletNo, ltr: true },
      { id: 'palletStatus', value: (r) => l.status(r.palletStatus) },
      { id: 'qty', value: (r) => r.qty, ltr: true, align: 'right' },
      { id: 'scanned', value: (r) => r.counts.scanned, ltr: true, align: 'right' },
      { id: 'total', value: (r) => r.counts.total, ltr: true, align: 'right' },
      { id: 'missing', value: (r) => r.counts.missing, ltr: true, align: 'right' },
      { id: 'excess', value: (r) => r.counts.excess, ltr: true, align: 'right' },
      { id: 'createdName', value: (r) => r.createdName },
      { id: 'createdDateUTC', value: (r) => l.date(r.createdDateUTC), ltr: true },
      { id: 'closedName', value: (r) => r.closedName ?? '' },
      { id: 'closedDateUTC', value: (r) => l.date(r.closedDateUTC), ltr: true },
    ];
    return build(fields, l.header);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the labels change with the language and the zone only
  }, [l.t, l.timeZone]);
}

/** Columns of the items report (spec 002 entity 'Gatekeeper item' plus device and server time). */
export function useItemColumns() {
  const l = useLabels();
  return useMemo(() => {
    const fields: Field<PalletItem>[] = [
      { id: 'palletNo', value: (r) => r.palletNo, ltr: true },
      { id: 'palletStatus', value: (r) => l.status(r.palletStatus) },
      { id: 'upc', value: (r) => r.upc, ltr: true },
      { id: 'isScanned', value: (r) => l.yesNo(r.isScanned) },
      { id: 'action', value: (r) => r.action ?? '', ltr: true },
      { id: 'remarks', value: (r) => r.remarks ?? '' },
      { id: 'createdName', value: (r) => r.createdName },
      { id: 'createdDateUTC', value: (r) => l.date(r.createdDateUTC), ltr: true },
      { id: 'isScannedByName', value: (r) => r.isScannedByName ?? '' },
      { id: 'isScannedDateUTC', value: (r) => l.date(r.isScannedDateUTC), ltr: true },
      { id: 'deviceTime', value: (r) => l.date(r.deviceTime), ltr: true },
      { id: 'serverTime', value: (r) => l.date(r.serverTime), ltr: true },
    ];
    return build(fields, l.header);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the labels change with the language and the zone only
  }, [l.t, l.timeZone]);
}
