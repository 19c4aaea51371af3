import type { ComponentType } from 'react';
import { createBrowserRouter, createMemoryRouter, Navigate, type RouteObject } from 'react-router-dom';
import { SplashScreen } from '../components/splash-screen.tsx';
import { PAGES } from '../domain/pages.ts';
import { setNavigator } from '../lib/navigation.ts';
import { FEATURE_ROUTES } from './feature-routes.tsx';
import './i18n.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteErrorPage } from './pages/route-error-page.tsx';
import { UnauthorizedPage } from './pages/unauthorized-page.tsx';
import { UnavailablePage } from './pages/unavailable-page.tsx';
import {
  AUTH_LOGOUT_PATH,
  DEFAULT_SIGNED_IN_PATH,
  LANGUAGE_DOCS_PATH,
  LOGIN_PATH,
  LOGOUT_PATH,
  NOT_FOUND_PATH,
  REGISTER_PATH,
  SERVER_ERROR_PATH,
  UNAUTHORIZED_PATH,
} from './paths.ts';
import { GuestOnly, LandingRedirect, RequireAuth, RequirePage } from './route-guards.tsx';

const page =
  <T,>(load: () => Promise<T>, pick: (m: T) => ComponentType) =>
  () =>
    load().then((m) => ({ Component: pick(m) }));

/** Every page of the spec: its screen where this version has one, else a plain 'not available yet'. */
const screenRoutes = (frame: 'office' | 'device'): RouteObject[] =>
  PAGES.flatMap(({ path }) => {
    const feature = FEATURE_ROUTES.find((r) => r.page === path);
    if ((feature?.frame ?? 'office') !== frame) return [];
    return {
      path,
      element: <RequirePage page={path} />,
      children: [
        feature
          ? { ...(feature.params ? { path: feature.params } : { index: true }), lazy: async () => ({ Component: await feature.load() }) }
          : { index: true, element: <UnavailablePage page={path} /> },
      ],
    };
  });

/** Pages load on first visit, one chunk per area, so the sign-in screen does not wait for the whole panel. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <SplashScreen />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <GuestOnly />,
        children: [
          {
            path: LOGIN_PATH,
            lazy: page(
              () => import('../features/auth/login-page.tsx'),
              (m) => m.LoginPage,
            ),
          },
          {
            path: REGISTER_PATH,
            lazy: page(
              () => import('../features/auth/register-page.tsx'),
              (m) => m.RegisterPage,
            ),
          },
        ],
      },
      {
        path: SERVER_ERROR_PATH,
        lazy: page(
          () => import('./pages/server-error-page.tsx'),
          (m) => m.ServerErrorPage,
        ),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: AUTH_LOGOUT_PATH,
            lazy: page(
              () => import('../features/auth/logout-page.tsx'),
              (m) => m.ImmediateLogout,
            ),
          },
          // The warehouse handheld's screens: a compact frame instead of the office layout.
          {
            lazy: page(
              () => import('./device/device-layout.tsx'),
              (m) => m.DeviceLayout,
            ),
            children: screenRoutes('device'),
          },
          {
            // The signed-in frame is its own chunk: the sign-in screen does not wait for it.
            lazy: page(
              () => import('./layout/app-layout.tsx'),
              (m) => m.AppLayout,
            ),
            children: [
              {
                path: DEFAULT_SIGNED_IN_PATH,
                lazy: page(
                  () => import('../features/dashboard/dashboard-page.tsx'),
                  (m) => m.DashboardPage,
                ),
              },
              {
                path: LOGOUT_PATH,
                lazy: page(
                  () => import('../features/auth/logout-page.tsx'),
                  (m) => m.LogoutPage,
                ),
              },
              {
                path: NOT_FOUND_PATH,
                lazy: page(
                  () => import('./pages/not-found-page.tsx'),
                  (m) => m.NotFoundPage,
                ),
              },
              { path: UNAUTHORIZED_PATH, element: <UnauthorizedPage /> },
              {
                path: LANGUAGE_DOCS_PATH,
                lazy: page(
                  () => import('./pages/language-docs-page.tsx'),
                  (m) => m.LanguageDocsPage,
                ),
              },
              ...screenRoutes('office'),
            ],
          },
        ],
      },
      { index: true, element: <LandingRedirect /> },
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
