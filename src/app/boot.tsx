import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { SplashScreen } from '../components/splash-screen.tsx';
import { getToken } from '../lib/token-storage.ts';
import { AppStart } from './app-start.tsx';
import { CatchError } from './catch-error.tsx';
import { deviceScreenAt } from './device-screens.ts';
import type * as PanelParts from './app.tsx';
import type * as DeviceStartParts from './device/device-start.tsx';
import { RouteErrorPage } from './pages/route-error-page.tsx';

type PanelModule = typeof PanelParts;
let panelCode: Promise<PanelModule> | undefined;
/** The panel's code, asked for once. */
const loadPanel = () => (panelCode ??= import('./app.tsx'));

interface DeviceParts {
  DeviceStart: (typeof DeviceStartParts)['DeviceStart'];
  Screen: ComponentType;
}

/**
 * The device screen the address names with its code already on its way, or null for the panel (a
 * guest goes there too: the panel's router signs in).
 */
function deviceStart(): { page: string; loading: Promise<DeviceParts> } | null {
  const screen = getToken() ? deviceScreenAt(window.location.pathname) : undefined;
  if (!screen) {
    loadPanel().then(
      (panel) => panel.startPanel(),
      () => undefined, // the failure is shown where the panel is drawn
    );
    return null;
  }
  const loading = Promise.all([import('./device/device-start.tsx'), screen.load()]).then(([start, Screen]) => ({
    DeviceStart: start.DeviceStart,
    Screen,
  }));
  return { page: screen.page, loading };
}

/**
 * What `loading` gave, as state. The start's code is awaited here rather than by Suspense: once
 * React has shown a Suspense fallback it keeps it for at least 300 ms, which on a handheld was most
 * of the wait before the pallet field.
 */
function useAwaited<T>(loading: Promise<T> | null): { value?: T; failed?: boolean } {
  const [state, setState] = useState<{ value?: T; failed?: boolean }>({});
  useEffect(() => {
    if (!loading) return;
    let current = true;
    loading.then(
      (value) => current && setState({ value }),
      () => current && setState({ failed: true }),
    );
    return () => {
      current = false;
    };
  }, [loading]);
  return state;
}

/**
 * The browser's entry: a start on a device screen (the warehouse handheld) gets the screen in its
 * compact frame without the router or the office layout; any other address, or leaving that screen,
 * gets the panel. The code of either starts loading at once, beside the session check.
 */
export function Boot() {
  const [device] = useState(deviceStart);
  const [panelShown, setPanelShown] = useState(device === null);
  const leave = useCallback(() => setPanelShown(true), []);
  const panel = useAwaited(panelShown ? loadPanel() : null);
  const parts = useAwaited(device?.loading ?? null);

  let content = <SplashScreen />;
  // Code that cannot be loaded (offline before the service worker has it, or after an update) says so, with Reload.
  if (panelShown ? panel.failed : parts.failed) content = <RouteErrorPage />;
  else if (panelShown && panel.value) content = <panel.value.PanelRouter />;
  else if (!panelShown && device && parts.value) {
    const { DeviceStart, Screen } = parts.value;
    content = <DeviceStart page={device.page} Screen={Screen} onLeave={leave} />;
  }
  return (
    <AppStart>
      <CatchError fallback={<RouteErrorPage />}>{content}</CatchError>
    </AppStart>
  );
}
