import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { SplashScreen } from '../components/splash-screen.tsx';
import { useSession } from '../features/auth/index.ts';
import { useClientConfig } from '../lib/client-config.ts';
import { AppProviders } from './providers.tsx';
import { createAppRouter, type AppRouter } from './router.tsx';

/** The whole app. A router can be passed in (tests use an in-memory one). */
export function App({ router }: { router?: AppRouter }) {
  const [appRouter] = useState(() => router ?? createAppRouter());
  const status = useSession((s) => s.status);

  useEffect(() => {
    void useSession.getState().start();
    void useClientConfig.getState().load();
  }, []);

  // Routes decide on the session, so they wait until the session check has an answer.
  const sessionKnown = status === 'guest' || status === 'signed-in';
  return <AppProviders>{sessionKnown ? <RouterProvider router={appRouter} /> : <SplashScreen />}</AppProviders>;
}
