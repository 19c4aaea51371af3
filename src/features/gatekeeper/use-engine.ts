import { useEffect, useState } from 'react';
import * as offline from '../../offline/index.ts';

/**
 * A number that changes whenever the offline engine reports a change, so screens re-read its
 * synchronous views (getPallet, listOperations, getSyncSummary) during render.
 */
export function useEngineVersion(): number {
  const [version, setVersion] = useState(0);
  useEffect(() => offline.subscribe(() => setVersion((v) => v + 1)), []);
  return version;
}

/**
 * The device screen makes sure the engine's sync runs (the shell starts it after sign-in for
 * gatekeeper users; starting twice is a no-op) and asks the browser to keep this device's data
 * (DESIGN.md §7; a no-op once granted).
 */
export function useEngineLifecycle(): void {
  useEffect(() => {
    void offline.requestPersistence().catch(() => false);
    offline.startSync();
  }, []);
}
