import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import type { QueueProduct } from '../../../domain/activation/queues.ts';
import { EmptyQueue } from './empty-queue.tsx';
import { FilterPanel } from './filter-panel.tsx';
import { QueueHeader } from './queue-header.tsx';
import type { QueueSetup } from './queue-setup.ts';
import { TaskDialog } from './task-dialog.tsx';
import type { ActivationQueue } from './use-activation-queue.ts';

interface QueueScreenProps {
  setup: QueueSetup;
  queue: ActivationQueue;
  canWrite: boolean;
  /** The live count as the queue words it. */
  countText: string;
  /** The header's buttons. */
  actions: ReactNode;
  /** What the product held shows: galleries, tables, editors. */
  product: (item: QueueProduct) => ReactNode;
  /** The task dialog of the product held is open. */
  tasking: boolean;
  onTasking: (open: boolean) => void;
  /** Switch to global; by default at once (a screen with unsaved edits asks first). */
  onSwitchToGlobal?: () => void;
  /** Shown under the header, e.g. a save refused for a colleague's newer change. */
  notice?: ReactNode;
}

/**
 * A queue as every queue screen shows it (spec 001 §2): the filter panel, the header with the live
 * count and the screen's actions, the product held (or the empty queue's message and 'generate
 * global queue'), and the task dialog.
 */
export function QueueScreen({
  setup,
  queue,
  canWrite,
  countText,
  actions,
  product,
  tasking,
  onTasking,
  onSwitchToGlobal,
  notice,
}: QueueScreenProps) {
  const item = queue.reply?.item ?? null;
  return (
    <Stack spacing={2}>
      <FilterPanel
        setup={setup}
        canWrite={canWrite}
        onGenerate={(f) => void queue.generateCustom(f)}
        onSwitchToGlobal={onSwitchToGlobal ?? (() => void queue.switchToGlobal())}
      />
      <QueueHeader
        scope={queue.scope}
        countText={countText}
        pId={item?.product.pId ?? null}
        taskIds={item?.taskIds ?? []}
        onTask={() => onTasking(true)}
      >
        {actions}
      </QueueHeader>
      {notice}
      {queue.busy && <LinearProgress aria-label={countText} />}
      {item
        ? product(item)
        : !queue.busy && (
            <EmptyQueue
              message={queue.message}
              canWrite={canWrite}
              onGenerate={() => void queue.generateGlobal()}
              onRefresh={() => void queue.reload()}
            />
          )}
      {tasking && item && (
        <TaskDialog setup={setup} pId={item.product.pId} canWrite={canWrite} onClose={() => onTasking(false)} onAdded={() => undefined} />
      )}
    </Stack>
  );
}
