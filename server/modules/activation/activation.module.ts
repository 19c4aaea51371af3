import { activationWords } from '../../../src/domain/activation/words.ts';
import { seedActivation } from '../../seed/activation.ts';
import { seedUpdateQueues } from '../../seed/update-queues.ts';
import { seedActivationReports } from '../../seed/activation-reports.ts';
import type { ServerModule } from '../server-module.ts';
import activationRoutes from './activation.routes.ts';

/** The activation queues (pim service): queues with leases, live counts, rejections, tasks. */
export const activationModule: ServerModule = {
  name: 'activation',
  routes: activationRoutes,
  seedSteps: [
    { key: 'seeded-activation', run: seedActivation },
    { key: 'seeded-update-queues', run: seedUpdateQueues },
    { key: 'seeded-activation-reports', run: seedActivationReports },
  ],
  words: [activationWords],
};
