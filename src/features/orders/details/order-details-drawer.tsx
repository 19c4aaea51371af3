import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DisabledOption } from '../../../components/disabled-option.tsx';
import { HistoryButton } from '../../../components/history/history-button.tsx';
import { TOAST_MS } from '../../../domain/constants.ts';
import type { FailedOrder } from '../../../domain/orders/order-failures.ts';
import { formatDateTime, useTimeZone } from '../../../lib/date-time.ts';
import { errorMessage, toast } from '../../../lib/toast.ts';
import { updateOrderStock } from '../api/order-actions.ts';
import { orderFieldLabel } from '../history-labels.ts';
import { ORDERS_NS, ORDERS_RESOURCE } from '../i18n.ts';
import { useCountryName, useOrderWords } from '../use-order-words.ts';
import { OrderItemsTable } from './order-items-table.tsx';
import { useOrderDetails } from './use-order-details.ts';

/**
 * Order Details (spec 001 §2): the order's facts, its items with the HS code editor, Update stock,
 * and its retry attempts; History of the order (its edits, retries and item changes) in the header.
 */
export function OrderDetailsDrawer({ order, onClose }: { order: FailedOrder; onClose: () => void }) {
  const { t } = useTranslation(ORDERS_NS);
  const timeZone = useTimeZone();
  const words = useOrderWords();
  const countryOf = useCountryName();
  const titleId = useId();
  const details = useOrderDetails(order.orderId);
  const [updating, setUpdating] = useState(false);
  const shown = details.data?.order ?? order;

  const updateStock = async () => {
    setUpdating(true);
    try {
      const reply = await updateOrderStock(order.id);
      toast.success(reply.message, TOAST_MS.orderFailure);
      await details.reloadAll();
    } catch (error) {
      toast.failure(error, TOAST_MS.orderFailure);
    } finally {
      setUpdating(false);
    }
  };

  const fact = (label: string, value: string | number) => (
    <Typography variant="body2">
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:{' '}
      </Box>
      <bdi>{value}</bdi>
    </Typography>
  );

  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{ paper: { 'aria-labelledby': titleId, sx: { width: { xs: '100%', md: 1000 }, maxWidth: '100%' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} component="h2" variant="h6">
            {t('details')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <bdi dir="ltr">{order.orderId}</bdi>
          </Typography>
        </Box>
        <HistoryButton
          entity="order-failure"
          id={order.id}
          name={order.orderId}
          labelOf={(field) => orderFieldLabel(t, field)}
          invalidates={[ORDERS_RESOURCE]}
        />
        <IconButton aria-label={t('drawer.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { md: '1fr 1fr' }, gap: 0.5 }}>
          {fact(t('columns.name'), shown.shippingName)}
          {fact(t('drawer.customer'), shown.custId)}
          {fact(t('columns.address'), shown.shippingAddress)}
          {fact(t('columns.country'), countryOf(shown))}
          {fact(t('drawer.shipment'), shown.shipmentId)}
          {fact(t('drawer.awb'), shown.awbNo)}
          {fact(t('columns.remarks'), words.reasonOf(shown.remarks))}
        </Box>
        <Box>
          <DisabledOption>
            <Button variant="outlined" size="small" onClick={() => void updateStock()} disabled={updating}>
              {t('drawer.updateStock')}
            </Button>
          </DisabledOption>
        </Box>
        {details.isPending && <LinearProgress aria-label={t('details')} />}
        {details.error && <Alert severity="error">{errorMessage(details.error)}</Alert>}
        {details.data && (
          <>
            <OrderItemsTable
              orderId={order.id}
              orderIdText={order.orderId}
              revision={details.data.order.revision}
              items={details.data.items}
              onSaved={() => void details.reloadAll()}
            />
            <Box>
              <Typography component="h3" variant="subtitle1">
                {t('drawer.attempts')}
              </Typography>
              {details.data.attempts.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {t('drawer.noAttempts')}
                </Typography>
              ) : (
                <Box component="ul" sx={{ m: 0, ps: 3 }}>
                  {details.data.attempts.map((a) => (
                    <li key={a.id}>
                      <Typography variant="body2">
                        {t('drawer.attempt', {
                          when: formatDateTime(a.createdDateUTC, timeZone),
                          who: a.createdName,
                          link: a.link,
                          result: a.remarks ? `${a.result} ${words.reasonOf(a.remarks)}` : a.result,
                        })}
                      </Typography>
                    </li>
                  ))}
                </Box>
              )}
            </Box>
          </>
        )}
      </Box>
    </Drawer>
  );
}
