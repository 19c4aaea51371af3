import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StockInTransit } from '../../../domain/stock/stock-in-transit.ts';
import { queryKeys } from '../../../lib/query/query-keys.ts';
import { toast } from '../../../lib/toast.ts';
import { deleteStockInTransit } from '../api/delete-stock-in-transit.ts';
import { STOCK_IN_TRANSIT_NS, STOCK_IN_TRANSIT_RESOURCES } from '../i18n.ts';

/**
 * Deleting a row: the row asked about and the confirmed delete, after which the list and the
 * pending report load again. A refusal (a rack filled meanwhile: 409) keeps the dialog open with
 * the server's message as an error toast (the confirm dialog's).
 */
export function useStockInTransitDelete() {
  const { t } = useTranslation(STOCK_IN_TRANSIT_NS);
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<StockInTransit | null>(null);

  return {
    asking,
    ask: setAsking,
    close: () => setAsking(null),
    confirm: async () => {
      if (!asking) return;
      await deleteStockInTransit(asking.id, asking.upc);
      setAsking(null);
      toast.success(t('deleted'));
      await Promise.all(
        Object.values(STOCK_IN_TRANSIT_RESOURCES).map((r) => queryClient.invalidateQueries({ queryKey: queryKeys.all(r) })),
      );
    },
  };
}
