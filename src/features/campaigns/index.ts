import { campaignWords } from '../../domain/campaigns/words.ts';
import type { FeatureDescriptor } from '../../lib/feature.ts';
import { campaignsResources, CAMPAIGNS_NS } from './i18n.ts';

/** Campaign Details, for the app shell (src/app/features.ts). */
export const campaignsFeature: FeatureDescriptor = {
  pages: [{ page: '/apps/campaign-details', load: () => import('./campaign-details-page.tsx').then((m) => m.CampaignDetailsPage) }],
  i18n: { namespace: CAMPAIGNS_NS, resources: campaignsResources },
  // The contract's rules (code required, too long) and the server's words, said by the drawer itself.
  words: [campaignWords],
  entities: {
    campaign: { title: 'entity', fields: 'form' },
    'campaign-product': { title: 'products.entity', fields: 'products.columns' },
  },
};
