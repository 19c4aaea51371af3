import { z } from 'zod/mini';
import { API_PATHS } from '../../../domain/services.ts';
import { grantSchema, type Grant } from '../../../domain/users/contracts.ts';
import { request } from '../../../lib/api-client.ts';

/** The pages a user is granted, each at L1 or L2. */
export function getGrants(id: number): Promise<Grant[]> {
  return request({ method: 'GET', url: `${API_PATHS.users}/${id}/grants` }, z.array(grantSchema));
}
