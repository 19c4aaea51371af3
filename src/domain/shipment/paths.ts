/**
 * Paths of the shipment service's calls (spec 002 §7 "Shipping charges" and "Delivery"): Shipping
 * Charge Settings and Delivery Timeline. Each screen adds its own below the shared pick lists.
 */
export const SHIPMENT_PATHS = {
  /** GET: the delivery types (code, name), for every signed-in user. */
  deliveryTypes: '/api/shipment/delivery-types',
  /** POST: add a shipping charge; PUT `/{id}`: edit one (a new version, now or scheduled). */
  shippingCharges: '/api/shipment/shipping-charges',
  /** POST `{ revision }`: withdraw change `{versionId}` of setting `{id}` before its time (the route's pattern; see `withdrawChangePath`). */
  shippingChargeWithdraw: '/api/shipment/shipping-charges/:id/changes/:versionId/withdraw',
  /** POST `?index&pageSize` with the filter `{ tier }` in the body: the "get details" list of a tab. */
  shippingChargeList: '/api/shipment/shipping-charges/get',
  /** GET `?tier&countryId&deliveryType&at`: the charge in force at `at` (now by default). */
  shippingChargeInForce: '/api/shipment/shipping-charges/in-force',
  /** GET `?index&pageSize`: the currencies of the countries, for every signed-in user. */
  currencies: '/api/shipment/currencies',
  /** GET `?inventoryCountryId&deliveryTypeCode&deliveryLabelCode&pageNo&pageSize`, POST; PUT and DELETE `/{id}`. */
  deliveryMethods: '/api/shipment/delivery-methods',
  /** GET `?deliveryMethodId&pageNo&pageSize`, POST; PUT and DELETE `/{id}`. */
  deliveryTimelines: '/api/shipment/delivery-timelines',
  /** GET: the inventory countries (countryId, CountryName), for every signed-in user. */
  inventoryCountries: '/api/shipment/inventory-countries',
  /** GET: the delivery labels (code, name), for every signed-in user. */
  deliveryLabels: '/api/shipment/delivery-labels',
  /** GET: the estimated delivery dates of an order (docs/delivery-promise.md). */
  deliveryPromise: '/api/shipment/delivery-promise',
} as const;

/** Where the withdrawal of change `versionId` of setting `id` is sent. */
export const withdrawChangePath = (id: number, versionId: number) =>
  `${SHIPMENT_PATHS.shippingCharges}/${id}/changes/${versionId}/withdraw`;
