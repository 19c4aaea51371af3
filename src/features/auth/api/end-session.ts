import { API_PATHS } from '../../../domain/services.ts';
import { request } from '../../../lib/api-client.ts';

/**
 * Tells the server this sign-in is over, so the token is refused from now on wherever a copy of it
 * lives. Sent with the token being dropped (the store forgets it at the same moment); a failure
 * (offline, already refused) changes nothing for the user, who is signed out on this device anyway.
 */
export function endSession(token: string): Promise<unknown> {
  return request({
    method: 'POST',
    url: API_PATHS.logout,
    withToken: false,
    signOutOn401: false,
    headers: { Authorization: `Bearer ${token}` },
  });
}
