import { z } from 'zod/mini';
import { STOCK_PATHS } from '../../../../domain/stock/paths.ts';
import { stockItemSchema } from '../../../../domain/stock/stock.ts';
import { request } from '../../../../lib/api-client.ts';

/** The product's stock items, one per UPC. */
export const getStockInfo = (pId: number, signal?: AbortSignal) =>
  request({ method: 'GET', url: STOCK_PATHS.stockInfo, params: { pId }, signal }, z.array(stockItemSchema));
