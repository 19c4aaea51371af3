import { screen } from '@testing-library/react';
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { ClientConfig } from '../../../src/domain/auth/contracts.ts';
import { TOKEN_STORAGE_KEY } from '../../../src/domain/constants.ts';
import { login } from '../../../src/features/auth/api/login.ts';
import { useSession } from '../../../src/features/auth/session-store.ts';
import { setApiOrigin } from '../../../src/lib/api-config.ts';
import { getClientConfig, useClientConfig } from '../../../src/lib/client-config.ts';
import { DEMO_PASSWORD, renderApp } from '../helpers.tsx';

async function signedInDashboard() {
  const { token } = await login({ username: 'admin', password: DEMO_PASSWORD });
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
  await renderApp('/dashboard', { keepConfig: true });
  await screen.findByRole('heading', { name: 'Welcome !' });
}

async function withConfig(legacyAdminUrl: string | null) {
  const config: ClientConfig = { ...(await getClientConfig()), legacyAdminUrl };
  useClientConfig.getState().reset({ status: 'ready', config });
}

describe('dashboard', () => {
  afterEach(() => useClientConfig.getState().reset());

  it('shows the Native Dashboard tile with the server configuration', async () => {
    const config = await getClientConfig();
    await signedInDashboard();
    expect(await screen.findByRole('heading', { name: 'Native Dashboard' })).toBeInTheDocument();
    const link = screen.queryByRole('link', { name: /Native Dashboard/ });
    expect(link?.getAttribute('href') ?? null).toBe(config.legacyAdminUrl ? new URL(config.legacyAdminUrl).toString() : null);
  });

  it('opens the legacy admin panel default page in a new tab', async () => {
    await withConfig('https://legacy.example.com/admin/');
    await signedInDashboard();
    const link = screen.getByRole('link', { name: /Native Dashboard/ });
    expect(link).toHaveAttribute('href', 'https://legacy.example.com/admin/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(link).toHaveAccessibleDescription('Opens the legacy admin panel in a new tab.');
  });

  it('disables the tile with an explanation when no legacy address is configured', async () => {
    await withConfig(null);
    await signedInDashboard();
    expect(screen.getByRole('heading', { name: 'Native Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Native Dashboard/ })).not.toBeInTheDocument();
    expect(screen.getByText(/address of the legacy admin panel is not configured/)).toBeInTheDocument();
  });

  it('says the address could not be loaded when the app opens without a network', async () => {
    await useSession.getState().signIn({ username: 'admin', password: DEMO_PASSWORD });
    setApiOrigin('http://127.0.0.1:9');
    try {
      await renderApp('/dashboard');
      expect(await screen.findByRole('heading', { name: 'Welcome !' })).toBeInTheDocument();
      expect(await screen.findByText(/address of the legacy admin panel could not be loaded/)).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /Native Dashboard/ })).not.toBeInTheDocument();
    } finally {
      setApiOrigin(inject('apiOrigin'));
    }
  });
});
