import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StockInTransit } from '../../../domain/stock/stock-in-transit.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { offerUndo } from '../../../lib/history/offer-undo.ts';
import { queryKeys } from '../../../lib/query/query-keys.ts';
import { toast } from '../../../lib/toast.ts';
import { deleteStockInTransit } from '../api/delete-stock-in-transit.ts';
import { STOCK_IN_TRANSIT_NS, STOCK_IN_TRANSIT_RESOURCES } from '../i18n.ts';

const RESOURCES = Object.values(STOCK_IN_TRANSIT_RESOURCES);

/**
 * Deleting a row: the row asked about and the confirmed delete, at the revision the list showed,
 * after which the list and the pending report load again and the toast offers Undo for 10 s. A
 * refusal (a rack filled meanwhile: 409) keeps the dialog open with the server's message as an
 * error toast (the confirm dialog's); a row someone changed since closes the dialog with the
 * message naming who and when, and the list loads again to show the row as it is now.
 */
export function useStockInTransitDelete() {
  const { t } = useTranslation(STOCK_IN_TRANSIT_NS);
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<StockInTransit | null>(null);
  const reload = () => Promise.all(RESOURCES.map((r) => queryClient.invalidateQueries({ queryKey: queryKeys.all(r) })));

  return {
    asking,
    ask: setAsking,
    close: () => setAsking(null),
    confirm: async () => {
      if (!asking) return;
      try {
        await deleteStockInTransit(asking.id, asking.upc, asking.revision);
      } catch (error) {
        if (!isApiError(error) || !error.stale) throw error;
        setAsking(null);
        toast.failure(error);
        await reload();
        return;
      }
      setAsking(null);
      offerUndo(t('deleted'), { entity: 'stock-in-transit', id: asking.id, revision: asking.revision }, queryClient, RESOURCES);
      await reload();
    },
  };
}
