import { shippingWords } from '../../domain/shipment/words.ts';
import type { FeatureDescriptor } from '../../lib/feature.ts';
import { shippingResources, SHIPPING_NS } from './i18n.ts';

/** Shipping Charge Settings, for the app shell (src/app/features.ts). */
export const shippingFeature: FeatureDescriptor = {
  pages: [
    {
      page: '/apps/shipping-charge-settings',
      load: () => import('./shipping-charge-settings-page.tsx').then((m) => m.ShippingChargeSettingsPage),
    },
  ],
  i18n: { namespace: SHIPPING_NS, resources: shippingResources },
  words: [shippingWords],
};
