import type { FeaturePage } from '../../lib/feature.ts';

/**
 * The gatekeeper's screens, apart from its descriptor so the device start can find them without
 * the panel's list of features (src/app/device-screens.ts).
 */
export const gatekeeperScreens: readonly FeaturePage[] = [
  { page: '/apps/gatekeeper', frame: 'device', load: () => import('./gatekeeper-page.tsx').then((m) => m.GatekeeperPage) },
];
