import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Screen } from '../../components/screen.tsx';
import { PRODUCT_ACTIVATION_PAGE } from '../../domain/activation/paths.ts';
import { usePageLevel } from '../../lib/page-access.ts';
import { ACTIVATION_NS } from './i18n.ts';
import { EmptyQueue } from './queue/empty-queue.tsx';
import { FilterPanel } from './queue/filter-panel.tsx';
import { ProductColumns } from './queue/product-columns.tsx';
import { ProductGalleries } from './queue/product-galleries.tsx';
import { ProductInfoTable } from './queue/product-info-table.tsx';
import { QueueHeader, ShortcutButton } from './queue/queue-header.tsx';
import { RejectDrawer } from './queue/reject-drawer.tsx';
import { SizeStockTable } from './queue/size-stock-table.tsx';
import { TaskDialog } from './queue/task-dialog.tsx';
import { useActivationQueue } from './queue/use-activation-queue.ts';
import { useQueueShortcuts } from './queue/use-queue-shortcuts.ts';

/** The product activation queue, /apps/cms/product-activation (spec 001 §2, §4 "Activation queue"). */
export function ProductActivationPage() {
  const { t } = useTranslation(ACTIVATION_NS);
  const canWrite = usePageLevel(PRODUCT_ACTIVATION_PAGE) === 'L2';
  const queue = useActivationQueue(canWrite);
  const [rejecting, setRejecting] = useState(false);
  const [tasking, setTasking] = useState(false);
  const item = queue.reply?.item ?? null;
  const ready = canWrite && !queue.busy && item !== null;
  useQueueShortcuts(ready && !rejecting && !tasking, {
    activate: () => void queue.activate(),
    reject: () => setRejecting(true),
    skip: () => void queue.skip(),
  });
  const countText = t('header.count', { count: queue.reply?.count ?? 0 });

  return (
    <Screen title={t('title')}>
      <Stack spacing={2}>
        <FilterPanel
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
          <ShortcutButton
            shortcut="activate"
            label={t('header.activate')}
            color="success"
            disabled={!ready}
            onClick={() => void queue.activate()}
          />
          <ShortcutButton shortcut="reject" label={t('header.reject')} color="error" disabled={!ready} onClick={() => setRejecting(true)} />
          <ShortcutButton shortcut="skip" label={t('header.skip')} color="inherit" disabled={!ready} onClick={() => void queue.skip()} />
          <Button variant="outlined" disabled={!canWrite || item === null} onClick={() => setTasking(true)}>
            {t('header.addTask')}
          </Button>
        </QueueHeader>
        {queue.busy && <LinearProgress aria-label={countText} />}
        {item ? (
          <ProductColumns galleries={<ProductGalleries images={item.images} name={item.product.name} />}>
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
      </Stack>
      {rejecting && item && (
        <RejectDrawer creatorName={item.product.createdByName} onReject={queue.reject} onClose={() => setRejecting(false)} />
      )}
      {tasking && item && (
        <TaskDialog pId={item.product.pId} canWrite={canWrite} onClose={() => setTasking(false)} onAdded={() => undefined} />
      )}
    </Screen>
  );
}
