import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CountrySettingsPage } from '../../../src/features/reference/country-settings-page.tsx';
import { currentToast, renderPage, signedInAs } from '../render-page.tsx';
import { REFERENCE_PATHS } from '../../../src/domain/reference/paths.ts';
import { expectFallbackNotice, expectSorted, watchCalls } from '../list-address.ts';

const PATH = '/apps/country-settings';
let asOperator: () => void;
let asOffice: () => void;

beforeAll(async () => {
  asOperator = await signedInAs('operator');
  asOffice = await signedInAs('office');
});

beforeEach(() => {
  asOperator();
});

/** A country code no other test run has used. */
const uniqueCode = () => `W${Date.now().toString(36).slice(-6).toUpperCase()}`;

const table = () => screen.getByRole('table', { name: 'Countries' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const rowOf = (text: string) => bodyRows().find((row) => row.textContent?.includes(text));

async function openPage() {
  const view = await renderPage(CountrySettingsPage, PATH);
  const user = userEvent.setup();
  await waitFor(() => expect(within(table()).getByRole('cell', { name: 'United Arab Emirates' })).toBeInTheDocument());
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

async function fill(user: UserEvent, drawer: HTMLElement, label: string, value: string) {
  const field = within(drawer).getByLabelText(label, { exact: true });
  await user.clear(field);
  if (value) await user.type(field, value);
}

describe('Country Settings', () => {
  it('lists the countries with the columns of the spec, flags as dots and Arabic names right to left', async () => {
    await openPage();
    expect(screen.getByRole('heading', { name: 'Country Settings' })).toBeInTheDocument();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Id',
      'Country Name',
      'Arabic Country Name',
      'Country Code',
      'Country Code 2 (ISO)',
      'Domain',
      'Currency code',
      'Return Days',
      'Show Invoice Vat',
      'Service Avail (Online Store)',
      'Edit',
    ]);
    const uae = rowOf('United Arab Emirates')!;
    expect(
      within(uae)
        .getAllByRole('img', { name: 'Yes' })
        .map((dot) => dot.dataset.color),
    ).toEqual(['green', 'green']);
    const arabic = within(uae).getByRole('cell', { name: 'الإمارات العربية المتحدة' });
    expect(arabic).toHaveAttribute('dir', 'auto');
    const qatar = rowOf('Qatar')!;
    expect(
      within(qatar)
        .getAllByRole('img', { name: 'No' })
        .map((dot) => dot.dataset.color),
    ).toEqual(['red', 'red']);
  });

  it('searches by name or code with Enter, and Clear shows every country again', async () => {
    const { user } = await openPage();
    const row = await searchFor(user, 'Saudi');
    expect(row).toHaveTextContent('KSA');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(bodyRows().length).toBeGreaterThanOrEqual(6));
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('');
  });

  it('creates a country from the drawer; the server refuses a bad value and a taken code, naming the field', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Add New' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add Country' });
    const code = uniqueCode();
    await fill(user, drawer, 'Country Name', `Testland ${code}`);
    await fill(user, drawer, 'Arabic Country Name', 'أرض الاختبار');
    await fill(user, drawer, 'Country Code', 'UAE');
    await fill(user, drawer, 'Country Code 2 (ISO)', 'tl');
    await fill(user, drawer, 'Currency code', 'tld');
    await fill(user, drawer, 'Mobile Country Code', '');
    await fill(user, drawer, 'Mobile Local Number Length', '8');
    await fill(user, drawer, 'Return Days', '21');
    await user.click(within(drawer).getByLabelText('Service Avail (Online Store)'));
    expect(within(drawer).getByRole('spinbutton', { name: 'Exchange Rate' })).toHaveValue(1);

    // The contract's checks run in the form: the empty number is named by its label and nothing is sent.
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({ severity: 'error', message: 'Check these fields: Mobile Country Code', durationMs: 2000 }),
    );
    expect(within(drawer).getByLabelText('Mobile Country Code', { exact: true })).toHaveAccessibleDescription('Required');

    await fill(user, drawer, 'Mobile Country Code', '888');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentToast()).toMatchObject({ severity: 'error', message: 'Country code UAE already exists' }));
    expect(within(drawer).getByLabelText('Country Code', { exact: true })).toHaveAccessibleDescription('Country code UAE already exists');

    await fill(user, drawer, 'Country Code', code.toLowerCase());
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({ severity: 'success', message: 'Country created successfully', durationMs: 2000 }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const row = await searchFor(user, code);
    expect(row).toHaveTextContent(`Testland ${code}`);
    expect(row).toHaveTextContent('TL');
    expect(row).toHaveTextContent('TLD');
    expect(within(row).getAllByRole('cell')[7]).toHaveTextContent('21');
    expect(
      within(row)
        .getAllByRole('img')
        .map((dot) => dot.dataset.color),
    ).toEqual(['red', 'green']);
  });

  it('edits a country with Update & Save, and the list shows the change', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Add New' }));
    const add = await screen.findByRole('dialog', { name: 'Add Country' });
    const code = uniqueCode();
    for (const [label, value] of [
      ['Country Name', `Editland ${code}`],
      ['Country Code', code],
      ['Country Code 2 (ISO)', 'EL'],
      ['Currency code', 'ELD'],
      ['Mobile Country Code', '777'],
      ['Mobile Local Number Length', '9'],
    ]) {
      await fill(user, add, label!, value!);
    }
    await user.click(within(add).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const row = await searchFor(user, code);
    await user.click(within(row).getByRole('button', { name: `Edit Editland ${code}` }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit Country' });
    expect(within(drawer).getByLabelText('Country Name', { exact: true })).toHaveValue(`Editland ${code}`);
    expect(within(drawer).getByRole('spinbutton', { name: 'Mobile Country Code' })).toHaveValue(777);
    await fill(user, drawer, 'Domain', 'el.gulfretail.com');
    await user.click(within(drawer).getByLabelText('Show Invoice Vat'));
    await user.click(within(drawer).getByRole('button', { name: 'Update & Save' }));
    await waitFor(() => expect(currentToast()).toMatchObject({ severity: 'success', message: 'Country updated successfully' }));
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('el.gulfretail.com'));
    expect(
      within(bodyRows()[0]!)
        .getAllByRole('img')
        .map((dot) => dot.dataset.color),
    ).toEqual(['green', 'red']);
  });

  it('greys out Add New and Edit for a user holding only L1', async () => {
    asOffice();
    await openPage();
    expect(screen.getByRole('button', { name: 'Add New' })).toBeDisabled();
    const edit = within(rowOf('United Arab Emirates')!).getByRole('button', { name: 'Edit United Arab Emirates' });
    expect(edit).toBeDisabled();
    expect(edit.parentElement).toHaveAccessibleDescription('This option is Disabled');
  });

  it('opens the view its address names, and falls back from a bad address with a notice instead of a refusal', async () => {
    const calls = watchCalls(REFERENCE_PATHS.countries);
    try {
      const view = await renderPage(CountrySettingsPage, `${PATH}?search=united&size=50&sort=-countryCode`);
      await waitFor(() => expect(within(table()).getByRole('cell', { name: 'United Arab Emirates' })).toBeInTheDocument());
      expect(calls.last()).toMatchObject({ search: 'united', sort: '-countryCode' });
      await expectSorted('Country Code', 'descending');
      expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('united');
      expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveTextContent('50');
      view.unmount();

      calls.calls.length = 0;
      const bad = await renderPage(CountrySettingsPage, `${PATH}?sort=vatper&page=abc`);
      await waitFor(() => expect(within(table()).getByRole('cell', { name: 'United Arab Emirates' })).toBeInTheDocument());
      await expectFallbackNotice();
      expect(calls.calls.every((c) => c.sort === undefined)).toBe(true);
      await waitFor(() => expect(bad.router.state.location.search).toBe(''));
    } finally {
      calls.stop();
    }
  });
});
