import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../src/app/i18n.ts';
import { AUTH_MESSAGES } from '../../../src/domain/auth/messages.ts';
import { sayHere } from '../../../src/lib/words.ts';
import { registerResources } from '../../../src/features/auth/register-i18n.ts';
import { useToastStore } from '../../../src/lib/toast.ts';
import { renderApp } from '../helpers.tsx';

describe('register page', () => {
  it('creates an account that waits for an administrator, then returns to Login', async () => {
    await renderApp('/register');
    expect(await screen.findByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Register' });
    expect(submit).toBeDisabled();
    const user = userEvent.setup();
    const employeeNo = `reg${Date.now()}`;
    await user.type(screen.getByLabelText(/^Employee No/), employeeNo);
    await user.type(screen.getByLabelText(/^Email/), `${employeeNo}@example.com`);
    await user.type(screen.getByLabelText(/^Password/), 'Str0ng-enough-pass');
    await user.type(screen.getByLabelText(/^First name/), 'Mariam');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    await waitFor(() => expect(useToastStore.getState().current?.message).toBe(sayHere(AUTH_MESSAGES.registered)));
    expect(await screen.findByRole('heading', { name: 'ADMIN PANEL' })).toBeInTheDocument();
  });

  it('speaks Arabic, with the words it brings with it', async () => {
    await renderApp('/register');
    await screen.findByRole('heading', { name: 'Create an account' });
    await act(() => i18n.changeLanguage('ar'));
    try {
      const ar = registerResources.ar;
      expect(await screen.findByRole('heading', { name: ar.registerTitle })).toBeInTheDocument();
      expect(screen.getByLabelText(new RegExp(`^${ar.fields.firstName}`))).toBeInTheDocument();
      expect(screen.getByText(ar.haveAccount)).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
