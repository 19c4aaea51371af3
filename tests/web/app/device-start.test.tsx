import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Boot } from '../../../src/app/boot.tsx';
import { i18n } from '../../../src/app/i18n.ts';
import { useNavigation } from '../../../src/app/navigation/navigation-store.ts';
import { useSettings } from '../../../src/app/settings/settings-store.ts';
import { TOKEN_STORAGE_KEY } from '../../../src/domain/constants.ts';
import { login } from '../../../src/features/auth/api/login.ts';
import { useSession } from '../../../src/features/auth/session-store.ts';
import { usePageAccess } from '../../../src/lib/page-access.ts';
import { DEMO_PASSWORD } from '../helpers.tsx';

/** The browser's entry at `path`, as a page load starts it: fresh session and menu, English. */
async function startAt(path: string) {
  useSession.setState(useSession.getInitialState(), true);
  useNavigation.getState().clear();
  usePageAccess.getState().clear();
  useSettings.getState().useFor(null);
  await act(() => i18n.changeLanguage('en'));
  window.history.replaceState(null, '', path);
  return render(<Boot />);
}

async function signedInAt(username: string, path: string) {
  const { token } = await login({ username, password: DEMO_PASSWORD });
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
  return startAt(path);
}

const mainNavigation = () => screen.queryByRole('navigation', { name: 'Main navigation' });

describe('a start on the device screen', () => {
  afterEach(() => act(() => i18n.changeLanguage('en')));

  it('shows /apps/gatekeeper in the device frame, without the office layout', async () => {
    await signedInAt('warehouse', '/apps/gatekeeper');
    expect(await screen.findByRole('heading', { name: 'Pallet Scan' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    expect(mainNavigation()).not.toBeInTheDocument();
  });

  it('turns right to left in Arabic from its language select', async () => {
    await signedInAt('warehouse', '/apps/gatekeeper');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }, { timeout: 10_000 }), 'ar');
    expect(await screen.findByRole('heading', { name: 'مسح المنصة' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(localStorage.getItem('language')).toBe('ar');
  });

  it('hands over to the office panel in the same page, the session kept', async () => {
    await signedInAt('warehouse', '/apps/gatekeeper');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Menu' }, { timeout: 10_000 }));
    expect(screen.getByRole('menuitem', { name: 'Scanner check' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Open the panel' }));
    expect(await screen.findByRole('navigation', { name: 'Main navigation' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard');
    expect(useSession.getState().status).toBe('signed-in');
  });

  it('sends a guest to /login first', async () => {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    await startAt('/apps/gatekeeper');
    expect(await screen.findByRole('button', { name: 'Login' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });
});
