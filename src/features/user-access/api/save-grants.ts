import { z } from 'zod/mini';
import { API_PATHS } from '../../../domain/services.ts';
import { grantSchema, type Grant, type SetGrantsRequest } from '../../../domain/users/contracts.ts';
import { requestReply, type Reply } from '../../../lib/api-client.ts';

/** Replaces all of a user's grants at once; the reply's message is the toast. */
export function saveGrants(id: number, grants: Grant[]): Promise<Reply<Grant[]>> {
  const body: SetGrantsRequest = { grants };
  return requestReply({ method: 'PUT', url: `${API_PATHS.users}/${id}/grants`, data: body }, z.array(grantSchema));
}
