import type { LoginRequest, RegisterRequest, SessionReply, UserUpdateRequest } from '../../../src/domain/auth/contracts.ts';
import { AUTH_MESSAGES } from '../../../src/domain/auth/messages.ts';
import type { Db } from '../../db/connect.ts';
import { HttpError, conflict } from '../../plugins/http-error.ts';
import { assertStrongPassword } from '../../shared/password-strength.ts';
import * as users from '../users/users.service.ts';
import type { LoginLimiter } from './login-limiter.ts';
import { toSessionReply } from './session.ts';
import type { TokenService } from './tokens.ts';

export interface AuthDeps {
  db: Db;
  tokens: TokenService;
  limiter: LoginLimiter;
  dataCentre: string;
  /** Sign-ins a minute from one address (LOGIN_LIMIT_PER_MINUTE). */
  loginLimitPerMinute: number;
  /** A session's absolute length (SESSION_MAX): no token refresh carries it further. */
  sessionMaxSeconds: number;
}

/** A new session for the user and its first token. */
async function startSession(deps: AuthDeps, userId: number): Promise<string> {
  const endsMs = Date.now() + deps.sessionMaxSeconds * 1000;
  const sessionId = await users.openSession(deps.db, userId, endsMs);
  // Sessions past their end are of no use a day later; a sign-in is a quiet moment to drop them.
  void users.pruneSessions(deps.db).catch(() => undefined);
  await users.forgetAccount(deps.db, userId);
  return deps.tokens.issue({ userId, sessionId }, endsMs);
}

/** Signs a user in by employee number or email; failures name the field at fault. */
export async function login(deps: AuthDeps, body: Required<Pick<LoginRequest, 'username' | 'password'>>): Promise<SessionReply> {
  const wait = deps.limiter.retryAfter(body.username);
  if (wait > 0) throw new HttpError(429, `${AUTH_MESSAGES.tooManyAttempts} (${Math.ceil(wait / 60)} min)`);

  const user = await users.findByLogin(deps.db, body.username);
  if (!user) {
    deps.limiter.fail(body.username);
    throw new HttpError(401, AUTH_MESSAGES.unknownUser, [{ field: 'username', message: AUTH_MESSAGES.unknownUser }]);
  }
  if (!(await users.verifyPassword(body.password, user.password_hash))) {
    deps.limiter.fail(body.username);
    throw new HttpError(401, AUTH_MESSAGES.wrongPassword, [{ field: 'password', message: AUTH_MESSAGES.wrongPassword }]);
  }
  if (!user.enabled) throw new HttpError(403, AUTH_MESSAGES.disabledUser);
  deps.limiter.succeed(body.username);
  return toSessionReply(user, await startSession(deps, user.id));
}

/** Token sign-in: the user behind a valid token, with a fresh token of the same session, never past its end. */
export async function tokenLogin(deps: AuthDeps, claims: { userId: number; sessionId: string }): Promise<SessionReply> {
  const [user, session] = await Promise.all([users.findActive(deps.db, claims.userId), users.openSessionById(deps.db, claims.sessionId)]);
  if (!user || session?.user_id !== user.id) throw new HttpError(401, AUTH_MESSAGES.invalidToken);
  return toSessionReply(user, await deps.tokens.issue(claims, new Date(session.expires_date_utc).getTime()));
}

/** Sign-out: the session of this token ends, and every token issued for it is refused from now on. */
export async function logout(deps: AuthDeps, claims: { userId: number; sessionId: string }): Promise<void> {
  await users.endSession(deps.db, claims.sessionId, 'signed-out');
  await users.forgetAccount(deps.db, claims.userId);
}

/** Self-registration: a disabled account with no grants, until an administrator enables it. */
export async function register(deps: AuthDeps, body: Required<RegisterRequest>): Promise<{ userId: number }> {
  assertStrongPassword(body.password, users.personalHints(body));
  const account = { isAdmin: false, enabled: false, dataCentre: deps.dataCentre, createdBy: null };
  const userId = await users.createUser(deps.db, await users.newUser(body, account));
  if (userId === undefined) throw conflict(AUTH_MESSAGES.duplicateUser);
  return { userId };
}

/** Saves the signed-in user's settings and shortcuts (spec 000 §7 "Save user data"). */
export async function saveUserData(deps: AuthDeps, userId: number, body: UserUpdateRequest): Promise<void> {
  await users.saveUserData(deps.db, userId, {
    settings: body.user.settings,
    shortcuts: body.user.data?.shortcuts,
  });
}
