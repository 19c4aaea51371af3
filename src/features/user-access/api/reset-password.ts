import { API_PATHS } from '../../../domain/services.ts';
import type { ResetPasswordRequest } from '../../../domain/users/contracts.ts';
import { requestReply, type Reply } from '../../../lib/api-client.ts';

/** Sets the password of a user read at `revision`; the reply's message is the toast. A stale read is refused (409). */
export function resetPassword(id: number, body: { password: string }, revision: number): Promise<Reply<unknown>> {
  const data: ResetPasswordRequest = { ...body, revision };
  return requestReply({ method: 'PUT', url: `${API_PATHS.users}/${id}/password`, data });
}
