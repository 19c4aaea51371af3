import { pageOf } from '../../../domain/envelope.ts';
import { sortParam, type Sort } from '../../../domain/lists/sort.ts';
import { failedOrderSchema, type FailedOrder, type FailedOrderFilter } from '../../../domain/orders/order-failures.ts';
import { ORDER_PATHS } from '../../../domain/orders/paths.ts';
import type { Page, Paging } from '../../../domain/paging.ts';
import { request } from '../../../lib/api-client.ts';

/** A page of failed orders in `sort`'s order (newest first without one): paging in the query, the filters and the order in the body (spec 001 §7). */
export function getFailedOrders(
  { index, pageSize }: Paging,
  filter: Omit<FailedOrderFilter, 'sort'>,
  { signal, sort }: { signal?: AbortSignal; sort?: Sort } = {},
): Promise<Page<FailedOrder>> {
  const data = { ...filter, sort: sortParam(sort) };
  return request({ method: 'POST', url: ORDER_PATHS.list, params: { index, pageSize }, data, signal }, pageOf(failedOrderSchema));
}
