import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createQueryClient } from '../lib/query/query-client.ts';
import { AppStart } from './app-start.tsx';
import { preloadPageData } from './page-preload.ts';
import { AppProviders } from './providers.tsx';
import { createAppRouter, type AppRouter } from './router.tsx';

let started: { router: AppRouter; queryClient: QueryClient } | undefined;

/**
 * Called as soon as this code arrives, while the session is still being checked: the router starts
 * loading the code of the layout and the page at the address, and the page's first data leave.
 */
export function startPanel(): void {
  if (started) return;
  const queryClient = createQueryClient();
  // The data's code first: the page's many chunks would queue ahead of it otherwise.
  preloadPageData(window.location, queryClient);
  started = { router: createAppRouter(), queryClient };
}

/**
 * The panel: every route of the spec, each in the office frame or the device frame, in the MUI
 * theme and its hosts, which load with it (a start straight onto the device screen has none of them).
 */
export function PanelRouter({ router, queryClient }: { router?: AppRouter; queryClient?: QueryClient }) {
  // Not taken once: a first render that suspends (a lazy part) runs this again, and must find the same.
  const [own] = useState(() => {
    const early = router || queryClient ? undefined : started;
    return { router: router ?? early?.router ?? createAppRouter(), queryClient: queryClient ?? early?.queryClient };
  });
  return (
    <AppProviders queryClient={own.queryClient}>
      <RouterProvider router={own.router} />
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
