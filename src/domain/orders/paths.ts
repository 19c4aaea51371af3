/** Paths of the order failure calls (spec 001 §7 "Order failures"), under the customer service. */
const BASE = '/api/customer/order-failures';
export const ORDER_PATHS = {
  /** POST `?index&pageSize` with `{ orderId, orderDate, remarks }` → one page of failed orders. */
  list: `${BASE}/list`,
  /** GET `?orderId` → the order, its items and its retry attempts. */
  details: `${BASE}/details`,
  /** POST `/{id}/retry`; DELETE `/{id}`; POST `/{id}/update-stock`; POST `/{id}/hs-code`; PUT `/{id}/address`. */
  order: BASE,
  retry: (id: number) => `${BASE}/${id}/retry`,
  updateStock: (id: number) => `${BASE}/${id}/update-stock`,
  hsCode: (id: number) => `${BASE}/${id}/hs-code`,
  address: (id: number) => `${BASE}/${id}/address`,
} as const;
