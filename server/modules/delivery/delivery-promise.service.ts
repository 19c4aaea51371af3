import { deliveryPromise, type DeliveryPromise, type PromiseRequest } from '../../../src/domain/shipment/delivery-promise.ts';
import type { DeliveryLabelCode } from '../../../src/domain/shipment/delivery-labels.ts';
import type { DeliveryTypeCode } from '../../../src/domain/shipment/delivery-types.ts';
import type { Db } from '../../db/connect.ts';
import { promiseRows } from './delivery-timelines.repository.ts';
import { valuesOf } from './delivery-timelines.service.ts';

/** The estimated delivery dates of an order (docs/delivery-promise.md): one indexed read, then the shared pure rule. */
export async function promiseFor(db: Db, q: PromiseRequest): Promise<DeliveryPromise> {
  const found = await promiseRows(db, q, {
    countryId: q.shippingCountryId,
    stateId: q.shippingStateId ?? null,
    areaId: q.shippingAreaId ?? null,
  });
  if (!found) return { found: false, reason: 'NO_METHOD' };
  const { method, timelines } = found;
  return deliveryPromise(q, [
    {
      id: method.id,
      inventoryCountryId: method.inventory_country_id,
      deliveryTypeCode: method.delivery_type_code as DeliveryTypeCode,
      deliveryLabelCode: method.delivery_label_code as DeliveryLabelCode,
      status: method.status,
      timelines: timelines.map((r) => ({ id: r.id, ...valuesOf(r) })),
    },
  ]);
}
