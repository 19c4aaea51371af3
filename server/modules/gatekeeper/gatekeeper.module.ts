import { gatekeeperOfficeWords } from '../../../src/domain/gatekeeper/office-words.ts';
import { gatekeeperWords } from '../../../src/domain/gatekeeper/words.ts';
import { seedGatekeeper } from '../../seed/gatekeeper.ts';
import type { ServerModule } from '../server-module.ts';
import gatekeeperRoutes from './gatekeeper.routes.ts';

/**
 * The gatekeeper: device calls, sync, reports, ERP feeds and the pallet rooms. Listed after the
 * rule sets: the seeded scans are judged by them.
 */
export const gatekeeperModule: ServerModule = {
  name: 'gatekeeper',
  routes: gatekeeperRoutes,
  seedSteps: [{ key: 'seeded-gatekeeper', run: seedGatekeeper }],
  // The device's words label its calls; the feeds and reports name the office words themselves.
  words: [gatekeeperWords, gatekeeperOfficeWords],
};
