import { deliveryTimelineSchema, type DeliveryTimeline, type DeliveryTimelineValues } from '../../../domain/shipment/delivery-timelines.ts';
import { SHIPMENT_PATHS } from '../../../domain/shipment/paths.ts';
import { recordSaver } from '../../../lib/save-record.ts';

/** Adds a timeline (no id) or replaces one's fields at the revision read; the server checks the rules again and refuses an overlap. */
export const saveDeliveryTimeline = recordSaver<DeliveryTimeline, DeliveryTimelineValues>(
  SHIPMENT_PATHS.deliveryTimelines,
  deliveryTimelineSchema,
);

/** Where a timeline is deleted (`?revision=`; see useTrackedDelete). */
export const deliveryTimelineUrl = (id: number) => `${SHIPMENT_PATHS.deliveryTimelines}/${id}`;
