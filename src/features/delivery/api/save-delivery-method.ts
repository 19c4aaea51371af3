import type { z } from 'zod/mini';
import { deliveryMethodSchema, type DeliveryMethodValues } from '../../../domain/shipment/delivery-methods.ts';
import { SHIPMENT_PATHS } from '../../../domain/shipment/paths.ts';
import { requestReply } from '../../../lib/api-client.ts';
import { recordSaver } from '../../../lib/save-record.ts';

/** Adds a delivery method (no id) or edits one's three fields at the revision read. */
export const saveDeliveryMethod = recordSaver<z.infer<typeof deliveryMethodSchema>, DeliveryMethodValues>(
  SHIPMENT_PATHS.deliveryMethods,
  deliveryMethodSchema,
);

/** The card's switch: PUT `{status, revision}` (spec 002 §7), refused (409) when someone changed the method since it was read. */
export const setDeliveryMethodStatus = (id: number, status: boolean, revision: number) =>
  requestReply({ method: 'PUT', url: `${SHIPMENT_PATHS.deliveryMethods}/${id}`, data: { status, revision } }, deliveryMethodSchema);

/** Where a method is deleted (`?revision=`, with its timelines; see useTrackedDelete). */
export const deliveryMethodUrl = (id: number) => `${SHIPMENT_PATHS.deliveryMethods}/${id}`;
