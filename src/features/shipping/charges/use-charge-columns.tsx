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
import { useDeliveryTypeLookup } from '../../../lib/lookups/shipment-lookups.ts';
import { formatZoned } from '../../../lib/zoned-date-time.ts';
import { SHIPPING_NS } from '../i18n.ts';
import { SHIPPING_DATE_TIME_FORMAT } from './format.ts';

const column = createColumnHelper<ShippingCharge>();
const AMOUNTS = ['transactionShippingCharge', 'transactionFreeShippingLimit', 'globalShippingCharge', 'expressShippingFee'] as const;

/**
 * The grid's columns of spec 002 §2, then the status and whether the row is the charge in force or a
 * change waiting for its time (in the deployment's zone, Asia/Dubai), a waiting one with Withdraw;
 * the export has the same, without the buttons.
 */
export function useChargeColumns(edit: (charge: ShippingCharge) => void, withdraw: (charge: ShippingCharge) => void) {
  const { t } = useTranslation(SHIPPING_NS);
  const timeZone = useTimeZone();
  const types = useDeliveryTypeLookup();

  return useMemo(() => {
    const header = (field: string) => t(`columns.${field}`);
    const when = (iso: string) => formatZoned(iso, SHIPPING_DATE_TIME_FORMAT, timeZone);
    // The delivery type by the server's name for it, in Arabic in Arabic mode.
    const typeOf = (c: ShippingCharge) => types.labelOfCode(c.deliveryType) ?? c.deliveryType;
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
      { header: header('deliveryType'), value: typeOf },
      { header: header('countryCode'), value: (c) => c.countryCode },
      { header: header('currencyCode'), value: (c) => c.currencyCode },
      ...AMOUNTS.map((field) => ({ header: header(field), value: (c: ShippingCharge) => c[field] })),
      { header: header('createdDateUTC'), value: (c) => when(c.createdDateUTC) },
      { header: header('createdName'), value: (c) => c.createdName },
      { header: header('status'), value: statusOf },
      { header: header('inForce'), value: inForceOf },
    ];
    return { columns, exportColumns };
    // `types` follows the language, so the names change with it.
  }, [t, timeZone, edit, withdraw, types]);
}
