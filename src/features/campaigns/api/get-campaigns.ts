import { CAMPAIGN_PATHS, campaignSchema, type Campaign } from '../../../domain/campaigns/contracts.ts';
import { pageOf } from '../../../domain/envelope.ts';
import { sortParam, type Sort } from '../../../domain/lists/sort.ts';
import type { Page, Paging } from '../../../domain/paging.ts';
import { request } from '../../../lib/api-client.ts';

/** The resource campaign lists and product listings are cached under: a save or delete invalidates it. */
export const CAMPAIGNS_RESOURCE = 'campaigns';

/** One page of campaigns, searched by code or details, in `sort`'s order (newest first without one). */
export function getCampaigns(
  { index, pageSize }: Paging,
  search: string,
  { signal, sort }: { signal?: AbortSignal; sort?: Sort } = {},
): Promise<Page<Campaign>> {
  const params = { index, pageSize, search: search.trim() || undefined, sort: sortParam(sort) };
  return request({ method: 'GET', url: CAMPAIGN_PATHS.campaigns, params, signal }, pageOf(campaignSchema));
}
