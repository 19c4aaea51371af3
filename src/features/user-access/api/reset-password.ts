import { API_PATHS } from '../../../domain/services.ts';
import { requestReply } from '../../../lib/api-client.ts';

/** Sets a user's password; resolves to the server's message. */
export async function resetPassword(id: number, password: string): Promise<string> {
  const { message } = await requestReply({ method: 'PUT', url: `${API_PATHS.users}/${id}/password`, data: { password } });
  return message;
}
