import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getOrderDetails } from '../api/get-order-details.ts';
import { ORDERS_RESOURCE } from '../i18n.ts';

/** The order's details, cached under the failed orders' resource so every action reloads them with the list. */
export function useOrderDetails(orderId: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [ORDERS_RESOURCE, 'details', orderId],
    queryFn: ({ signal }) => getOrderDetails(orderId, signal),
  });
  return { ...query, reloadAll: () => queryClient.invalidateQueries({ queryKey: [ORDERS_RESOURCE] }) };
}
