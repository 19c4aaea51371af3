import { gatekeeperScreens } from '../features/gatekeeper/screens.ts';
import type { FeaturePage } from '../lib/feature.ts';

/**
 * The screens made for the warehouse handheld, one line per device feature: the boot reads this
 * short list, never src/app/features.ts, so a start on a device screen loads none of the office
 * features' code, strings or lists. A device feature is listed here and in features.ts.
 */
export const DEVICE_SCREENS: readonly FeaturePage[] = [...gatekeeperScreens];

/** The device screen at `pathname` (a trailing slash allowed), if it is one. */
export function deviceScreenAt(pathname: string): FeaturePage | undefined {
  const path = pathname.replace(/\/+$/, '');
  return DEVICE_SCREENS.find((r) => r.page === path);
}
