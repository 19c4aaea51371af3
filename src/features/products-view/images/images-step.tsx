import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { ProductView } from '../../../domain/catalogue/products.ts';
import { useClientConfig } from '../../../lib/client-config.ts';
import { ImageManager } from '../../../components/product-images/image-manager.tsx';
import { LegacyImagePage } from '../../../components/product-images/legacy-image-page.tsx';
import { PRODUCTS_VIEW_NS } from '../i18n.ts';
import { useStockItems } from '../stock/stock-queries.ts';

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
  if (legacyAdminUrl) return <LegacyUpcImagePage base={legacyAdminUrl} pId={product.pId} />;
  return <ImageManager pId={product.pId} canWrite={canWrite} />;
}

/** The legacy page with the product's UPCs: the Manage Stock step's query, so a UPC added there is offered here at once. */
function LegacyUpcImagePage({ base, pId }: { base: string; pId: number }) {
  const stock = useStockItems(pId);
  return <LegacyImagePage base={base} pId={pId} upcs={stock.rows.map((s) => s.upc)} loading={stock.loading} />;
}
