import { listsWords } from '../../../src/domain/lists/words.ts';
import type { ServerModule } from '../server-module.ts';
import listViewsRoutes from './list-views.routes.ts';

/** What the lists remember per user: saved views and column layouts. */
export const listViewsModule: ServerModule = {
  name: 'list-views',
  routes: listViewsRoutes,
  words: [listsWords],
};
