import { z } from 'zod/mini';
import { deliveryMethodSchema, type DeliveryMethodValues } from '../../../domain/shipment/delivery-methods.ts';
import { SHIPMENT_PATHS } from '../../../domain/shipment/paths.ts';
import { requestReply } from '../../../lib/api-client.ts';
import { recordSaver } from '../../../lib/save-record.ts';

/** Adds a delivery method (no id) or edits one's three fields. */
export const saveDeliveryMethod = recordSaver<z.infer<typeof deliveryMethodSchema>, DeliveryMethodValues>(
  SHIPMENT_PATHS.deliveryMethods,
  deliveryMethodSchema,
);

/** The card's switch: PUT `{status}` (spec 002 §7). */
export const setDeliveryMethodStatus = (id: number, status: boolean) =>
  requestReply({ method: 'PUT', url: `${SHIPMENT_PATHS.deliveryMethods}/${id}`, data: { status } }, deliveryMethodSchema);

/** Deletes a method with its timelines. */
export const deleteDeliveryMethod = (id: number) =>
  requestReply({ method: 'DELETE', url: `${SHIPMENT_PATHS.deliveryMethods}/${id}` }, z.null());
