import { pageOf } from '../../../domain/envelope.ts';
import type { Page, Paging } from '../../../domain/paging.ts';
import { SHIPMENT_PATHS } from '../../../domain/shipment/paths.ts';
import { shippingChargeSchema, type ShippingCharge, type ShippingChargeFilter } from '../../../domain/shipment/shipping-charges.ts';
import { request } from '../../../lib/api-client.ts';

/** A page of a tier's shipping charges: each setting's charge in force and its waiting changes. */
export function getShippingCharges(
  { index, pageSize }: Paging,
  filter: ShippingChargeFilter,
  signal?: AbortSignal,
): Promise<Page<ShippingCharge>> {
  return request(
    { method: 'POST', url: SHIPMENT_PATHS.shippingChargeList, params: { index, pageSize }, data: filter, signal },
    pageOf(shippingChargeSchema),
  );
}
