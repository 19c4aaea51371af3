import { failedOrderSchema, type AddressValues } from '../../../domain/orders/order-failures.ts';
import { ORDER_PATHS } from '../../../domain/orders/paths.ts';
import { requestReply } from '../../../lib/api-client.ts';

/** The native address change: name, lines and the place of the reference data, at the order's revision the form read. */
export const changeAddress = (id: number, body: AddressValues, revision: number | null) =>
  requestReply({ method: 'PUT', url: ORDER_PATHS.address(id), data: { ...body, revision } }, failedOrderSchema);
