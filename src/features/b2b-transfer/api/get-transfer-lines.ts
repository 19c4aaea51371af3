import { z } from 'zod/mini';
import { STOCK_TRANSFER_PATHS, stockTransferLineSchema, type StockTransferLine } from '../../../domain/stock/stock-transfers.ts';
import { request } from '../../../lib/api-client.ts';

/** Every line of one transfer (at most 1000). */
export function getTransferLines(id: number, signal?: AbortSignal): Promise<StockTransferLine[]> {
  return request({ method: 'GET', url: STOCK_TRANSFER_PATHS.lines(id), signal }, z.array(stockTransferLineSchema));
}
