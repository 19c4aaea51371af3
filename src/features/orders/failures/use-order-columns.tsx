import EditLocationAltOutlinedIcon from '@mui/icons-material/EditLocationAltOutlined';
import ReplayIcon from '@mui/icons-material/Replay';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteButton } from '../../../components/delete-button.tsx';
import { DisabledOption } from '../../../components/disabled-option.tsx';
import type { Column } from '../../../components/record-columns.tsx';
import type { FailedOrder } from '../../../domain/orders/order-failures.ts';
import { formatDateTime, useTimeZone } from '../../../lib/date-time.ts';
import type { CellValue, ExportColumn } from '../../../lib/excel.ts';
import { ORDERS_NS } from '../i18n.ts';
import { useCountryName, useOrderWords } from '../use-order-words.ts';
import { formatAed } from './money.ts';

const column = createColumnHelper<FailedOrder>();
const FIELDS = [
  'id',
  'custId',
  'orderId',
  'orderDate',
  'name',
  'address',
  'country',
  'amount',
  'deliveryType',
  'payment',
  'remarks',
] as const;
type Field = (typeof FIELDS)[number];
/**
 * Widths (px) chosen so the columns shown first and the row buttons fit a 1280 px screen beside the
 * menu; the columns marked hidden wait in the column menu (a user shows them there).
 */
const LAYOUT: Record<Field, { width: number; hidden?: boolean }> = {
  id: { width: 72, hidden: true },
  custId: { width: 110, hidden: true },
  orderId: { width: 120 },
  orderDate: { width: 130 },
  name: { width: 120 },
  address: { width: 170 },
  country: { width: 100 },
  amount: { width: 100 },
  deliveryType: { width: 130, hidden: true },
  payment: { width: 150, hidden: true },
  remarks: { width: 150 },
};
// Ids, dates and amounts read left to right in Arabic too.
const CODES = new Set<Field>(['id', 'custId', 'orderId', 'orderDate', 'amount']);

/** An order's country in its cell: the cell follows the countries as they load, while the grid's columns stay as they are. */
function CountryName({ order }: { order: FailedOrder }) {
  return <span dir="auto">{useCountryName()(order)}</span>;
}

export interface RowActions {
  details: (order: FailedOrder) => void;
  ask: (action: 'retry' | 'delete', order: FailedOrder) => void;
  changeAddress: (order: FailedOrder) => void;
}

/** The columns of spec 001 §2 and the row buttons: Order Details, Retry, Delete (L2), Change address (L2). */
export function useOrderColumns({ details, ask, changeAddress }: RowActions) {
  const { t } = useTranslation(ORDERS_NS);
  const timeZone = useTimeZone();
  const words = useOrderWords();
  const countryOf = useCountryName();

  // A field's value as the grid and the export show it: codes as words in the user's language.
  const valueOf = useMemo(
    () =>
      (field: Field, o: FailedOrder, country: (order: FailedOrder) => string): CellValue => {
        switch (field) {
          case 'orderDate':
            return formatDateTime(o.orderDateUTC, timeZone);
          case 'name':
            return o.shippingName;
          case 'address':
            return o.shippingAddress;
          case 'country':
            return country(o);
          case 'amount':
            return formatAed(o.transactionAmount);
          case 'deliveryType':
            return words.typeOf(o.deliveryType);
          case 'payment':
            return `${o.paymentMode} · ${t(`payment.${o.paymentStatus === 1 || o.paymentStatus === 2 ? o.paymentStatus : 0}`)}`;
          case 'remarks':
            return o.state === 'RETRYING' ? `${words.reasonOf(o.remarks)} (${t('retrying')})` : words.reasonOf(o.remarks);
          default:
            return o[field];
        }
      },
    [t, timeZone, words],
  );

  // The country's cell follows the countries as they load: the columns stay as they are meanwhile.
  const columns = useMemo<Column<FailedOrder>[]>(
    () => [
      ...FIELDS.map((field) =>
        column.display({
          id: field,
          header: t(`columns.${field}`),
          // Display columns (their cells format the value), yet data: they scroll under the pinned buttons.
          meta: { action: false, ...LAYOUT[field], ...(field === 'amount' ? { align: 'right' as const } : {}) },
          cell: ({ row: { original } }) =>
            field === 'country' ? (
              <CountryName order={original} />
            ) : (
              <span dir={CODES.has(field) ? 'ltr' : 'auto'}>{String(valueOf(field, original, (o) => o.shippingCountry) ?? '')}</span>
            ),
        }),
      ),
      column.display({
        id: 'actions',
        header: t('columns.actions'),
        // Four icon buttons side by side.
        meta: { width: 168 },
        cell: ({ row: { original: o } }) => (
          <Box sx={{ display: 'flex', gap: 0.5, whiteSpace: 'nowrap' }}>
            <IconButton size="small" aria-label={t('detailsRow', { orderId: o.orderId })} title={t('details')} onClick={() => details(o)}>
              <VisibilityOutlinedIcon fontSize="small" />
            </IconButton>
            <DisabledOption>
              <IconButton
                size="small"
                color="primary"
                aria-label={t('retryRow', { orderId: o.orderId })}
                title={t('retry')}
                disabled={o.state === 'RETRYING'}
                onClick={() => ask('retry', o)}
              >
                <ReplayIcon fontSize="small" />
              </IconButton>
            </DisabledOption>
            <DeleteButton label={t('deleteRow', { orderId: o.orderId })} onClick={() => ask('delete', o)} />
            <DisabledOption>
              <IconButton
                size="small"
                aria-label={t('addressRow', { orderId: o.orderId })}
                title={t('changeAddress')}
                onClick={() => changeAddress(o)}
              >
                <EditLocationAltOutlinedIcon fontSize="small" />
              </IconButton>
            </DisabledOption>
          </Box>
        ),
      }),
    ],
    [t, valueOf, details, ask, changeAddress],
  );
  const exportColumns = useMemo<ExportColumn<FailedOrder>[]>(
    () => FIELDS.map((field) => ({ header: t(`columns.${field}`), value: (o) => valueOf(field, o, countryOf) })),
    [t, valueOf, countryOf],
  );
  return { columns, exportColumns };
}
