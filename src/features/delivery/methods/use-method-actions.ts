import { useQueryClient } from '@tanstack/react-query';
import type { DeliveryMethod } from '../../../domain/shipment/delivery-methods.ts';
import { queryKeys } from '../../../lib/query/query-keys.ts';
import { toast } from '../../../lib/toast.ts';
import { deleteDeliveryMethod, setDeliveryMethodStatus } from '../api/save-delivery-method.ts';
import { deleteDeliveryTimeline } from '../api/save-delivery-timeline.ts';
import { DELIVERY_RESOURCES as R } from '../resources.ts';

/** The confirmed actions of a card: each shows the server's message and reloads what it changed. */
export function useMethodActions() {
  const queryClient = useQueryClient();
  const done = async (reply: { message: string }, ...resources: string[]) => {
    toast.success(reply.message);
    await Promise.all(resources.map((r) => queryClient.invalidateQueries({ queryKey: queryKeys.all(r) })));
  };
  return {
    switchStatus: async (m: DeliveryMethod) => done(await setDeliveryMethodStatus(m.id, !m.status), R.methods),
    deleteMethod: async (m: DeliveryMethod) => done(await deleteDeliveryMethod(m.id), R.methods, R.timelines),
    deleteTimeline: async (id: number) => done(await deleteDeliveryTimeline(id), R.timelines),
  };
}
