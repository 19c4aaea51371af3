import { CAMPAIGN_PATHS, deletedCampaignSchema, type DeletedCampaign } from '../../../domain/campaigns/contracts.ts';
import { requestReply, type Reply } from '../../../lib/api-client.ts';

/** Deletes a campaign with its product price rows; the reply says how many rows went with it. */
export function deleteCampaign(id: number): Promise<Reply<DeletedCampaign>> {
  return requestReply({ method: 'DELETE', url: CAMPAIGN_PATHS.campaign(id) }, deletedCampaignSchema);
}
