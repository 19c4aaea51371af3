import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Campaign } from '../../domain/campaigns/contracts.ts';
import { queryKeys } from '../../lib/query/query-keys.ts';
import { toast } from '../../lib/toast.ts';
import { deleteCampaign } from './api/delete-campaign.ts';
import { getCampaignProducts } from './api/get-campaign-products.ts';
import { CAMPAIGNS_RESOURCE } from './api/get-campaigns.ts';

/**
 * Deleting a campaign: the row asked about, how many product rows would go with it (asked of the
 * server while the question is open; unknown until it answers), and the confirmed delete, after
 * which every campaign list and listing loads again.
 */
export function useCampaignDelete() {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Campaign | null>(null);
  const productCount = useQuery({
    queryKey: [...queryKeys.all(CAMPAIGNS_RESOURCE), 'productCount', asking?.id],
    queryFn: async ({ signal }) => (await getCampaignProducts(asking!.id, { index: 1, pageSize: 1 }, signal)).totalRecords,
    enabled: asking !== null,
  });

  return {
    asking,
    ask: setAsking,
    productCount: asking ? productCount.data : undefined,
    close: () => setAsking(null),
    /** Confirmed: the server's message as a success toast; a failure keeps the dialog open with an error toast. */
    confirm: async () => {
      if (!asking) return;
      const { message } = await deleteCampaign(asking.id);
      setAsking(null);
      toast.success(message);
      await queryClient.invalidateQueries({ queryKey: queryKeys.all(CAMPAIGNS_RESOURCE) });
    },
  };
}
