import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_MS } from '../../../domain/constants.ts';
import type { FailedOrder } from '../../../domain/orders/order-failures.ts';
import { queryKeys } from '../../../lib/query/query-keys.ts';
import { toast } from '../../../lib/toast.ts';
import { deleteOrder, retryOrder } from '../api/order-actions.ts';
import { ORDERS_NS, ORDERS_RESOURCE } from '../i18n.ts';

export type Asking = { action: 'retry' | 'delete'; order: FailedOrder } | null;

/**
 * Retry and Delete after their questions (spec 001 §2): the success toasts of 001 §8 for 4 s
 * (000 §8). A refused retry leaves the order listed with its new remark: the list reloads either
 * way, and the refusal is an error toast while the question stays open (the confirm dialog's).
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
      try {
        await (asking.action === 'retry' ? retryOrder(asking.order.id) : deleteOrder(asking.order.id));
      } catch (error) {
        await reload();
        toast.failure(error, TOAST_MS.orderFailure);
        setAsking(null);
        return;
      }
      setAsking(null);
      toast.success(t(asking.action === 'retry' ? 'retried' : 'deleted'), TOAST_MS.orderFailure);
      await reload();
    },
  };
}
