import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { landingPath } from '../../../src/app/paths.ts';
import { TOKEN_STORAGE_KEY } from '../../../src/domain/constants.ts';
import { login } from '../../../src/features/auth/api/login.ts';
import { DEMO_PASSWORD, renderApp } from '../helpers.tsx';

async function openedBy(username: string, path: string) {
  const { token } = await login({ username, password: DEMO_PASSWORD });
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
  return renderApp(path);
}

describe('where a signed-in user lands', () => {
  it('signs the warehouse user in to Gate Keeper, not the dashboard', async () => {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    const { router } = await renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Emp No / Email'), 'warehouse');
    await user.type(screen.getByLabelText('Password'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/gatekeeper'), { timeout: 10_000 });
  });

  it("opens '/' on Gate Keeper for the warehouse user and on the dashboard for office staff", async () => {
    const warehouse = await openedBy('warehouse', '/');
    await waitFor(() => expect(warehouse.router.state.location.pathname).toBe('/apps/gatekeeper'), { timeout: 10_000 });
    warehouse.unmount();
    const office = await openedBy('operator', '/');
    await waitFor(() => expect(office.router.state.location.pathname).toBe('/dashboard'), { timeout: 10_000 });
    expect(await screen.findByRole('heading', { name: 'Welcome !' })).toBeInTheDocument();
  });

  it('sends to Gate Keeper only a user whose one write grant is the gatekeeper', () => {
    expect(landingPath({ isAdmin: false, levels: { '/apps/gatekeeper': 'L2', '/apps/gatekeeper-report': 'L1' } })).toBe('/apps/gatekeeper');
    expect(landingPath({ isAdmin: false, levels: { '/apps/gatekeeper': 'L2', '/apps/country-settings': 'L2' } })).toBe('/dashboard');
    expect(landingPath({ isAdmin: false, levels: { '/apps/gatekeeper': 'L1' } })).toBe('/dashboard');
    expect(landingPath({ isAdmin: true, levels: {} })).toBe('/dashboard');
  });
});
