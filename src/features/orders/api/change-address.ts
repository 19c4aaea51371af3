import { failedOrderSchema, type AddressValues } from '../../../domain/orders/order-failures.ts';
import { ORDER_PATHS } from '../../../domain/orders/paths.ts';
import { requestReply } from '../../../lib/api-client.ts';

/** The native address change: name, lines and the place of the reference data. */
export const changeAddress = (id: number, body: AddressValues) =>
  requestReply({ method: 'PUT', url: ORDER_PATHS.address(id), data: body }, failedOrderSchema);
