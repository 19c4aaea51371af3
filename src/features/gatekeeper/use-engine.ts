import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import * as offline from '../../offline/index.ts';

/** Runs `task` after the next frame is painted (a timer where there are no frames, as in tests). */
function afterNextPaint(task: () => void): void {
  if (typeof requestAnimationFrame === 'function' && typeof document !== 'undefined' && document.visibilityState === 'visible') {
    requestAnimationFrame(() => setTimeout(task, 0));
  } else {
    setTimeout(task, 0);
  }
}

/**
 * A number that changes whenever the offline engine reports a change, so screens re-read its
 * synchronous views (getPallet, listOperations, getSyncSummary) during render. The re-render is a
 * transition after the next paint: a scan's verdict is painted first, the counts and lists it
 * changed one frame later.
 */
export function useEngineVersion(): number {
  const [version, setVersion] = useState(0);
  // The engine's changes when this screen first read its views.
  const [readAt] = useState(offline.changeCount);
  useEffect(() => {
    let waiting = false;
    const bump = () => {
      waiting = false;
      startTransition(() => setVersion((v) => v + 1));
    };
    // Once per frame, after it is painted: changes in a burst re-render once, never ahead of a verdict.
    const later = () => {
      if (waiting) return;
      waiting = true;
      afterNextPaint(bump);
    };
    const stop = offline.subscribe(later);
    // A change between the first render and this effect (Dexie's mirror loading meanwhile, as after
    // a reload) was heard by no one: the screen would go on showing what it read before.
    if (offline.changeCount() !== readAt) later();
    return stop;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `readAt` is the first render's
  }, []);
  return version;
}

/**
 * The device screen runs the engine in this tab (offline/ownership.ts): it takes it on opening and
 * whenever its window is shown or focused, since that is the window the scanner types into. It
 * makes sure the engine's sync runs (the shell starts it after sign-in for gatekeeper users;
 * starting twice is a no-op) and asks the browser to keep this device's data (DESIGN.md §7; a
 * no-op once granted).
 */
export function useEngineLifecycle(): void {
  useEffect(() => {
    const take = () => document.visibilityState !== 'hidden' && offline.claimEngine(true);
    take();
    window.addEventListener('focus', take);
    document.addEventListener('visibilitychange', take);
    void offline.requestPersistence().catch(() => false);
    offline.startSync();
    return () => {
      window.removeEventListener('focus', take);
      document.removeEventListener('visibilitychange', take);
    };
  }, []);
}

/** Whether this tab runs the engine: 'elsewhere' while another tab or window of the app has it. */
export const useEngineOwnership = (): offline.Ownership => useSyncExternalStore(offline.onOwnership, offline.ownership);
