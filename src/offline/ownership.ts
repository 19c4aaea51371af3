import { reloadMirror } from './state.ts';

/**
 * One tab or window of the app runs the engine at a time (Web Locks). Each keeps its own in-memory
 * mirror of Dexie, so two running at once would judge scans against counts the other has moved
 * past and write those stale pallets back. The device screen takes the engine when it is shown or
 * focused (the window that receives the scanner's keys), and waits to get it back after another
 * took it; a tab that only syncs (the shell's) takes it when no window has it. Browsers without Web
 * Locks run the engine in every tab, as before.
 */
export type Ownership = 'unclaimed' | 'here' | 'elsewhere';

const LOCK_NAME = 'gatekeeper-engine';

let state: Ownership = 'unclaimed';
/** The request this tab has out, if any: a steal being granted or a turn queued behind another tab. */
let asking: 'take' | 'wait' | null = null;
let queued: AbortController | null = null;
/**
 * Bumped by each request this tab makes. Only the latest one's loss means another tab has the engine:
 * an earlier request's lock ends when this tab's own newer request takes it over (the device screen
 * stealing what the shell's claim was granted a moment before), and that is no loss.
 */
let latest = 0;
/**
 * Whether this tab has shown the device screen: such a tab queues for the engine, so it gets it back
 * when the window that took it closes. A tab that only syncs asks again now and then (startSync),
 * never ahead of a device screen waiting.
 */
let device = false;
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

/** This tab has the engine: what another tab recorded or synced meanwhile is read before it judges a scan. */
function hold(): Promise<void> {
  asking = null;
  queued = null;
  void reloadMirror();
  set('here');
  // Held until this page goes away or another tab takes it.
  return new Promise<void>(() => undefined);
}

/** Another tab has the engine: a device screen waits for it. */
function elsewhere(): void {
  asking = null;
  set('elsewhere');
  if (device) queue();
}

/** Request `mine` ended without the engine, or lost it: another tab has it, unless this tab asked again since. */
function lost(mine: number): void {
  if (mine === latest) elsewhere();
}

/** Waits for this tab's turn behind the tab that has the engine. */
function queue(): void {
  const controller = new AbortController();
  const mine = ++latest;
  queued = controller;
  asking = 'wait';
  // A turn this tab withdrew (to take the engine at once) was followed by that newer request.
  lockManager()!
    .request(LOCK_NAME, { signal: controller.signal }, hold)
    .catch(() => lost(mine));
}

/** Takes the engine if no tab has it, else says it is elsewhere. */
function tryNow(): void {
  const mine = ++latest;
  asking = 'wait';
  // Answered only when not available (a grant never answers) or when the lock is lost.
  lockManager()!
    .request(LOCK_NAME, { ifAvailable: true }, (lock) => (lock ? hold() : null))
    .then(
      () => lost(mine),
      () => lost(mine),
    );
}

/** Takes the engine from whichever tab has it. */
function take(): void {
  queued?.abort();
  queued = null;
  const mine = ++latest;
  asking = 'take';
  lockManager()!
    .request(LOCK_NAME, { steal: true }, hold)
    .catch(() => lost(mine));
}

/**
 * Asks for the engine. `now`: at once, from whichever tab has it (the device screen, shown or
 * focused). Otherwise if no other tab has it. Without Web Locks the engine is simply here.
 */
export function claimEngine(now: boolean): void {
  if (state === 'here') return;
  if (!lockManager()) {
    set('here');
    return;
  }
  if (now) {
    device = true;
    if (asking !== 'take') take();
  } else if (asking === null) tryNow();
}
