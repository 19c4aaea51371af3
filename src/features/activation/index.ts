import { activationWords } from '../../domain/activation/words.ts';
import type { FeatureDescriptor } from '../../lib/feature.ts';
import { activationResources, ACTIVATION_NS } from './i18n.ts';

/** The activation screens, for the app shell (src/app/features.ts). */
export const activationFeature: FeatureDescriptor = {
  pages: [
    { page: '/apps/cms/product-activation', load: () => import('./product-activation-page.tsx').then((m) => m.ProductActivationPage) },
    { page: '/apps/activation-rejection', load: () => import('./activation-rejection-page.tsx').then((m) => m.ActivationRejectionPage) },
    {
      page: '/apps/pid-activation-details',
      load: () => import('./pid-activation-details-page.tsx').then((m) => m.PidActivationDetailsPage),
    },
    {
      page: '/apps/product-activation-report',
      load: () => import('./product-activation-report-page.tsx').then((m) => m.ProductActivationReportPage),
    },
    { page: '/apps/cms/product-update', load: () => import('./product-update-page.tsx').then((m) => m.ProductUpdatePage) },
    {
      page: '/apps/arabic-edit-view',
      params: ':date?/:editor?',
      load: () => import('./arabic-edit-report-page.tsx').then((m) => m.ArabicEditReportPage),
    },
  ],
  i18n: { namespace: ACTIVATION_NS, resources: activationResources },
  // The queue's own toasts (fetching, select a filter, a failed fetch) are the server's words.
  words: [activationWords],
};
