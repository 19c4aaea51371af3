import { z } from 'zod/mini';
import { STOCK_PATHS } from '../../../../domain/stock/paths.ts';
import { sizeDetailSchema } from '../../../../domain/stock/stock.ts';
import { request } from '../../../../lib/api-client.ts';

/** The sizes a stock item of the product may take. */
export const getSizeInfo = (pId: number, signal?: AbortSignal) =>
  request({ method: 'GET', url: STOCK_PATHS.sizeInfo, params: { pId }, signal }, z.array(sizeDetailSchema));
