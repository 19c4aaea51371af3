import { deliveryWords, shippingWords } from '../../domain/shipment/words.ts';
import type { FeatureDescriptor } from '../../lib/feature.ts';
import { deliveryResources, DELIVERY_NS } from './i18n.ts';

/** Delivery Timeline, for the app shell (src/app/features.ts). */
export const deliveryFeature: FeatureDescriptor = {
  pages: [{ page: '/apps/delivery-timeline', load: () => import('./delivery-timeline-page.tsx').then((m) => m.DeliveryTimelinePage) }],
  i18n: { namespace: DELIVERY_NS, resources: deliveryResources },
  words: [deliveryWords, shippingWords],
};
