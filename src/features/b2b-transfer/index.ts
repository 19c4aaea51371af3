import { stockWords } from '../../domain/stock/words.ts';
import type { FeatureDescriptor } from '../../lib/feature.ts';
import { b2bTransferResources, B2B_TRANSFER_NS } from './i18n.ts';

/** B2B Transfer, for the app shell (src/app/features.ts). */
export const b2bTransferFeature: FeatureDescriptor = {
  pages: [{ page: '/apps/b2b-transfer', load: () => import('./b2b-transfer-page.tsx').then((m) => m.B2bTransferPage) }],
  i18n: { namespace: B2B_TRANSFER_NS, resources: b2bTransferResources },
  // The location code's rule is the stock words' (its key travels in the contract).
  words: [stockWords],
};
