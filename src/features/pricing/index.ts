import { pricingWords } from '../../domain/pricing/words.ts';
import type { FeatureDescriptor } from '../../lib/feature.ts';
import { pricingResources, PRICING_NS } from './i18n.ts';

/** Pricing and merchandising: RRP Price Criteria and Product Frame, for the app shell (src/app/features.ts). */
export const pricingFeature: FeatureDescriptor = {
  pages: [
    {
      page: '/apps/rrp-price-criteria',
      load: () => import('./rrp-price-criteria-page.tsx').then((m) => m.RrpPriceCriteriaPage),
    },
    {
      // The list, /new and /{id} (spec 002 §2).
      page: '/apps/product-frame',
      params: ':frameId?',
      load: () => import('./frames/product-frame-page.tsx').then((m) => m.ProductFramePage),
    },
  ],
  i18n: { namespace: PRICING_NS, resources: pricingResources },
  // The rule checks and the frame's own checks are said here before a save is sent.
  words: [pricingWords],
  entities: {
    'rrp-rule': { title: 'entity', fields: 'fields' },
    'product-frame': { title: 'frames.entity', fields: 'frames' },
  },
};
