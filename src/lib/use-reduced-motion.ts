import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const query = (): MediaQueryList | null => (typeof matchMedia === 'function' ? matchMedia(QUERY) : null);

function subscribe(changed: () => void): () => void {
  const list = query();
  list?.addEventListener('change', changed);
  return () => list?.removeEventListener('change', changed);
}

/** True while the device asks for less motion (the system's "reduce motion" setting), followed live. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
