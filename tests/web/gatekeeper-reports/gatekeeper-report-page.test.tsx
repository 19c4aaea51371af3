import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPalletHeaders } from '../../../src/features/gatekeeper-reports/api/get-pallet-headers.ts';
import { GatekeeperReportPage } from '../../../src/features/gatekeeper-reports/gatekeeper-report-page.tsx';
import { readBack } from '../components/render-kit.tsx';
import { caughtExports as files } from '../export-catcher.ts';
import { GATEKEEPER_PATHS } from '../../../src/domain/gatekeeper/contracts.ts';
import { expectFallbackNotice, expectSorted, watchCalls } from '../list-address.ts';
import { currentToast, renderPage, signedInAs } from '../render-page.tsx';

// The export's download is caught (export-catcher.ts); every call still goes to the real server.
vi.mock('../../../src/lib/excel.ts', async (original) => (await import('../export-catcher.ts')).catchingExcel(original));

const PATH = '/apps/gatekeeper-report';
let asOffice: () => void;

beforeAll(async () => {
  asOffice = await signedInAs('office');
});
beforeEach(() => {
  asOffice();
  files.length = 0;
});

const table = () => screen.getByRole('table', { name: 'Gate Keeper Report' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const field = (name: string) => screen.getByRole('textbox', { name });

async function openPage() {
  await renderPage(GatekeeperReportPage, PATH);
  return userEvent.setup();
}

async function typeInto(user: UserEvent, name: string, text: string) {
  await user.clear(field(name));
  if (text) await user.type(field(name), text);
}

/**
 * Types a date and time into a picker field as a person does: every section emptied, then the digits
 * run through month, day, year, hours and minutes, and A or P sets AM/PM ('01/02/2026 10:00 AM').
 */
async function typeDate(user: UserEvent, name: string, text: string) {
  const [first] = within(screen.getByRole('group', { name })).getAllByRole('spinbutton');
  await user.click(first!);
  await user.keyboard('{Control>}a{/Control}{Backspace}');
  await user.keyboard(text.replace(/[^0-9APap]/g, '').replace(/[ap]/g, (c) => c.toUpperCase()));
}

async function search(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Search' }));
}

describe('/apps/gatekeeper-report', () => {
  it('asks for at least one filter before searching, and loads nothing until then', async () => {
    const user = await openPage();
    // Shown once the user's saved columns are known.
    expect(await screen.findByText('Choose at least one filter and press Search')).toBeInTheDocument();
    await search(user);
    await waitFor(() => expect(currentToast()?.message).toBe('Please select atleast one filter data!'));
    expect(currentToast()?.severity).toBe('error');
    // Blanks and lone commas are no filter either.
    await typeInto(user, 'Pallet Numbers', ' , ,');
    await search(user);
    expect(currentToast()?.message).toBe('Please select atleast one filter data!');
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeDisabled();
  });

  it('refuses more than 5 pallet numbers, bad characters and unreadable or reversed dates, naming the field', async () => {
    const user = await openPage();
    await typeInto(user, 'Pallet Numbers', 'PLT-0001,PLT-0002,PLT-0003,PLT-0004,PLT-0005,PLT-0006');
    await search(user);
    expect(await screen.findByText('At most 5 pallet numbers, separated by commas')).toBeInTheDocument();
    await typeInto(user, 'Pallet Numbers', 'PLT-0001;PLT');
    await search(user);
    expect(await screen.findByText('Pallet numbers take letters, digits, hyphen and slash only')).toBeInTheDocument();
    await typeInto(user, 'Pallet Numbers', '');
    // Half a date is no date: the message names the field by its label.
    await typeDate(user, 'From Date Time', '01/01');
    await search(user);
    expect(await screen.findByText('From Date Time: enter a complete date and time as MM/DD/YYYY hh:mm AM')).toBeInTheDocument();
    await typeDate(user, 'From Date Time', '01/02/2026 10:00 AM');
    await typeDate(user, 'To Date Time', '01/01/2026 10:00 PM');
    await search(user);
    expect(await screen.findByText('To Date Time must not be before From Date Time')).toBeInTheDocument();
    // Nothing was searched.
    expect(screen.getByText('Choose at least one filter and press Search')).toBeInTheDocument();
  });

  it('finds pallets by number with their counts; numbers render left-to-right', async () => {
    const user = await openPage();
    await typeInto(user, 'Pallet Numbers', 'PLT-0001, PLT-0002{Enter}');
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    const first = bodyRows().find((r) => r.textContent?.includes('PLT-0001'))!;
    expect(first).toHaveTextContent('Closed');
    expect(within(first).getByText('PLT-0001')).toHaveAttribute('dir', 'ltr');
    const second = bodyRows().find((r) => r.textContent?.includes('PLT-0002'))!;
    expect(second).toHaveTextContent('Open');
    // The counts match the server's.
    const page = await getPalletHeaders({ index: 1, pageSize: 10 }, { palletNumbers: 'PLT-0002' });
    const counts = page.records[0]!.counts;
    const cells = within(second)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(3, 7)).toEqual([counts.scanned, counts.total, counts.missing, counts.excess].map(String));
  });

  it('filters by status and by a date window in the deployment time zone', async () => {
    const user = await openPage();
    await user.click(screen.getByRole('combobox', { name: 'Pallet Status' }));
    await user.click(await screen.findByRole('option', { name: 'Closed' }));
    await search(user);
    await waitFor(() => expect(bodyRows().some((r) => r.textContent?.includes('PLT-0001'))).toBe(true));
    expect(bodyRows().every((r) => r.textContent?.includes('Closed'))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await typeInto(user, 'Pallet Numbers', 'PLT-0003');
    await typeDate(user, 'From Date Time', '01/01/2000 12:00 AM');
    await typeDate(user, 'To Date Time', '12/31/2099 11:59 pm');
    await search(user);
    // The closed pallets' search may also have shown one row: wait for the row of this search.
    await waitFor(() => {
      expect(bodyRows()).toHaveLength(1);
      expect(bodyRows()[0]).toHaveTextContent('PLT-0003');
    });
    // A window that ended long ago finds nothing.
    await typeDate(user, 'To Date Time', '01/01/2001 12:00 AM');
    await search(user);
    await waitFor(() => expect(screen.getByText('No Data Found')).toBeInTheDocument());
  });

  it("exports every row of the search to 'Gatekeeper Report.xlsx'", async () => {
    const user = await openPage();
    await typeInto(user, 'Pallet Numbers', 'PLT-0001,PLT-0002,PLT-0003');
    await search(user);
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.fileName).toBe('Gatekeeper Report.xlsx');
    const { rows } = readBack(files[0]!.bytes);
    expect(rows[0]).toEqual([
      'Pallet No',
      'Pallet Status',
      'Qty',
      'Scanned',
      'Total',
      'Missing',
      'Excess',
      'Created By',
      'Created Date',
      'Closed By',
      'Closed Date',
    ]);
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(['PLT-0001', 'PLT-0002', 'PLT-0003']);
  });

  it('loads the view its address names (filters, page, sort) without a Search, and falls back from a bad one with a notice, never a 400', async () => {
    const calls = watchCalls(GATEKEEPER_PATHS.headers);
    const pallets = () =>
      within(table())
        .getAllByRole('row')
        .filter((row) => row.hasAttribute('data-index'))
        .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    try {
      const { unmount } = await renderPage(GatekeeperReportPage, `${PATH}?palletNumbers=PLT-0001,PLT-0002&page=2&size=1&sort=palletNo`);
      await waitFor(() => expect(pallets()).toEqual(['PLT-0002']));
      expect(calls.last()).toMatchObject({ palletNumbers: 'PLT-0001,PLT-0002', pageNo: 2, pageSize: 1, sort: 'palletNo' });
      expect(field('Pallet Numbers')).toHaveValue('PLT-0001,PLT-0002');
      await expectSorted('Pallet No', 'ascending', table);
      expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeEnabled();
      unmount();

      const bad = await renderPage(GatekeeperReportPage, `${PATH}?palletNumbers=PLT-0001&from=13/45/2026&sort=upc&page=abc`);
      await expectFallbackNotice();
      await waitFor(() => expect(bad.router.state.location.search).toBe('?palletNumbers=PLT-0001'));
      await waitFor(() => expect(pallets()).toEqual(['PLT-0001']));
      expect(calls.last()).toMatchObject({ palletNumbers: 'PLT-0001', pageNo: 1 });
      expect(calls.last().sort).toBeUndefined();
      expect(calls.last().fromDateTime).toBeUndefined();
      expect(calls.calls.some((call) => call.sort === 'upc')).toBe(false);
    } finally {
      calls.stop();
    }
  });
});
