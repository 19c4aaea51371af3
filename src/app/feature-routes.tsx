import type { ComponentType } from 'react';
import type { PagePath } from '../domain/pages.ts';
import { DEVICE_SCREENS } from './device-screens.ts';

/** A screen of the spec: its page (grants and menus name it) and its lazily loaded component. */
export interface FeatureRoute {
  page: PagePath;
  load: () => Promise<ComponentType>;
  /** 'device': a screen for the warehouse handheld, shown in the compact device frame, not the office layout. */
  frame?: 'device';
}

/**
 * Every screen the panel has, one line each; each area loads as its own chunk on first visit.
 * The shell guards them with the user's level on the page (RequirePage).
 */
export const FEATURE_ROUTES: FeatureRoute[] = [
  { page: '/apps/menu-settings', load: () => import('../features/menu-settings/menu-settings-page.tsx').then((m) => m.MenuSettingsPage) },
  { page: '/apps/user-access', load: () => import('../features/user-access/user-access-page.tsx').then((m) => m.UserAccessPage) },
  {
    page: '/apps/country-settings',
    load: () => import('../features/reference/country-settings-page.tsx').then((m) => m.CountrySettingsPage),
  },
  { page: '/apps/state-settings', load: () => import('../features/reference/state-settings-page.tsx').then((m) => m.StateSettingsPage) },
  { page: '/apps/area-settings', load: () => import('../features/reference/area-settings-page.tsx').then((m) => m.AreaSettingsPage) },
  {
    page: '/apps/campaign-details',
    load: () => import('../features/campaigns/campaign-details-page.tsx').then((m) => m.CampaignDetailsPage),
  },
  { page: '/apps/manage-auth', load: () => import('../features/manage-auth/manage-auth-page.tsx').then((m) => m.ManageAuthPage) },
  {
    page: '/apps/gatekeeper-report',
    load: () => import('../features/gatekeeper-reports/gatekeeper-report-page.tsx').then((m) => m.GatekeeperReportPage),
  },
  {
    page: '/apps/gatekeeper-items-report',
    load: () => import('../features/gatekeeper-reports/gatekeeper-items-report-page.tsx').then((m) => m.GatekeeperItemsReportPage),
  },
  {
    page: '/apps/gatekeeper-rules',
    load: () => import('../features/gatekeeper-rules/gatekeeper-rules-page.tsx').then((m) => m.GatekeeperRulesPage),
  },
  ...DEVICE_SCREENS,
];
