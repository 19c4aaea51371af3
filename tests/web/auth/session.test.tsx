import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, inject, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../src/domain/auth/messages.ts';
import { sayHere } from '../../../src/lib/words.ts';
import { TOKEN_STORAGE_KEY } from '../../../src/domain/constants.ts';
import { API_PATHS } from '../../../src/domain/services.ts';
import { login } from '../../../src/features/auth/api/login.ts';
import { useSession } from '../../../src/features/auth/session-store.ts';
import { request } from '../../../src/lib/api-client.ts';
import { setApiOrigin } from '../../../src/lib/api-config.ts';
import { DEMO_PASSWORD, fakeToken, nowSeconds, renderApp } from '../helpers.tsx';

describe('session', () => {
  it('treats a visitor without a token as a guest and remembers where they were going', async () => {
    const { router } = await renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'ADMIN PANEL' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ redirectUrl: '/dashboard' });
    expect(useSession.getState().status).toBe('guest');
  });

  it('signs out an expired stored token with "access_token expired"', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, fakeToken({ sub: '1', exp: nowSeconds() - 60 }));
    await renderApp('/dashboard');
    expect(await screen.findByText('access_token expired')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'ADMIN PANEL' })).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(useSession.getState().user).toBeNull();
  });

  it('signs out with "Failed to login with token." when the server refuses the stored token', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, fakeToken({ sub: '1', exp: nowSeconds() + 3600 }));
    await renderApp('/dashboard');
    expect(await screen.findByText(sayHere(AUTH_MESSAGES.tokenLoginFailed))).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'ADMIN PANEL' })).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('signs in with a valid stored token after a splash, and keeps the fresh token', async () => {
    const { token } = await login({ username: 'office', password: DEMO_PASSWORD });
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
    await renderApp('/dashboard');
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome !' })).toBeInTheDocument();
    expect(useSession.getState().user?.role).toContain('L1');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(useSession.getState().token);
  });

  it('logs out: clears jwt_access_token, empties the user and leaves the signed-in pages', async () => {
    const { token } = await login({ username: 'operator', password: DEMO_PASSWORD });
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
    const { router } = await renderApp('/dashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /User menu$/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'ADMIN PANEL' })).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(useSession.getState()).toMatchObject({ status: 'guest', user: null, token: null });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('signs out with "Invalid access_token" when a call is refused mid-session', async () => {
    const { token } = await login({ username: 'warehouse', password: DEMO_PASSWORD });
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
    await renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Welcome !' });
    // Another token the server cannot verify, as after a secret rotation.
    localStorage.setItem(TOKEN_STORAGE_KEY, fakeToken({ sub: '1', exp: nowSeconds() + 3600 }));
    await act(() => request({ method: 'GET', url: API_PATHS.tokenLogin }).catch(() => undefined));
    expect(await screen.findByText(sayHere(AUTH_MESSAGES.invalidToken))).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'ADMIN PANEL' })).toBeInTheDocument());
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('opens offline with the stored token and checks it again when the network returns', async () => {
    // Signing in through the store caches the user beside the token, as a real sign-in does.
    await useSession.getState().signIn({ username: 'warehouse', password: DEMO_PASSWORD });
    const token = localStorage.getItem(TOKEN_STORAGE_KEY);
    setApiOrigin('http://127.0.0.1:9');
    try {
      await renderApp('/dashboard');
      expect(await screen.findByRole('heading', { name: 'Welcome !' })).toBeInTheDocument();
      expect(useSession.getState()).toMatchObject({ status: 'signed-in', unverified: true, token });
    } finally {
      setApiOrigin(inject('apiOrigin'));
    }
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(useSession.getState().unverified).toBe(false));
    expect(useSession.getState().status).toBe('signed-in');
  });

  it('still refuses an unreachable token sign-in when no user was cached for that token', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, fakeToken({ sub: '1', exp: nowSeconds() + 3600 }));
    setApiOrigin('http://127.0.0.1:9');
    try {
      await renderApp('/dashboard');
      expect(await screen.findByText(sayHere(AUTH_MESSAGES.tokenLoginFailed))).toBeInTheDocument();
    } finally {
      setApiOrigin(inject('apiOrigin'));
    }
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});
