import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../src/app/i18n.ts';
import type { StockInTransit, StockInTransitFilter } from '../../../src/domain/stock/stock-in-transit.ts';
import { deleteStockInTransit } from '../../../src/features/stock-in-transit/api/delete-stock-in-transit.ts';
import { getStockInTransit } from '../../../src/features/stock-in-transit/api/get-stock-in-transit.ts';
import { undoLatest } from '../../../src/lib/history/history-api.ts';
import { EncoderStockInTransitPage } from '../../../src/features/stock-in-transit/encoder-stock-in-transit-page.tsx';
import { formatDateTime } from '../../../src/lib/date-time.ts';
import { readBack } from '../components/render-kit.tsx';
import { caughtExports as files } from '../export-catcher.ts';
import { STOCK_PATHS } from '../../../src/domain/stock/paths.ts';
import { expectFallbackNotice, expectSorted, watchCalls } from '../list-address.ts';
import { currentToast, renderPage, signedInAs } from '../render-page.tsx';

// The export's download is caught (export-catcher.ts); every call still goes to the real server.
vi.mock('../../../src/lib/excel.ts', async (original) => (await import('../export-catcher.ts')).catchingExcel(original));

const PATH = '/apps/encoder-stock-in-transit';
const COLUMNS = ['upc', 'pId', 'itemName', 'style', 'sizeLabel', 'qty', 'boxNo', 'isRackFilled', 'createdName', 'createdDateUTC'];
let asOperator: () => void;
let asOffice: () => void;

beforeAll(async () => {
  asOperator = await signedInAs('operator');
  asOffice = await signedInAs('office');
});

beforeEach(() => {
  asOperator();
  files.length = 0;
});

afterEach(() => {
  vi.restoreAllMocks();
});

const table = () => screen.getByRole('table', { name: 'Stock in transit' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
/** The text of one column in every row on screen. */
const cellsOf = (column: string) => bodyRows().map((row) => within(row).getAllByRole('cell')[COLUMNS.indexOf(column)]!.textContent);
const range = () => screen.getByText(/^\d+–\d+ of [\d,]+$/).textContent;
/** What the server answers for a filter: the first page, as the screen asks it. */
const serverPage = (filter: StockInTransitFilter) => getStockInTransit({ index: 1, pageSize: 10 }, filter);

async function openPage() {
  const view = await renderPage(EncoderStockInTransitPage, PATH);
  const user = userEvent.setup();
  await waitFor(() => expect(bodyRows()).toHaveLength(10));
  return { ...view, user };
}

async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Waits until the screen shows exactly the rows the server answers for `filter`, in order. */
async function showsRowsOf(filter: StockInTransitFilter): Promise<StockInTransit[]> {
  const expected = (await serverPage(filter)).records;
  expect(expected.length).toBeGreaterThan(0);
  await waitFor(() => expect(cellsOf('upc')).toEqual(expected.map((r) => r.upc)));
  expect(cellsOf('createdDateUTC')).toEqual(expected.map((r) => formatDateTime(r.createdDateUTC, 'Asia/Dubai')));
  return expected;
}

/** Searches the UPC of a row the delete rule allows (rack not filled, ADD_STOCK): that row and its place on screen. */
async function showDeletable(user: UserEvent) {
  const row = (await getStockInTransit({ index: 1, pageSize: 1000 }, { isRackFilled: 0, action: 'ADD_STOCK' })).records[0]!;
  await user.type(screen.getByRole('textbox', { name: 'UPC' }), `${row.upc}{Enter}`);
  const rows = await showsRowsOf({ upc: row.upc });
  return { row, index: rows.findIndex((r) => r.id === row.id) };
}

// Each test runs several searches against the real server; on a busy machine that takes longer than one call's test.
describe('Encoder Stock In Transit', { timeout: 60_000 }, () => {
  it('shows the spec’s columns, newest first, with the rack as a red or green dot that says what it means', async () => {
    const { user } = await openPage();
    expect(screen.getByRole('heading', { name: 'Encoder Stock In Transit' })).toBeInTheDocument();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    // Headed by words, in the user's language; the export keeps the spec's names (COLUMNS).
    expect(headers).toEqual([
      'UPC',
      'PID',
      'Item Name',
      'Style',
      'Size',
      'Qty',
      'Box No',
      'Rack Filled',
      'Created By',
      'Created Date',
      'Create Content',
      'Delete',
      'History',
    ]);
    const all = await showsRowsOf({});
    const stamps = all.map((r) => r.createdDateUTC);
    expect(stamps).toEqual([...stamps].sort().reverse());

    await choose(user, 'Rack Filled', 'Yes');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await showsRowsOf({ isRackFilled: 1 });
    for (const row of bodyRows()) {
      expect(within(row).getByRole('img', { name: 'Rack filled' })).toHaveAttribute('data-color', 'green');
      // Filled racks are never deleted: no row of them offers it.
      expect(within(row).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    }

    await choose(user, 'Rack Filled', 'No');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await showsRowsOf({ isRackFilled: 0 });
    for (const row of bodyRows()) expect(within(row).getByRole('img', { name: 'Rack not filled' })).toHaveAttribute('data-color', 'red');
  });

  it('heads the columns in the user’s language, the codes left to right in Arabic; the export keeps the spec’s names', async () => {
    await renderPage(EncoderStockInTransitPage, PATH, { language: 'ar' });
    const user = userEvent.setup();
    const grid = () => screen.getByRole('table', { name: 'المخزون قيد النقل' });
    await waitFor(() => expect(within(grid()).getAllByRole('row')).toHaveLength(11));
    const headers = within(grid())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(0, 3)).toEqual(['الرمز UPC', 'رقم المنتج', 'اسم الصنف']);
    const firstRow = within(grid()).getAllByRole('row')[1]!;
    const upc = within(firstRow).getAllByRole('cell')[0]!.querySelector('bdi');
    expect(upc).toHaveAttribute('dir', 'ltr');
    await user.click(screen.getByRole('button', { name: 'تصدير إلى Excel' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(readBack(files[0]!.bytes).rows[0]).toEqual(COLUMNS);
    await act(() => i18n.changeLanguage('en'));
  });

  it('narrows by UPC on Enter and by PID; Clear shows every row again', async () => {
    const { user } = await openPage();
    const everything = range();
    const [first] = (await serverPage({})).records;
    await user.type(screen.getByRole('textbox', { name: 'UPC' }), `${first!.upc}{Enter}`);
    await showsRowsOf({ upc: first!.upc });
    expect(cellsOf('upc').every((upc) => upc === first!.upc)).toBe(true);

    await user.clear(screen.getByRole('textbox', { name: 'UPC' }));
    const withPid = (await serverPage({ isRackFilled: 0 })).records.find((r) => r.pId !== null)!;
    await user.type(screen.getByRole('textbox', { name: 'PID' }), `${withPid.pId}{Enter}`);
    await showsRowsOf({ pId: withPid.pId });
    expect(cellsOf('pId').every((pId) => pId === String(withPid.pId))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(range()).toBe(everything));
    expect(screen.getByRole('textbox', { name: 'PID' })).toHaveValue('');
  });

  it('narrows by a part of the Style and of the CreatedName, in any case', async () => {
    const { user } = await openPage();
    const withPid = (await serverPage({ isRackFilled: 0 })).records.find((r) => r.pId !== null)!;
    const part = withPid.style.slice(0, 4).toLowerCase();
    await user.type(screen.getByRole('textbox', { name: 'Style' }), part);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await showsRowsOf({ style: part });
    expect(cellsOf('style').every((style) => style?.toLowerCase().includes(part))).toBe(true);

    await user.clear(screen.getByRole('textbox', { name: 'Style' }));
    await user.type(screen.getByRole('textbox', { name: 'CreatedName' }), 'rashid');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await showsRowsOf({ createdName: 'rashid' });
    expect(cellsOf('createdName').every((name) => name === 'Rashid Khan')).toBe(true);
  });

  it('sends Create Content Yes as 0, the rows still waiting for content, and No as 1', async () => {
    const { user } = await openPage();
    await choose(user, 'Create Content', 'Yes');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const waiting = await showsRowsOf({ isContentCreated: 0 });
    expect(waiting.every((r) => !r.isContentCreated)).toBe(true);
    await choose(user, 'Create Content', 'No');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const made = await showsRowsOf({ isContentCreated: 1 });
    expect(made.every((r) => r.isContentCreated)).toBe(true);
    // Content already made: nothing to create on any row.
    expect(screen.queryByRole('button', { name: /^Create Content for/ })).not.toBeInTheDocument();
  });

  it('narrows by the day typed as MM/DD/YYYY, a day of Dubai', async () => {
    const { user } = await openPage();
    const newest = cellsOf('createdDateUTC')[0]!.slice(0, 10);
    const [year, month, day] = newest.split('-');
    await user.click(within(screen.getByRole('group', { name: 'Date' })).getAllByRole('spinbutton')[0]!);
    await user.keyboard(`${month}${day}${year}`);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await showsRowsOf({ createdDate: newest });
    expect(cellsOf('createdDateUTC').every((date) => date?.startsWith(newest))).toBe(true);
  });

  it('exports every row of the filter, not only the page on screen', async () => {
    const { user } = await openPage();
    await user.type(screen.getByRole('textbox', { name: 'CreatedName' }), 'Maria');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await showsRowsOf({ createdName: 'Maria' });
    const all = await getStockInTransit({ index: 1, pageSize: 1000 }, { createdName: 'Maria' });
    expect(all.totalRecords).toBeGreaterThan(10);
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.fileName).toBe('Encoder Stock In Transit.xlsx');
    const { rows } = readBack(files[0]!.bytes);
    expect(rows[0]).toEqual(COLUMNS);
    expect(rows.slice(1).map((r) => r[0])).toEqual(all.records.map((r) => r.upc));
    expect(rows.slice(1).map((r) => r[7])).toEqual(all.records.map((r) => (r.isRackFilled ? 'Yes' : 'No')));
    expect(rows.slice(1).map((r) => r[9])).toEqual(all.records.map((r) => formatDateTime(r.createdDateUTC, 'Asia/Dubai')));
  });

  it('names a PID that is not a number under its field and does not search', async () => {
    const { user } = await openPage();
    const before = range();
    await user.type(screen.getByRole('textbox', { name: 'PID' }), '12a{Enter}');
    expect(screen.getByRole('textbox', { name: 'PID' })).toHaveAccessibleDescription('A PID is a number');
    expect(range()).toBe(before);
  });

  it('opens the product view of a row waiting for content in a new window, in CONTENT_CREATOR mode with the row’s action and id', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = await openPage();
    await choose(user, 'Create Content', 'Yes');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const rows = await showsRowsOf({ isContentCreated: 0 });
    const index = rows.findIndex((r) => r.pId !== null && r.action !== 'ADD_STOCK');
    expect(index).toBeGreaterThanOrEqual(0);
    const row = rows[index]!;
    await user.click(within(bodyRows()[index]!).getByRole('button', { name: `Create Content for UPC ${row.upc}` }));
    expect(open).toHaveBeenCalledWith(
      `/apps/products-view/${row.pId}?action=${row.action}&mode=CONTENT_CREATOR&ssId=${row.id}`,
      '_blank',
      'noopener',
    );
    // A row that only waits for its rack has no content to create.
    rows.forEach((r, i) => {
      if (r.action === 'ADD_STOCK')
        expect(within(bodyRows()[i]!).queryByRole('button', { name: /^Create Content/ })).not.toBeInTheDocument();
    });
  });

  it('offers delete only on rows of the rule; asks, deletes, says so and reloads the list', async () => {
    const { user } = await openPage();
    await choose(user, 'Rack Filled', 'No');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const rows = await showsRowsOf({ isRackFilled: 0 });
    rows.forEach((r, i) => {
      const offered = within(bodyRows()[i]!).queryByRole('button', { name: `Delete UPC ${r.upc}` }) !== null;
      // ADD_STOCK_NEW_UPC waits for its UPC to be added; CONTENT_CREATOR needs a PID; ADD_STOCK may go.
      const expected = r.action === 'ADD_STOCK' || (r.action === 'CONTENT_CREATOR' && r.pId !== null);
      expect({ upc: r.upc, action: r.action, pId: r.pId, offered }).toEqual({
        upc: r.upc,
        action: r.action,
        pId: r.pId,
        offered: expected,
      });
    });
    expect(bodyRows().some((row) => within(row).queryByRole('button', { name: /^Delete UPC/ }))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    const { row: victim, index } = await showDeletable(user);
    const total = (await serverPage({ upc: victim.upc })).totalRecords;
    await user.click(within(bodyRows()[index]!).getByRole('button', { name: `Delete UPC ${victim.upc}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete from Stock In Transit?' });
    expect(dialog).toHaveTextContent(victim.upc);
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    // The toast offers Undo for 10 s.
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        severity: 'success',
        message: 'Deleted successfully from Stock In Transit',
        durationMs: 10_000,
        action: { label: 'Undo' },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list reloads by itself: the row is gone from the screen as from the server.
    expect((await serverPage({ upc: victim.upc })).totalRecords).toBe(total - 1);
    if (total > 1) expect((await showsRowsOf({ upc: victim.upc })).map((r) => r.id)).not.toContain(victim.id);
    else await within(table()).findByText('No Data Found');

    // Undo puts the row back, and the list shows it again.
    currentToast()!.action!.onClick();
    await waitFor(() => expect(currentToast()).toMatchObject({ severity: 'success', message: 'Change undone' }));
    expect((await serverPage({ upc: victim.upc })).totalRecords).toBe(total);
    await waitFor(() => expect(bodyRows().some((r) => within(r).queryByText(victim.upc) !== null)).toBe(true));
  });

  it('refuses to delete a row changed since the list was read, names who changed it, and shows the row again', async () => {
    const { user } = await openPage();
    const { row, index } = await showDeletable(user);
    await user.click(within(bodyRows()[index]!).getByRole('button', { name: `Delete UPC ${row.upc}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete from Stock In Transit?' });
    // Another screen deletes it and puts it back: the row is there, at a newer revision.
    await deleteStockInTransit(row.id, row.upc, row.revision);
    await undoLatest({ entity: 'stock-in-transit', id: row.id, revision: row.revision });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({ severity: 'error', message: expect.stringMatching(/^Priya Nair changed this record at /) }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await serverPage({ upc: row.upc })).records.map((r) => r.id)).toContain(row.id);
  });

  it("shows a row's history: who deleted it and who put it back, with the row's fields", async () => {
    const { user } = await openPage();
    const { row } = await showDeletable(user);
    await deleteStockInTransit(row.id, row.upc, row.revision);
    await undoLatest({ entity: 'stock-in-transit', id: row.id, revision: row.revision });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const rows = await showsRowsOf({ upc: row.upc });
    const index = rows.findIndex((r) => r.id === row.id);
    await user.click(within(bodyRows()[index]!).getByRole('button', { name: `History of ${row.upc}` }));
    const history = await screen.findByRole('dialog', { name: `History: ${row.upc}` });
    const entries = await within(history).findAllByRole('listitem');
    expect(entries.slice(0, 2).map((e) => within(e).getByRole('heading').textContent)).toEqual([
      'Restored by Priya Nair',
      'Deleted by Priya Nair',
    ]);
    expect(within(entries[1]!).getByRole('row', { name: /Box No/ })).toHaveTextContent(row.boxNo);
  });

  it('keeps the dialog and shows the server’s refusal when the row changed meanwhile', async () => {
    const { user } = await openPage();
    const { row, index } = await showDeletable(user);
    await user.click(within(bodyRows()[index]!).getByRole('button', { name: `Delete UPC ${row.upc}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete from Stock In Transit?' });
    // Another screen deletes it first.
    await deleteStockInTransit(row.id, row.upc, row.revision);
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(currentToast()).toMatchObject({ severity: 'error', message: `No stock in transit row with id ${row.id}` }));
    expect(screen.getByRole('dialog', { name: 'Delete from Stock In Transit?' })).toBeInTheDocument();
  });

  it('greys out delete for a user holding only L1', async () => {
    asOffice();
    const { user } = await openPage();
    const { row, index } = await showDeletable(user);
    expect(within(bodyRows()[index]!).getByRole('button', { name: `Delete UPC ${row.upc}` })).toBeDisabled();
    // Reading stays open to them.
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeEnabled();
  });

  it('speaks Arabic: title, filters and the dot’s words', async () => {
    await renderPage(EncoderStockInTransitPage, PATH, { language: 'ar' });
    expect(screen.getByRole('heading', { name: 'المخزون قيد النقل للمُرمِّز' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'رقم المنتج PID' })).toBeInTheDocument();
    const grid = screen.getByRole('table');
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(11));
    expect(within(grid).getAllByRole('img', { name: /^الرف (غير )?ممتلئ$/ })).toHaveLength(10);
    await act(() => i18n.changeLanguage('en'));
  });

  it('opens the view its address names (filter, page, sort), and falls back from a bad one with a notice, never a 400', async () => {
    const calls = watchCalls(STOCK_PATHS.stockInTransitList);
    try {
      const second = await getStockInTransit({ index: 2, pageSize: 10 }, { createdName: 'Maria' }, { sort: { field: 'upc', desc: true } });
      expect(second.records).toHaveLength(10);
      const { unmount } = await renderPage(EncoderStockInTransitPage, `${PATH}?createdName=Maria&page=2&sort=-upc`);
      await waitFor(() => expect(cellsOf('upc')).toEqual(second.records.map((r) => r.upc)));
      expect(calls.last()).toMatchObject({ index: 2, pageSize: 10, createdName: 'Maria', sort: '-upc' });
      expect(screen.getByRole('textbox', { name: 'CreatedName' })).toHaveValue('Maria');
      await expectSorted('UPC', 'descending', table);
      unmount();

      const bad = await renderPage(EncoderStockInTransitPage, `${PATH}?date=13/45/2026&sort=qty&page=abc&rackFilled=maybe&pId=12x`);
      await expectFallbackNotice();
      await waitFor(() => expect(bad.router.state.location.search).toBe(''));
      await waitFor(() => expect(bodyRows()).toHaveLength(10));
      expect(calls.last()).toMatchObject({ index: 1, pId: -1, isRackFilled: -1, createdDate: '' });
      expect(calls.last().sort).toBeUndefined();
      expect(calls.calls.some((call) => call.sort === 'qty' || call.createdDate === '13/45/2026')).toBe(false);
    } finally {
      calls.stop();
    }
  });
});
