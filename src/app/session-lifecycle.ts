import { useEffect } from 'react';
import { ROLE } from '../domain/auth/contracts.ts';
import { AUTH_MESSAGES } from '../domain/auth/messages.ts';
import { USER_EVENTS } from '../domain/navigation/contracts.ts';
import { useSession } from '../features/auth/index.ts';
import { useUserDataCentre } from '../lib/date-time.ts';
import { usePageLevel } from '../lib/page-access.ts';
import { connectSocket, disconnectSocket, onSocketEvent } from '../lib/socket.ts';
import { whenIdle } from '../lib/when-idle.ts';
import { useNavigation } from './navigation/navigation-store.ts';
import { useSettings } from './settings/settings-store.ts';

const GATEKEEPER_PAGE = '/apps/gatekeeper';

/**
 * What follows a change of session: the user's settings, navigation (loaded once after the auth
 * check, spec 000 §4) and realtime socket; and what the server pushes to the user's room.
 */
export function useSessionLifecycle(): void {
  const status = useSession((s) => s.status);
  const userId = useSession((s) => s.user?.userId);
  const token = useSession((s) => s.token);

  useEffect(() => {
    const { user, saveUserData } = useSession.getState();
    useUserDataCentre.setState({ dataCentre: status === 'signed-in' && user ? user.datasender : null });
    if (status === 'signed-in' && user) {
      useSettings.getState().useFor(user, (settings) => saveUserData({ settings }));
      void useNavigation.getState().load({ userId: user.userId, isAdmin: user.role.includes(ROLE.admin) });
    } else if (status === 'guest') {
      useSettings.getState().useFor(null);
      useNavigation.getState().clear();
    }
  }, [status, userId]);

  // Operations left on this device sync from app start, whichever screen is open, for any user who
  // works the gatekeeper; the engine (and Dexie) load only for them, once the first screen is up
  // (the gatekeeper's own screen starts it at once).
  const navigationReady = useNavigation((s) => s.status === 'ready');
  const gatekeeperUser = usePageLevel(GATEKEEPER_PAGE) !== null;
  useEffect(() => {
    if (status !== 'signed-in' || !navigationReady || !gatekeeperUser) return;
    let left = false;
    void whenIdle()
      .then(() => (left ? undefined : import('../offline/index.ts')))
      .then((offline) => offline?.startSync());
    return () => {
      left = true;
    };
  }, [status, navigationReady, gatekeeperUser]);

  // The socket follows the token: a token sign-in issues a fresh one. A start on the stored token
  // connects once the server has confirmed it, so it does not connect twice (nor while offline).
  const unverified = useSession((s) => s.unverified);
  useEffect(() => {
    if (status !== 'signed-in' || !token || unverified) return;
    connectSocket(token);
    return () => disconnectSocket();
  }, [status, token, unverified]);

  useEffect(() => {
    const offMenu = onSocketEvent(USER_EVENTS.menuChanged, () => {
      const user = useSession.getState().user;
      if (user) void useNavigation.getState().load({ userId: user.userId, isAdmin: user.role.includes(ROLE.admin) });
    });
    // The server says why, in the socket's language, with its key: the key is said here again, in the language chosen now.
    const offRevoked = onSocketEvent(USER_EVENTS.sessionRevoked, (event) => {
      const { key, reason } = (event ?? {}) as { key?: unknown; reason?: unknown };
      const fallback = reason === 'password-reset' ? AUTH_MESSAGES.passwordReset : AUTH_MESSAGES.sessionRevoked;
      const known = [AUTH_MESSAGES.passwordReset, AUTH_MESSAGES.sessionRevoked].find((msg) => msg.key === key);
      useSession.getState().logout(known ?? fallback);
    });
    return () => {
      offMenu();
      offRevoked();
    };
  }, []);
}
