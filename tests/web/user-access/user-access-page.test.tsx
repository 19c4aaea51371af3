import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../src/domain/auth/messages.ts';
import type { AdminUser } from '../../../src/domain/users/contracts.ts';
import { login } from '../../../src/features/auth/api/login.ts';
import { createUser } from '../../../src/features/user-access/api/create-user.ts';
import { getGrants } from '../../../src/features/user-access/api/get-grants.ts';
import { UserAccessPage } from '../../../src/features/user-access/user-access-page.tsx';
import { renderApp } from '../helpers.tsx';
import { currentToast, renderPage, signedInAs } from '../render-page.tsx';

const PATH = '/apps/user-access';
let restoreToken: () => void;
let serial = 0;

beforeAll(async () => {
  restoreToken = await signedInAs('admin');
});

beforeEach(() => restoreToken());

/** A fresh account made through the API, so each test has a user of its own. */
async function newUser(firstName: string): Promise<AdminUser> {
  const employeeNo = `ua${Date.now()}${serial++}`;
  const { data } = await createUser({
    employeeNo,
    email: `${employeeNo}@example.com`,
    password: 'Str0ng-enough',
    firstName,
    lastName: 'Tester',
  });
  return data;
}

const table = () => screen.getByRole('table', { name: 'Users' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const dialogClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

async function openPage() {
  const view = await renderPage(UserAccessPage, PATH);
  const user = userEvent.setup();
  await waitFor(() => expect(within(table()).getByRole('cell', { name: 'admin' })).toBeInTheDocument());
  return { ...view, user };
}

async function searchFor(user: UserEvent, text: string) {
  const field = screen.getByRole('textbox', { name: 'Search' });
  await user.clear(field);
  await user.type(field, `${text}{Enter}`);
  await waitFor(() => expect(bodyRows()).toHaveLength(1));
  await waitFor(() => expect(bodyRows()[0]).toHaveTextContent(text));
  return bodyRows()[0] as HTMLElement;
}

describe('Users and Access', () => {
  it('lists users with their status and searches by employee number, email or name', async () => {
    const { user } = await openPage();
    expect(screen.getByRole('heading', { name: 'Users and Access' })).toBeInTheDocument();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Employee No', 'Name', 'Email', 'Designation', 'Status', 'Admin', 'Actions']);

    const row = await searchFor(user, 'warehouse');
    expect(within(row).getByRole('img', { name: 'Enabled' })).toHaveAttribute('data-color', 'green');
    expect(within(row).getAllByRole('cell')[5]).toHaveTextContent('No');
    await searchFor(user, 'admin@demo.panel');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(1));
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('');
  });

  it('creates a user from the Add New drawer, checking the fields first', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Add New' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add new user' });
    const save = within(drawer).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    const employeeNo = `ua${Date.now()}new`;
    await user.type(within(drawer).getByRole('textbox', { name: 'Employee No' }), employeeNo);
    const email = within(drawer).getByRole('textbox', { name: 'Email' });
    await user.type(email, 'not-an-email');
    await user.tab();
    expect(email).toHaveAccessibleDescription('Enter a valid email address');
    await user.clear(email);
    await user.type(email, `${employeeNo}@example.com`);
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(within(drawer).getByRole('textbox', { name: 'First name' }), 'Nadia');
    await user.type(within(drawer).getByRole('textbox', { name: 'Last name' }), 'Haddad');
    await user.type(within(drawer).getByRole('textbox', { name: 'Designation' }), 'Encoder');
    const password = within(drawer).getByLabelText(/^Password/);
    await user.type(password, 'short');
    await user.tab();
    expect(password).toHaveAccessibleDescription('At least 8 characters');
    expect(save).toBeDisabled();
    await user.type(password, '-but-now-long');
    expect(save).toBeEnabled();
    await user.click(save);

    expect(await screen.findByText('User created')).toBeInTheDocument();
    expect(currentToast()).toMatchObject({ severity: 'success' });
    await dialogClosed();
    const row = await searchFor(user, employeeNo);
    expect(row).toHaveTextContent('Nadia Haddad');
    expect(row).toHaveTextContent('Encoder');
    expect(within(row).getByRole('img', { name: 'Enabled' })).toBeInTheDocument();

    // The same employee number again is refused, and the drawer stays open with what was typed.
    await user.click(screen.getByRole('button', { name: 'Add New' }));
    const again = await screen.findByRole('dialog', { name: 'Add new user' });
    await user.type(within(again).getByRole('textbox', { name: 'Employee No' }), employeeNo);
    await user.type(within(again).getByRole('textbox', { name: 'Email' }), `other-${employeeNo}@example.com`);
    await user.type(within(again).getByRole('textbox', { name: 'First name' }), 'Other');
    await user.type(within(again).getByLabelText(/^Password/), 'Str0ng-enough');
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(AUTH_MESSAGES.duplicateUser)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add new user' })).toBeInTheDocument();
  });

  it('grants pages at L1 or L2 in the Access drawer', async () => {
    const target = await newUser('Grace');
    const { user } = await openPage();
    const row = await searchFor(user, target.employeeNo);
    await user.click(within(row).getByRole('button', { name: 'Access of Grace Tester' }));
    const drawer = await screen.findByRole('dialog', { name: 'Access of Grace Tester' });
    const country = await within(drawer).findByRole('radiogroup', { name: 'Country Settings' });
    expect(within(country).getByRole('radio', { name: 'None' })).toBeChecked();
    // Administrator pages cannot be granted, so they are not offered.
    expect(within(drawer).queryByRole('radiogroup', { name: 'Menu Settings' })).not.toBeInTheDocument();
    expect(within(drawer).getByRole('region', { name: 'Gatekeeper' })).toBeInTheDocument();

    await user.click(within(country).getByRole('radio', { name: 'L2 (change)' }));
    await user.click(within(within(drawer).getByRole('radiogroup', { name: 'State Settings' })).getByRole('radio', { name: 'L1 (open)' }));
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Access saved')).toBeInTheDocument();
    await dialogClosed();

    expect(await getGrants(target.id)).toEqual(
      expect.arrayContaining([
        { page: '/apps/country-settings', level: 'L2' },
        { page: '/apps/state-settings', level: 'L1' },
      ]),
    );
    expect(await getGrants(target.id)).toHaveLength(2);

    // Opening the drawer again shows what is stored; None removes a grant.
    await user.click(within(bodyRows()[0] as HTMLElement).getByRole('button', { name: 'Access of Grace Tester' }));
    const reopened = await screen.findByRole('dialog', { name: 'Access of Grace Tester' });
    const state = await within(reopened).findByRole('radiogroup', { name: 'State Settings' });
    expect(within(state).getByRole('radio', { name: 'L1 (open)' })).toBeChecked();
    await user.click(within(state).getByRole('radio', { name: 'None' }));
    await user.click(within(reopened).getByRole('button', { name: 'Save' }));
    await dialogClosed();
    expect(await getGrants(target.id)).toEqual([{ page: '/apps/country-settings', level: 'L2' }]);
  });

  it('disables and enables an account after asking', async () => {
    const target = await newUser('Omar');
    const { user } = await openPage();
    const row = await searchFor(user, target.employeeNo);
    await user.click(within(row).getByRole('button', { name: 'Disable Omar Tester' }));
    const confirm = await screen.findByRole('dialog', { name: 'Disable account?' });
    expect(confirm).toHaveTextContent('Omar Tester is signed out at once');
    await user.click(within(confirm).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Account disabled')).toBeInTheDocument();
    await dialogClosed();
    await waitFor(() =>
      expect(within(bodyRows()[0] as HTMLElement).getByRole('img', { name: 'Disabled' })).toHaveAttribute('data-color', 'red'),
    );

    await user.click(within(bodyRows()[0] as HTMLElement).getByRole('button', { name: 'Enable Omar Tester' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Enable account?' })).getByRole('button', { name: 'Enable' }));
    expect(await screen.findByText('Account enabled')).toBeInTheDocument();
    await waitFor(() => expect(within(bodyRows()[0] as HTMLElement).getByRole('img', { name: 'Enabled' })).toBeInTheDocument());
  });

  it('resets a password', async () => {
    const target = await newUser('Layla');
    const { user } = await openPage();
    const row = await searchFor(user, target.employeeNo);
    await user.click(within(row).getByRole('button', { name: 'Reset the password of Layla Tester' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset password' });
    const field = within(dialog).getByLabelText(/^New password/);
    const submit = within(dialog).getByRole('button', { name: 'Reset password' });
    await user.type(field, 'short');
    await user.tab();
    expect(field).toHaveAccessibleDescription('At least 8 characters');
    expect(submit).toBeDisabled();
    await user.type(field, '-now-long-enough');
    await user.click(submit);
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    await dialogClosed();
    const reply = await login({ username: target.employeeNo, password: 'short-now-long-enough' });
    expect(reply.user.userId).toBe(target.id);
  });

  it('opens in the app for an administrator only', async () => {
    const admin = await renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Users and Access', level: 1 })).toBeInTheDocument();

    admin.unmount();
    (await signedInAs('operator'))();
    await renderApp(PATH);
    expect(await screen.findByText('NOT AUTHORIZED')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Users' })).not.toBeInTheDocument();
  });
});
