import { gatekeeperWords } from '../../domain/gatekeeper/words.ts';
import type { FeatureDescriptor } from '../../lib/feature.ts';
import { gatekeeperResources, GATEKEEPER_NS } from './i18n.ts';
import { gatekeeperScreens } from './screens.ts';

/** The gatekeeper device flow, for the app shell (src/app/features.ts); its screens use the device frame. */
export const gatekeeperFeature: FeatureDescriptor = {
  pages: gatekeeperScreens,
  i18n: { namespace: GATEKEEPER_NS, resources: gatekeeperResources },
  // The pallet flow's messages: the gatekeeper's words, which the server says too.
  words: [gatekeeperWords],
};
