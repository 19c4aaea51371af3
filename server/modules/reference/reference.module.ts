import { seedReference } from '../../seed/reference.ts';
import type { ServerModule } from '../server-module.ts';
import referenceRoutes from './reference.routes.ts';

/** Countries, states and areas. */
export const referenceModule: ServerModule = {
  name: 'reference',
  routes: referenceRoutes,
  seedSteps: [{ key: 'seeded-reference', run: seedReference }],
};
