import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageManager } from '../../../components/product-images/image-manager.tsx';
import { LegacyImagePage } from '../../../components/product-images/legacy-image-page.tsx';
import { useProductImages } from '../../../components/product-images/use-product-images.ts';
import { PRODUCT_VIEW_PAGE } from '../../../domain/catalogue/paths.ts';
import type { ProductImage } from '../../../domain/catalogue/product-images.ts';
import { useClientConfig } from '../../../lib/client-config.ts';
import { usePageLevel } from '../../../lib/page-access.ts';
import { ACTIVATION_NS } from '../i18n.ts';

/** The studio's shots of the UPC, each of which can join the website images (the image manager's list below). */
function StudioShots({ pId, shots, canWrite }: { pId: number; shots: readonly ProductImage[]; canWrite: boolean }) {
  const { t } = useTranslation(ACTIVATION_NS);
  const { images, busy, attach } = useProductImages(pId);
  const used = new Set(images.map((i) => i.imageId));
  return (
    <Box component="section" aria-label={t('update.studioEdit.shots')}>
      <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
        {t('update.studioEdit.shots')}
      </Typography>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
        {shots.map((shot, n) => {
          const name = t('update.studioEdit.shot', { n: n + 1 });
          return (
            <Stack key={shot.id} spacing={0.5} sx={{ alignItems: 'center' }}>
              <img src={shot.thumbnailUrl || shot.url} alt={name} style={{ height: 150, objectFit: 'contain' }} />
              <Button
                size="small"
                variant="outlined"
                disabled={!canWrite || busy || used.has(shot.imageId)}
                onClick={() => void attach([shot.imageId])}
              >
                {used.has(shot.imageId) ? t('update.studioEdit.used') : t('update.studioEdit.use', { name })}
              </Button>
            </Stack>
          );
        })}
      </Stack>
    </Box>
  );
}

/**
 * The studio image edit modal (spec 001 §2): the legacy panel's image-edit page for the product
 * and the shots' UPC when LEGACY_ADMIN_URL is set; otherwise this panel's image manager (the
 * product view's Images step), with the shots ready to join the website images. Its calls are the
 * product view's, so it needs that page too (L1 to see the images, L2 to change them).
 */
export function StudioEditDialog({
  pId,
  upc,
  shots,
  canWrite,
  onClose,
}: {
  pId: number;
  upc: string | null;
  shots: readonly ProductImage[];
  canWrite: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(ACTIVATION_NS);
  const titleId = useId();
  const legacyAdminUrl = useClientConfig((s) => s.config?.legacyAdminUrl);
  const viewLevel = usePageLevel(PRODUCT_VIEW_PAGE);
  const mayChangeImages = canWrite && viewLevel === 'L2';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('update.studioEdit.title', { pId, upc: upc ?? t('update.studioEdit.noUpc') })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 3 }}>
        {legacyAdminUrl ? (
          <LegacyImagePage base={legacyAdminUrl} pId={pId} upcs={upc ? [upc] : []} />
        ) : (
          <>
            {!mayChangeImages && (
              <Alert severity="info" role="status">
                {t('update.studioEdit.needsProductView')}
              </Alert>
            )}
            {viewLevel && (
              <>
                <StudioShots pId={pId} shots={shots} canWrite={mayChangeImages} />
                <Box component="section" aria-label={t('update.studioEdit.websiteImages')}>
                  <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
                    {t('update.studioEdit.websiteImages')}
                  </Typography>
                  <ImageManager pId={pId} canWrite={mayChangeImages} />
                </Box>
              </>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('update.studioEdit.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
