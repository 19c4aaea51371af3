import { act, screen, waitFor } from '@testing-library/react';
import { i18n } from '../../../src/app/i18n.ts';
import userEvent from '@testing-library/user-event';
import { describe, expect, inject, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '../../../src/domain/auth/messages.ts';
import { sayHere } from '../../../src/lib/words.ts';
import { TOAST_MS, TOKEN_STORAGE_KEY } from '../../../src/domain/constants.ts';
import { API_PATHS } from '../../../src/domain/services.ts';
import { request } from '../../../src/lib/api-client.ts';
import { getClientConfig, useClientConfig } from '../../../src/lib/client-config.ts';
import { setApiOrigin } from '../../../src/lib/api-config.ts';
import { useToastStore } from '../../../src/lib/toast.ts';
import { isTokenValid } from '../../../src/lib/token-storage.ts';
import { DEMO_PASSWORD, renderApp } from '../helpers.tsx';

async function openLogin(path = '/login', keepConfig = false) {
  const view = await renderApp(path, { keepConfig });
  const username = await screen.findByLabelText('Emp No / Email');
  const password = screen.getByLabelText('Password');
  const submit = screen.getByRole('button', { name: 'Login' });
  return { ...view, username, password, submit, user: userEvent.setup() };
}

describe('login page', () => {
  it('shows the ADMIN PANEL card without the signed-in frame', async () => {
    await openLogin();
    expect(screen.getByRole('heading', { name: 'ADMIN PANEL' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('keeps Login disabled until both fields have 3 characters', async () => {
    const { username, password, submit, user } = await openLogin();
    expect(submit).toBeDisabled();
    // A disabled Login says why.
    expect(submit).toHaveAccessibleDescription('Enter at least 3 characters in Emp No / Email and Password');
    await user.type(username, 'ad');
    await user.tab();
    expect(username).toHaveAccessibleDescription(sayHere(AUTH_MESSAGES.minLength));
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Min character length is 3')).toBeInTheDocument();
    await user.type(username, 'm');
    expect(username).not.toHaveAccessibleDescription(sayHere(AUTH_MESSAGES.minLength));
    expect(submit).toHaveAccessibleDescription('Enter at least 3 characters in Password');
    await user.type(password, 'De');
    expect(submit).toBeDisabled();
    await user.type(password, 'm');
    expect(submit).toBeEnabled();
    expect(submit).not.toHaveAccessibleDescription();
  });

  it('writes the server refusal of a wrong password onto both fields, and clears both on an edit', async () => {
    const { username, password, submit, user } = await openLogin();
    await user.type(username, 'warehouse');
    await user.type(password, 'not-the-password');
    await user.click(submit);
    await waitFor(() => expect(password).toHaveAccessibleDescription(sayHere(AUTH_MESSAGES.badCredentials)));
    expect(username).toHaveAccessibleDescription(sayHere(AUTH_MESSAGES.badCredentials));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    // Editing either field answers the server's complaint, which named both.
    await user.type(password, 'x');
    expect(password).not.toHaveAccessibleDescription(sayHere(AUTH_MESSAGES.badCredentials));
    expect(username).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('answers an unknown user exactly as a wrong password', async () => {
    const { username, password, submit, user } = await openLogin();
    await user.type(username, 'nobody-here');
    await user.type(password, DEMO_PASSWORD);
    await user.click(submit);
    await waitFor(() => expect(username).toHaveAccessibleDescription(sayHere(AUTH_MESSAGES.badCredentials)));
    expect(password).toHaveAccessibleDescription(sayHere(AUTH_MESSAGES.badCredentials));
  });

  it('shows the wait the server asks for after too many failures, in the language of the page, with Login disabled', async () => {
    // Five failures make the next attempt under this name wait; an unknown name is held like an account.
    const name = `wait-${Date.now()}`;
    for (let i = 0; i < 5; i++) {
      await request({ method: 'POST', url: API_PATHS.login, withToken: false, data: { username: name, password: `x-${i}` } }).catch(
        () => undefined,
      );
    }
    const { username, password, submit, user } = await openLogin();
    await user.type(username, name);
    await user.type(password, DEMO_PASSWORD);
    await user.click(submit);
    const wait = await screen.findByText(/^Too many sign-in attempts\. Try again in [1-5] seconds?\.$/);
    expect(submit).toBeDisabled();
    expect(username).not.toHaveAttribute('aria-invalid', 'true');
    try {
      await act(() => i18n.changeLanguage('ar'));
      expect(wait).toHaveTextContent(/^محاولات تسجيل دخول كثيرة جدًا\. حاول مرة أخرى بعد /);
      await act(() => i18n.changeLanguage('tr'));
      expect(wait).toHaveTextContent(/^Çok fazla giriş denemesi\. [1-5] saniye sonra yeniden deneyin\.$/);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('shows and hides the password with a labelled toggle', async () => {
    const { password, user } = await openLogin();
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('signs in, stores jwt_access_token and lands on the dashboard', async () => {
    const config = await getClientConfig();
    const { username, password, user } = await openLogin();
    await user.type(username, 'admin');
    // Enter submits the form, as keyboard users expect.
    await user.type(password, `${DEMO_PASSWORD}{Enter}`);
    expect(await screen.findByRole('heading', { name: 'Welcome !' })).toBeInTheDocument();
    expect(screen.getByText('Native Dashboard')).toBeInTheDocument();
    const token = localStorage.getItem(TOKEN_STORAGE_KEY);
    expect(isTokenValid(token)).toBe(true);
    if (config.legacyAdminUrl) {
      const url = new URL(String(vi.mocked(window.open).mock.calls[0]?.[0]));
      expect(url.searchParams.get('token')).toBe(token);
      expect(url.searchParams.get('origin')).toBe(window.location.origin);
    } else {
      expect(window.open).not.toHaveBeenCalled();
    }
  });

  it('returns to the page a signed-out user tried to open', async () => {
    const { username, password, user, router } = await openLogin('/pages/errors/error-404');
    expect(router.state.location.pathname).toBe('/login');
    await user.type(username, 'office');
    await user.type(password, DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pages/errors/error-404');
  });

  it('opens the legacy admin panel in a new tab with the token and this origin', async () => {
    const config = { ...(await getClientConfig()), legacyAdminUrl: 'https://legacy.example.com/admin/Default.aspx' };
    useClientConfig.getState().reset({ status: 'ready', config });
    const { username, password, submit, user } = await openLogin('/login', true);
    await user.type(username, 'office');
    await user.type(password, DEMO_PASSWORD);
    await user.click(submit);
    await screen.findByRole('heading', { name: 'Welcome !' });
    expect(window.open).toHaveBeenCalledTimes(1);
    const [href, target] = vi.mocked(window.open).mock.calls[0] ?? [];
    const url = new URL(String(href));
    expect(url.origin + url.pathname).toBe('https://legacy.example.com/admin/Default.aspx');
    expect(url.searchParams.get('token')).toBe(localStorage.getItem(TOKEN_STORAGE_KEY));
    expect(url.searchParams.get('origin')).toBe(window.location.origin);
    expect(target).toBe('_blank');
    useClientConfig.getState().reset();
  });

  it('shows other sign-in failures as a toast', async () => {
    const { username, password, submit, user } = await openLogin();
    setApiOrigin('http://127.0.0.1:9');
    try {
      await user.type(username, 'office');
      await user.type(password, DEMO_PASSWORD);
      await user.click(submit);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(/could not be reached/);
    } finally {
      setApiOrigin(inject('apiOrigin'));
    }
    expect(username).not.toHaveAttribute('aria-invalid', 'true');
    expect(password).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a refusal without field errors (disabled account) as a 6 s toast', async () => {
    const employeeNo = `new${Date.now()}`;
    await request({
      method: 'POST',
      url: API_PATHS.register,
      withToken: false,
      data: { employeeNo, email: `${employeeNo}@example.com`, password: 'Str0ng-enough', firstName: 'New' },
    });
    const { username, password, submit, user } = await openLogin();
    await user.type(username, employeeNo);
    await user.type(password, 'Str0ng-enough');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(sayHere(AUTH_MESSAGES.disabledUser));
    expect(useToastStore.getState().current).toMatchObject({ severity: 'error', durationMs: TOAST_MS.login });
    expect(TOAST_MS.login).toBe(6000);
    expect(username).not.toHaveAttribute('aria-invalid', 'true');
  });
});
