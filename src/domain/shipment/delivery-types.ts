import { z } from 'zod/mini';
import { shippingWords } from './words.ts';

const named = (code: keyof typeof shippingWords.en.deliveryTypes) =>
  ({ code, name: shippingWords.en.deliveryTypes[code], ar_name: shippingWords.ar.deliveryTypes[code] }) as const;

/**
 * The delivery types a shipping charge and a delivery method are set for (spec 002 §3 lookups,
 * "delivery type (code, name)"). The spec does not list them; docs/decisions.md "Delivery types". Their
 * names in every language are the catalogue's (words.ts).
 */
export const DELIVERY_TYPES = [named('STANDARD'), named('EXPRESS'), named('SAME_DAY')] as const;

export const deliveryTypeCodeSchema = z.enum(['STANDARD', 'EXPRESS', 'SAME_DAY']);
export type DeliveryTypeCode = z.infer<typeof deliveryTypeCodeSchema>;

/** A delivery type in a pick list. */
export const deliveryTypeSchema = z.object({ code: deliveryTypeCodeSchema, name: z.string(), ar_name: z.string() });
export type DeliveryType = z.infer<typeof deliveryTypeSchema>;

/** The English name of a code, for the grids and exports that show the type by name. */
export const deliveryTypeName = (code: string) => DELIVERY_TYPES.find((t) => t.code === code)?.name ?? code;
