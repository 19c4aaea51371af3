import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AreaSettingsPage } from '../../../src/features/reference/area-settings-page.tsx';
import { currentToast, renderPage, signedInAs } from '../render-page.tsx';
import { REFERENCE_PATHS } from '../../../src/domain/reference/paths.ts';
import { api } from '../../../src/lib/api-client.ts';
import { expectFallbackNotice, expectSorted, watchCalls } from '../list-address.ts';

const PATH = '/apps/area-settings';
let asOperator: () => void;
let asOffice: () => void;

beforeAll(async () => {
  asOperator = await signedInAs('operator');
  asOffice = await signedInAs('office');
});

beforeEach(() => {
  asOperator();
});

const unique = () => Date.now().toString(36).slice(-6).toUpperCase();
const table = () => screen.getByRole('table', { name: 'Areas' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
const optionNames = () => screen.getAllByRole('option').map((o) => o.textContent);

async function openPage() {
  const view = await renderPage(AreaSettingsPage, PATH);
  const user = userEvent.setup();
  await waitFor(() => expect(bodyRows()).toHaveLength(10));
  return { ...view, user };
}

async function choose(user: UserEvent, combobox: HTMLElement, option: string) {
  await user.click(combobox);
  await user.click(await screen.findByRole('option', { name: option }));
}

const countryFilter = () => screen.getByRole('combobox', { name: 'Select Country' });
const stateFilter = () => screen.getByRole('combobox', { name: 'Select State' });

async function searchArea(user: UserEvent, country: string, state: string) {
  await choose(user, countryFilter(), country);
  await choose(user, stateFilter(), state);
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(bodyRows().every((row) => cellsOf(row)[6] === state)).toBe(true));
}

describe('Area Settings', () => {
  it('shows the columns of the spec, and narrows the state filter to the chosen country', async () => {
    const { user } = await openPage();
    expect(screen.getByRole('heading', { name: 'Area Settings' })).toBeInTheDocument();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Id',
      'Area Name',
      'Arabic Area Name',
      'Country Name',
      'Country Code',
      'Country Code 2 (ISO)',
      'State Name',
      'State Code',
      'Status',
      'Edit',
    ]);

    await choose(user, countryFilter(), 'Saudi Arabia');
    await user.click(stateFilter());
    await waitFor(() => expect(optionNames()).toContain('Riyadh'));
    expect(optionNames()).not.toContain('Dubai');
    await user.click(await screen.findByRole('option', { name: 'Riyadh' }));
    expect(stateFilter()).toHaveValue('Riyadh');
    // Another country clears the state.
    await choose(user, countryFilter(), 'United Arab Emirates');
    expect(stateFilter()).toHaveValue('');

    await choose(user, stateFilter(), 'Dubai');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(bodyRows().map((row) => cellsOf(row)[1])).toEqual(expect.arrayContaining(['Dubai Marina', 'Deira', 'Jumeirah'])),
    );
    const marina = bodyRows().find((row) => cellsOf(row)[1] === 'Dubai Marina')!;
    expect(cellsOf(marina).slice(1)).toEqual([
      'Dubai Marina',
      'دبي مارينا',
      'United Arab Emirates',
      'UAE',
      'AE',
      'Dubai',
      'DU',
      'Active',
      '',
    ]);
    expect(within(marina).getByRole('img', { name: 'Active' })).toHaveAttribute('data-color', 'green');
    expect(within(marina).getByRole('cell', { name: 'دبي مارينا' })).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveTextContent('1,000');
  });

  it('adds an area (the state select follows the drawer’s country) and edits it with Update & Save', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Add New' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add New Area' });
    const name = `Al Quoz ${unique()}`;
    await user.type(within(drawer).getByRole('textbox', { name: 'Area Name' }), name);
    await user.type(within(drawer).getByRole('textbox', { name: 'Arabic Area Name' }), 'القوز');
    const stateSelect = () => within(drawer).getByRole('combobox', { name: /^State Name/ });
    expect(stateSelect()).toHaveAttribute('aria-disabled', 'true');
    await choose(user, within(drawer).getByRole('combobox', { name: /^Country Name/ }), 'Saudi Arabia');
    await user.click(stateSelect());
    await waitFor(() => expect(optionNames()).toContain('Riyadh'));
    expect(optionNames()).not.toContain('Dubai');
    await user.keyboard('{Escape}');
    await choose(user, within(drawer).getByRole('combobox', { name: /^Country Name/ }), 'United Arab Emirates');
    await choose(user, stateSelect(), 'Dubai');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentToast()).toMatchObject({ severity: 'success', message: 'Area created successfully' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The list reloads: newest first.
    await waitFor(() => expect(cellsOf(bodyRows()[0]!)[1]).toBe(name));
    expect(cellsOf(bodyRows()[0]!).slice(2, 8)).toEqual(['القوز', 'United Arab Emirates', 'UAE', 'AE', 'Dubai', 'DU']);

    await user.click(within(bodyRows()[0]!).getByRole('button', { name: `Edit ${name}` }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Area' });
    expect(within(edit).getByRole('combobox', { name: /^Country Name/ })).toHaveTextContent('United Arab Emirates');
    await waitFor(() => expect(within(edit).getByRole('combobox', { name: /^State Name/ })).toHaveTextContent('Dubai'));
    await choose(user, within(edit).getByRole('combobox', { name: /^State Name/ }), 'Sharjah');
    await user.clear(within(edit).getByRole('textbox', { name: 'Area Name' }));
    await user.type(within(edit).getByRole('textbox', { name: 'Area Name' }), `${name} North`);
    await user.click(within(edit).getByRole('button', { name: 'Update & Save' }));
    await waitFor(() => expect(currentToast()).toMatchObject({ severity: 'success', message: 'Area updated successfully' }));
    await waitFor(() =>
      expect(cellsOf(bodyRows()[0]!).slice(1, 8)).toEqual([`${name} North`, 'القوز', 'United Arab Emirates', 'UAE', 'AE', 'Sharjah', 'SH']),
    );

    await searchArea(user, 'United Arab Emirates', 'Sharjah');
    expect(bodyRows().some((row) => cellsOf(row)[1] === `${name} North`)).toBe(true);
  });

  it('stops a save without a state in the form, naming the field by its label', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Add New' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add New Area' });
    await user.type(within(drawer).getByRole('textbox', { name: 'Area Name' }), 'Nowhere');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentToast()).toMatchObject({ severity: 'error', message: 'Check these fields: State Name' }));
    expect(within(drawer).getByRole('combobox', { name: /^State Name/ })).toHaveAccessibleDescription(/Required/);
    expect(screen.getByRole('dialog', { name: 'Add New Area' })).toBeInTheDocument();
  });

  it('greys out Add New and Edit for a user holding only L1', async () => {
    asOffice();
    await openPage();
    expect(screen.getByRole('button', { name: 'Add New' })).toBeDisabled();
    expect(within(bodyRows()[0]!).getByRole('button', { name: /^Edit / })).toBeDisabled();
  });

  it('opens the view its address names, and falls back from a bad address with a notice instead of a refusal', async () => {
    const countries = (await api.get(REFERENCE_PATHS.countryLookup)).data.data.records as { Id: number; countryCode: string }[];
    const uae = countries.find((c) => c.countryCode === 'UAE')!.Id;
    const calls = watchCalls(REFERENCE_PATHS.areas);
    try {
      const view = await renderPage(AreaSettingsPage, `${PATH}?countryId=${uae}&page=2&size=10&sort=-areaName`);
      await waitFor(() => expect(bodyRows()).toHaveLength(10));
      expect(calls.last()).toMatchObject({ countryId: uae, index: 2, pageSize: 10, sort: '-areaName' });
      await expectSorted(/^Area Name/, 'descending');
      expect(countryFilter()).toHaveValue('United Arab Emirates');
      const names = bodyRows().map((row) => cellsOf(row)[1]!);
      expect(names.every((name) => cellsOf(bodyRows()[0]!)[3] === 'United Arab Emirates' && name.length > 0)).toBe(true);
      view.unmount();

      calls.calls.length = 0;
      const bad = await renderPage(AreaSettingsPage, `${PATH}?sort=areaCode&page=abc`);
      await waitFor(() => expect(bodyRows()).toHaveLength(10));
      await expectFallbackNotice();
      expect(calls.calls.every((c) => c.sort === undefined && c.index === 1)).toBe(true);
      await waitFor(() => expect(bad.router.state.location.search).toBe(''));
    } finally {
      calls.stop();
    }
  });
});
