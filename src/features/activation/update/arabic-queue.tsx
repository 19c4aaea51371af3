import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LeavePrompt } from '../../../components/form/leave-prompt.tsx';
import { useLeaveGuard } from '../../../lib/form/use-leave-guard.ts';
import { ACTIVATION_NS } from '../i18n.ts';
import { ProductColumns } from '../queue/product-columns.tsx';
import { ProductGalleries } from '../queue/product-galleries.tsx';
import { ProductInfoTable } from '../queue/product-info-table.tsx';
import { ShortcutButton } from '../queue/queue-header.tsx';
import { QueueScreen } from '../queue/queue-screen.tsx';
import { SizeStockTable } from '../queue/size-stock-table.tsx';
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
  // Activate and Next move to another product: unsaved Arabic is asked about first.
  const thenNext = (action: () => Promise<unknown>) => guard.requestClose(() => void action());

  return (
    <>
      <QueueScreen
        setup={ARABIC_SETUP}
        queue={queue}
        canWrite={canWrite}
        countText={t('update.countArabic', { count: queue.reply?.count ?? 0 })}
        tasking={tasking}
        onTasking={setTasking}
        onSwitchToGlobal={() => thenNext(queue.switchToGlobal)}
        actions={
          <>
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
            <ShortcutButton
              shortcut="skip"
              label={t('update.next')}
              color="inherit"
              disabled={!ready}
              onClick={() => thenNext(queue.skip)}
            />
          </>
        }
        notice={
          edit.conflict && (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" size="small" onClick={() => void queue.reload().then(edit.reset)}>
                  {t('update.ar.reload')}
                </Button>
              }
            >
              {t('update.ar.conflict')}
            </Alert>
          )
        }
        product={(held) => (
          <ProductColumns galleries={<ProductGalleries images={held.images} name={held.product.name} />}>
            <ProductInfoTable product={held.product} />
            <ArabicPanel product={held.product} edit={edit} editing={inEditMode} canWrite={canWrite} />
            <SizeStockTable stock={held.stock} />
          </ProductColumns>
        )}
      />
      <LeavePrompt form={{ guard }} />
    </>
  );
}
