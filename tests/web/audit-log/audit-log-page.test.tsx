import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Country } from '../../../src/domain/reference/countries.ts';
import { REFERENCE_PATHS } from '../../../src/domain/reference/paths.ts';
import { AuditLogPage } from '../../../src/features/audit-log/audit-log-page.tsx';
import { request } from '../../../src/lib/api-client.ts';
import { readBack } from '../components/render-kit.tsx';
import { caughtExports as files } from '../export-catcher.ts';
import { currentToast, renderPage, signedInAs } from '../render-page.tsx';
import { HISTORY_PATHS } from '../../../src/domain/history/paths.ts';
import { expectFallbackNotice, expectSorted, watchCalls } from '../list-address.ts';

vi.mock('../../../src/lib/excel.ts', async (original) => (await import('../export-catcher.ts')).catchingExcel(original));

const PATH = '/apps/audit-log';
let asAdmin: () => void;
let asOperator: () => void;

beforeAll(async () => {
  asAdmin = await signedInAs('admin');
  asOperator = await signedInAs('operator');
});

const table = () => screen.getByRole('table', { name: 'Change log entries' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

/** A country of this test's own, changed once by the operator. */
async function changedCountry() {
  asOperator();
  const code = `A${Date.now().toString(36).slice(-6).toUpperCase()}`;
  const country = await request<Country>({
    method: 'POST',
    url: REFERENCE_PATHS.countries,
    data: {
      countryName: `Auditland ${code}`,
      countryCode: code,
      countryCode2: 'AX',
      currencyCode: 'AXD',
      exchangeRate: 1,
      exchangeRateProduct: 1,
      mobileCountryCode: 333,
      mobileLocalNumberLength: 8,
      vatper: 0,
      vatCalcValue: 1,
      returnDays: 10,
      showInvoiceVat: false,
      serviceAvail: false,
    },
  });
  const { Id, revision, ...fields } = country;
  await request({ method: 'PUT', url: `${REFERENCE_PATHS.countries}/${Id}`, data: { ...fields, returnDays: 12, revision } });
  asAdmin();
  return country;
}

describe('Audit Log', () => {
  it('filters by record, names fields by their labels and the page by its title, and exports what it shows', async () => {
    const country = await changedCountry();
    await renderPage(AuditLogPage, PATH);
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Audit Log' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Record type' }));
    await user.click(await screen.findByRole('option', { name: 'Country' }));
    await user.type(screen.getByRole('textbox', { name: 'Record id' }), String(country.Id));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    const cells = within(bodyRows()[0]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(1, 6)).toEqual([
      'Priya Nair',
      'Country Settings',
      `Country ${country.countryName} #${country.Id}`,
      'Changed',
      'Return Days: 10 → 12',
    ]);
    expect(cells[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    files.length = 0;
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(files).toHaveLength(1), { timeout: 15_000 });
    expect(files[0]!.fileName).toBe('Audit Log.xlsx');
    const { rows } = readBack(files[0]!.bytes);
    expect(rows[0]).toEqual(['Time', 'User', 'Page', 'Record', 'Action', 'Changes', 'Data centre', 'Request id']);
    expect(rows.slice(1).map((r) => r[4])).toEqual(['Changed', 'Created']);
    expect(rows[1]![5]).toBe('Return Days: 10 → 12');
  });

  it('refuses a non-numeric record id under its field, without asking the server', async () => {
    // A session of its own: other files sign the administrator in and out meanwhile.
    (await signedInAs('admin'))();
    await renderPage(AuditLogPage, PATH);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Record id' }), 'abc');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('textbox', { name: 'Record id' })).toHaveAccessibleDescription('Digits only');
    expect(currentToast()?.message ?? null).toBeNull();
  });

  it('reads in Arabic, right to left', async () => {
    await renderPage(AuditLogPage, PATH, { language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'سجل التدقيق' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'إدخالات سجل التغييرات' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('opens the view its address names, and falls back from a bad address with a notice instead of a refusal', async () => {
    asAdmin();
    const calls = watchCalls(HISTORY_PATHS.auditLog);
    try {
      const view = await renderPage(
        AuditLogPage,
        `${PATH}?pagePath=/apps/country-settings&action=update&from=01/01/2020&page=2&size=10&sort=at`,
      );
      await waitFor(() =>
        expect(calls.last()).toMatchObject({
          page: '/apps/country-settings',
          action: 'update',
          from: '2020-01-01',
          index: 2,
          pageSize: 10,
          sort: 'at',
        }),
      );
      await expectSorted('Time', 'ascending');
      expect(screen.getByRole('combobox', { name: 'Action' })).toHaveTextContent('Changed');
      view.unmount();

      calls.calls.length = 0;
      const bad = await renderPage(AuditLogPage, `${PATH}?sort=changes&page=abc&from=13/45/2024&entity=nothing`);
      await expectFallbackNotice();
      await waitFor(() => expect(calls.calls.length).toBeGreaterThan(0));
      expect(calls.calls.every((c) => c.sort === undefined && c.index === 1 && c.from === undefined && c.entity === undefined)).toBe(true);
      await waitFor(() => expect(bad.router.state.location.search).toBe(''));
    } finally {
      calls.stop();
    }
  });
});
