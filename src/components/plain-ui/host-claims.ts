import { create } from 'zustand';

/** How many frames drawn without MUI show the toasts and dialogs themselves now. */
export const usePlainHostClaims = create<{ count: number }>()(() => ({ count: 0 }));

/** True while a screen drawn without MUI shows the toasts and dialogs: the office hosts then stay away. */
export const usePlainHostsActive = (): boolean => usePlainHostClaims((s) => s.count > 0);
