import { pageOf } from '../../../domain/envelope.ts';
import { sortParam, type Sort } from '../../../domain/lists/sort.ts';
import type { Page, Paging } from '../../../domain/paging.ts';
import { STOCK_TRANSFER_PATHS, stockTransferSchema, type StockTransfer } from '../../../domain/stock/stock-transfers.ts';
import { request } from '../../../lib/api-client.ts';

/** One page of stored transfers in `sort`'s order (newest first without one); `search`: part of a reference number. */
export function getTransfers(
  { index, pageSize }: Paging,
  search: string,
  { signal, sort }: { signal?: AbortSignal; sort?: Sort } = {},
): Promise<Page<StockTransfer>> {
  const params = { index, pageSize, search: search.trim() || undefined, sort: sortParam(sort) };
  return request({ method: 'GET', url: STOCK_TRANSFER_PATHS.list, params, signal }, pageOf(stockTransferSchema));
}
