/** An item's field in an order's change log entry: `items.<UPC>.<field>` (its HS code, what Update stock read again). */
const ITEM_FIELD = /^items\.(.+)\.([A-Za-z]+)$/;

/** A field of an order's history as Order Failure names it: the order's own, or an item's with its UPC. */
export function orderFieldLabel(t: (key: string, options?: Record<string, unknown>) => string, field: string): string {
  const item = ITEM_FIELD.exec(field);
  if (item) return t('history.itemField', { upc: item[1], field: t(`history.fields.${item[2]}`, { defaultValue: item[2] }) });
  return t(`history.fields.${field}`, { defaultValue: field });
}
