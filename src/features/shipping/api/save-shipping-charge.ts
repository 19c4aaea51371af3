import { SHIPMENT_PATHS } from '../../../domain/shipment/paths.ts';
import { shippingChargeSchema, type ShippingCharge, type ShippingChargeBody } from '../../../domain/shipment/shipping-charges.ts';
import { recordSaver } from '../../../lib/save-record.ts';

/** Adds a shipping charge (no id) or edits one's amounts and status, now or scheduled, at the setting's revision read. */
export const saveShippingCharge = recordSaver<ShippingCharge, ShippingChargeBody>(SHIPMENT_PATHS.shippingCharges, shippingChargeSchema);
