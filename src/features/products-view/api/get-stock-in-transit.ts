import { stockInTransitSchema } from '../../../domain/stock/stock-in-transit.ts';
import { STOCK_PATHS } from '../../../domain/stock/paths.ts';
import { request } from '../../../lib/api-client.ts';

/** The stock-in-transit row a CONTENT_CREATOR link names by its ssId. */
export const getStockInTransit = (ssId: number, signal?: AbortSignal) =>
  request({ method: 'GET', url: `${STOCK_PATHS.stockInTransit}/${ssId}`, signal }, stockInTransitSchema);
