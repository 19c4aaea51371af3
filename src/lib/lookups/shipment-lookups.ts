import { deliveryLabelSchema, type DeliveryLabel } from '../../domain/shipment/delivery-labels.ts';
import { deliveryTypeSchema, type DeliveryType } from '../../domain/shipment/delivery-types.ts';
import { SHIPMENT_PATHS } from '../../domain/shipment/paths.ts';
import { useCodeLookup } from './use-code-lookup.ts';

/** Resource names of the shipment service's shared pick lists. */
export const SHIPMENT_RESOURCES = { deliveryTypes: 'delivery-types', deliveryLabels: 'delivery-labels' } as const;

/**
 * The delivery types (spec 002 §7 "GET delivery types"), shared by Shipping Charge Settings and
 * Delivery Timeline: the server's list is the one offered, named in the user's language.
 */
export const useDeliveryTypeLookup = () =>
  useCodeLookup<DeliveryType>({
    resource: SHIPMENT_RESOURCES.deliveryTypes,
    url: SHIPMENT_PATHS.deliveryTypes,
    schema: deliveryTypeSchema,
  });

/** The delivery labels (spec 002 §7 "GET delivery labels"), for Delivery Timeline's filter, panel and tester. */
export const useDeliveryLabelLookup = () =>
  useCodeLookup<DeliveryLabel>({
    resource: SHIPMENT_RESOURCES.deliveryLabels,
    url: SHIPMENT_PATHS.deliveryLabels,
    schema: deliveryLabelSchema,
  });
