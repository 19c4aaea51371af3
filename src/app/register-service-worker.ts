import { dialog } from '../lib/dialog.ts';
import { COMMON_NS } from '../lib/i18n-common.ts';
import { useSyncStatus } from '../lib/sync-status.ts';
import { whenIdle } from '../lib/when-idle.ts';
import { toast } from '../lib/toast.ts';
import { i18n } from './i18n-core.ts';
import { START_NS } from './start-i18n.ts';

/** Resolves once no flush of the outbox is under way: an update never cuts one short. */
function afterFlush(): Promise<void> {
  if (!useSyncStatus.getState().flushing) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = useSyncStatus.subscribe((s) => {
      if (s.flushing) return;
      stop();
      resolve();
    });
  });
}

/**
 * Registers the service worker in production builds only: in development it would serve stale
 * precached files over the dev server's. A new version waits until the user chooses to reload,
 * so nobody loses a half-filled form to an update; with scans not yet synced it asks first.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // The worker's install fetches every file of the app: it waits until the page has loaded and the
  // main thread is idle, so a first start does not share the network and CPU with it.
  const later = () => void whenIdle().then(register);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

async function register(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL });

  const update = async () => {
    await afterFlush();
    wb.addEventListener('controlling', () => window.location.reload());
    wb.messageSkipWaiting();
  };

  const offerUpdate = () => {
    const pending = useSyncStatus.getState().pending;
    if (pending === 0) return void update();
    // The operations stay on the device either way; the question is only whether to wait.
    dialog.open({
      title: i18n.t('update.unsyncedTitle', { ns: START_NS }),
      content: i18n.t('update.unsyncedText', { ns: START_NS, count: pending }),
      actions: [
        { label: i18n.t('update.later', { ns: START_NS }), onClick: () => undefined },
        { label: i18n.t('reload', { ns: COMMON_NS }), onClick: () => void update(), variant: 'contained' },
      ],
    });
  };

  wb.addEventListener('waiting', () => {
    toast.show({
      message: i18n.t('updateReady', { ns: COMMON_NS }),
      severity: 'info',
      durationMs: null,
      action: { label: i18n.t('reload', { ns: COMMON_NS }), onClick: offerUpdate },
    });
  });

  // Without a service worker (a private window, or one blocked by policy) the app still works
  // online; it only cannot start offline, so a failed registration is not an error to raise.
  await wb.register().catch(() => undefined);
}
