import { CAMPAIGN_PATHS, campaignSchema, type Campaign, type CreateCampaignRequest } from '../../../domain/campaigns/contracts.ts';
import { requestReply, type Reply } from '../../../lib/api-client.ts';

/** Creates a campaign (id null) or edits one; the server normalises the code again and answers 409 for one that exists. */
export function saveCampaign(id: number | null, body: CreateCampaignRequest): Promise<Reply<Campaign>> {
  return id === null
    ? requestReply({ method: 'POST', url: CAMPAIGN_PATHS.campaigns, data: body }, campaignSchema)
    : requestReply({ method: 'PUT', url: CAMPAIGN_PATHS.campaign(id), data: body }, campaignSchema);
}
