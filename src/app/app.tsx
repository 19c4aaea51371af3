import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppStart } from './app-start.tsx';
import { AppProviders } from './providers.tsx';
import { createAppRouter, type AppRouter } from './router.tsx';

/**
 * The panel: every route of the spec, each in the office frame or the device frame, in the MUI
 * theme and its hosts, which load with it (a start straight onto the device screen has none of them).
 */
export function PanelRouter({ router }: { router?: AppRouter }) {
  const [appRouter] = useState(() => router ?? createAppRouter());
  return (
    <AppProviders>
      <RouterProvider router={appRouter} />
    </AppProviders>
  );
}

/** The whole app behind the router. A router can be passed in (tests use an in-memory one). */
export function App({ router }: { router?: AppRouter }) {
  return (
    <AppStart>
      <PanelRouter router={router} />
    </AppStart>
  );
}

export default PanelRouter;
