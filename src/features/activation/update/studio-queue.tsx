import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIVATION_NS } from '../i18n.ts';
import { EmptyQueue } from '../queue/empty-queue.tsx';
import { FilterPanel } from '../queue/filter-panel.tsx';
import { ProductColumns } from '../queue/product-columns.tsx';
import { ProductGalleries } from '../queue/product-galleries.tsx';
import { ProductInfoTable } from '../queue/product-info-table.tsx';
import { QueueHeader, ShortcutButton } from '../queue/queue-header.tsx';
import { SizeStockTable } from '../queue/size-stock-table.tsx';
import { TaskDialog } from '../queue/task-dialog.tsx';
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
  const countText = t('update.countStudio', { count: queue.reply?.count ?? 0 });

  return (
    <Stack spacing={2}>
      <FilterPanel
        setup={STUDIO_SETUP}
        canWrite={canWrite}
        onGenerate={(f) => void queue.generateCustom(f)}
        onSwitchToGlobal={() => void queue.switchToGlobal()}
      />
      <QueueHeader
        scope={queue.scope}
        countText={countText}
        pId={item?.product.pId ?? null}
        taskIds={item?.taskIds ?? []}
        onTask={() => setTasking(true)}
      >
        <Button variant="outlined" disabled={!canWrite || item === null} onClick={() => setTasking(true)}>
          {t('update.task')}
        </Button>
        <ShortcutButton shortcut="skip" label={t('update.next')} color="inherit" disabled={!ready} onClick={() => void queue.skip()} />
      </QueueHeader>
      {queue.busy && <LinearProgress aria-label={countText} />}
      {item ? (
        <ProductColumns
          galleries={
            <ProductGalleries
              images={item.images}
              name={item.product.name}
              onEditStudio={(upc) => setEditing({ upc })}
              editDisabled={!canWrite}
            />
          }
        >
          <ProductInfoTable product={item.product} />
          <SizeStockTable stock={item.stock} />
        </ProductColumns>
      ) : (
        !queue.busy && (
          <EmptyQueue
            message={queue.message}
            canWrite={canWrite}
            onGenerate={() => void queue.generateGlobal()}
            onRefresh={() => void queue.reload()}
          />
        )
      )}
      {tasking && item && (
        <TaskDialog
          setup={STUDIO_SETUP}
          pId={item.product.pId}
          canWrite={canWrite}
          onClose={() => setTasking(false)}
          onAdded={() => undefined}
        />
      )}
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
    </Stack>
  );
}
