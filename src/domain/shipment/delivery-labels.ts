import { z } from 'zod/mini';

/**
 * The delivery labels a delivery method is set for (spec 002 §3 lookups, "delivery label (code,
 * name)"): how the order reaches the customer. The spec gives no list; docs/decisions.md "Delivery
 * Timeline" says why these three.
 */
export const DELIVERY_LABELS = [
  { code: 'HOME_DELIVERY', name: 'Home Delivery', ar_name: 'التوصيل إلى المنزل' },
  { code: 'CLICK_AND_COLLECT', name: 'Click & Collect', ar_name: 'اطلب واستلم من المتجر' },
  { code: 'PICKUP_POINT', name: 'Pickup Point', ar_name: 'نقطة الاستلام' },
] as const;

export const deliveryLabelCodeSchema = z.enum(['HOME_DELIVERY', 'CLICK_AND_COLLECT', 'PICKUP_POINT']);
export type DeliveryLabelCode = z.infer<typeof deliveryLabelCodeSchema>;

/** A delivery label in a pick list. */
export const deliveryLabelSchema = z.object({ code: deliveryLabelCodeSchema, name: z.string(), ar_name: z.string() });
export type DeliveryLabel = z.infer<typeof deliveryLabelSchema>;

/** The English name of a code. */
export const deliveryLabelName = (code: string) => DELIVERY_LABELS.find((l) => l.code === code)?.name ?? code;
