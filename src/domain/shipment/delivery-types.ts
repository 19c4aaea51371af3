import { z } from 'zod/mini';

/**
 * The delivery types a shipping charge and a delivery method are set for (spec 002 §3 lookups,
 * "delivery type (code, name)"). The spec does not list them; docs/decisions.md "Delivery types".
 */
export const DELIVERY_TYPES = [
  { code: 'STANDARD', name: 'Standard Delivery', ar_name: 'التوصيل العادي' },
  { code: 'EXPRESS', name: 'Express Delivery', ar_name: 'التوصيل السريع' },
  { code: 'SAME_DAY', name: 'Same Day Delivery', ar_name: 'التوصيل في نفس اليوم' },
] as const;

export const deliveryTypeCodeSchema = z.enum(['STANDARD', 'EXPRESS', 'SAME_DAY']);
export type DeliveryTypeCode = z.infer<typeof deliveryTypeCodeSchema>;

/** A delivery type in a pick list. */
export const deliveryTypeSchema = z.object({ code: deliveryTypeCodeSchema, name: z.string(), ar_name: z.string() });
export type DeliveryType = z.infer<typeof deliveryTypeSchema>;

/** The English name of a code, for the grids and exports that show the type by name. */
export const deliveryTypeName = (code: string) => DELIVERY_TYPES.find((t) => t.code === code)?.name ?? code;
