/**
 * Paths of the stock calls of the product view wizard's Manage Stock step (spec 001 §7 "Catalogue
 * and wizard"), the encoder's stock in transit (002 §7 "Stock in transit") and the pending report
 * (001 §7 "Reports"), all under the stock service. The gatekeeper's own calls live beside them
 * under `/api/stock/gatekeeper`, `/api/stock/feed` and `/api/stock/rules`.
 */
const BASE = '/api/stock';
export const STOCK_PATHS = {
  /** GET `?pId` → the product's stock items (one per UPC). */
  stockInfo: `${BASE}/stock-info`,
  /** GET `?style` (STYLE or STYLE@VARIANT) → the stock items of the products of that style. */
  stockInfoByStyle: `${BASE}/stock-info/by-style`,
  /** GET `?pId` → the sizes of the product's sub-category's size group. */
  sizeInfo: `${BASE}/size-info`,
  /** POST adds a UPC to a product ('Added Successfully!'); PUT updates one by its `stockId` ('Updated Successfully!'). */
  stock: `${BASE}/stock`,
  /** GET `?pId` → the product's inbound QC requests; POST adds one. */
  inboundQc: `${BASE}/inbound-qc`,
  /** GET `?pId` → the product's last DWS measure, or data null. */
  dws: `${BASE}/dws`,
  /** POST `?index&pageSize` with the filters in the body → one page of the encoder's list. */
  stockInTransitList: `${BASE}/stock-in-transit/list`,
  /** GET `/{ssId}` → one stock-in-transit row. */
  stockInTransit: `${BASE}/stock-in-transit`,
  /** POST `{ pId }` → the product's stock-in-transit rows. */
  stockInTransitByPid: `${BASE}/stock-in-transit/by-pid`,
  /** POST `/{id}` with `{ upc, createdBy, createdName }` → deletes a row the delete rule allows. */
  stockInTransitDelete: `${BASE}/stock-in-transit/delete`,
  /** POST (administrators) an array of rows that arrived: the inbound feed, the warehouse system's stand-in. */
  stockInTransitFeed: `${BASE}/feed/stock-in-transit`,
  /** GET → Name, Today, Till Yesterday per creator (spec 001 §2 "Pending stock in transit report"). */
  pendingReport: `${BASE}/stock-in-transit/pending-report`,
} as const;
