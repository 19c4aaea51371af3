import { z } from 'zod/mini';
import { STOCK_PATHS } from '../../../../domain/stock/paths.ts';
import { stockItemSchema } from '../../../../domain/stock/stock.ts';
import { request } from '../../../../lib/api-client.ts';

/** The product's UPCs, in the stock table's order (the first is the one the legacy page opens with). */
export const getProductUpcs = async (pId: number, signal?: AbortSignal): Promise<string[]> =>
  (await request({ method: 'GET', url: STOCK_PATHS.stockInfo, params: { pId }, signal }, z.array(stockItemSchema))).map((s) => s.upc);
