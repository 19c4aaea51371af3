import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppStart } from './app-start.tsx';
import { AppProviders } from './providers.tsx';
import { createAppRouter, type AppRouter } from './router.tsx';

/**
 * The panel: every route of the spec, each in the office frame or the device frame, in the MUI
 * theme and its hosts, which load with it (a start straight onto the device screen has none of them).
 */
export function PanelRouter({ router, queryClient }: { router?: AppRouter; queryClient?: QueryClient }) {
  const [appRouter] = useState(() => router ?? createAppRouter());
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={appRouter} />
    </AppProviders>
  );
}

/** The whole app behind the router. A router and a query cache can be passed in (tests use their own). */
export function App({ router, queryClient }: { router?: AppRouter; queryClient?: QueryClient }) {
  return (
    <AppStart>
      <PanelRouter router={router} queryClient={queryClient} />
    </AppStart>
  );
}

export default PanelRouter;
