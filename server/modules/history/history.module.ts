import { historyWords } from '../../../src/domain/history/words.ts';
import type { ServerModule } from '../server-module.ts';
import historyRoutes from './history.routes.ts';

/** The change log's reads (History, Audit Log), Undo and Restore; each module declares its own entities. */
export const historyModule: ServerModule = {
  name: 'history',
  routes: historyRoutes,
  words: [historyWords],
};
