import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../src/domain/auth/messages.ts';
import { sayHere } from '../../../src/lib/words.ts';
import type { AdminUser } from '../../../src/domain/users/contracts.ts';
import { login } from '../../../src/features/auth/api/login.ts';
import { createUser } from '../../../src/features/user-access/api/create-user.ts';
import type { Grant } from '../../../src/domain/users/contracts.ts';
import { getGrants } from '../../../src/features/user-access/api/get-grants.ts';
import { saveGrants } from '../../../src/features/user-access/api/save-grants.ts';
import { setUserEnabled } from '../../../src/features/user-access/api/set-user-enabled.ts';
import { UserAccessPage } from '../../../src/features/user-access/user-access-page.tsx';
import { renderApp } from '../helpers.tsx';
import { currentToast, renderPage, signedInAs } from '../render-page.tsx';
import { API_PATHS } from '../../../src/domain/services.ts';
import { expectFallbackNotice, expectSorted, watchCalls } from '../list-address.ts';

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

/** Grants in page order, to compare two users' grants whatever order the server lists them in. */
const sorted = (grants: Grant[]) => [...grants].sort((a, b) => a.page.localeCompare(b.page));
const levelChosen = (scope: HTMLElement, page: string, level: string) =>
  within(within(scope).getByRole('radiogroup', { name: page })).getByRole('radio', { name: level });

async function openAccess(user: UserEvent, target: AdminUser) {
  const row = await searchFor(user, target.employeeNo);
  const name = `${target.firstName} ${target.lastName}`;
  await user.click(within(row).getByRole('button', { name: `Access of ${name}` }));
  const drawer = await screen.findByRole('dialog', { name: `Access of ${name}` });
  await within(drawer).findByRole('radiogroup', { name: 'Country Settings' });
  return drawer;
}

const STALE = /^Aisha Rahman changed this record at \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}, after you opened it$/;
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
    await searchFor(user, 'operator@demo.panel');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(1));
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('');
  });

  it('checks the Add New fields with the users contract before anything is sent', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Add New' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add new user' });
    // Nothing is sent while the contract refuses the form: the fields say why, and the toast names them.
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({ severity: 'error', message: 'Check these fields: Employee No, Email, Password, First name' }),
    );
    expect(within(drawer).getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription('First name is required');
    const email = within(drawer).getByRole('textbox', { name: 'Email' });
    await user.type(email, 'not-an-email');
    expect(email).toHaveAccessibleDescription('Enter a valid email address');
    await user.clear(email);
    await user.type(email, 'x@example.com');
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
    const password = within(drawer).getByLabelText(/^Password/);
    await user.type(password, 'short');
    expect(password).toHaveAccessibleDescription('At least 12 characters');
    await user.type(password, '-but-now-long');
    expect(password).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(drawer).getByRole('switch', { name: 'Administrator' })).toHaveAccessibleDescription(
      'Administrators open every screen and change everything.',
    );
  });

  it('creates a user from the Add New drawer', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Add New' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add new user' });
    const employeeNo = `ua${Date.now()}new`;
    await user.type(within(drawer).getByRole('textbox', { name: 'Employee No' }), employeeNo);
    await user.type(within(drawer).getByRole('textbox', { name: 'Email' }), `${employeeNo}@example.com`);
    await user.type(within(drawer).getByRole('textbox', { name: 'First name' }), 'Nadia');
    await user.type(within(drawer).getByRole('textbox', { name: 'Last name' }), 'Haddad');
    await user.type(within(drawer).getByRole('textbox', { name: 'Designation' }), 'Encoder');
    await user.type(within(drawer).getByLabelText(/^Password/), 'Str0ng-enough');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));

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
    expect(await screen.findByText(sayHere(AUTH_MESSAGES.duplicateUser))).toBeInTheDocument();
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

  it('sets every page of an area at once; the saved grants are the levels shown', async () => {
    const target = await newUser('Hana');
    const { user } = await openPage();
    const drawer = await openAccess(user, target);
    const reference = within(drawer).getByRole('region', { name: 'Reference data' });
    const whole = within(reference).getByRole('group', { name: 'Set every page of Reference data' });
    expect(within(whole).getByRole('button', { name: 'All None' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(whole).getByRole('button', { name: 'All L2' }));
    for (const page of ['Area Settings', 'Country Settings', 'State Settings'])
      expect(levelChosen(reference, page, 'L2 (change)')).toBeChecked();
    expect(within(whole).getByRole('button', { name: 'All L2' })).toHaveAttribute('aria-pressed', 'true');
    // One page set apart: the area no longer has one level, and the other areas were left alone.
    await user.click(levelChosen(reference, 'State Settings', 'L1 (open)'));
    expect(within(whole).getByRole('button', { name: 'All L2' })).toHaveAttribute('aria-pressed', 'false');
    expect(levelChosen(drawer, 'Campaign Details', 'None')).toBeChecked();

    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentToast()).toMatchObject({ severity: 'success', message: 'Access saved' }));
    await dialogClosed();
    expect(sorted(await getGrants(target.id))).toEqual([
      { page: '/apps/area-settings', level: 'L2' },
      { page: '/apps/country-settings', level: 'L2' },
      { page: '/apps/state-settings', level: 'L1' },
    ]);
  });

  it('copies the access of another user into the form, stored only by Save', async () => {
    const model = await newUser(`Model${Date.now()}`);
    await saveGrants(
      model.id,
      [
        { page: '/apps/manage-auth', level: 'L2' },
        { page: '/apps/order-failure', level: 'L1' },
      ],
      model.revision,
    );
    const target = await newUser('Idris');
    await saveGrants(target.id, [{ page: '/apps/country-settings', level: 'L1' }], target.revision);
    const { user } = await openPage();
    const drawer = await openAccess(user, target);

    const copy = within(drawer).getByRole('button', { name: 'Copy' });
    expect(copy).toBeDisabled();
    await user.type(within(drawer).getByRole('combobox', { name: 'Copy access from another user' }), 'Model');
    await user.click(await screen.findByRole('option', { name: `${model.firstName} Tester` }));
    await user.click(copy);
    await waitFor(() => expect(levelChosen(drawer, 'Manage Auth', 'L2 (change)')).toBeChecked());
    expect(levelChosen(drawer, 'Order Failure', 'L1 (open)')).toBeChecked();
    // The copy replaces what the user had.
    expect(levelChosen(drawer, 'Country Settings', 'None')).toBeChecked();
    expect(within(drawer).getByRole('status')).toHaveTextContent(`The access of ${model.firstName} Tester is filled in below.`);

    // Nothing is stored before Save, and closing now would lose the copy, so it asks.
    expect(await getGrants(target.id)).toEqual([{ page: '/apps/country-settings', level: 'L1' }]);
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    const leave = await screen.findByRole('dialog', { name: 'Leave with unsaved changes?' });
    await user.click(within(leave).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Leave with unsaved changes?' })).not.toBeInTheDocument());
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentToast()).toMatchObject({ severity: 'success', message: 'Access saved' }));
    await dialogClosed();
    expect(sorted(await getGrants(target.id))).toEqual(sorted(await getGrants(model.id)));
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
    await user.click(submit);
    expect(field).toHaveAccessibleDescription('At least 12 characters');
    expect(screen.getByRole('dialog', { name: 'Reset password' })).toBeInTheDocument();
    await user.type(field, '-now-long-enough');
    await user.click(submit);
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    await dialogClosed();
    const reply = await login({ username: target.employeeNo, password: 'short-now-long-enough' });
    expect(reply.user.userId).toBe(target.id);
  });

  it('offers Undo in the toast after disabling, which enables the account again', async () => {
    const target = await newUser('Samir');
    const { user } = await openPage();
    const row = await searchFor(user, target.employeeNo);
    await user.click(within(row).getByRole('button', { name: 'Disable Samir Tester' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Disable account?' })).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(currentToast()).toMatchObject({ severity: 'success', message: 'Account disabled', durationMs: 10_000 }));
    await dialogClosed();
    await waitFor(() => expect(within(bodyRows()[0] as HTMLElement).getByRole('img', { name: 'Disabled' })).toBeInTheDocument());

    currentToast()!.action!.onClick();
    await waitFor(() => expect(currentToast()).toMatchObject({ severity: 'success', message: 'Account enabled' }));
    await waitFor(() => expect(within(bodyRows()[0] as HTMLElement).getByRole('img', { name: 'Enabled' })).toBeInTheDocument());
  });

  it('refuses to disable a user changed since the list was read, says who, and asks again about the user as now', async () => {
    const target = await newUser('Rania');
    const { user } = await openPage();
    const row = await searchFor(user, target.employeeNo);
    // Someone changes the user after the list was read.
    await saveGrants(target.id, [{ page: '/apps/country-settings', level: 'L1' }], target.revision);

    await user.click(within(row).getByRole('button', { name: 'Disable Rania Tester' }));
    const confirm = await screen.findByRole('dialog', { name: 'Disable account?' });
    await user.click(within(confirm).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(currentToast()).toMatchObject({ severity: 'error', message: expect.stringMatching(STALE) }));
    expect(screen.getByRole('dialog', { name: 'Disable account?' })).toBeInTheDocument();
    // Asked again, from the user as they now are: it goes through.
    await user.click(within(screen.getByRole('dialog', { name: 'Disable account?' })).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(currentToast()).toMatchObject({ severity: 'success', message: 'Account disabled' }));
    await dialogClosed();
  });

  it('shows a grants save refused over a change since beside the other change, and saves on Overwrite', async () => {
    const target = await newUser('Tariq');
    const { user } = await openPage();
    const drawer = await openAccess(user, target);
    // Someone grants a page while the drawer is open.
    await saveGrants(target.id, [{ page: '/apps/state-settings', level: 'L2' }], target.revision);

    await user.click(levelChosen(drawer, 'Country Settings', 'L1 (open)'));
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    const stale = await within(drawer).findByRole('alert');
    expect(stale).toHaveTextContent('Someone else saved this record');
    const rows = within(within(stale).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['Country SettingsnoneL1', 'State SettingsL2none']);
    expect(await getGrants(target.id)).toEqual([{ page: '/apps/state-settings', level: 'L2' }]);

    await user.click(within(stale).getByRole('button', { name: 'Overwrite' }));
    await waitFor(() => expect(currentToast()).toMatchObject({ severity: 'success', message: 'Access saved' }));
    await dialogClosed();
    expect(await getGrants(target.id)).toEqual([{ page: '/apps/country-settings', level: 'L1' }]);

    // The toast's Undo puts back the grants as they were before this save: the other person's.
    currentToast()!.action!.onClick();
    await waitFor(() => expect(currentToast()).toMatchObject({ message: 'Access saved' }));
    await waitFor(async () => expect(await getGrants(target.id)).toEqual([{ page: '/apps/state-settings', level: 'L2' }]));
  });

  it('says who changed the user before a password reset, and sets it anyway when asked', async () => {
    const target = await newUser('Zaid');
    const { user } = await openPage();
    const row = await searchFor(user, target.employeeNo);
    await user.click(within(row).getByRole('button', { name: 'Reset the password of Zaid Tester' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset password' });
    await setUserEnabled(target.id, false, target.revision);

    await user.type(within(dialog).getByLabelText(/^New password/), 'Another-str0ng-one');
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Aisha Rahman changed this user after you opened it.');
    await user.click(within(alert).getByRole('button', { name: 'Set it anyway' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    await dialogClosed();
  });

  it("shows a user's history from the row: status changes and the password only as changed", async () => {
    const target = await newUser('Yara');
    const disabled = await setUserEnabled(target.id, false, target.revision);
    await setUserEnabled(target.id, true, disabled.data.revision);
    const { user } = await openPage();
    const row = await searchFor(user, target.employeeNo);
    await user.click(within(row).getByRole('button', { name: 'History of Yara Tester' }));
    const dialog = await screen.findByRole('dialog', { name: 'History: Yara Tester' });
    const changes = await within(dialog).findAllByRole('table', { name: 'Status changed by Aisha Rahman' });
    expect(changes).toHaveLength(2);
    expect(within(changes[0]!).getByRole('row', { name: /Enabled/ })).toHaveTextContent('EnabledNoYes');
    const created = within(dialog).getByRole('table', { name: 'Created by Aisha Rahman' });
    expect(within(created).getByRole('row', { name: /Password/ })).toHaveTextContent('Passwordchanged');
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

  it('opens the view its address names, and falls back from a bad address with a notice instead of a refusal', async () => {
    const calls = watchCalls(API_PATHS.users);
    try {
      const view = await renderPage(UserAccessPage, `${PATH}?search=a&size=50&sort=-employeeNo`);
      await waitFor(() => expect(calls.last()).toMatchObject({ search: 'a', index: 1, pageSize: 50, sort: '-employeeNo' }));
      await expectSorted('Employee No', 'descending');
      expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveTextContent('50');
      view.unmount();

      calls.calls.length = 0;
      const bad = await renderPage(UserAccessPage, `${PATH}?sort=password&page=abc`);
      await expectFallbackNotice();
      await waitFor(() => expect(calls.calls.length).toBeGreaterThan(0));
      expect(calls.calls.every((c) => c.sort === undefined && c.index === 1)).toBe(true);
      await waitFor(() => expect(bad.router.state.location.search).toBe(''));
    } finally {
      calls.stop();
    }
  });
});
