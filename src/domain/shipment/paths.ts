/**
 * Paths of the shipment service's calls (spec 002 §7 "Shipping charges" and "Delivery"): Shipping
 * Charge Settings and Delivery Timeline. Each screen adds its own below the shared pick lists.
 */
export const SHIPMENT_PATHS = {
  /** GET: the delivery types (code, name), for every signed-in user. */
  deliveryTypes: '/api/shipment/delivery-types',
} as const;
