import { z } from 'zod/mini';
import { deliveryTimelineSchema, type DeliveryTimeline, type DeliveryTimelineValues } from '../../../domain/shipment/delivery-timelines.ts';
import { SHIPMENT_PATHS } from '../../../domain/shipment/paths.ts';
import { requestReply } from '../../../lib/api-client.ts';
import { recordSaver } from '../../../lib/save-record.ts';

/** Adds a timeline (no id) or replaces one's fields; the server checks the rules again and refuses an overlap. */
export const saveDeliveryTimeline = recordSaver<DeliveryTimeline, DeliveryTimelineValues>(
  SHIPMENT_PATHS.deliveryTimelines,
  deliveryTimelineSchema,
);

export const deleteDeliveryTimeline = (id: number) =>
  requestReply({ method: 'DELETE', url: `${SHIPMENT_PATHS.deliveryTimelines}/${id}` }, z.null());
