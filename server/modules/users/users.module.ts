import { usersWords } from '../../../src/domain/users/words.ts';
import { seedUsers } from '../../seed/users.ts';
import type { ServerModule } from '../server-module.ts';
import { userEntity } from './users-admin.service.ts';
import usersRoutes from './users.routes.ts';

/** Users and their page grants; its seed step keeps the first key the seed ever claimed. */
export const usersModule: ServerModule = {
  name: 'users',
  words: [usersWords],
  routes: usersRoutes,
  seedSteps: [{ key: 'seeded', run: seedUsers }],
  entities: [userEntity],
};
