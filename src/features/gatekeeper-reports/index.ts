import { gatekeeperWords } from '../../domain/gatekeeper/words.ts';
import type { FeatureDescriptor } from '../../lib/feature.ts';
import { gatekeeperReportsResources, GATEKEEPER_REPORTS_NS } from './i18n.ts';

/** Gate Keeper Report and Items Report, for the app shell (src/app/features.ts). */
export const gatekeeperReportsFeature: FeatureDescriptor = {
  pages: [
    { page: '/apps/gatekeeper-report', load: () => import('./gatekeeper-report-page.tsx').then((m) => m.GatekeeperReportPage) },
    {
      page: '/apps/gatekeeper-items-report',
      load: () => import('./gatekeeper-items-report-page.tsx').then((m) => m.GatekeeperItemsReportPage),
    },
  ],
  i18n: { namespace: GATEKEEPER_REPORTS_NS, resources: gatekeeperReportsResources },
  // Says the gatekeeper's 'Please select atleast one filter data!' itself, before any search.
  words: [gatekeeperWords],
};
