import { API_PATHS } from '../../../domain/services.ts';
import { adminUserSchema, type AdminUser, type CreateUserRequest } from '../../../domain/users/contracts.ts';
import { requestReply, type Reply } from '../../../lib/api-client.ts';

/** Creates an account (no grants yet); the reply's message is the toast. */
export function createUser(body: CreateUserRequest): Promise<Reply<AdminUser>> {
  return requestReply({ method: 'POST', url: API_PATHS.users, data: body }, adminUserSchema);
}
