import { pageOf } from '../../../domain/envelope.ts';
import type { Page, Paging } from '../../../domain/paging.ts';
import { STOCK_PATHS } from '../../../domain/stock/paths.ts';
import { stockInTransitSchema, type StockInTransit, type StockInTransitFilter } from '../../../domain/stock/stock-in-transit.ts';
import { request } from '../../../lib/api-client.ts';

/** A page of Encoder Stock In Transit, newest first: paging in the query, the filters in the body (spec 002 §7). */
export function getStockInTransit(
  { index, pageSize }: Paging,
  filter: StockInTransitFilter,
  signal?: AbortSignal,
): Promise<Page<StockInTransit>> {
  const config = { method: 'POST', url: STOCK_PATHS.stockInTransitList, params: { index, pageSize }, data: filter, signal };
  return request(config, pageOf(stockInTransitSchema));
}
