import type { FeatureDescriptor } from '../../lib/feature.ts';
import { dashboardResources, DASHBOARD_NS } from './i18n.ts';

/** The dashboard's strings, for the app shell; its page is the signed-in start, routed by the shell itself. */
export const dashboardFeature: FeatureDescriptor = {
  pages: [],
  i18n: { namespace: DASHBOARD_NS, resources: dashboardResources },
};
