import { useCallback } from 'react';
import type { Campaign, CampaignProduct } from '../../domain/campaigns/contracts.ts';
import type { Paging } from '../../domain/paging.ts';
import { useTimeZone } from '../../lib/date-time.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { getCampaignProducts } from './api/get-campaign-products.ts';
import { CAMPAIGNS_RESOURCE } from './api/get-campaigns.ts';

/**
 * The Product Listing of one campaign: a server-paged grid (a failed load shows the server's message
 * for 2 s, spec 000 §8) and the page loader its export walks through.
 */
export function useProductListing(campaign: Campaign) {
  const list = usePagedList<CampaignProduct, number>({
    resource: CAMPAIGNS_RESOURCE,
    fetchPage: (paging, campaignId, { signal }) => getCampaignProducts(campaignId, paging, signal),
    initialFilter: campaign.id,
  });
  const timeZone = useTimeZone();
  const exportPage = useCallback((paging: Paging) => getCampaignProducts(campaign.id, paging), [campaign.id]);
  return { list, timeZone, exportPage };
}
