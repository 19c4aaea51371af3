import type { FeatureDescriptor } from '../../lib/feature.ts';
import { referenceResources, REFERENCE_NS } from './i18n.ts';

/** Country, State and Area Settings, for the app shell (src/app/features.ts). */
export const referenceFeature: FeatureDescriptor = {
  pages: [
    { page: '/apps/country-settings', load: () => import('./country-settings-page.tsx').then((m) => m.CountrySettingsPage) },
    { page: '/apps/state-settings', load: () => import('./state-settings-page.tsx').then((m) => m.StateSettingsPage) },
    { page: '/apps/area-settings', load: () => import('./area-settings-page.tsx').then((m) => m.AreaSettingsPage) },
  ],
  i18n: { namespace: REFERENCE_NS, resources: referenceResources },
  entities: {
    country: { title: 'countries.entity', fields: 'countries.fields' },
    state: { title: 'states.entity', fields: 'states.fields' },
    area: { title: 'areas.entity', fields: 'areas.fields' },
  },
};
