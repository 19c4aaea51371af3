import { create } from 'zustand';
import type { SessionUser } from '../../domain/auth/contracts.ts';
import { toast } from '../../lib/toast.ts';
import { DEFAULT_SETTINGS, parseSettings, type LayoutSettings } from './layout-settings.ts';

const GUEST_KEY = 'layout_settings';
/** Several quick changes in the drawer become one save. */
const SAVE_DELAY_MS = 600;

/** Where settings are kept: the browser for a guest, the user's record on the server otherwise (spec 000 §4). */
export type SettingsOwner = { kind: 'guest' } | { kind: 'user'; save: (settings: LayoutSettings) => Promise<string> };

interface SettingsState {
  settings: LayoutSettings;
  owner: SettingsOwner;
  /** Takes the settings of whoever is now using the app. */
  useFor: (user: SessionUser | null, save?: (settings: LayoutSettings) => Promise<string>) => void;
  /** Applies a change now and keeps it (locally, or on the server after a short pause). */
  update: (change: (current: LayoutSettings) => LayoutSettings) => void;
  reset: () => void;
}

function readGuestSettings(): LayoutSettings {
  try {
    return parseSettings(JSON.parse(localStorage.getItem(GUEST_KEY) ?? '{}'));
  } catch {
    return DEFAULT_SETTINGS;
  }
}

let pendingSave: ReturnType<typeof setTimeout> | undefined;

export const useSettings = create<SettingsState>()((set, get) => ({
  settings: readGuestSettings(),
  owner: { kind: 'guest' },

  useFor: (user, save) => {
    clearTimeout(pendingSave);
    if (!user || !save) set({ settings: readGuestSettings(), owner: { kind: 'guest' } });
    else set({ settings: parseSettings(user.settings), owner: { kind: 'user', save } });
  },

  update: (change) => {
    const settings = change(get().settings);
    set({ settings });
    const owner = get().owner;
    if (owner.kind === 'guest') {
      try {
        localStorage.setItem(GUEST_KEY, JSON.stringify(settings));
      } catch {
        // Without storage the choice lasts for this visit.
      }
      return;
    }
    clearTimeout(pendingSave);
    pendingSave = setTimeout(() => {
      owner.save(get().settings).then(
        (message) => toast.success(message),
        (error: unknown) => toast.failure(error),
      );
    }, SAVE_DELAY_MS);
  },

  reset: () => get().update(() => DEFAULT_SETTINGS),
}));
