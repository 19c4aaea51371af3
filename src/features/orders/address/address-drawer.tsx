import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FailedOrder } from '../../../domain/orders/order-failures.ts';
import { useClientConfig } from '../../../lib/client-config.ts';
import { legacyOrderAddressUrl } from '../../../lib/legacy-admin.ts';
import { ORDERS_NS } from '../i18n.ts';
import { NativeAddressDrawer } from './native-address-drawer.tsx';

/** The spec's height of an embedded page (001 §9 "Embedded page height 700"). */
const EMBEDDED_PAGE_HEIGHT = 700;

/**
 * Change address (spec 001 §2): the narrower drawer holding the legacy address page, addressed by
 * shipment id, order id and AWB number, where LEGACY_ADMIN_URL names that panel; this panel's own
 * address form otherwise.
 */
export function AddressDrawer({ order, onClose }: { order: FailedOrder; onClose: () => void }) {
  const { t } = useTranslation(ORDERS_NS);
  const titleId = useId();
  const src = legacyOrderAddressUrl(
    useClientConfig((s) => s.config?.legacyAdminUrl),
    order,
  );
  if (!src) return <NativeAddressDrawer order={order} onClose={onClose} />;
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{ paper: { 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: 560 } } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1 }}>
          {t('address.title')}
        </Typography>
        <IconButton aria-label={t('drawer.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box
        component="iframe"
        src={src}
        title={t('address.legacyTitle', { orderId: order.orderId })}
        sx={{ width: '100%', height: EMBEDDED_PAGE_HEIGHT, border: 0 }}
      />
    </Drawer>
  );
}
