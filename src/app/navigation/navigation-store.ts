import { create } from 'zustand';
import { userMenuReplySchema, type NavItem, type UserMenuReply } from '../../domain/navigation/contracts.ts';
import { ApiError } from '../../lib/api-error.ts';
import { usePageAccess } from '../../lib/page-access.ts';
import { getUserMenu } from './get-user-menu.ts';

const CACHE_KEY = 'navigation_cache';

export type NavigationStatus = 'idle' | 'loading' | 'ready' | 'failed';

interface NavigationState {
  status: NavigationStatus;
  navigation: NavItem[];
  /** Loads the user's menu (after the session check, and again when the server says it changed). */
  load: (user: { userId: number; isAdmin: boolean }) => Promise<void>;
  clear: () => void;
}

/**
 * The last menu of each signed-in user is kept in the browser: an installed app opened with no
 * network still needs to know which pages its user may open (the gatekeeper works offline).
 */
function cache(userId: number, reply: UserMenuReply): void {
  try {
    localStorage.setItem(CACHE_KEY, JSON.stringify({ userId, reply }));
  } catch {
    // Without storage the menu needs the network.
  }
}

function cached(userId: number): UserMenuReply | null {
  try {
    const entry = JSON.parse(localStorage.getItem(CACHE_KEY) ?? 'null') as { userId?: unknown; reply?: unknown } | null;
    if (entry?.userId !== userId) return null;
    const parsed = userMenuReplySchema.safeParse(entry.reply);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

let generation = 0;

export const useNavigation = create<NavigationState>()((set, get) => {
  const apply = (isAdmin: boolean, reply: UserMenuReply) => {
    usePageAccess.getState().set(isAdmin, reply.access);
    set({ status: 'ready', navigation: reply.navigation });
  };

  return {
    status: 'idle',
    navigation: [],
    load: async ({ userId, isAdmin }) => {
      const mine = ++generation;
      // This user's last menu opens the pages at once (no round trip before the first screen);
      // the server's answer replaces it.
      const copy = get().status === 'ready' ? null : cached(userId);
      if (copy) apply(isAdmin, copy);
      else set((s) => ({ status: s.status === 'ready' ? 'ready' : 'loading' }));
      try {
        const reply = await getUserMenu();
        if (mine !== generation) return;
        cache(userId, reply);
        apply(isAdmin, reply);
      } catch (error) {
        if (mine !== generation) return;
        const offline = error instanceof ApiError && error.httpStatus === undefined;
        const copy = offline ? cached(userId) : null;
        if (copy) apply(isAdmin, copy);
        else set((s) => ({ status: s.status === 'ready' ? 'ready' : 'failed' }));
      }
    },
    clear: () => {
      generation += 1;
      try {
        localStorage.removeItem(CACHE_KEY);
      } catch {
        // Nothing stored that could be removed.
      }
      usePageAccess.getState().clear();
      set({ status: 'idle', navigation: [] });
    },
  };
});
