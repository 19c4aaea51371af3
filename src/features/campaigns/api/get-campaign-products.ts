import { CAMPAIGN_PATHS, campaignProductSchema, type CampaignProduct } from '../../../domain/campaigns/contracts.ts';
import { pageOf } from '../../../domain/envelope.ts';
import type { Page, Paging } from '../../../domain/paging.ts';
import { request } from '../../../lib/api-client.ts';

/** One page of a campaign's product price rows (marketingCampaign/products/{id}?index&pageSize). */
export function getCampaignProducts(campaignId: number, { index, pageSize }: Paging, signal?: AbortSignal): Promise<Page<CampaignProduct>> {
  return request(
    { method: 'GET', url: CAMPAIGN_PATHS.products(campaignId), params: { index, pageSize }, signal },
    pageOf(campaignProductSchema),
  );
}
