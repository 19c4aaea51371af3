import { z } from 'zod/mini';
import { AUTH_ACCOUNT_PATHS } from '../../../domain/auth-accounts/contracts.ts';
import { request } from '../../../lib/api-client.ts';

/** Deletes the account at the revision read (its codes stop working at once); its Undo brings it back with the same secret. */
export async function deleteAccount(id: number, revision: number): Promise<void> {
  await request({ method: 'DELETE', url: `${AUTH_ACCOUNT_PATHS.account}/${id}`, params: { revision } }, z.null());
}
