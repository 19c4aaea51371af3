import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LeavePrompt } from '../../../components/form/leave-prompt.tsx';
import { useLeaveGuard } from '../../../lib/form/use-leave-guard.ts';
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
import { ArabicPanel } from './arabic-panel.tsx';
import { ARABIC_SETUP } from './queue-setups.ts';
import { useArabicEdit } from './use-arabic-edit.ts';

/**
 * The Arabic activation queue (spec 001 §2, §4 "Arabic editing"): the product in English and in
 * Arabic; Edit turns on the Arabic name, details and bullets editors; Activate (Alt+A) sets the
 * Arabic status and Next (Alt+S) hands out another product, each asking first when an Arabic
 * change is unsaved, and the edit mode ends with the product.
 */
export function ArabicQueue({ canWrite, onDirty }: { canWrite: boolean; onDirty: (dirty: boolean) => void }) {
  const { t } = useTranslation(ACTIVATION_NS);
  const queue = useActivationQueue(canWrite, ARABIC_SETUP);
  const item = queue.reply?.item ?? null;
  const edit = useArabicEdit(item?.product ?? null, (change) =>
    queue.updateItem((held) => ({ ...held, product: { ...held.product, ...change } })),
  );
  const guard = useLeaveGuard(edit.dirty);
  const [tasking, setTasking] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const inEditMode = item !== null && editing === item.product.pId;
  const ready = canWrite && !queue.busy && item !== null && !edit.saving;
  useQueueShortcuts(ready && !tasking && !inEditMode, { activate: () => void queue.activate(), skip: () => void queue.skip() });
  useEffect(() => onDirty(edit.dirty), [edit.dirty, onDirty]);
  const countText = t('update.countArabic', { count: queue.reply?.count ?? 0 });
  // Activate and Next move to another product: unsaved Arabic is asked about first.
  const thenNext = (action: () => Promise<unknown>) => guard.requestClose(() => void action());

  return (
    <Stack spacing={2}>
      <FilterPanel
        setup={ARABIC_SETUP}
        canWrite={canWrite}
        onGenerate={(f) => void queue.generateCustom(f)}
        onSwitchToGlobal={() => thenNext(queue.switchToGlobal)}
      />
      <QueueHeader
        scope={queue.scope}
        countText={countText}
        pId={item?.product.pId ?? null}
        taskIds={item?.taskIds ?? []}
        onTask={() => setTasking(true)}
      >
        <Tooltip title={edit.dirty ? t('update.locked') : ''}>
          <span>
            <Button
              variant={inEditMode ? 'contained' : 'outlined'}
              aria-pressed={inEditMode}
              disabled={!ready || edit.dirty}
              onClick={() => setEditing(inEditMode ? null : item!.product.pId)}
            >
              {t('update.edit')}
            </Button>
          </span>
        </Tooltip>
        <Button variant="outlined" disabled={!canWrite || item === null} onClick={() => setTasking(true)}>
          {t('update.task')}
        </Button>
        <ShortcutButton
          shortcut="activate"
          label={t('update.activate')}
          color="success"
          disabled={!ready}
          onClick={() => thenNext(queue.activate)}
        />
        <ShortcutButton shortcut="skip" label={t('update.next')} color="inherit" disabled={!ready} onClick={() => thenNext(queue.skip)} />
      </QueueHeader>
      {edit.conflict && (
        <Alert
          severity="warning"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                void queue.reload().then(edit.reset);
              }}
            >
              {t('update.ar.reload')}
            </Button>
          }
        >
          {t('update.ar.conflict')}
        </Alert>
      )}
      {queue.busy && <LinearProgress aria-label={countText} />}
      {item ? (
        <ProductColumns galleries={<ProductGalleries images={item.images} name={item.product.name} />}>
          <ProductInfoTable product={item.product} />
          <ArabicPanel product={item.product} edit={edit} editing={inEditMode} canWrite={canWrite} />
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
          setup={ARABIC_SETUP}
          pId={item.product.pId}
          canWrite={canWrite}
          onClose={() => setTasking(false)}
          onAdded={() => undefined}
        />
      )}
      <LeavePrompt form={{ guard }} />
    </Stack>
  );
}
