import type { FeatureDescriptor } from '../../lib/feature.ts';
import { userAccessResources, USER_ACCESS_NS } from './i18n.ts';

/** Users and Access, for the app shell (src/app/features.ts). */
export const userAccessFeature: FeatureDescriptor = {
  pages: [{ page: '/apps/user-access', load: () => import('./user-access-page.tsx').then((m) => m.UserAccessPage) }],
  i18n: { namespace: USER_ACCESS_NS, resources: userAccessResources },
  entities: { user: { title: 'entity', fields: 'fields' } },
};
