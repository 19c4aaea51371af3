import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIVATION_NS } from '../i18n.ts';
import { ProductColumns } from '../queue/product-columns.tsx';
import { ProductGalleries } from '../queue/product-galleries.tsx';
import { ProductInfoTable } from '../queue/product-info-table.tsx';
import { ShortcutButton } from '../queue/queue-header.tsx';
import { QueueScreen } from '../queue/queue-screen.tsx';
import { SizeStockTable } from '../queue/size-stock-table.tsx';
import { useActivationQueue } from '../queue/use-activation-queue.ts';
import { useQueueShortcuts } from '../queue/use-queue-shortcuts.ts';
import { STUDIO_SETUP } from './queue-setups.ts';
import { StudioEditDialog } from './studio-edit-dialog.tsx';

/**
 * The studio image edit queue (spec 001 §2 "Studio image edit queue"): products whose studio shots
 * are newer than their website images; each UPC's shots open the image editor; Next (Alt+S) hands
 * out another product, and one whose shots were taken in leaves the queue.
 */
export function StudioQueue({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation(ACTIVATION_NS);
  const queue = useActivationQueue(canWrite, STUDIO_SETUP);
  const [tasking, setTasking] = useState(false);
  const [editing, setEditing] = useState<{ upc: string | null } | null>(null);
  const item = queue.reply?.item ?? null;
  const ready = canWrite && !queue.busy && item !== null;
  useQueueShortcuts(ready && !tasking && !editing, { skip: () => void queue.skip() });

  return (
    <>
      <QueueScreen
        setup={STUDIO_SETUP}
        queue={queue}
        canWrite={canWrite}
        countText={t('update.countStudio', { count: queue.reply?.count ?? 0 })}
        tasking={tasking}
        onTasking={setTasking}
        actions={
          <>
            <Button variant="outlined" disabled={!canWrite || item === null} onClick={() => setTasking(true)}>
              {t('update.task')}
            </Button>
            <ShortcutButton shortcut="skip" label={t('update.next')} color="inherit" disabled={!ready} onClick={() => void queue.skip()} />
          </>
        }
        product={(held) => (
          <ProductColumns
            galleries={
              <ProductGalleries
                images={held.images}
                name={held.product.name}
                onEditStudio={(upc) => setEditing({ upc })}
                editDisabled={!canWrite}
              />
            }
          >
            <ProductInfoTable product={held.product} />
            <SizeStockTable stock={held.stock} />
          </ProductColumns>
        )}
      />
      {editing && item && (
        <StudioEditDialog
          pId={item.product.pId}
          upc={editing.upc}
          shots={item.images.filter((i) => i.kind === 'studio' && i.upc === editing.upc)}
          canWrite={canWrite}
          onClose={() => {
            setEditing(null);
            // The product's images as they are now (the website's may have changed in the editor).
            void queue.reload();
          }}
        />
      )}
    </>
  );
}
