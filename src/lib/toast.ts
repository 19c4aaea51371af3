import i18next from 'i18next';
import { create } from 'zustand';
import { TOAST_MS } from '../domain/constants.ts';
import { COMMON_NS } from './i18n-common.ts';

export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface Toast {
  id: number;
  message: string;
  severity: ToastSeverity;
  durationMs: number | null;
  action?: ToastAction;
}

export type ToastInput = Omit<Toast, 'id' | 'durationMs'> & { durationMs?: number | null };

interface ToastState {
  current: Toast | null;
  show: (toast: ToastInput) => void;
  dismiss: (id: number) => void;
}

let nextId = 1;

/**
 * The one toast on screen; a newer toast replaces an older one, because the newest message is the
 * one that describes what the user just did.
 */
export const useToastStore = create<ToastState>()((set) => ({
  current: null,
  show: (input) =>
    set({ current: { ...input, id: nextId++, durationMs: input.durationMs === undefined ? TOAST_MS.default : input.durationMs } }),
  dismiss: (id) => set((state) => (state.current?.id === id ? { current: null } : state)),
}));

/** The message of a failed call or action: the server's words when there are any (spec 000 §8). */
export const errorMessage = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : i18next.t('unknownError', { ns: COMMON_NS });

/** Toasts for screens and services: `toast.error(message, TOAST_MS.login)`, `toast.failure(error)`. */
export const toast = {
  show: (input: ToastInput) => useToastStore.getState().show(input),
  success: (message: string, durationMs?: number) => toast.show({ message, severity: 'success', durationMs }),
  info: (message: string, durationMs?: number) => toast.show({ message, severity: 'info', durationMs }),
  warning: (message: string, durationMs?: number) => toast.show({ message, severity: 'warning', durationMs }),
  error: (message: string, durationMs?: number) => toast.show({ message, severity: 'error', durationMs }),
  /** A failed call or action as an error toast. */
  failure: (error: unknown, durationMs?: number) => toast.error(errorMessage(error), durationMs),
  /** Takes the toast away before its time, when what it said is no longer the newest thing on screen. */
  clear: () => useToastStore.setState({ current: null }),
};
