import type { FeatureDescriptor } from '../../lib/feature.ts';
import { ORDERS_NS, ordersResources } from './i18n.ts';

/** Order Failure, for the app shell (src/app/features.ts). */
export const ordersFeature: FeatureDescriptor = {
  pages: [{ page: '/apps/order-failure', load: () => import('./order-failure-page.tsx').then((m) => m.OrderFailurePage) }],
  i18n: { namespace: ORDERS_NS, resources: ordersResources },
  entities: { 'order-failure': { title: 'history.entity', fields: 'history.fields' } },
};
