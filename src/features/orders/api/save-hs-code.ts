import { hsCodeResultSchema, type HsCodeBody, type HsCodeResult, type OrderItem } from '../../../domain/orders/order-failures.ts';
import { ORDER_PATHS } from '../../../domain/orders/paths.ts';
import { request } from '../../../lib/api-client.ts';

/** The HS code save's payload (spec 001 §7) from the item as the drawer holds it, and the order's revision it read. */
export const hsCodeBodyOf = (item: OrderItem, hsCode: string, revision: number): HsCodeBody => ({
  revision,
  stockId: item.stockId ?? 0,
  hsCode,
  pId: item.pId,
  sizeId: item.sizeid,
  cId: item.colorid,
  upc: item.upc,
  style: item.style,
  itemCode: item.itemCode,
  groupCode: item.groupcode,
  remarks: item.remarks,
  isMultisize: item.isMultiSize,
});

export const saveHsCode = (orderId: number, revision: number, item: OrderItem, hsCode: string): Promise<HsCodeResult> =>
  request({ method: 'POST', url: ORDER_PATHS.hsCode(orderId), data: hsCodeBodyOf(item, hsCode, revision) }, hsCodeResultSchema);
