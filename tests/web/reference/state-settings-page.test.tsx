import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../src/app/i18n.ts';
import { StateSettingsPage } from '../../../src/features/reference/state-settings-page.tsx';
import { currentToast, renderPage, signedInAs } from '../render-page.tsx';

const PATH = '/apps/state-settings';
let asOperator: () => void;
let asOffice: () => void;

beforeAll(async () => {
  asOperator = await signedInAs('operator');
  asOffice = await signedInAs('office');
});

beforeEach(() => {
  asOperator();
});

const uniqueCode = () => `S${Date.now().toString(36).slice(-6).toUpperCase()}`;
const table = () => screen.getByRole('table', { name: 'States' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const pageSize = () => screen.getByRole('combobox', { name: 'Rows per page' });

async function openPage() {
  const view = await renderPage(StateSettingsPage, PATH);
  const user = userEvent.setup();
  await waitFor(() => expect(bodyRows()).toHaveLength(10));
  return { ...view, user };
}

/** Picks an option of an autocomplete or a select by its visible name. */
async function choose(user: UserEvent, combobox: HTMLElement, option: string) {
  await user.click(combobox);
  await user.click(await screen.findByRole('option', { name: option }));
}

async function filterByCountry(user: UserEvent, country: string) {
  await choose(user, screen.getByRole('combobox', { name: 'Select Country' }), country);
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(bodyRows().every((row) => row.textContent?.includes(country))).toBe(true));
}

describe('State Settings', () => {
  it('shows page 1 of 10 with the columns of the spec, status green for a', async () => {
    await openPage();
    expect(screen.getByRole('heading', { name: 'State Settings' })).toBeInTheDocument();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'id',
      'stateName',
      'ar_StateName',
      'stateCode',
      'countryName',
      'countryCode',
      'countryCode2 (ISO)',
      'status',
      'Edit',
    ]);
    expect(pageSize()).toHaveTextContent(/^10$/);
    const row = bodyRows().find((r) => r.textContent?.includes('Asir'))!;
    expect(within(row).getByRole('img', { name: 'Active' })).toHaveAttribute('data-color', 'green');
    expect(within(row).getByRole('cell', { name: 'عسير' })).toHaveAttribute('dir', 'auto');
  });

  it('searches the chosen country with 1000 rows a page, and Clear goes back to 10 of all', async () => {
    const { user } = await openPage();
    await filterByCountry(user, 'United Arab Emirates');
    expect(pageSize()).toHaveTextContent('1,000');
    const names = bodyRows().map((row) => within(row).getAllByRole('cell')[1]!.textContent);
    expect(names).toEqual(
      expect.arrayContaining(['Abu Dhabi', 'Dubai', 'Sharjah', 'Ajman', 'Umm Al Quwain', 'Ras Al Khaimah', 'Fujairah']),
    );
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(pageSize()).toHaveTextContent(/^10$/);
    expect(screen.getByRole('combobox', { name: 'Select Country' })).toHaveValue('');
  });

  it("adds a state in the filtered country, then edits it to Inactive (orange); the create's toast lasts 2 s, the edit's offers Undo", async () => {
    const { user } = await openPage();
    await filterByCountry(user, 'United Arab Emirates');
    await user.click(screen.getByRole('button', { name: 'Add New' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add New State' });
    const code = uniqueCode();
    await user.type(within(drawer).getByRole('textbox', { name: 'State Name' }), `Hatta ${code}`);
    await user.type(within(drawer).getByRole('textbox', { name: 'Arabic State Name' }), 'حتا');
    await user.type(within(drawer).getByRole('textbox', { name: 'State Code' }), code);
    // The new state starts in the country the list shows.
    expect(within(drawer).getByRole('combobox', { name: /^Country/ })).toHaveTextContent('United Arab Emirates');
    await user.clear(within(drawer).getByRole('spinbutton', { name: 'Display Order' }));
    await user.type(within(drawer).getByRole('spinbutton', { name: 'Display Order' }), '8');
    expect(within(drawer).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Active');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({ severity: 'success', message: 'State created successfully', durationMs: 2000 }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Newest first: the list reloads with the new state on top.
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent(`Hatta ${code}`));
    const row = bodyRows()[0]!;
    expect(row).toHaveTextContent('حتا');
    expect(row).toHaveTextContent('UAE');
    expect(row).toHaveTextContent('AE');

    await user.click(within(row).getByRole('button', { name: `Edit Hatta ${code}` }));
    const edit = await screen.findByRole('dialog', { name: 'Edit State' });
    expect(within(edit).getByRole('textbox', { name: 'State Code' })).toHaveValue(code);
    await choose(user, within(edit).getByRole('combobox', { name: 'Status' }), 'Inactive');
    await user.click(within(edit).getByRole('button', { name: 'Update & Save' }));
    await waitFor(() =>
      // An edit's toast offers Undo for 10 s (the create's keeps the spec's 2 s).
      expect(currentToast()).toMatchObject({
        severity: 'success',
        message: 'State updated successfully',
        durationMs: 10_000,
        action: { label: 'Undo' },
      }),
    );
    await waitFor(() => expect(within(bodyRows()[0]!).getByRole('img', { name: 'Inactive' })).toHaveAttribute('data-color', 'orange'));
  });

  it('shows the server’s refusal of a taken code as a 2 s error toast and on the field', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Add New' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add New State' });
    await user.type(within(drawer).getByRole('textbox', { name: 'State Name' }), 'Dubai again');
    await user.type(within(drawer).getByRole('textbox', { name: 'State Code' }), 'du');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    // No country chosen: the contract's check in the form names the field by its label.
    await waitFor(() =>
      expect(currentToast()).toMatchObject({ severity: 'error', message: 'Check these fields: Country', durationMs: 2000 }),
    );
    await choose(user, within(drawer).getByRole('combobox', { name: /^Country/ }), 'United Arab Emirates');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({ severity: 'error', message: 'State code DU already exists in United Arab Emirates' }),
    );
    expect(within(drawer).getByRole('textbox', { name: 'State Code' })).toHaveAccessibleDescription(
      'State code DU already exists in United Arab Emirates',
    );
  });

  it('names countries in Arabic in Arabic mode: the filter’s options and the grid’s country column', async () => {
    await renderPage(StateSettingsPage, PATH, { language: 'ar' });
    const user = userEvent.setup();
    const grid = screen.getByRole('table');
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(11));
    const asir = within(grid).getByRole('cell', { name: 'Asir' }).closest('tr')!;
    // The state keeps both its columns (spec 002 §2); the country has one, so it speaks the language in use.
    expect(within(asir).getByRole('cell', { name: 'عسير' })).toBeInTheDocument();
    await waitFor(() => expect(within(asir).getByRole('cell', { name: 'المملكة العربية السعودية' })).toBeInTheDocument());
    await user.click(screen.getByRole('combobox', { name: 'اختر الدولة' }));
    expect(await screen.findByRole('option', { name: 'الإمارات العربية المتحدة' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'United Arab Emirates' })).not.toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
  });

  it('greys out Add New and Edit for a user holding only L1', async () => {
    asOffice();
    await openPage();
    expect(screen.getByRole('button', { name: 'Add New' })).toBeDisabled();
    expect(within(bodyRows()[0]!).getByRole('button', { name: /^Edit / })).toBeDisabled();
  });
});
