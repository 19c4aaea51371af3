import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Screen } from '../../components/screen.tsx';
import { PRODUCT_ACTIVATION_PAGE } from '../../domain/activation/paths.ts';
import { usePageLevel } from '../../lib/page-access.ts';
import { ACTIVATION_NS } from './i18n.ts';
import { ProductColumns } from './queue/product-columns.tsx';
import { ProductGalleries } from './queue/product-galleries.tsx';
import { ProductInfoTable } from './queue/product-info-table.tsx';
import { ShortcutButton } from './queue/queue-header.tsx';
import { QueueScreen } from './queue/queue-screen.tsx';
import { ACTIVATION_SETUP } from './queue/queue-setup.ts';
import { RejectDrawer } from './queue/reject-drawer.tsx';
import { SizeStockTable } from './queue/size-stock-table.tsx';
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

  return (
    <Screen title={t('title')}>
      <QueueScreen
        setup={ACTIVATION_SETUP}
        queue={queue}
        canWrite={canWrite}
        countText={t('header.count', { count: queue.reply?.count ?? 0 })}
        tasking={tasking}
        onTasking={setTasking}
        actions={
          <>
            <ShortcutButton
              shortcut="activate"
              label={t('header.activate')}
              color="success"
              disabled={!ready}
              onClick={() => void queue.activate()}
            />
            <ShortcutButton
              shortcut="reject"
              label={t('header.reject')}
              color="error"
              disabled={!ready}
              onClick={() => setRejecting(true)}
            />
            <ShortcutButton shortcut="skip" label={t('header.skip')} color="inherit" disabled={!ready} onClick={() => void queue.skip()} />
            <Button variant="outlined" disabled={!canWrite || item === null} onClick={() => setTasking(true)}>
              {t('header.addTask')}
            </Button>
          </>
        }
        product={(held) => (
          <ProductColumns galleries={<ProductGalleries images={held.images} name={held.product.name} />}>
            <ProductInfoTable product={held.product} />
            <SizeStockTable stock={held.stock} />
          </ProductColumns>
        )}
      />
      {rejecting && item && (
        <RejectDrawer creatorName={item.product.createdByName} onReject={queue.reject} onClose={() => setRejecting(false)} />
      )}
    </Screen>
  );
}
