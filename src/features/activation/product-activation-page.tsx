import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Screen } from '../../components/screen.tsx';
import { PRODUCT_ACTIVATION_PAGE } from '../../domain/activation/paths.ts';
import { usePageLevel } from '../../lib/page-access.ts';
import { ACTIVATION_NS } from './i18n.ts';
import { FilterPanel } from './queue/filter-panel.tsx';
import { ProductGalleries } from './queue/product-galleries.tsx';
import { ProductInfoTable } from './queue/product-info-table.tsx';
import { QueueHeader } from './queue/queue-header.tsx';
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
          count={queue.reply?.count ?? 0}
          pId={item?.product.pId ?? null}
          taskIds={item?.taskIds ?? []}
          canWrite={canWrite}
          busy={queue.busy}
          onActivate={() => void queue.activate()}
          onReject={() => setRejecting(true)}
          onSkip={() => void queue.skip()}
          onTask={() => setTasking(true)}
        />
        {queue.busy && <LinearProgress aria-label={t('header.count', { count: queue.reply?.count ?? 0 })} />}
        {item ? (
          <Box
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}
          >
            <ProductGalleries images={item.images} name={item.product.name} />
            <Stack spacing={2}>
              <ProductInfoTable product={item.product} />
              <SizeStockTable stock={item.stock} />
            </Stack>
          </Box>
        ) : (
          !queue.busy && (
            <Paper variant="outlined" sx={{ p: 3 }}>
              <Alert severity="info" sx={{ mb: 2 }}>
                {queue.message}
              </Alert>
              <Stack direction="row" spacing={1}>
                <Button variant="contained" disabled={!canWrite} onClick={() => void queue.generateGlobal()}>
                  {t('empty.generateGlobal')}
                </Button>
                <Button variant="outlined" onClick={() => void queue.reload()}>
                  {t('empty.refresh')}
                </Button>
              </Stack>
            </Paper>
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
