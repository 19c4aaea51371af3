import { act, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../src/app/providers.tsx';
import { i18n } from '../../src/app/i18n.ts';
import { getUserMenu } from '../../src/app/navigation/get-user-menu.ts';
import { ROLE } from '../../src/domain/auth/contracts.ts';
import { login } from '../../src/features/auth/api/login.ts';
import { usePageAccess } from '../../src/lib/page-access.ts';
import { createQueryClient } from '../../src/lib/query/query-client.ts';
import { useToastStore } from '../../src/lib/toast.ts';
import { setToken } from '../../src/lib/token-storage.ts';
import { DEMO_PASSWORD } from './helpers.tsx';

/** Text of the page beside the screen under test, to see a navigation happen. */
export const ELSEWHERE = 'Somewhere else';

/**
 * Renders one screen at `path` in the app's providers and a data router (screens may block
 * navigation), in English unless `language` says otherwise; `/elsewhere` is another page to navigate to.
 */
export async function renderPage(
  Page: ComponentType,
  path: string,
  { language = 'en', route }: { language?: string; route?: string } = {},
) {
  useToastStore.setState({ current: null });
  await act(() => i18n.changeLanguage(language));
  const router = createMemoryRouter(
    [
      // `route` when the page's route has parameters (`/apps/products-view/:pid?`), `path` its address.
      { path: route ?? path.split('?')[0], Component: Page },
      { path: '/elsewhere', element: <p>{ELSEWHERE}</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <AppProviders queryClient={createQueryClient({ test: true })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}

/**
 * Signs in once per test file and hands back a function that stores the token and the user's page
 * levels again (the test setup clears storage before each test). Signing in once keeps the suite under the sign-in rate limit.
 */
export async function signedInAs(username: string): Promise<() => void> {
  const { token, user } = await login({ username, password: DEMO_PASSWORD });
  setToken(token);
  // The levels the server reports for this user, as the shell keeps them after sign-in.
  const { access } = await getUserMenu();
  const isAdmin = user.role.includes(ROLE.admin);
  return () => {
    setToken(token);
    usePageAccess.getState().set(isAdmin, access);
  };
}

/** The toast on screen, if any. */
export const currentToast = () => useToastStore.getState().current;
