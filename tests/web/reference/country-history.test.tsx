import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Country } from '../../../src/domain/reference/countries.ts';
import { REFERENCE_PATHS } from '../../../src/domain/reference/paths.ts';
import { CountrySettingsPage } from '../../../src/features/reference/country-settings-page.tsx';
import { request } from '../../../src/lib/api-client.ts';
import { currentToast, renderPage, signedInAs } from '../render-page.tsx';

const PATH = '/apps/country-settings';
let asOperator: () => void;
let asAdmin: () => void;

beforeAll(async () => {
  asOperator = await signedInAs('operator');
  asAdmin = await signedInAs('admin');
});

const uniqueCode = () => `H${Date.now().toString(36).slice(-6).toUpperCase()}`;
const table = () => screen.getByRole('table', { name: 'Countries' });
const rowOf = (text: string) =>
  within(table())
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(text));

/** A country of its own for one test, created through the API. */
async function newCountry(name: string): Promise<Country> {
  asOperator();
  const code = uniqueCode();
  return request({
    method: 'POST',
    url: REFERENCE_PATHS.countries,
    data: {
      countryName: name,
      countryCode: code,
      countryCode2: 'HH',
      currencyCode: 'HHD',
      exchangeRate: 1,
      exchangeRateProduct: 1,
      mobileCountryCode: 555,
      mobileLocalNumberLength: 8,
      vatper: 0,
      vatCalcValue: 1,
      returnDays: 10,
      showInvoiceVat: false,
      serviceAvail: false,
    },
  });
}

/** The administrator saves the country meanwhile, from their own read. */
async function adminSaves(country: Country, change: Partial<Country>) {
  asAdmin();
  const { Id, revision, ...fields } = country;
  await request({ method: 'PUT', url: `${REFERENCE_PATHS.countries}/${Id}`, data: { ...fields, ...change, revision } });
  asOperator();
}

async function openEdit(name: string) {
  asOperator();
  await renderPage(CountrySettingsPage, PATH);
  const user = userEvent.setup();
  await waitFor(() => expect(rowOf('United Arab Emirates')).toBeDefined());
  await user.type(screen.getByRole('textbox', { name: 'Search' }), `${name}{Enter}`);
  await waitFor(() => expect(rowOf(name)).toBeDefined());
  await user.click(within(rowOf(name)!).getByRole('button', { name: `Edit ${name}` }));
  return { user, drawer: await screen.findByRole('dialog', { name: 'Edit Country' }) };
}

async function typeInto(user: UserEvent, drawer: HTMLElement, label: string, value: string) {
  const field = within(drawer).getByLabelText(label, { exact: true });
  await user.clear(field);
  await user.type(field, value);
}

describe('Country Settings with a colleague', () => {
  it('refuses a save from a stale read, shows their value beside mine, and Overwrite saves mine through their revision', async () => {
    const name = `Staleland ${uniqueCode()}`;
    const country = await newCountry(name);
    const { user, drawer } = await openEdit(name);
    await adminSaves(country, { returnDays: 15 });
    await typeInto(user, drawer, 'Return Days', '16');
    await user.click(within(drawer).getByRole('button', { name: 'Update & Save' }));

    const alert = await within(drawer).findByRole('alert');
    expect(alert).toHaveTextContent('Someone else saved this record');
    expect(alert).toHaveTextContent(/Aisha Rahman saved it at \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    const row = within(alert).getByRole('row', { name: /Return Days/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['15', '16']);
    expect(currentToast()).toMatchObject({ severity: 'error', message: expect.stringMatching(/^Aisha Rahman changed this record at/) });
    // Nothing the user typed is lost.
    expect(within(drawer).getByLabelText('Return Days', { exact: true })).toHaveValue(16);

    await user.click(within(alert).getByRole('button', { name: 'Overwrite' }));
    await waitFor(() => expect(currentToast()).toMatchObject({ severity: 'success', message: 'Country updated successfully' }));
    const stored = (await request<{ records: Country[] }>({ method: 'GET', url: REFERENCE_PATHS.countries, params: { search: name } }))
      .records[0]!;
    expect(stored).toMatchObject({ returnDays: 16, revision: country.revision + 2 });
  });

  it('Reload takes their record into the form', async () => {
    const name = `Reloadland ${uniqueCode()}`;
    const country = await newCountry(name);
    const { user, drawer } = await openEdit(name);
    await adminSaves(country, { domain: 'theirs.example.com' });
    await typeInto(user, drawer, 'Return Days', '40');
    await user.click(within(drawer).getByRole('button', { name: 'Update & Save' }));
    const alert = await within(drawer).findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(within(drawer).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(drawer).getByLabelText('Domain', { exact: true })).toHaveValue('theirs.example.com');
    expect(within(drawer).getByLabelText('Return Days', { exact: true })).toHaveValue(10);
  });

  it('offers Undo for 10 s after an edit, and the History names who changed which field', async () => {
    const name = `Undoland ${uniqueCode()}`;
    await newCountry(name);
    const { user, drawer } = await openEdit(name);
    await typeInto(user, drawer, 'Return Days', '33');
    await user.click(within(drawer).getByRole('button', { name: 'Update & Save' }));
    await waitFor(() => expect(currentToast()).toMatchObject({ severity: 'success', durationMs: 10_000, action: { label: 'Undo' } }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    currentToast()!.action!.onClick();
    await waitFor(() => expect(currentToast()).toMatchObject({ severity: 'success', message: 'Change undone' }));
    const stored = async () =>
      (await request<{ records: Country[] }>({ method: 'GET', url: REFERENCE_PATHS.countries, params: { search: name } })).records[0]!;
    await waitFor(async () => expect((await stored()).returnDays).toBe(10));

    await user.click(within(rowOf(name)!).getByRole('button', { name: `Edit ${name}` }));
    const again = await screen.findByRole('dialog', { name: 'Edit Country' });
    await user.click(within(again).getByRole('button', { name: `History of ${name}` }));
    const history = await screen.findByRole('dialog', { name: `History: ${name}` });
    const entries = await within(history).findAllByRole('listitem');
    expect(entries.map((e) => within(e).getByRole('heading').textContent)).toEqual([
      'Undone by Priya Nair',
      'Changed by Priya Nair',
      'Created by Priya Nair',
    ]);
    const change = within(entries[1]!).getByRole('row', { name: /Return Days/ });
    expect(
      within(change)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['10', '33']);
  });
});
