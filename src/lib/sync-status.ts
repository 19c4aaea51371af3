import { create } from 'zustand';

interface SyncStatusState {
  /** Operations stored on this device and not yet confirmed by the server. */
  pending: number;
  /** ISO time of the last flush the server confirmed, or null. */
  lastSyncAt: string | null;
  /** Why the last flush failed, or null. */
  error: string | null;
  /** True while operations are on their way to the server: an app update must wait for it. */
  flushing: boolean;
}

/**
 * What this device still owes the server. The offline engine reports here; the shell's quick
 * panel and the sign-out confirmation read it, so neither needs to know the engine.
 */
export const useSyncStatus = create<SyncStatusState>()(() => ({ pending: 0, lastSyncAt: null, error: null, flushing: false }));
