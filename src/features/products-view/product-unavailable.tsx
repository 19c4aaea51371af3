import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Screen } from '../../components/screen.tsx';
import { PRODUCT_VIEW_PAGE } from '../../domain/catalogue/paths.ts';
import { PRODUCTS_VIEW_NS } from './i18n.ts';

/**
 * The wizard is not shown: a mode other than CONTENT_CREATOR with its ssId ('Wrong Data', spec 001
 * §2), an address naming no product (none with that PID, or not a PID), or a product that failed to
 * load. No form then: a save would make a new product the address does not follow. New product opens
 * the empty wizard; a failed load offers Reload.
 */
export function ProductUnavailable({
  reason,
  pid = '',
  onReload,
}: {
  reason: 'wrongData' | 'missing' | 'failed';
  pid?: string;
  onReload?: () => void;
}) {
  const { t } = useTranslation(PRODUCTS_VIEW_NS);
  const navigate = useNavigate();
  const { search } = useLocation();
  const actions = reason !== 'wrongData' && (
    <Stack direction="row" spacing={1}>
      {reason === 'failed' && (
        <Button color="inherit" size="small" onClick={onReload}>
          {t('reload')}
        </Button>
      )}
      <Button color="inherit" size="small" onClick={() => void navigate(`${PRODUCT_VIEW_PAGE}${search}`)}>
        {t('newProduct')}
      </Button>
    </Stack>
  );
  const text = { wrongData: t('wrongData'), missing: t('notFound', { pid }), failed: t('loadFailed') }[reason];
  return (
    <Screen title={t('title')}>
      <Alert severity="error" action={actions || undefined}>
        {text}
      </Alert>
    </Screen>
  );
}
