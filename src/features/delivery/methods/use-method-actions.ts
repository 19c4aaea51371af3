import { useQueryClient } from '@tanstack/react-query';
import type { DeliveryMethod } from '../../../domain/shipment/delivery-methods.ts';
import type { DeliveryTimeline } from '../../../domain/shipment/delivery-timelines.ts';
import { offerUndo } from '../../../lib/history/offer-undo.ts';
import { useTrackedDelete } from '../../../lib/history/use-tracked-delete.ts';
import { queryKeys } from '../../../lib/query/query-keys.ts';
import { toast } from '../../../lib/toast.ts';
import { deliveryMethodUrl, setDeliveryMethodStatus } from '../api/save-delivery-method.ts';
import { deliveryTimelineUrl } from '../api/save-delivery-timeline.ts';
import { DELIVERY_RESOURCES as R } from '../resources.ts';

/**
 * The confirmed actions of a card, each at the revision the card read (a stale one is refused with
 * the name of who changed it, and the cards reload): the status switch and the deletes, each with
 * Undo in its toast.
 */
export function useMethodActions() {
  const queryClient = useQueryClient();
  // Its card goes with it, and with the card its timelines' list: reloading that list would only ask for a method that is gone.
  const removeMethod = useTrackedDelete({ entity: 'delivery-method', url: deliveryMethodUrl, invalidates: [R.methods] });
  const removeTimeline = useTrackedDelete({ entity: 'delivery-timeline', url: deliveryTimelineUrl, invalidates: [R.timelines] });
  return {
    switchStatus: async (m: DeliveryMethod) => {
      try {
        const reply = await setDeliveryMethodStatus(m.id, !m.status, m.revision);
        offerUndo(reply.message, { entity: 'delivery-method', id: m.id, revision: reply.data.revision }, queryClient, [R.methods]);
      } catch (error) {
        toast.failure(error);
      } finally {
        await queryClient.invalidateQueries({ queryKey: queryKeys.all(R.methods) });
        await queryClient.invalidateQueries({ queryKey: ['history', 'delivery-method'] });
      }
    },
    deleteMethod: (m: DeliveryMethod) => removeMethod(m),
    deleteTimeline: (t: DeliveryTimeline) => removeTimeline(t),
  };
}
