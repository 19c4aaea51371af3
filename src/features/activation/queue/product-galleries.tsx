import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ProductImage } from '../../../domain/catalogue/product-images.ts';
import { formatDateTime, useTimeZone } from '../../../lib/date-time.ts';
import { ACTIVATION_NS } from '../i18n.ts';

function Gallery({ title, images, name }: { title: string; images: readonly ProductImage[]; name: string }) {
  const { t } = useTranslation(ACTIVATION_NS);
  return (
    <section aria-label={title}>
      <Typography component="h3" variant="subtitle2" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {images.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('gallery.none')}
        </Typography>
      ) : (
        <ImageList cols={6} gap={6} rowHeight={150} sx={{ m: 0 }}>
          {images.map((image, n) => (
            <ImageListItem key={image.id}>
              <img
                src={image.thumbnailUrl || image.url}
                alt={`${name} ${n + 1}`}
                loading="lazy"
                style={{ objectFit: 'contain', height: 150 }}
              />
            </ImageListItem>
          ))}
        </ImageList>
      )}
    </section>
  );
}

/**
 * Production gallery, encoder images, and studio images grouped by UPC and date (spec 001 §2);
 * with `onEditStudio` (the studio queue) each group has an edit button that opens the image editor for its UPC.
 */
export function ProductGalleries({
  images,
  name,
  onEditStudio,
  editDisabled = false,
}: {
  images: readonly ProductImage[];
  name: string;
  onEditStudio?: (upc: string | null) => void;
  editDisabled?: boolean;
}) {
  const { t } = useTranslation(ACTIVATION_NS);
  const timeZone = useTimeZone();
  const of = (kind: ProductImage['kind']) => images.filter((i) => i.kind === kind);
  const studio = new Map<string, { upc: string | null; list: ProductImage[] }>();
  for (const image of of('studio')) {
    const key = t('gallery.studioGroup', {
      upc: image.upc ?? t('gallery.noUpc'),
      date: formatDateTime(image.createdDateUTC, timeZone).slice(0, 10),
    });
    studio.set(key, { upc: image.upc, list: [...(studio.get(key)?.list ?? []), image] });
  }
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Gallery title={t('gallery.production')} images={of('production')} name={name} />
      <Gallery title={t('gallery.encoder')} images={of('encoder')} name={name} />
      <section aria-label={t('gallery.studio')}>
        <Typography component="h3" variant="subtitle2">
          {t('gallery.studio')}
        </Typography>
        {studio.size === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('gallery.none')}
          </Typography>
        )}
        {[...studio.entries()].map(([group, { upc, list }]) => (
          <div key={group}>
            <Gallery title={group} images={list} name={name} />
            {onEditStudio && (
              <Button size="small" startIcon={<EditIcon />} disabled={editDisabled} onClick={() => onEditStudio(upc)} sx={{ mt: 0.5 }}>
                {t('gallery.editStudio', { group })}
              </Button>
            )}
          </div>
        ))}
      </section>
    </Paper>
  );
}
