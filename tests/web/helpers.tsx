import { render } from '@testing-library/react';
import { act } from 'react';
import { App } from '../../src/app/app.tsx';
import { i18n } from '../../src/app/i18n.ts';
import { useNavigation } from '../../src/app/navigation/navigation-store.ts';
import { createAppRouter } from '../../src/app/router.tsx';
import { useSettings } from '../../src/app/settings/settings-store.ts';
import { useSession } from '../../src/features/auth/session-store.ts';
import { useClientConfig } from '../../src/lib/client-config.ts';
import { createQueryClient } from '../../src/lib/query/query-client.ts';
import { usePageAccess } from '../../src/lib/page-access.ts';
import { useToastStore } from '../../src/lib/toast.ts';

export const DEMO_PASSWORD = 'Demo@2121';

/** A fresh app at `path`: session not started, no menu, guest settings, no toast, English; `keepConfig` keeps a configuration set by the test. */
export async function renderApp(path = '/', { keepConfig = false } = {}) {
  useSession.setState(useSession.getInitialState(), true);
  useNavigation.getState().clear();
  usePageAccess.getState().clear();
  useSettings.getState().useFor(null);
  if (!keepConfig) useClientConfig.getState().reset();
  useToastStore.setState({ current: null });
  await act(() => i18n.changeLanguage('en'));
  const router = createAppRouter({ initialEntries: [path] });
  const view = render(<App router={router} queryClient={createQueryClient({ test: true })} />);
  return { ...view, router };
}

/** An unsigned JWT whose payload is `claims`; the client only reads, never verifies, tokens. */
export function fakeToken(claims: Record<string, unknown>): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.c2lnbmF0dXJl`;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
