import { create } from 'zustand';
import type { AccessLevel } from '../domain/navigation/contracts.ts';

interface PageAccessState {
  /** Administrators hold L2 on every page. */
  isAdmin: boolean;
  /** The level the user holds per page path, from `user/menu_v2`. */
  levels: Record<string, AccessLevel>;
  set: (isAdmin: boolean, levels: Record<string, AccessLevel>) => void;
  clear: () => void;
}

/**
 * What the signed-in user may do on each page, as the server reported it. The shell fills it after
 * the session check; guards and greyed controls read it. The server enforces the same rules anyway.
 */
export const usePageAccess = create<PageAccessState>()((set) => ({
  isAdmin: false,
  levels: {},
  set: (isAdmin, levels) => set({ isAdmin, levels }),
  clear: () => set({ isAdmin: false, levels: {} }),
}));

/** The level held on `path` (the page's own path, without query or trailing slash), or null. */
export function levelFor(state: Pick<PageAccessState, 'isAdmin' | 'levels'>, path: string): AccessLevel | null {
  if (state.isAdmin) return 'L2';
  const clean = path.split(/[?#]/)[0]?.replace(/\/+$/, '') || '/';
  return state.levels[clean] ?? null;
}

/** The current user's level on `path`. */
export const usePageLevel = (path: string): AccessLevel | null => usePageAccess((s) => levelFor(s, path));
