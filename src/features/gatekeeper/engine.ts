import { useEffect, useState } from 'react';
import type * as OfflineEngine from '../../offline/index.ts';
import type * as ScanStepParts from './components/scan-step.tsx';

/** The offline engine's module (src/offline): Dexie and the sync loop, about a fifth of the device's start code. */
export type Engine = typeof OfflineEngine;

let loading: Promise<Engine> | undefined;

/**
 * The engine, loaded once. The pallet field is drawn without it, so a cold start is usable before
 * the engine's code has arrived and run; a pallet scanned in that moment waits for it here.
 */
export function loadEngine(): Promise<Engine> {
  loading ??= import('../../offline/index.ts').catch((error: unknown) => {
    loading = undefined; // a later call tries again (offline before the service worker had it)
    throw error;
  });
  return loading;
}

type ScanStepModule = typeof ScanStepParts;
let scanStep: ScanStepModule | undefined;

/** Step 2's code (it reads the engine throughout), loaded beside it. */
export const loadScanStep = (): Promise<ScanStepModule> => import('./components/scan-step.tsx').then((loaded) => (scanStep = loaded));

/** Step 2's component once loaded: a pallet is shown only after opening it has waited for it. */
export const loadedScanStep = (): ScanStepModule['ScanStep'] | undefined => scanStep?.ScanStep;

/**
 * The device screen loads the engine and step 2 once its first frame is up, makes sure the engine's
 * sync runs (the shell starts it after sign-in for gatekeeper users; starting twice is a no-op) and
 * asks the browser to keep this device's data (DESIGN.md §7; a no-op once granted). True once the
 * engine has loaded.
 */
export function useEngineLifecycle(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let current = true;
    void loadScanStep().catch(() => undefined); // opening a pallet waits for it, and says if it fails
    loadEngine().then(
      (engine) => {
        void engine.requestPersistence().catch(() => false);
        engine.startSync();
        if (current) setReady(true);
      },
      () => undefined, // opening a pallet says so, with the engine's message
    );
    return () => {
      current = false;
    };
  }, []);
  return ready;
}
