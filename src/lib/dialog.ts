import type { ReactNode } from 'react';
import { create } from 'zustand';

export interface DialogRequest {
  title: string;
  content: ReactNode;
  /** Buttons; without any the dialog offers only Close. */
  actions?: { label: string; onClick: () => void; variant?: 'text' | 'contained' }[];
}

interface DialogState {
  current: DialogRequest | null;
  open: (request: DialogRequest) => void;
  close: () => void;
}

/** The app's one general-purpose dialog (spec 000 §2 "a dialog"), opened from anywhere, even outside React. */
export const useDialogStore = create<DialogState>()((set) => ({
  current: null,
  open: (request) => set({ current: request }),
  close: () => set({ current: null }),
}));

export const dialog = {
  open: (request: DialogRequest) => useDialogStore.getState().open(request),
  close: () => useDialogStore.getState().close(),
};
