import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppStart } from './app-start.tsx';
import { createAppRouter, type AppRouter } from './router.tsx';

/** The panel's router: every route of the spec, each in the office frame or the device frame. */
export function PanelRouter({ router }: { router?: AppRouter }) {
  const [appRouter] = useState(() => router ?? createAppRouter());
  return <RouterProvider router={appRouter} />;
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
