import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { ProductView } from '../../../domain/catalogue/products.ts';
import { useClientConfig } from '../../../lib/client-config.ts';
import { PRODUCTS_VIEW_NS } from '../i18n.ts';
import { ImageManager } from './image-manager.tsx';
import { LegacyImagePage } from './legacy-image-page.tsx';

/**
 * The Images step (spec 001 §2): the legacy panel's image-edit page, embedded with the product's
 * PID and UPC, where LEGACY_ADMIN_URL names that panel; this panel's own image manager otherwise.
 */
export function ImagesStep({ product, canWrite }: { product: ProductView | null; canWrite: boolean }) {
  const { t } = useTranslation(PRODUCTS_VIEW_NS);
  const legacyAdminUrl = useClientConfig((s) => s.config?.legacyAdminUrl);
  if (!product)
    return (
      <Alert severity="info" role="status">
        {t('images.saveFirst')}
      </Alert>
    );
  if (legacyAdminUrl) return <LegacyImagePage base={legacyAdminUrl} pId={product.pId} />;
  return <ImageManager pId={product.pId} canWrite={canWrite} />;
}
