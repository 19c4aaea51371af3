import { APP_NAME } from '../../src/domain/constants.ts';
import { defaultMenu } from '../../src/domain/navigation/default-menu.ts';
import type { Db } from '../db/connect.ts';
import * as menus from '../modules/menus/menus.service.ts';
import type { SeedOptions } from './seed-step.ts';

/** Data centres of the spec (UAE and KSA), and this deployment's own if it is another. */
const seedDataCentres = (own: string) => [...new Set(['uae', 'ksa', own])];

/**
 * Seed step 'seeded-menus': the application and the default menu of each data centre, for both
 * seed kinds: an administrator on an empty install needs a menu to reach Menu Settings at all.
 */
export async function seedMenus(db: Db, options: SeedOptions): Promise<void> {
  await menus.seedMenus(db, APP_NAME, seedDataCentres(options.dataCentre), defaultMenu());
}
