import { sessionReplySchema, type LoginRequest, type SessionReply } from '../../../domain/auth/contracts.ts';
import { APP_NAME, DEFAULT_DATA_CENTRE } from '../../../domain/constants.ts';
import { API_PATHS } from '../../../domain/services.ts';
import { request } from '../../../lib/api-client.ts';

export interface Credentials {
  username: string;
  password: string;
}

/** Sign-in with employee number or email and password; no session exists yet, so no token is sent. */
export function login({ username, password }: Credentials): Promise<SessionReply> {
  const body: LoginRequest = { username: username.trim(), password, appName: APP_NAME, datasenter: DEFAULT_DATA_CENTRE };
  return request({ method: 'POST', url: API_PATHS.login, data: body, withToken: false }, sessionReplySchema);
}
