import { CAMPAIGN_PATHS, campaignSchema, type Campaign, type CreateCampaignRequest } from '../../../domain/campaigns/contracts.ts';
import { recordSaver } from '../../../lib/save-record.ts';

/**
 * Creates a campaign (id null) or edits one at the revision read; the server normalises the code
 * again and answers 409 for a code that exists, or for an edit someone saved since.
 */
export const saveCampaign = recordSaver<Campaign, CreateCampaignRequest>(CAMPAIGN_PATHS.campaigns, campaignSchema);
