import { Workbox } from 'workbox-window';
import { COMMON_NS } from '../lib/i18n-common.ts';
import { toast } from '../lib/toast.ts';
import { i18n } from './i18n.ts';

/**
 * Registers the service worker in production builds only: in development it would serve stale
 * precached files over the dev server's. A new version waits until the user chooses to reload,
 * so nobody loses a half-filled form to an update.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const wb = new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL });

  wb.addEventListener('waiting', () => {
    toast.show({
      message: i18n.t('updateReady', { ns: COMMON_NS }),
      severity: 'info',
      durationMs: null,
      action: {
        label: i18n.t('reload', { ns: COMMON_NS }),
        onClick: () => {
          wb.addEventListener('controlling', () => window.location.reload());
          wb.messageSkipWaiting();
        },
      },
    });
  });

  void wb.register();
}
