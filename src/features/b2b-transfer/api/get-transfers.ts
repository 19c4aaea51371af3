import { pageOf } from '../../../domain/envelope.ts';
import type { Page, Paging } from '../../../domain/paging.ts';
import { STOCK_TRANSFER_PATHS, stockTransferSchema, type StockTransfer } from '../../../domain/stock/stock-transfers.ts';
import { request } from '../../../lib/api-client.ts';

/** One page of stored transfers, newest first; `search`: part of a reference number. */
export function getTransfers({ index, pageSize }: Paging, search: string, signal?: AbortSignal): Promise<Page<StockTransfer>> {
  const params = { index, pageSize, search: search.trim() || undefined };
  return request({ method: 'GET', url: STOCK_TRANSFER_PATHS.list, params, signal }, pageOf(stockTransferSchema));
}
