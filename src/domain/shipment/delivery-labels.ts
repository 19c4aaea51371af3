import { z } from 'zod/mini';
import { deliveryWords } from './words.ts';

const named = (code: keyof typeof deliveryWords.en.deliveryLabels) =>
  ({ code, name: deliveryWords.en.deliveryLabels[code], ar_name: deliveryWords.ar.deliveryLabels[code] }) as const;

/**
 * The delivery labels a delivery method is set for (spec 002 §3 lookups, "delivery label (code,
 * name)"): how the order reaches the customer. The spec gives no list; docs/decisions.md "Delivery
 * Timeline" says why these three. Their names in every language are the catalogue's (words.ts).
 */
export const DELIVERY_LABELS = [named('HOME_DELIVERY'), named('CLICK_AND_COLLECT'), named('PICKUP_POINT')] as const;

export const deliveryLabelCodeSchema = z.enum(['HOME_DELIVERY', 'CLICK_AND_COLLECT', 'PICKUP_POINT']);
export type DeliveryLabelCode = z.infer<typeof deliveryLabelCodeSchema>;

/** A delivery label in a pick list. */
export const deliveryLabelSchema = z.object({ code: deliveryLabelCodeSchema, name: z.string(), ar_name: z.string() });
export type DeliveryLabel = z.infer<typeof deliveryLabelSchema>;

/** The English name of a code. */
export const deliveryLabelName = (code: string) => DELIVERY_LABELS.find((l) => l.code === code)?.name ?? code;
