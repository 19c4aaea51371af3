import { useEffect, type ReactNode } from 'react';
import { SplashScreen } from '../components/splash-screen.tsx';
import { useSession } from '../features/auth/index.ts';
import { useClientConfig } from '../lib/client-config.ts';
import { useNavigation } from './navigation/navigation-store.ts';
import { useSessionLifecycle } from './session-lifecycle.ts';
import { StartProviders } from './start-providers.tsx';

/**
 * What every start shares, whichever frame follows: the light providers (no MUI: the device screen
 * starts without it), the session check and its lifecycle. It stays mounted when the device screen
 * hands over to the office panel, so the session, socket and sync carry on untouched.
 */
export function AppStart({ children }: { children: ReactNode }) {
  const status = useSession((s) => s.status);
  const navigation = useNavigation((s) => s.status);
  useSessionLifecycle();

  useEffect(() => {
    void useSession.getState().start();
    void useClientConfig.getState().load();
  }, []);

  // Routes decide on the session and the user's pages, so they wait for both answers (the splash).
  const ready = status === 'guest' || (status === 'signed-in' && (navigation === 'ready' || navigation === 'failed'));
  return <StartProviders>{ready ? children : <SplashScreen />}</StartProviders>;
}
