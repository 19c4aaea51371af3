import type { FeatureDescriptor } from '../../lib/feature.ts';
import { stockInTransitResources, STOCK_IN_TRANSIT_NS } from './i18n.ts';

/** Encoder Stock In Transit and the pending stock in transit report, for the app shell (src/app/features.ts). */
export const stockInTransitFeature: FeatureDescriptor = {
  pages: [
    {
      page: '/apps/encoder-stock-in-transit',
      load: () => import('./encoder-stock-in-transit-page.tsx').then((m) => m.EncoderStockInTransitPage),
    },
    {
      page: '/apps/pending-stock-in-transit-report',
      load: () => import('./pending-stock-in-transit-report-page.tsx').then((m) => m.PendingStockInTransitReportPage),
    },
  ],
  i18n: { namespace: STOCK_IN_TRANSIT_NS, resources: stockInTransitResources },
  entities: { 'stock-in-transit': { title: 'history.entity', fields: 'history.fields' } },
};
