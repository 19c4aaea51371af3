import type { FeatureRoute } from './feature-routes.tsx';

/**
 * The screens made for the warehouse handheld: the compact device frame instead of the office
 * layout. Kept apart from the other screens so a start on one loads none of the panel's lists.
 */
export const DEVICE_SCREENS: FeatureRoute[] = [
  {
    page: '/apps/gatekeeper',
    frame: 'device',
    load: () => import('../features/gatekeeper/gatekeeper-page.tsx').then((m) => m.GatekeeperPage),
  },
];

/** The device screen at `pathname` (a trailing slash allowed), if it is one. */
export function deviceScreenAt(pathname: string): FeatureRoute | undefined {
  const path = pathname.replace(/\/+$/, '');
  return DEVICE_SCREENS.find((r) => r.page === path);
}
