import { z } from 'zod/mini';
import { STOCK_PATHS } from '../../../domain/stock/paths.ts';
import { dwsSchema } from '../../../domain/stock/stock.ts';
import { request } from '../../../lib/api-client.ts';

/** The product's last DWS measure, or null when it was never measured. */
export const getDws = (pId: number, signal?: AbortSignal) =>
  request({ method: 'GET', url: STOCK_PATHS.dws, params: { pId }, signal }, z.nullable(dwsSchema));
