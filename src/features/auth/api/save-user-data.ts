import type { UserUpdateRequest } from '../../../domain/auth/contracts.ts';
import { API_PATHS } from '../../../domain/services.ts';
import { requestReply } from '../../../lib/api-client.ts';

/** POST /api/auth/user/update (spec 000 §7 "Save user data"): settings and shortcuts; answers the server message. */
export async function saveUserData(user: UserUpdateRequest['user']): Promise<string> {
  const body: UserUpdateRequest = { user };
  return (await requestReply({ method: 'POST', url: API_PATHS.userUpdate, data: body })).message;
}
