import { pageOf } from '../../../domain/envelope.ts';
import type { Page } from '../../../domain/paging.ts';
import { deliveryMethodSchema, type DeliveryMethod } from '../../../domain/shipment/delivery-methods.ts';
import { DELIVERY_PAGE_SIZE } from '../../../domain/shipment/delivery-paging.ts';
import { SHIPMENT_PATHS } from '../../../domain/shipment/paths.ts';
import { request } from '../../../lib/api-client.ts';

export interface MethodFilter {
  inventoryCountryId: number | null;
  deliveryTypeCode: string;
  deliveryLabelCode: string;
}

/** Every delivery method of the filters: page 1 of 10000 (spec 002 §9); empty filters are any. */
export function getDeliveryMethods(f: MethodFilter, signal?: AbortSignal): Promise<Page<DeliveryMethod>> {
  const params = {
    pageNo: 1,
    pageSize: DELIVERY_PAGE_SIZE,
    inventoryCountryId: f.inventoryCountryId ?? undefined,
    deliveryTypeCode: f.deliveryTypeCode || undefined,
    deliveryLabelCode: f.deliveryLabelCode || undefined,
  };
  return request({ method: 'GET', url: SHIPMENT_PATHS.deliveryMethods, params, signal }, pageOf(deliveryMethodSchema));
}
