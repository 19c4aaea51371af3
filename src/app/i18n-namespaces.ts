import { campaignsResources, CAMPAIGNS_NS } from '../features/campaigns/index.ts';
import { dashboardResources, DASHBOARD_NS } from '../features/dashboard/index.ts';
import { gatekeeperResources, GATEKEEPER_NS } from '../features/gatekeeper/index.ts';
import { gatekeeperReportsResources, GATEKEEPER_REPORTS_NS } from '../features/gatekeeper-reports/index.ts';
import { gatekeeperRulesResources, GATEKEEPER_RULES_NS } from '../features/gatekeeper-rules/index.ts';
import { manageAuthResources, MANAGE_AUTH_NS } from '../features/manage-auth/index.ts';
import { menuSettingsResources, MENU_SETTINGS_NS } from '../features/menu-settings/index.ts';
import { referenceResources, REFERENCE_NS } from '../features/reference/index.ts';
import { userAccessResources, USER_ACCESS_NS } from '../features/user-access/index.ts';
import { appResources, APP_NS } from './app-i18n.ts';
import { startNamespaces, type Namespaces } from './i18n-core.ts';
import { navResources } from './navigation/nav-i18n.ts';
import { NAV_NS } from './navigation/use-nav-title.ts';
import { settingsResources, SETTINGS_NS } from './settings/settings-i18n.ts';

/** Every namespace, one per feature plus the shared ones. */
export const namespaces = {
  ...startNamespaces,
  [APP_NS]: appResources,
  [NAV_NS]: navResources,
  [SETTINGS_NS]: settingsResources,
  [DASHBOARD_NS]: dashboardResources,
  [MENU_SETTINGS_NS]: menuSettingsResources,
  [USER_ACCESS_NS]: userAccessResources,
  [REFERENCE_NS]: referenceResources,
  [CAMPAIGNS_NS]: campaignsResources,
  [MANAGE_AUTH_NS]: manageAuthResources,
  [GATEKEEPER_NS]: gatekeeperResources,
  [GATEKEEPER_REPORTS_NS]: gatekeeperReportsResources,
  [GATEKEEPER_RULES_NS]: gatekeeperRulesResources,
} satisfies Namespaces;
