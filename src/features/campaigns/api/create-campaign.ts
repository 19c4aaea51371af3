import { CAMPAIGN_PATHS, campaignSchema, type Campaign, type CreateCampaignRequest } from '../../../domain/campaigns/contracts.ts';
import { requestReply, type Reply } from '../../../lib/api-client.ts';

/** Creates a campaign; the server normalises the code again and answers 409 for one that exists. */
export function createCampaign(body: CreateCampaignRequest): Promise<Reply<Campaign>> {
  return requestReply({ method: 'POST', url: CAMPAIGN_PATHS.campaigns, data: body }, campaignSchema);
}
