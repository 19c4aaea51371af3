import { useCallback, useEffect, useRef, useState } from 'react';
import { queueNameOf, type QueueKind, type QueueName, type QueueScope } from '../../../domain/activation/constants.ts';
import { ACTIVATION_MESSAGES as M } from '../../../domain/activation/messages.ts';
import { QUEUE_EVENTS } from '../../../domain/activation/paths.ts';
import type { QueueReply, RejectBody } from '../../../domain/activation/queues.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { emitSocket, onSocketEvent, useSocketStatus } from '../../../lib/socket.ts';
import { toast } from '../../../lib/toast.ts';
import { sayHere } from '../../../lib/words.ts';
import { deleteCustomQueue, generateCustomQueue, generateGlobalQueue, type QueueFilterValues } from '../api/generate-queue.ts';
import { getQueue, getQueueCount } from '../api/get-queue.ts';
import { rejectProduct, skipProduct } from '../api/queue-actions.ts';
import { ACTIVATION_SETUP, type QueueSetup } from './queue-setup.ts';

/** The select-a-filter snackbar lasts 3 s (spec 001 §5). */
const SELECT_FILTER_MS = 3000;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Whether the filter panel chose anything (spec 001 §5: brand, encoder, days, PID, is-task; on the
 * update and Arabic queues is-stock as well).
 */
export const filterChosen = (f: QueueFilterValues, kind: QueueKind = 'ACTIVATION') =>
  f.brandId !== null ||
  f.createdBy !== null ||
  f.encodedDate !== '' ||
  f.pid.trim() !== '' ||
  f.isTask !== '' ||
  (kind !== 'ACTIVATION' && f.isStock !== '');

/**
 * A queue's workflow (spec 001 §4 "Activation queue", "Update and Arabic queues"): loads the
 * custom queue first and falls back to the global one, works the product held (Activate, Skip or
 * Next, Reject), generates and deletes queues, and keeps the header's count live from the queue's
 * socket room. `setup` names the kind and its page's calls (the activation queue by default).
 */
export function useActivationQueue(canWrite: boolean, setup: QueueSetup = ACTIVATION_SETUP) {
  const { kind, paths } = setup;
  const [scope, setScope] = useState<QueueScope>('CUSTOM');
  const [reply, setReply] = useState<QueueReply | null>(null);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(true);
  const queueName = queueNameOf(kind, scope);
  const alive = useRef(true);

  const show = useCallback((answer: { data: QueueReply; message: string }) => {
    if (!alive.current) return;
    setScope(answer.data.queueName.endsWith('-CUSTOM') ? 'CUSTOM' : 'GLOBAL');
    setReply(answer.data);
    setMessage(answer.data.item ? '' : answer.message);
  }, []);

  /** Loads a queue; an empty custom one says so and falls back to the global queue. */
  const load = useCallback(
    async (name: QueueName) => {
      setBusy(true);
      try {
        const answer = await getQueue(name, paths);
        if (name.endsWith('-CUSTOM') && !answer.data.item) {
          toast.info(answer.message);
          show(await getQueue(queueNameOf(kind, 'GLOBAL'), paths));
        } else show(answer);
      } catch (error) {
        toast.error(sayHere(M.fetchFailed(errorText(error))));
      } finally {
        if (alive.current) setBusy(false);
      }
    },
    [show, kind, paths],
  );

  // Loading hands out a product (a lease), which needs L2; an L1 user sees the global queue's count only.
  const loadCount = useCallback(async () => {
    const global = queueNameOf(kind, 'GLOBAL');
    setBusy(true);
    setScope('GLOBAL');
    try {
      const count = await getQueueCount(global, paths);
      if (alive.current) setReply({ queueName: global, exists: true, count, item: null });
    } catch (error) {
      toast.failure(error);
    } finally {
      if (alive.current) setBusy(false);
    }
  }, [kind, paths]);

  useEffect(() => {
    alive.current = true;
    if (!canWrite) {
      void loadCount();
      return;
    }
    toast.info(sayHere(M.fetchingCustom));
    void load(queueNameOf(kind, 'CUSTOM'));
    return () => {
      alive.current = false;
    };
  }, [load, loadCount, canWrite, kind, paths]);

  // Live count: the queue's room while it is on screen, joined again after a reconnect.
  const connected = useSocketStatus((s) => s.status === 'connected');
  useEffect(() => {
    if (!connected) return;
    emitSocket(QUEUE_EVENTS.join, { queueName });
    const off = onSocketEvent(QUEUE_EVENTS.count, (raw) => {
      const update = raw as { queueName?: string; count?: number };
      if (update.queueName === queueName && typeof update.count === 'number') {
        setReply((current) => (current ? { ...current, count: update.count! } : current));
      }
    });
    return () => {
      off();
      emitSocket(QUEUE_EVENTS.leave, { queueName });
    };
  }, [connected, queueName]);

  /** Runs an action that answers the next product; a product no longer yours reloads the queue. */
  const run = useCallback(
    async (action: () => Promise<{ data: QueueReply; message: string }>) => {
      setBusy(true);
      try {
        const answer = await action();
        if (answer.data.item) toast.success(answer.message);
        show(answer);
        return true;
      } catch (error) {
        toast.failure(error);
        if (isApiError(error) && error.httpStatus === 409) void load(queueName);
        return false;
      } finally {
        if (alive.current) setBusy(false);
      }
    },
    [load, queueName, show],
  );

  const pId = reply?.item?.product.pId;
  const { activate } = setup;
  return {
    queueName,
    scope,
    reply,
    message,
    busy,
    reload: () => (canWrite ? load(queueName) : loadCount()),
    activate: () => (pId === undefined || !activate ? Promise.resolve(false) : run(() => activate(queueName, pId))),
    skip: () => (pId === undefined ? Promise.resolve(false) : run(() => skipProduct(queueName, pId, paths))),
    /** What a save on the product held changed (the Arabic text, its revision), shown without a reload. */
    updateItem: (change: (item: NonNullable<QueueReply['item']>) => NonNullable<QueueReply['item']>) =>
      setReply((current) => (current?.item ? { ...current, item: change(current.item) } : current)),
    reject: (body: Omit<RejectBody, 'queueName' | 'pId'>) =>
      pId === undefined ? Promise.resolve(false) : run(() => rejectProduct({ ...body, queueName, pId })),
    generateGlobal: async () => {
      try {
        toast.success((await generateGlobalQueue(kind, paths)).message);
        await load(queueNameOf(kind, 'GLOBAL'));
      } catch (error) {
        toast.error(sayHere(M.generationFailed(errorText(error))));
      }
    },
    generateCustom: async (filter: QueueFilterValues) => {
      if (!filterChosen(filter, kind)) {
        // The activation queue's snackbar (3 s), the update and Arabic queues' 'no filter' (spec 001 §5, §8).
        if (kind === 'ACTIVATION') toast.error(sayHere(M.selectFilter), SELECT_FILTER_MS);
        else toast.error(sayHere(M.noFilter));
        return;
      }
      try {
        toast.success((await generateCustomQueue(filter, kind, paths)).message);
        await load(queueNameOf(kind, 'CUSTOM'));
      } catch (error) {
        toast.error(sayHere(M.generationFailed(errorText(error))));
      }
    },
    switchToGlobal: async () => {
      try {
        toast.success((await deleteCustomQueue(queueNameOf(kind, 'CUSTOM'), paths)).message);
      } catch (error) {
        toast.failure(error);
      }
      await load(queueNameOf(kind, 'GLOBAL'));
    },
  };
}
export type ActivationQueue = ReturnType<typeof useActivationQueue>;
