import { useEffect } from 'react';

/**
 * Keeps the screen on while `active` (Screen Wake Lock API): a phone that dims and locks between
 * two scans stops its camera, and a hardware scanner's next code goes to the lock screen. The
 * browser drops the lock whenever the page is hidden; it is asked for again when the page shows.
 * Where the API is missing or refuses (battery saver), the screen follows the device's own settings.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    const wakeLock = typeof navigator === 'undefined' ? undefined : navigator.wakeLock;
    if (!active || !wakeLock) return;
    let live = true;
    let asking = false;
    let held: WakeLockSentinel | null = null;
    const acquire = () => {
      if (asking || document.visibilityState !== 'visible' || (held && !held.released)) return;
      asking = true;
      wakeLock.request('screen').then(
        (sentinel) => {
          asking = false;
          if (live) held = sentinel;
          else void sentinel.release();
        },
        () => (asking = false),
      );
    };
    acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', acquire);
      void held?.release();
    };
  }, [active]);
}
