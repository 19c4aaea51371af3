import { z } from 'zod/mini';
import { AUTH_ACCOUNT_PATHS } from '../../../domain/auth-accounts/contracts.ts';
import { request } from '../../../lib/api-client.ts';

/** Deletes an account; its codes stop working at once. */
export async function deleteAccount(id: number): Promise<void> {
  await request({ method: 'DELETE', url: `${AUTH_ACCOUNT_PATHS.account}/${id}` }, z.null());
}
