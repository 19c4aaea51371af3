import { menusWords } from '../../../src/domain/navigation/words.ts';
import { seedMenus } from '../../seed/menus.ts';
import type { ServerModule } from '../server-module.ts';
import menusRoutes from './menus.routes.ts';
import { menuEntity } from './menus.service.ts';

/** The stored menus of each application and data centre, and the user's own menu. */
export const menusModule: ServerModule = {
  name: 'menus',
  words: [menusWords],
  routes: menusRoutes,
  seedSteps: [{ key: 'seeded-menus', run: seedMenus }],
  entities: [menuEntity],
};
