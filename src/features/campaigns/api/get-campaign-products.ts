import { CAMPAIGN_PATHS, campaignProductSchema, type CampaignProduct } from '../../../domain/campaigns/contracts.ts';
import { pageOf } from '../../../domain/envelope.ts';
import { sortParam, type Sort } from '../../../domain/lists/sort.ts';
import type { Page, Paging } from '../../../domain/paging.ts';
import { request } from '../../../lib/api-client.ts';

/** One page of a campaign's product price rows (marketingCampaign/products/{id}?index&pageSize&sort), by PID and country without a sort. */
export function getCampaignProducts(
  campaignId: number,
  { index, pageSize }: Paging,
  { signal, sort }: { signal?: AbortSignal; sort?: Sort } = {},
): Promise<Page<CampaignProduct>> {
  return request(
    { method: 'GET', url: CAMPAIGN_PATHS.products(campaignId), params: { index, pageSize, sort: sortParam(sort) }, signal },
    pageOf(campaignProductSchema),
  );
}
