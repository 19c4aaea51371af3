import { lazy, Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';
import { SplashScreen } from '../components/splash-screen.tsx';
import { releaseStartShell } from '../lib/start-shell.ts';
import { getToken } from '../lib/token-storage.ts';
import { AppStart } from './app-start.tsx';
import { CatchError } from './catch-error.tsx';
import { deviceScreenAt } from './device-screens.ts';
import { RouteErrorPage } from './pages/route-error-page.tsx';

const loadPanel = () => import('./app.tsx');
const Panel = lazy(loadPanel);
const loadDeviceStart = () => import('./device/device-start.tsx');
const DeviceStart = lazy(loadDeviceStart);

// Started here only to be ready sooner; a failure shows where the code is rendered.
const early = (loading: Promise<unknown>) => void loading.catch(() => undefined);

/**
 * The device screen the address names, its code already on its way, or null for the panel (a
 * guest goes there too: the panel's router signs in).
 */
function deviceStart(): { page: string; Screen: ComponentType } | null {
  const screen = getToken() ? deviceScreenAt(window.location.pathname) : undefined;
  if (!screen) {
    early(loadPanel().then((panel) => panel.startPanel()));
    return null;
  }
  early(loadDeviceStart());
  const loading = screen.load().then((Screen) => ({ default: Screen }));
  early(loading);
  return { page: screen.page, Screen: lazy(() => loading) };
}

/**
 * The browser's entry: a start on a device screen (the warehouse handheld) gets the screen in its
 * compact frame without the router or the office layout; any other address, or leaving that screen,
 * gets the panel. The code of either starts loading at once, beside the session check.
 */
export function Boot() {
  const [device] = useState(deviceStart);
  const [panel, setPanel] = useState(device === null);
  const leave = useCallback(() => setPanel(true), []);
  // The device's first frame (lib/start-shell.ts) is a device screen's; the panel draws its own.
  useEffect(() => {
    if (panel) releaseStartShell();
  }, [panel]);
  return (
    <AppStart>
      {/* Code that cannot be loaded (offline before the service worker has it, or after an update) says so, with Reload. */}
      <CatchError fallback={<RouteErrorPage />}>
        <Suspense fallback={<SplashScreen />}>
          {panel || !device ? <Panel /> : <DeviceStart page={device.page} Screen={device.Screen} onLeave={leave} />}
        </Suspense>
      </CatchError>
    </AppStart>
  );
}
