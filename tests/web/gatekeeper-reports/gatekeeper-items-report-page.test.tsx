import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPalletItems } from '../../../src/features/gatekeeper-reports/api/get-pallet-items.ts';
import { GatekeeperItemsReportPage } from '../../../src/features/gatekeeper-reports/gatekeeper-items-report-page.tsx';
import { readBack } from '../components/render-kit.tsx';
import { caughtExports as files } from '../export-catcher.ts';
import { GATEKEEPER_PATHS } from '../../../src/domain/gatekeeper/contracts.ts';
import { expectFallbackNotice, expectSorted, watchCalls } from '../list-address.ts';
import { currentToast, renderPage, signedInAs } from '../render-page.tsx';

// The export's download is caught (export-catcher.ts); every call still goes to the real server.
vi.mock('../../../src/lib/excel.ts', async (original) => (await import('../export-catcher.ts')).catchingExcel(original));

const PATH = '/apps/gatekeeper-items-report';
let asOffice: () => void;

beforeAll(async () => {
  asOffice = await signedInAs('office');
});
beforeEach(() => {
  asOffice();
  files.length = 0;
});

const table = () => screen.getByRole('table', { name: 'Gate Keeper Items Report' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const field = (name: string) => screen.getByRole('textbox', { name });

async function typeInto(user: UserEvent, name: string, text: string) {
  await user.clear(field(name));
  if (text) await user.type(field(name), text);
}

describe('/apps/gatekeeper-items-report', () => {
  it('has UPC instead of Pallet Status and still asks for one filter', async () => {
    await renderPage(GatekeeperItemsReportPage, PATH);
    const user = userEvent.setup();
    expect(field('UPC')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Pallet Status' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(currentToast()?.message).toBe('Please select atleast one filter data!'));
  });

  it('lists the items of a pallet; a UPC typed with leading zeros finds the same UPC', async () => {
    const { records } = await getPalletItems({ index: 1, pageSize: 100 }, { palletNumbers: 'PLT-0001' });
    const upc = records[0]!.upc;
    await renderPage(GatekeeperItemsReportPage, PATH);
    const user = userEvent.setup();
    await typeInto(user, 'Pallet Numbers', 'PLT-0001{Enter}');
    await waitFor(() => expect(bodyRows().length).toBe(Math.min(records.length, 10)));
    const cell = within(bodyRows()[0]!)
      .getAllByText(/^\d+$/)
      .find((c) => c.textContent === records[0]!.upc);
    expect(cell).toHaveAttribute('dir', 'ltr');

    await typeInto(user, 'UPC', `00${upc}{Enter}`);
    await waitFor(() => expect(bodyRows().length).toBe(records.filter((r) => r.upc === upc).length));
    expect(bodyRows().every((r) => r.textContent?.includes(upc))).toBe(true);
  });

  it("exports every item of the search to 'Gatekeeper Items Report.xlsx' with device and server time", async () => {
    const { totalRecords } = await getPalletItems({ index: 1, pageSize: 1 }, { palletNumbers: 'PLT-0001,PLT-0002' });
    await renderPage(GatekeeperItemsReportPage, PATH);
    const user = userEvent.setup();
    await typeInto(user, 'Pallet Numbers', 'PLT-0001,PLT-0002{Enter}');
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.fileName).toBe('Gatekeeper Items Report.xlsx');
    const { rows } = readBack(files[0]!.bytes);
    expect(rows[0]).toEqual([
      'Pallet No',
      'Pallet Status',
      'UPC',
      'Is Scanned',
      'Action',
      'Remarks',
      'Created By',
      'Created Date',
      'Scanned By',
      'Scanned Date',
      'Device Time',
      'Server Time',
    ]);
    expect(rows).toHaveLength(totalRecords + 1);
    // Scanned rows carry both clocks.
    const scanned = rows.slice(1).filter((r) => r[3] === 'Yes');
    expect(scanned.length).toBeGreaterThan(0);
    expect(
      scanned.every((r) => /^\d{4}-\d\d-\d\d \d\d:\d\d$/.test(String(r[10])) && /^\d{4}-\d\d-\d\d \d\d:\d\d$/.test(String(r[11]))),
    ).toBe(true);
  });

  it('loads the view its address names (filters, page, sort) without a Search, and falls back from a bad one with a notice, never a 400', async () => {
    const second = await getPalletItems({ index: 2, pageSize: 10 }, { palletNumbers: 'PLT-0001' }, { sort: { field: 'upc', desc: true } });
    expect(second.records.length).toBeGreaterThan(0);
    const calls = watchCalls(GATEKEEPER_PATHS.items);
    const upcs = () =>
      within(table())
        .getAllByRole('row')
        .filter((row) => row.hasAttribute('data-index'))
        .map((row) => within(row).getAllByRole('cell')[2]!.textContent);
    try {
      const { unmount } = await renderPage(GatekeeperItemsReportPage, `${PATH}?palletNumbers=PLT-0001&page=2&sort=-upc`);
      await waitFor(() => expect(upcs()).toEqual(second.records.map((r) => r.upc)));
      expect(calls.last()).toMatchObject({ palletNumbers: 'PLT-0001', pageNo: 2, pageSize: 10, sort: '-upc' });
      expect(field('Pallet Numbers')).toHaveValue('PLT-0001');
      await expectSorted('UPC', 'descending', table);
      unmount();

      const bad = await renderPage(
        GatekeeperItemsReportPage,
        `${PATH}?palletNumbers=PLT-0001&to=${encodeURIComponent('99/99/9999 10:00 AM')}&sort=remarks`,
      );
      await expectFallbackNotice();
      await waitFor(() => expect(bad.router.state.location.search).toBe('?palletNumbers=PLT-0001'));
      await waitFor(() => expect(upcs().length).toBeGreaterThan(0));
      expect(calls.last()).toMatchObject({ palletNumbers: 'PLT-0001', pageNo: 1 });
      expect(calls.last().sort).toBeUndefined();
      expect(calls.last().toDateTime).toBeUndefined();
      expect(calls.calls.some((call) => call.sort === 'remarks')).toBe(false);
    } finally {
      calls.stop();
    }
  });
});
