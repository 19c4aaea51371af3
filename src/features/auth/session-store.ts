import { create } from 'zustand';
import type { SessionReply, SessionUser } from '../../domain/auth/contracts.ts';
import { AUTH_MESSAGES } from '../../domain/auth/messages.ts';
import { TOAST_MS } from '../../domain/constants.ts';
import type { Msg } from '../../domain/words/words.ts';
import { onSessionRejected } from '../../lib/api-client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { navigateTo } from '../../lib/navigation.ts';
import { toast } from '../../lib/toast.ts';
import { sayHere } from '../../lib/words.ts';
import { clearToken, getToken, isTokenValid, setToken } from '../../lib/token-storage.ts';
import { endSession } from './api/end-session.ts';
import { login, type Credentials } from './api/login.ts';
import { saveUserData } from './api/save-user-data.ts';
import { tokenLogin } from './api/token-login.ts';
import { cachedSessionUser, cacheSessionUser, clearSessionCache } from './session-cache.ts';

/**
 * idle: not started · checking: token sign-in running (splash) · guest: no session ·
 * signed-in: a user with at least one role (spec 000 §4).
 */
export type SessionStatus = 'idle' | 'checking' | 'guest' | 'signed-in';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  token: string | null;
  /** True while the session rests on the stored token and its cached user: the server has not confirmed it yet, or cannot be reached. */
  unverified: boolean;
  /** Runs once at app start: decides between guest, token sign-in and forced logout. */
  start: () => Promise<void>;
  /** Signs in with credentials; rejects with an ApiError the form can show. */
  signIn: (credentials: Credentials) => Promise<SessionReply>;
  /** Clears the stored token and the user, shows `message` (in the user's language) if given, and goes to /. */
  logout: (message?: Msg) => void;
  /**
   * Saves the user's settings and/or shortcuts (spec 000 §7 "Save user data") and keeps the
   * session copy in step; answers the server's message. Rejects with an ApiError on failure.
   */
  saveUserData: (change: { settings?: Record<string, unknown>; shortcuts?: string[] }) => Promise<string>;
}

/** A user with an empty role counts as not signed in (spec 000 §4). */
export const hasRole = (user: SessionUser | null | undefined): user is SessionUser => Boolean(user && user.role.length > 0);

const unreachable = (error: unknown) => error instanceof ApiError && error.httpStatus === undefined;

// The session's words are in the auth namespace every start registers (src/domain/auth/words.ts).
const showSessionMessage = (message: Msg): void => toast.warning(sayHere(message), TOAST_MS.snackbar);

export const useSession = create<SessionState>()((set, get) => {
  /** Keeps a reply as the session; false when its user has no role and so cannot be signed in. */
  const applySession = (reply: SessionReply): boolean => {
    if (!hasRole(reply.user)) {
      clearToken();
      clearSessionCache();
      set({ status: 'guest', user: null, token: null, unverified: false });
      return false;
    }
    setToken(reply.token);
    cacheSessionUser(reply.token, reply.user);
    set({ status: 'signed-in', user: reply.user, token: reply.token, unverified: false });
    return true;
  };

  /** Token sign-in; when the server cannot be reached, a cached user keeps the app usable offline. */
  const verifyToken = async (token: string): Promise<void> => {
    try {
      if (!applySession(await tokenLogin())) get().logout();
    } catch (error) {
      const cached = unreachable(error) ? cachedSessionUser(token) : null;
      if (!hasRole(cached)) {
        get().logout(AUTH_MESSAGES.tokenLoginFailed);
        return;
      }
      set({ status: 'signed-in', user: cached, token, unverified: true });
      // Ask again as soon as the network is back; the server has the last word on the token.
      window.addEventListener('online', () => void recheck(), { once: true });
    }
  };

  const recheck = async () => {
    const token = getToken();
    if (get().unverified && token) await verifyToken(token);
  };

  return {
    status: 'idle',
    user: null,
    token: null,
    unverified: false,

    start: async () => {
      if (get().status !== 'idle') return;
      onSessionRejected((message) => get().logout(message));
      const token = getToken();
      if (!token) {
        set({ status: 'guest' });
        return;
      }
      if (!isTokenValid(token)) {
        get().logout(AUTH_MESSAGES.expiredToken);
        return;
      }
      // A device signed in before opens at once with the user stored beside this very token; the
      // token sign-in runs meanwhile and has the last word (a refusal signs out).
      const cached = cachedSessionUser(token);
      set(hasRole(cached) ? { status: 'signed-in', user: cached, token, unverified: true } : { status: 'checking' });
      await verifyToken(token);
    },

    signIn: async (credentials) => {
      const reply = await login(credentials);
      if (!applySession(reply)) throw new ApiError(sayHere(AUTH_MESSAGES.forbidden), { httpStatus: 403 });
      return reply;
    },

    logout: (message) => {
      // Signing out by choice ends the session on the server too; a session the server ended needs no call.
      const { token } = get();
      if (!message && token) void endSession(token).catch(() => undefined);
      clearToken();
      clearSessionCache();
      set({ status: 'guest', user: null, token: null, unverified: false });
      if (message) showSessionMessage(message);
      navigateTo('/');
    },

    saveUserData: async ({ settings, shortcuts }) => {
      const message = await saveUserData({ settings, data: shortcuts ? { shortcuts } : undefined });
      const { user, token } = get();
      if (user && token) {
        const next: SessionUser = {
          ...user,
          settings: settings ?? user.settings,
          data: { ...user.data, shortcuts: shortcuts ?? user.data.shortcuts },
        };
        cacheSessionUser(token, next);
        set({ user: next });
      }
      return message;
    },
  };
});
