import { sessionReplySchema, type SessionReply } from '../../../domain/auth/contracts.ts';
import { API_PATHS } from '../../../domain/services.ts';
import { request } from '../../../lib/api-client.ts';

/**
 * Token sign-in with the stored token; the reply carries a fresh token. A refusal is handled by the
 * session store (it has its own message), so the client must not sign out on the 401 by itself.
 */
export function tokenLogin(): Promise<SessionReply> {
  return request({ method: 'GET', url: API_PATHS.tokenLogin, signOutOn401: false }, sessionReplySchema);
}
