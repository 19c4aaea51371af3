import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { SplashScreen } from '../components/splash-screen.tsx';
import { useSession } from '../features/auth/index.ts';
import { useClientConfig } from '../lib/client-config.ts';
import { useNavigation } from './navigation/navigation-store.ts';
import { AppProviders } from './providers.tsx';
import { createAppRouter, type AppRouter } from './router.tsx';
import { useSessionLifecycle } from './session-lifecycle.ts';

/** The whole app. A router can be passed in (tests use an in-memory one). */
export function App({ router }: { router?: AppRouter }) {
  const [appRouter] = useState(() => router ?? createAppRouter());
  const status = useSession((s) => s.status);
  const navigation = useNavigation((s) => s.status);
  useSessionLifecycle();

  useEffect(() => {
    void useSession.getState().start();
    void useClientConfig.getState().load();
  }, []);

  // Routes decide on the session and the user's pages, so they wait for both answers (the splash).
  const ready = status === 'guest' || (status === 'signed-in' && (navigation === 'ready' || navigation === 'failed'));
  return <AppProviders>{ready ? <RouterProvider router={appRouter} /> : <SplashScreen />}</AppProviders>;
}
