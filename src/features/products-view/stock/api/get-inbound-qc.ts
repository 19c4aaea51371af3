import { z } from 'zod/mini';
import { STOCK_PATHS } from '../../../../domain/stock/paths.ts';
import { inboundQcSchema } from '../../../../domain/stock/stock.ts';
import { request } from '../../../../lib/api-client.ts';

/** The product's inbound QC requests, newest first. */
export const getInboundQc = (pId: number, signal?: AbortSignal) =>
  request({ method: 'GET', url: STOCK_PATHS.inboundQc, params: { pId }, signal }, z.array(inboundQcSchema));
