import { referenceWords } from '../../../src/domain/reference/words.ts';
import { seedReference } from '../../seed/reference.ts';
import type { ServerModule } from '../server-module.ts';
import { areaEntity } from './areas.service.ts';
import { countryEntity } from './countries.service.ts';
import referenceRoutes from './reference.routes.ts';
import { stateEntity } from './states.service.ts';

/** Countries, states and areas. */
export const referenceModule: ServerModule = {
  name: 'reference',
  routes: referenceRoutes,
  seedSteps: [{ key: 'seeded-reference', run: seedReference }],
  entities: [countryEntity, stateEntity, areaEntity],
  words: [referenceWords],
};
