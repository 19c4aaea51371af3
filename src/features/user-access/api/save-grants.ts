import { z } from 'zod/mini';
import { API_PATHS } from '../../../domain/services.ts';
import { grantSchema, type Grant, type SetGrantsRequest } from '../../../domain/users/contracts.ts';
import { requestReply } from '../../../lib/api-client.ts';

/** Replaces all of a user's grants at once; resolves to the server's message. */
export async function saveGrants(id: number, grants: Grant[]): Promise<string> {
  const body: SetGrantsRequest = { grants };
  const { message } = await requestReply({ method: 'PUT', url: `${API_PATHS.users}/${id}/grants`, data: body }, z.array(grantSchema));
  return message;
}
