import { sessionUserSchema, type SessionUser } from '../../domain/auth/contracts.ts';
import { forgetStartShell } from '../../lib/start-shell.ts';

const KEY = 'session_user';

/**
 * The user of the stored token, kept so the installed app can open without a network: a token
 * sign-in that cannot reach the server is not a refusal, and warehouse staff must keep working.
 * It is only ever used together with the very token it was stored with.
 */
export function cacheSessionUser(token: string, user: SessionUser): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ token, user }));
  } catch {
    // Without storage the app simply needs the network at start.
  }
}

export function cachedSessionUser(token: string): SessionUser | null {
  try {
    const entry = JSON.parse(localStorage.getItem(KEY) ?? 'null') as { token?: unknown; user?: unknown } | null;
    if (!entry || entry.token !== token) return null;
    const parsed = sessionUserSchema.safeParse(entry.user);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearSessionCache(): void {
  // The device's first-frame copy is this user's screen too.
  forgetStartShell();
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored that could be removed.
  }
}
