import { API_PATHS } from '../../../domain/services.ts';
import { adminUserSchema } from '../../../domain/users/contracts.ts';
import { requestReply } from '../../../lib/api-client.ts';

/** Enables or disables an account (a disabled user is signed out at once); resolves to the server's message. */
export async function setUserEnabled(id: number, enabled: boolean): Promise<string> {
  const { message } = await requestReply({ method: 'PUT', url: `${API_PATHS.users}/${id}/enabled`, data: { enabled } }, adminUserSchema);
  return message;
}
