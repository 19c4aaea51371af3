import { campaignWords } from '../../../src/domain/campaigns/words.ts';
import { seedCampaigns } from '../../seed/campaigns.ts';
import type { ServerModule } from '../server-module.ts';
import campaignsRoutes from './campaigns.routes.ts';
import { campaignEntity, campaignProductEntity } from './campaigns.service.ts';

/** Campaign Details: campaigns and their product price rows. */
export const campaignsModule: ServerModule = {
  name: 'campaigns',
  words: [campaignWords],
  routes: campaignsRoutes,
  seedSteps: [{ key: 'seeded-campaigns', run: seedCampaigns }],
  entities: [campaignEntity, campaignProductEntity],
};
