import { orderDetailsSchema, type OrderDetails } from '../../../domain/orders/order-failures.ts';
import { ORDER_PATHS } from '../../../domain/orders/paths.ts';
import { request } from '../../../lib/api-client.ts';

/** The order, its items and its retry attempts, by order id. */
export const getOrderDetails = (orderId: string, signal?: AbortSignal): Promise<OrderDetails> =>
  request({ method: 'GET', url: ORDER_PATHS.details, params: { orderId }, signal }, orderDetailsSchema);
