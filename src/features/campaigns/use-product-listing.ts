import { CAMPAIGN_PRODUCT_SORTS, type Campaign, type CampaignProduct } from '../../domain/campaigns/contracts.ts';
import { useTimeZone } from '../../lib/date-time.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { getCampaignProducts } from './api/get-campaign-products.ts';
import { CAMPAIGNS_RESOURCE } from './api/get-campaigns.ts';

/**
 * The Product Listing of one campaign: a server-paged, sortable grid inside a drawer, so its view is
 * not kept in the address (a failed load shows the server's message for 2 s, spec 000 §8), and the
 * page loader its export walks through, in the order on screen.
 */
export function useProductListing(campaign: Campaign) {
  const list = usePagedList<CampaignProduct, number>({
    resource: CAMPAIGNS_RESOURCE,
    fetchPage: (paging, campaignId, options) => getCampaignProducts(campaignId, paging, options),
    initialFilter: campaign.id,
    sortable: CAMPAIGN_PRODUCT_SORTS,
    address: false,
  });
  const timeZone = useTimeZone();
  return { list, timeZone, exportPage: list.exportPage };
}
