import { API_PATHS } from '../../../domain/services.ts';
import { requestReply, type Reply } from '../../../lib/api-client.ts';

/** Sets a user's password; the reply's message is the toast. */
export function resetPassword(id: number, body: { password: string }): Promise<Reply<unknown>> {
  return requestReply({ method: 'PUT', url: `${API_PATHS.users}/${id}/password`, data: body });
}
