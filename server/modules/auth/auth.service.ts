import { createHash, randomBytes } from 'node:crypto';
import type { LoginRequest, RegisterRequest, SessionReply, UserUpdateRequest } from '../../../src/domain/auth/contracts.ts';
import { AUTH_MESSAGES } from '../../../src/domain/auth/messages.ts';
import type { Db } from '../../db/connect.ts';
import { HttpError } from '../../plugins/http-error.ts';
import type { Trail } from '../../shared/actor.ts';
import { registerAccount } from '../users/users-admin.service.ts';
import * as users from '../users/users.service.ts';
import type { KnownDevice } from './device-cookie.ts';
import { claimAttempt, forgetAttempts, pruneAttempts } from './sign-in-attempts.repository.ts';
import type { SignInDelay } from './sign-in-delay.ts';
import { toSessionReply } from './session.ts';
import type { TokenService } from './tokens.ts';

export interface AuthDeps {
  db: Db;
  tokens: TokenService;
  /** How failed sign-ins slow the next ones (sign-in-delay.ts). */
  signInDelay: SignInDelay;
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

let dummyHash: Promise<string> | undefined;
/** A hash of a random password, with the cost of real ones: checked for unknown names, so they take as long. */
const dummyPasswordHash = () => (dummyHash ??= users.hashPassword(randomBytes(32).toString('base64')));

/**
 * What failed sign-ins are counted under: a device this account signed in on before has a count
 * of its own; any other attempt counts against the account, whichever identifier was typed; a
 * name that is no account is counted too, so that no answer tells the two apart. Hashed: the
 * name field sometimes holds a password typed in the wrong place.
 */
function attemptKey(login: string, user: users.User | undefined, device: KnownDevice | undefined): string {
  const key = !user ? `name:${login.trim().toLowerCase()}` : device ? `device:${user.id}:${device.id}` : `user:${user.id}`;
  return createHash('sha256').update(key).digest('hex');
}

const badCredentials = () =>
  new HttpError(401, AUTH_MESSAGES.badCredentials, [
    { field: 'username', message: AUTH_MESSAGES.badCredentials },
    { field: 'password', message: AUTH_MESSAGES.badCredentials },
  ]);

/**
 * Signs a user in by employee number or email. An unknown name and a wrong password get the same
 * answer after the same work; failures make the next attempt wait (429 with the seconds left),
 * except on a device `device` names for this account, whose own failures alone hold it. Answers
 * the session and the device to remember for the next sign-in.
 */
export async function login(
  deps: AuthDeps,
  body: Required<Pick<LoginRequest, 'username' | 'password'>>,
  device: KnownDevice | undefined,
): Promise<{ session: SessionReply; userId: number }> {
  const user = await users.findByLogin(deps.db, body.username);
  const known = user && device?.userIds.includes(user.id) ? device : undefined;
  const key = attemptKey(body.username, user, known);
  const wait = await claimAttempt(deps.db, key, user?.id ?? null, deps.signInDelay);
  if (wait > 0) throw new HttpError(429, AUTH_MESSAGES.tryAgainIn(wait), undefined, wait);

  const matches = await users.verifyPassword(body.password, user?.password_hash ?? (await dummyPasswordHash()));
  if (!user || !matches) throw badCredentials();
  await forgetAttempts(deps.db, key);
  void pruneAttempts(deps.db, deps.signInDelay).catch(() => undefined);
  if (!user.enabled) throw new HttpError(403, AUTH_MESSAGES.disabledUser);
  return { session: toSessionReply(user, await startSession(deps, user.id)), userId: user.id };
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

/** Self-registration (users-admin.service.ts registerAccount): the request's trail names it in the change log. */
export async function register(deps: AuthDeps, body: Required<RegisterRequest>, trail: Trail): Promise<{ userId: number }> {
  return { userId: await registerAccount(deps.db, body, deps.dataCentre, trail) };
}

/** Saves the signed-in user's settings and shortcuts (spec 000 §7 "Save user data"). */
export async function saveUserData(deps: AuthDeps, userId: number, body: UserUpdateRequest): Promise<void> {
  await users.saveUserData(deps.db, userId, {
    settings: body.user.settings,
    shortcuts: body.user.data?.shortcuts,
  });
}
