import { deliveryPromiseSchema, type PromiseRequest } from '../../../domain/shipment/delivery-promise.ts';
import { SHIPMENT_PATHS } from '../../../domain/shipment/paths.ts';
import { requestReply } from '../../../lib/api-client.ts';

/** The estimated delivery dates of an order (docs/delivery-promise.md). */
export const getDeliveryPromise = (q: PromiseRequest) =>
  requestReply({ method: 'GET', url: SHIPMENT_PATHS.deliveryPromise, params: q }, deliveryPromiseSchema);
