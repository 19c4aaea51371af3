import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { SizeDetail } from '../../../domain/stock/stock.ts';
import type { PickList } from '../../../lib/lookups/use-lookup.ts';
import { useFailureToast } from '../../../lib/query/use-failure-toast.ts';
import { getInboundQc } from './api/get-inbound-qc.ts';
import { getSizeInfo } from './api/get-size-info.ts';
import { getStockInfo } from './api/get-stock-info.ts';

/** The resource of a product's stock, QC requests and sizes: the step's saves invalidate it, so its tables load again. */
export const STOCK_RESOURCE = 'productStock';

const NONE: never[] = [];

/** The product's stock items (one per UPC). */
export function useStockItems(pId: number) {
  const query = useQuery({ queryKey: [STOCK_RESOURCE, 'items', pId], queryFn: ({ signal }) => getStockInfo(pId, signal) });
  useFailureToast(query.error, query.errorUpdatedAt);
  return { rows: query.data ?? NONE, loading: query.isFetching };
}

/** The product's inbound QC requests, newest first. */
export function useInboundQc(pId: number) {
  const query = useQuery({ queryKey: [STOCK_RESOURCE, 'inboundQc', pId], queryFn: ({ signal }) => getInboundQc(pId, signal) });
  useFailureToast(query.error, query.errorUpdatedAt);
  return { rows: query.data ?? NONE, loading: query.isFetching };
}

/** The sizes a stock item of product `pId` may take, as a pick list; empty while `pId` is null. */
export function useSizes(pId: number | null): PickList<SizeDetail> {
  const query = useQuery({
    queryKey: [STOCK_RESOURCE, 'sizes', pId],
    queryFn: ({ signal }) => getSizeInfo(pId ?? 0, signal),
    enabled: pId !== null,
  });
  useFailureToast(query.error, query.errorUpdatedAt);
  const options = (pId !== null && query.data) || NONE;
  const loading = pId !== null && query.isPending;
  return useMemo(() => {
    const labelOf = (s: SizeDetail) => (s.sizeInfo ? `${s.size} (${s.sizeInfo})` : s.size);
    return {
      options,
      loading,
      idOf: (s) => s.sizeId,
      labelOf,
      labelOfId: (id) => {
        const size = options.find((s) => s.sizeId === id);
        return size ? labelOf(size) : undefined;
      },
    };
  }, [options, loading]);
}
