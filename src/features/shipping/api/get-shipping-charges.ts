import { pageOf } from '../../../domain/envelope.ts';
import { sortParam, type Sort } from '../../../domain/lists/sort.ts';
import type { Page, Paging } from '../../../domain/paging.ts';
import { SHIPMENT_PATHS } from '../../../domain/shipment/paths.ts';
import { shippingChargeSchema, type ShippingCharge, type ShippingChargeFilter } from '../../../domain/shipment/shipping-charges.ts';
import { request } from '../../../lib/api-client.ts';

/** A page of a tier's shipping charges: each setting's charge in force and its waiting changes, in `sort`'s order when given. */
export function getShippingCharges(
  { index, pageSize }: Paging,
  filter: ShippingChargeFilter,
  { signal, sort }: { signal?: AbortSignal; sort?: Sort } = {},
): Promise<Page<ShippingCharge>> {
  return request(
    { method: 'POST', url: SHIPMENT_PATHS.shippingChargeList, params: { index, pageSize, sort: sortParam(sort) }, data: filter, signal },
    pageOf(shippingChargeSchema),
  );
}
