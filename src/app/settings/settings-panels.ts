import { create } from 'zustand';

export type SettingsPanel = 'settings' | 'schemes';

/** Which of the settings drawers is open; the toolbar buttons and the user menu both open them. */
export const useSettingsPanels = create<{ open: SettingsPanel | null; setOpen: (open: SettingsPanel | null) => void }>()((set) => ({
  open: null,
  setOpen: (open) => set({ open }),
}));
