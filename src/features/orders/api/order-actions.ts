import { z } from 'zod/mini';
import { failedOrderSchema, stockCheckSchema } from '../../../domain/orders/order-failures.ts';
import { ORDER_PATHS } from '../../../domain/orders/paths.ts';
import { requestReply } from '../../../lib/api-client.ts';

/** Re-submits the order to the fulfilment; a refusal (409) rejects with the server's message and the new remark. */
export const retryOrder = (id: number) => requestReply({ method: 'POST', url: ORDER_PATHS.retry(id), data: {} }, failedOrderSchema);

/** Deletes the failed order at the revision the list showed (the server keeps it as deleted; a stale one is a 409). */
export const deleteOrder = (id: number, revision: number) =>
  requestReply({ method: 'DELETE', url: `${ORDER_PATHS.order}/${id}`, params: { revision } }, z.null());

/** Reads each item's stock again from the catalogue. */
export const updateOrderStock = (id: number) =>
  requestReply({ method: 'POST', url: ORDER_PATHS.updateStock(id), data: {} }, stockCheckSchema);
