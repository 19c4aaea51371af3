import { pageOf } from '../../../domain/envelope.ts';
import { sortParam, type Sort } from '../../../domain/lists/sort.ts';
import type { Page } from '../../../domain/paging.ts';
import { DELIVERY_PAGE_SIZE } from '../../../domain/shipment/delivery-paging.ts';
import { deliveryTimelineSchema, type DeliveryTimeline } from '../../../domain/shipment/delivery-timelines.ts';
import { SHIPMENT_PATHS } from '../../../domain/shipment/paths.ts';
import { request } from '../../../lib/api-client.ts';

/** Every timeline of a method: page 1 of 10000 (spec 002 §9), in `sort`'s order (by place then window without one). */
export function getDeliveryTimelines(
  deliveryMethodId: number,
  { signal, sort }: { signal?: AbortSignal; sort?: Sort } = {},
): Promise<Page<DeliveryTimeline>> {
  const params = { deliveryMethodId, pageNo: 1, pageSize: DELIVERY_PAGE_SIZE, sort: sortParam(sort) };
  return request({ method: 'GET', url: SHIPMENT_PATHS.deliveryTimelines, params, signal }, pageOf(deliveryTimelineSchema));
}
