import { pageOf } from '../../../domain/envelope.ts';
import { failedOrderSchema, type FailedOrder, type FailedOrderFilter } from '../../../domain/orders/order-failures.ts';
import { ORDER_PATHS } from '../../../domain/orders/paths.ts';
import type { Page, Paging } from '../../../domain/paging.ts';
import { request } from '../../../lib/api-client.ts';

/** A page of failed orders, newest first: paging in the query, the filters in the body (spec 001 §7). */
export function getFailedOrders({ index, pageSize }: Paging, filter: FailedOrderFilter, signal?: AbortSignal): Promise<Page<FailedOrder>> {
  return request({ method: 'POST', url: ORDER_PATHS.list, params: { index, pageSize }, data: filter, signal }, pageOf(failedOrderSchema));
}
