import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CAMPAIGN_PATHS, type Campaign } from '../../domain/campaigns/contracts.ts';
import { useTrackedDelete } from '../../lib/history/use-tracked-delete.ts';
import { queryKeys } from '../../lib/query/query-keys.ts';
import { getCampaignProducts } from './api/get-campaign-products.ts';
import { CAMPAIGNS_RESOURCE } from './api/get-campaigns.ts';

/**
 * Deleting a campaign: the row asked about, how many product rows would go with it (asked of the
 * server while the question is open; unknown until it answers), and the confirmed delete at the
 * revision the row was read at, whose toast offers Undo (the product rows come back with it).
 * Every campaign list and listing loads again after it, and after a delete someone else's save refused.
 */
export function useCampaignDelete() {
  const [asking, setAsking] = useState<Campaign | null>(null);
  const productCount = useQuery({
    queryKey: [...queryKeys.all(CAMPAIGNS_RESOURCE), 'productCount', asking?.id],
    queryFn: async ({ signal }) => (await getCampaignProducts(asking!.id, { index: 1, pageSize: 1 }, { signal })).totalRecords,
    enabled: asking !== null,
  });
  const remove = useTrackedDelete({ entity: 'campaign', url: CAMPAIGN_PATHS.campaign, invalidates: [CAMPAIGNS_RESOURCE] });

  return {
    asking,
    ask: setAsking,
    productCount: asking ? productCount.data : undefined,
    close: () => setAsking(null),
    /** Confirmed: the server's message as a success toast with Undo, or the failure (e.g. who saved it since) as an error toast. */
    confirm: async () => {
      if (!asking) return;
      await remove({ id: asking.id, revision: asking.revision });
      setAsking(null);
    },
  };
}
