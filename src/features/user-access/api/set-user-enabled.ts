import { API_PATHS } from '../../../domain/services.ts';
import { adminUserSchema, type AdminUser, type SetEnabledRequest } from '../../../domain/users/contracts.ts';
import { requestReply, type Reply } from '../../../lib/api-client.ts';

/**
 * Enables or disables an account read at `revision` (a disabled user is signed out at once); the
 * reply is the account as it now is, its message the toast. A stale read is refused (409).
 */
export function setUserEnabled(id: number, enabled: boolean, revision: number): Promise<Reply<AdminUser>> {
  const body: SetEnabledRequest = { enabled, revision };
  return requestReply({ method: 'PUT', url: `${API_PATHS.users}/${id}/enabled`, data: body }, adminUserSchema);
}
