import { pricingWords } from '../../../src/domain/pricing/words.ts';
import type { ServerModule } from '../server-module.ts';
import productFramesRoutes from './product-frames.routes.ts';
import { productFrameEntity } from './product-frames.service.ts';
import rrpRulesRoutes from './rrp-rules.routes.ts';
import { rrpRuleEntity } from './rrp-rules.service.ts';
import rrpValuesRoutes from './rrp-values.routes.ts';

/** Pricing and merchandising (pim service): RRP Price Criteria and Product Frame. */
export const pricingModule: ServerModule = {
  name: 'pricing',
  routes: async (app) => {
    await app.register(rrpRulesRoutes);
    await app.register(rrpValuesRoutes);
    await app.register(productFramesRoutes);
  },
  entities: [rrpRuleEntity, productFrameEntity],
  words: [pricingWords],
};
