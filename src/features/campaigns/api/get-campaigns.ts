import { CAMPAIGN_PATHS, campaignSchema, type Campaign } from '../../../domain/campaigns/contracts.ts';
import { pageOf } from '../../../domain/envelope.ts';
import type { Page, Paging } from '../../../domain/paging.ts';
import { request } from '../../../lib/api-client.ts';

/** One page of campaigns, newest first, searched by code or details. */
export function getCampaigns({ index, pageSize }: Paging, search: string, signal?: AbortSignal): Promise<Page<Campaign>> {
  const params = { index, pageSize, search: search.trim() || undefined };
  return request({ method: 'GET', url: CAMPAIGN_PATHS.campaigns, params, signal }, pageOf(campaignSchema));
}
