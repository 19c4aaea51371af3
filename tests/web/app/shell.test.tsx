import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../src/app/i18n.ts';
import { useNavigation } from '../../../src/app/navigation/navigation-store.ts';
import { TOKEN_STORAGE_KEY } from '../../../src/domain/constants.ts';
import { flattenNavigation } from '../../../src/domain/navigation/flatten.ts';
import { PAGES } from '../../../src/domain/pages.ts';
import { login } from '../../../src/features/auth/api/login.ts';
import { useSession } from '../../../src/features/auth/session-store.ts';
import { DEMO_PASSWORD, renderApp } from '../helpers.tsx';

async function signedIn(username: string, path = '/dashboard') {
  const { token } = await login({ username, password: DEMO_PASSWORD });
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
  const view = await renderApp(path);
  await screen.findByRole('navigation', { name: 'Main navigation' }, { timeout: 10_000 });
  return view;
}

const menuUrls = () => flattenNavigation(useNavigation.getState().navigation).map((e) => e.item.url);

describe('shell and navigation', () => {
  it('shows the administrator every page of the menu', async () => {
    await signedIn('admin');
    const urls = menuUrls();
    for (const page of PAGES) expect(urls).toContain(page.path);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await userEvent.setup().click(within(nav).getByRole('button', { name: 'Administration' }));
    expect(within(nav).getByRole('link', { name: 'Menu Settings' })).toHaveAttribute('href', '/apps/menu-settings');
  });

  it('hides what the warehouse user may not open and refuses the page itself', async () => {
    const { router } = await signedIn('warehouse');
    const urls = menuUrls();
    expect(urls).toContain('/apps/gatekeeper');
    expect(urls).not.toContain('/apps/country-settings');
    expect(urls).not.toContain('/apps/menu-settings');
    await act(() => router.navigate('/apps/menu-settings'));
    expect(await screen.findByRole('heading', { name: 'NOT AUTHORIZED' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Welcome !' })).toBeInTheDocument();
  });

  it('suggests at most 10 of the user’s own pages, and says when nothing matches', async () => {
    await signedIn('admin');
    const user = userEvent.setup();
    const search = screen.getByRole('combobox', { name: 'Search for a page' });
    await user.type(search, 'e');
    const options = await screen.findAllByRole('option');
    expect(options.length).toBe(10);
    await user.clear(search);
    await user.type(search, 'zzzz');
    expect(await screen.findByText('No results..')).toBeInTheDocument();
  });

  it('sends an unknown address to the 404 page', async () => {
    const { router } = await signedIn('office', '/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/errors/error-404'));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('mirrors the layout when the language menu switches to Arabic', async () => {
    await signedIn('office');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'EN — Language: English' }));
    await user.click(screen.getByRole('menuitem', { name: 'Arabic' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(screen.getByRole('navigation', { name: 'التنقل الرئيسي' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
  });

  it('saves a shortcut to the user’s data and shows it in the toolbar', async () => {
    await signedIn('operator');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Shortcuts' }));
    const dialog = screen.getByRole('dialog', { name: 'Shortcuts' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Search for an app or page' }), 'Gate Keeper Report');
    await user.click(within(dialog).getByRole('button', { name: 'Add Gate Keeper Report to shortcuts' }));
    expect(await screen.findByText('User data saved with api')).toBeInTheDocument();
    const { user: profile } = await login({ username: 'operator', password: DEMO_PASSWORD });
    expect(profile.data.shortcuts).toContain('gatekeeper-report');
  });

  it('switches to the horizontal layout from the settings drawer and saves it to the user', async () => {
    await signedIn('operator');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /User menu$/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Theme and layout settings' }));
    const drawer = await screen.findByRole('dialog', { name: 'Theme settings' });
    await user.click(within(drawer).getByRole('radio', { name: 'Horizontal' }));
    await waitFor(() => expect(screen.getByTestId('layout')).toHaveAttribute('data-style', 'horizontal'));
    expect(await screen.findByText('User data saved with api', {}, { timeout: 5000 })).toBeInTheDocument();
    const { user: profile } = await login({ username: 'operator', password: DEMO_PASSWORD });
    expect(profile.settings).toMatchObject({ layout: { style: 'horizontal' } });
    // Other files sign in as operator too: leave the defaults behind.
    await act(() => useSession.getState().saveUserData({ settings: {} }));
  });
});
