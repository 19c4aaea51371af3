import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_MS } from '../../../domain/constants.ts';
import type { FailedOrder } from '../../../domain/orders/order-failures.ts';
import { offerUndo } from '../../../lib/history/offer-undo.ts';
import { queryKeys } from '../../../lib/query/query-keys.ts';
import { toast } from '../../../lib/toast.ts';
import { deleteOrder, retryOrder } from '../api/order-actions.ts';
import { ORDERS_NS, ORDERS_RESOURCE } from '../i18n.ts';

export type Asking = { action: 'retry' | 'delete'; order: FailedOrder } | null;

/**
 * Retry and Delete after their questions (spec 001 §2): the success toasts of 001 §8 for 4 s
 * (000 §8); a delete's toast offers Undo for 10 s instead. A delete sends the revision the list
 * showed, so an order changed since is not deleted (409, naming who changed it). A refused retry
 * leaves the order listed with its new remark: the list reloads either way, and a refusal is an
 * error toast.
 */
export function useOrderActions() {
  const { t } = useTranslation(ORDERS_NS);
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Asking>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: queryKeys.all(ORDERS_RESOURCE) });

  return {
    asking,
    ask: useCallback((action: 'retry' | 'delete', order: FailedOrder) => setAsking({ action, order }), []),
    close: () => setAsking(null),
    confirm: async () => {
      if (!asking) return;
      const { action, order } = asking;
      try {
        await (action === 'retry' ? retryOrder(order.id) : deleteOrder(order.id, order.revision));
      } catch (error) {
        await reload();
        toast.failure(error, TOAST_MS.orderFailure);
        setAsking(null);
        return;
      }
      setAsking(null);
      if (action === 'delete')
        offerUndo(t('deleted'), { entity: 'order-failure', id: order.id, revision: order.revision }, queryClient, [ORDERS_RESOURCE]);
      else toast.success(t('retried'), TOAST_MS.orderFailure);
      await reload();
    },
  };
}
