import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import type { ProductImage } from '../../domain/catalogue/product-images.ts';
import { useFailureToast } from '../../lib/query/use-failure-toast.ts';
import { KIT_NS } from '../../lib/kit-i18n.ts';
import { ImageDropZone } from './image-drop-zone.tsx';
import { ImageRow, type MoveAction } from './image-row.tsx';
import { useProductImages } from './use-product-images.ts';

/** This panel's own image manager: upload, main and secondary images in order, previews, delete. */
export function ImageManager({ pId, canWrite }: { pId: number; canWrite: boolean }) {
  const { t } = useTranslation(KIT_NS);
  const { query, images, busy, uploadProblem, upload, move, remove } = useProductImages(pId);
  useFailureToast(query.error, query.errorUpdatedAt);
  const previewTitleId = useId();
  const [preview, setPreview] = useState<{ image: ProductImage; name: string } | null>(null);
  const [deleting, setDeleting] = useState<{ image: ProductImage; name: string } | null>(null);
  // Buttons are greyed while a move is saved, which takes the keyboard focus away: it returns to the moved image.
  const [focus, setFocus] = useState<{ id: number; action: MoveAction } | null>(null);
  const moveTo = async (index: number, to: number) => {
    const id = images[index]!.id;
    if (!(await move(index, to))) return;
    // Focus stays on the button pressed, or on the other move button once the image reached an end.
    const action: MoveAction = to === 0 ? 'later' : to === images.length - 1 ? 'earlier' : to < index ? 'earlier' : 'later';
    setFocus({ id, action });
  };
  const nameOf = (index: number) => (index === 0 ? t('productImages.main') : t('productImages.secondary', { n: index }));
  const main = images[0];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ImageDropZone disabled={!canWrite} busy={busy} problem={uploadProblem} onFiles={(files) => void upload(files)} />
      {(query.isPending || busy) && <LinearProgress aria-label={t('productImages.loading')} />}
      {query.isSuccess && images.length === 0 && (
        <Alert severity="info" role="status">
          {t('productImages.none')}
        </Alert>
      )}
      {main && (
        <Box component="figure" sx={{ m: 0, display: 'grid', gap: 1, justifyItems: 'start' }}>
          <ButtonBase
            onClick={() => setPreview({ image: main, name: nameOf(0) })}
            aria-label={t('productImages.enlarge', { name: nameOf(0) })}
            sx={{ borderRadius: 1, border: 1, borderColor: 'divider' }}
          >
            <Box
              component="img"
              src={main.url}
              alt={nameOf(0)}
              sx={{ display: 'block', maxHeight: 240, maxWidth: 192, objectFit: 'contain' }}
            />
          </ButtonBase>
          <Typography component="figcaption" variant="body2">
            {nameOf(0)}
          </Typography>
        </Box>
      )}
      {images.length > 0 && (
        <Box component="ol" aria-label={t('productImages.listLabel')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {images.map((image, index) => (
            <ImageRow
              key={image.id}
              image={image}
              name={nameOf(index)}
              first={index === 0}
              last={index === images.length - 1}
              disabled={!canWrite || busy}
              onPreview={() => setPreview({ image, name: nameOf(index) })}
              focus={focus?.id === image.id ? focus.action : null}
              onFocused={() => setFocus(null)}
              onEarlier={() => void moveTo(index, index - 1)}
              onLater={() => void moveTo(index, index + 1)}
              onMakeMain={() => void moveTo(index, 0)}
              onDelete={() => setDeleting({ image, name: nameOf(index) })}
            />
          ))}
        </Box>
      )}
      <Dialog open={preview !== null} onClose={() => setPreview(null)} maxWidth="md" aria-labelledby={previewTitleId}>
        {preview && (
          <>
            <DialogTitle id={previewTitleId}>{preview.name}</DialogTitle>
            <DialogContent>
              <Box
                component="img"
                src={preview.image.url}
                alt={preview.name}
                sx={{ display: 'block', maxWidth: '100%', maxHeight: '75vh' }}
              />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('productImages.size', { width: preview.image.width, height: preview.image.height })}
              </Typography>
            </DialogContent>
          </>
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        title={t('productImages.deleteTitle')}
        text={deleting ? t('productImages.deleteText', { name: deleting.name }) : ''}
        confirmLabel={t('productImages.delete')}
        danger
        onConfirm={async () => {
          if (deleting) await remove(deleting.image.id);
        }}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
