import { pageOf } from '../../../domain/envelope.ts';
import { sortParam, type Sort } from '../../../domain/lists/sort.ts';
import type { Page, Paging } from '../../../domain/paging.ts';
import { STOCK_PATHS } from '../../../domain/stock/paths.ts';
import { stockInTransitSchema, type StockInTransit, type StockInTransitFilter } from '../../../domain/stock/stock-in-transit.ts';
import { request } from '../../../lib/api-client.ts';

/** A page of Encoder Stock In Transit in `sort`'s order (newest first without one): paging in the query, the filters and the order in the body (spec 002 §7). */
export function getStockInTransit(
  { index, pageSize }: Paging,
  filter: Omit<StockInTransitFilter, 'sort'>,
  { signal, sort }: { signal?: AbortSignal; sort?: Sort } = {},
): Promise<Page<StockInTransit>> {
  const data = { ...filter, sort: sortParam(sort) };
  const config = { method: 'POST', url: STOCK_PATHS.stockInTransitList, params: { index, pageSize }, data, signal };
  return request(config, pageOf(stockInTransitSchema));
}
