import { createBrowserRouter, createMemoryRouter, Navigate, type RouteObject } from 'react-router-dom';
import { SplashScreen } from '../components/splash-screen.tsx';
import { setNavigator } from '../lib/navigation.ts';
import { MainLayout } from './layouts/main-layout.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { RouteErrorPage } from './pages/route-error-page.tsx';
import { DEFAULT_SIGNED_IN_PATH, LOGIN_PATH, LOGOUT_PATH, NOT_FOUND_PATH } from './paths.ts';
import { GuestOnly, RequireAuth } from './route-guards.tsx';

/** Pages load on first visit, so the sign-in screen does not wait for the whole panel. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <SplashScreen />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <GuestOnly />,
        children: [{ path: LOGIN_PATH, lazy: () => import('../features/auth/login-page.tsx').then((m) => ({ Component: m.LoginPage })) }],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <MainLayout />,
            children: [
              { path: DEFAULT_SIGNED_IN_PATH, lazy: () => import('../features/dashboard/dashboard-page.tsx').then((m) => ({ Component: m.DashboardPage })) },
              { path: LOGOUT_PATH, lazy: () => import('../features/auth/logout-page.tsx').then((m) => ({ Component: m.LogoutPage })) },
              { path: NOT_FOUND_PATH, lazy: () => import('./pages/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })) },
            ],
          },
        ],
      },
      { index: true, element: <Navigate to={DEFAULT_SIGNED_IN_PATH} replace /> },
      { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The app's router; `initialEntries` gives an in-memory history instead of the browser's. */
export function createAppRouter(options: { initialEntries?: string[] } = {}): AppRouter {
  const router = options.initialEntries
    ? createMemoryRouter(routes, { initialEntries: options.initialEntries })
    : createBrowserRouter(routes);
  // Stores (e.g. logout) move the user without holding a React hook.
  setNavigator((to) => void router.navigate(to));
  return router;
}
