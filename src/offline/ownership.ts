import { reloadMirror } from './state.ts';

/**
 * One tab or window of the app runs the engine at a time (Web Locks). Each keeps its own in-memory
 * mirror of Dexie, so two running at once would judge scans against counts the other has moved
 * past and write those stale pallets back. The device screen takes the engine when it is shown or
 * focused (the window that receives the scanner's keys); any other tab that needs it (the shell's
 * sync) waits its turn, and a tab that lost it waits to get it back. Browsers without Web Locks run
 * the engine in every tab, as before.
 */
export type Ownership = 'unclaimed' | 'here' | 'elsewhere';

const LOCK_NAME = 'gatekeeper-engine';

let state: Ownership = 'unclaimed';
/** The request this tab has out, if any: a steal being granted or a turn queued behind another tab. */
let asking: 'take' | 'wait' | null = null;
let queued: AbortController | null = null;
const listeners = new Set<(state: Ownership) => void>();

const lockManager = (): LockManager | undefined => (typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined);

function set(next: Ownership): void {
  state = next;
  listeners.forEach((listener) => listener(state));
}

export const ownership = (): Ownership => state;

/** Calls `listener` on every change of ownership; answers the unsubscribe function. */
export function onOwnership(listener: (state: Ownership) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function request(take: boolean): void {
  const locks = lockManager()!;
  const controller = take ? null : new AbortController();
  queued = controller;
  asking = take ? 'take' : 'wait';
  const granted = () => {
    asking = null;
    queued = null;
    // What another tab recorded or synced meanwhile is read before this tab judges a scan.
    void reloadMirror();
    set('here');
    // Held until this page goes away or another tab takes it.
    return new Promise<void>(() => undefined);
  };
  const options: LockOptions = controller ? { signal: controller.signal } : { steal: true };
  locks.request(LOCK_NAME, options, granted).catch(() => {
    // A queued turn this tab withdrew (to take the engine at once) is no loss of the engine.
    if (controller?.signal.aborted) return;
    if (asking === null) {
      // Taken by another tab: stop here and queue for it again.
      set('elsewhere');
      request(false);
    }
  });
}

/**
 * Asks for the engine. `take`: at once, from whichever tab has it (the device screen, shown or
 * focused). Otherwise when no other tab has it. Without Web Locks the engine is simply here.
 */
export function claimEngine(take: boolean): void {
  if (state === 'here') return;
  if (!lockManager()) {
    set('here');
    return;
  }
  if (!take) {
    if (asking === null) request(false);
    return;
  }
  if (asking === 'take') return;
  queued?.abort();
  request(true);
}
