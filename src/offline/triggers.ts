import { OUTBOX_FLUSH_MESSAGE, OUTBOX_SYNC_TAG } from '../domain/gatekeeper/constants.ts';
import { useSocketStatus } from '../lib/socket.ts';
import { claimEngine, onOwnership, ownership, type Ownership } from './ownership.ts';
import { getSyncSummary, isReady, ready, reloadMirror, subscribe } from './state.ts';
import { afterFailures, FLUSH_INTERVAL_MS, flushNow, setAutoFlush } from './sync.ts';
import { setTransport } from './transport.ts';
import type { Transport } from './transport.ts';

let running: (() => void) | null = null;
const MAX_BACKOFF_MS = 5 * 60_000;

interface BackgroundSyncRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Asks the browser to wake the service worker when back online (Chromium only; others rely on the page's triggers). */
function registerBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as BackgroundSyncRegistration).sync?.register(OUTBOX_SYNC_TAG))
    .catch(() => undefined);
}

/**
 * Starts flushing the outbox while this tab runs the engine (ownership.ts; asked for here, without
 * taking it from another tab): now, when the browser goes online, the window regains focus or
 * visibility, the socket reconnects, the service worker relays Background Sync, shortly after each
 * local operation, and on a timer (15 s, doubled after each failure up to 5 min). Answers stop.
 */
export function startSync(options: { transport?: Transport; intervalMs?: number } = {}): () => void {
  // One set of triggers per app: the shell starts it after sign-in and the device screen may ask again.
  if (running) return running;
  setTransport(options.transport);
  const interval = options.intervalMs ?? FLUSH_INTERVAL_MS;
  let current: { here: boolean; stop: () => void } | null = null;
  const follow = (owner: Ownership) => {
    // Until this tab's claim is answered it neither flushes nor reads.
    if (owner === 'unclaimed') return;
    const here = owner === 'here';
    if (current?.here === here) return;
    current?.stop();
    current = { here, stop: here ? startTriggers(interval) : startReading(interval) };
  };
  const stopFollowing = onOwnership(follow);
  claimEngine(false);
  follow(ownership());
  running = () => {
    running = null;
    stopFollowing();
    current?.stop();
  };
  return running;
}

/**
 * While another tab runs the engine, this one neither records nor flushes; when its window is shown
 * or focused and on the timer while shown, it asks for the engine again and reads what Dexie holds,
 * so what it says is pending (the sign-out and update warnings, the quick panel) is what the device
 * still owes. Answers the stop.
 */
function startReading(interval: number): () => void {
  const read = () => {
    if (document.visibilityState === 'hidden') return;
    // The engine itself when no window has it any more (no device screen waits for it).
    claimEngine(false);
    void (isReady() ? reloadMirror() : ready()).catch(() => undefined);
  };
  read();
  const timer = setInterval(read, interval);
  window.addEventListener('focus', read);
  document.addEventListener('visibilitychange', read);
  return () => {
    clearInterval(timer);
    window.removeEventListener('focus', read);
    document.removeEventListener('visibilitychange', read);
  };
}

/** The triggers above, for a tab that runs the engine; answers their stop. */
function startTriggers(interval: number): () => void {
  setAutoFlush(true);
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => void flushNow();

  const tick = () => {
    timer = setTimeout(() => void flushNow().finally(() => !stopped && tick()), afterFailures(interval, MAX_BACKOFF_MS));
  };
  const onVisible = () => document.visibilityState === 'visible' && flush();
  const onMessage = (event: MessageEvent) => (event.data as { type?: string } | null)?.type === OUTBOX_FLUSH_MESSAGE && flush();
  const sw = typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;

  window.addEventListener('online', flush);
  window.addEventListener('focus', flush);
  document.addEventListener('visibilitychange', onVisible);
  sw?.addEventListener('message', onMessage);
  const stopSocket = useSocketStatus.subscribe((now, before) => now.status === 'connected' && before.status !== 'connected' && flush());
  let hadPending = false;
  const stopWatch = subscribe(() => {
    const pending = getSyncSummary().pending > 0;
    if (pending && !hadPending) registerBackgroundSync();
    hadPending = pending;
  });

  void ready().then(() => !stopped && flush());
  tick();
  return () => {
    stopped = true;
    clearTimeout(timer);
    setAutoFlush(false);
    window.removeEventListener('online', flush);
    window.removeEventListener('focus', flush);
    document.removeEventListener('visibilitychange', onVisible);
    sw?.removeEventListener('message', onMessage);
    stopSocket();
    stopWatch();
  };
}
