import Button from '@mui/material/Button';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DisabledOption } from '../../../components/disabled-option.tsx';
import { editColumn, type Column } from '../../../components/record-columns.tsx';
import { StatusDot } from '../../../components/status-dot.tsx';
import type { ShippingCharge } from '../../../domain/shipment/shipping-charges.ts';
import { useTimeZone } from '../../../lib/date-time.ts';
import type { ExportColumn } from '../../../lib/excel.ts';
import { formatZoned } from '../../../lib/zoned-date-time.ts';
import { SHIPPING_NS } from '../i18n.ts';
import { SHIPPING_DATE_TIME_FORMAT } from './format.ts';
import { useDeliveryTypeName } from './use-delivery-type-name.ts';

const column = createColumnHelper<ShippingCharge>();
const AMOUNTS = ['transactionShippingCharge', 'transactionFreeShippingLimit', 'globalShippingCharge', 'expressShippingFee'] as const;

/**
 * The export's headers: the spec's names of the grid's columns (002 §2), whatever the language, so
 * that a file reads the same for whoever made it; 'In force' is ours.
 */
const EXPORT_HEADERS = {
  deliveryType: 'deliveryType',
  countryCode: 'countryCode',
  currencyCode: 'currencyCode',
  transactionShippingCharge: 'Shipping Charge',
  transactionFreeShippingLimit: 'transactionFreeShippingLimit',
  globalShippingCharge: 'globalShippingCharge',
  expressShippingFee: 'expressShippingFee',
  createdDateUTC: 'createdDateUTC',
  createdName: 'createdName',
  status: 'status',
  inForce: 'In force',
} as const;

/**
 * The grid's columns of spec 002 §2, headed by the fields' labels in the user's language, then the
 * status and whether the row is the charge in force or a change waiting for its time (in the
 * deployment's zone, Asia/Dubai), a waiting one with Withdraw; the export has the same, without the
 * buttons, under the spec's names.
 */
export function useChargeColumns(edit: (charge: ShippingCharge) => void, withdraw: (charge: ShippingCharge) => void) {
  const { t } = useTranslation(SHIPPING_NS);
  const timeZone = useTimeZone();
  const typeName = useDeliveryTypeName();

  return useMemo(() => {
    const header = (field: keyof typeof EXPORT_HEADERS) => t(`fields.${field}`);
    const when = (iso: string) => formatZoned(iso, SHIPPING_DATE_TIME_FORMAT, timeZone);
    // The delivery type by its name in the user's language.
    const typeOf = (c: ShippingCharge) => typeName(c.deliveryType);
    const statusOf = (c: ShippingCharge) => t(c.status ? 'statusTrue' : 'statusFalse');
    const inForceOf = (c: ShippingCharge) => (c.inForce ? t('inForce') : t('waitingUntil', { time: when(c.effectiveFrom) }));
    const nameOf = (c: ShippingCharge) => t(c.inForce ? 'editName' : 'editNameWaiting', { country: c.countryCode, type: typeOf(c) });
    const columns: Column<ShippingCharge>[] = [
      column.accessor(typeOf, { id: 'deliveryType', header: header('deliveryType') }),
      column.accessor('countryCode', { header: header('countryCode') }),
      column.accessor('currencyCode', { header: header('currencyCode') }),
      ...AMOUNTS.map((field) => column.accessor(field, { header: header(field) })),
      column.accessor((c) => when(c.createdDateUTC), { id: 'createdDateUTC', header: header('createdDateUTC') }),
      column.accessor('createdName', { header: header('createdName') }),
      column.accessor(statusOf, { id: 'status', header: header('status') }),
      column.accessor(inForceOf, {
        id: 'inForce',
        header: header('inForce'),
        cell: (c) => (
          <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
            <StatusDot color={c.row.original.inForce ? 'green' : 'orange'} label={c.getValue()} />
            <span aria-hidden>{c.getValue()}</span>
            {c.row.original.inForce ? null : (
              <DisabledOption>
                <Button
                  size="small"
                  color="warning"
                  aria-label={t('withdrawName', {
                    name: t('editName', { country: c.row.original.countryCode, type: typeOf(c.row.original) }),
                  })}
                  onClick={() => withdraw(c.row.original)}
                >
                  {t('withdraw')}
                </Button>
              </DisabledOption>
            )}
          </span>
        ),
      }),
      editColumn(t('edit'), nameOf, edit),
    ];
    const exportColumns: ExportColumn<ShippingCharge>[] = [
      { header: EXPORT_HEADERS.deliveryType, value: typeOf },
      { header: EXPORT_HEADERS.countryCode, value: (c) => c.countryCode },
      { header: EXPORT_HEADERS.currencyCode, value: (c) => c.currencyCode },
      ...AMOUNTS.map((field) => ({ header: EXPORT_HEADERS[field], value: (c: ShippingCharge) => c[field] })),
      { header: EXPORT_HEADERS.createdDateUTC, value: (c) => when(c.createdDateUTC) },
      { header: EXPORT_HEADERS.createdName, value: (c) => c.createdName },
      { header: EXPORT_HEADERS.status, value: statusOf },
      { header: EXPORT_HEADERS.inForce, value: inForceOf },
    ];
    return { columns, exportColumns };
    // `typeName` follows the language, so the names change with it.
  }, [t, timeZone, edit, withdraw, typeName]);
}
