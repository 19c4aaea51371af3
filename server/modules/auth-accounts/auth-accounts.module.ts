import { authAccountsWords } from '../../../src/domain/auth-accounts/words.ts';
import { seedAuthAccounts } from '../../seed/auth-accounts.ts';
import type { ServerModule } from '../server-module.ts';
import authAccountsRoutes from './auth-accounts.routes.ts';
import { accountEntity, issuerEntity } from './auth-accounts.service.ts';

/** Manage Auth: authenticator accounts and their one-time codes. */
export const authAccountsModule: ServerModule = {
  name: 'auth-accounts',
  words: [authAccountsWords],
  routes: authAccountsRoutes,
  seedSteps: [{ key: 'seeded-auth-accounts', run: seedAuthAccounts }],
  entities: [issuerEntity, accountEntity],
};
