/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { OUTBOX_FLUSH_MESSAGE, OUTBOX_SYNC_TAG } from '../domain/gatekeeper/constants.ts';

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// The build writes the list of hashed files here; old versions' caches go once the new one runs.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Any in-app address opened offline gets the app shell; the router then shows the right page.
// API and realtime addresses are never answered with HTML.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/socket\.io(\/|$)/],
  }),
);

// No route is registered for /api: those requests go straight to the network and their replies are
// never stored in a cache, so no screen ever shows another user's or a stale answer.

// The page asks for this when the user accepts an update (workbox-window's messageSkipWaiting).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Background Sync (Chromium): the browser wakes this worker once it is online again while
// gatekeeper operations wait. The worker cannot flush them itself — the session token lives in
// the page's localStorage and the API client is page code — so it asks every open window to flush
// (OUTBOX_FLUSH_MESSAGE). With no window open nothing is lost: the next start flushes.
// Safari and Firefox have no Background Sync; the page's online/focus/timer triggers cover them.
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}
// TypeScript's worker types do not list the 'sync' event yet.
(self as EventTarget).addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(
    self.clients
      .matchAll({ type: 'window', includeUncontrolled: true })
      .then((windows) => windows.forEach((client) => client.postMessage({ type: OUTBOX_FLUSH_MESSAGE }))),
  );
});
