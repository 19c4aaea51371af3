import { menusWords } from '../../domain/navigation/words.ts';
import type { FeatureDescriptor } from '../../lib/feature.ts';
import { menuSettingsResources, MENU_SETTINGS_NS } from './i18n.ts';

/** Menu Settings, for the app shell (src/app/features.ts). */
export const menuSettingsFeature: FeatureDescriptor = {
  pages: [{ page: '/apps/menu-settings', load: () => import('./menu-settings-page.tsx').then((m) => m.MenuSettingsPage) }],
  i18n: { namespace: MENU_SETTINGS_NS, resources: menuSettingsResources },
  // The shared menu checks' words, said by the tree and the dialog themselves.
  words: [menusWords],
  entities: { menu: { title: 'entity', fields: 'fields' } },
};
