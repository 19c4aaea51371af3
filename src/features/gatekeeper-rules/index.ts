import { gatekeeperWords } from '../../domain/gatekeeper/words.ts';
import type { FeatureDescriptor } from '../../lib/feature.ts';
import { gatekeeperRulesResources, GATEKEEPER_RULES_NS } from './i18n.ts';

/** Gate Keeper Rules, for the app shell (src/app/features.ts). */
export const gatekeeperRulesFeature: FeatureDescriptor = {
  pages: [{ page: '/apps/gatekeeper-rules', load: () => import('./gatekeeper-rules-page.tsx').then((m) => m.GatekeeperRulesPage) }],
  i18n: { namespace: GATEKEEPER_RULES_NS, resources: gatekeeperRulesResources },
  entities: { 'gatekeeper-rule-set': { title: 'entity', fields: 'fields' } },
  // Says the gatekeeper's words itself: 'Only CSV files are allowed.', a missing sample file.
  words: [gatekeeperWords],
};
