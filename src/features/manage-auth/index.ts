import { authAccountsWords } from '../../domain/auth-accounts/words.ts';
import type { FeatureDescriptor } from '../../lib/feature.ts';
import { manageAuthResources, MANAGE_AUTH_NS } from './i18n.ts';

/** Manage Auth, for the app shell (src/app/features.ts). */
export const manageAuthFeature: FeatureDescriptor = {
  pages: [{ page: '/apps/manage-auth', load: () => import('./manage-auth-page.tsx').then((m) => m.ManageAuthPage) }],
  i18n: { namespace: MANAGE_AUTH_NS, resources: manageAuthResources },
  // The contract's rules (a code of six digits, an account to check), said by the screen itself.
  words: [authAccountsWords],
  entities: {
    'auth-account': { title: 'history.account', fields: 'history.fields' },
    'auth-issuer': { title: 'history.issuer', fields: 'history.fields' },
  },
};
