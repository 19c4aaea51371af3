import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { utils, write } from 'xlsx';
import { z } from 'zod/mini';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STOCK_PATHS } from '../../../src/domain/stock/paths.ts';
import { B2bTransferPage } from '../../../src/features/b2b-transfer/b2b-transfer-page.tsx';
import { getTransfers } from '../../../src/features/b2b-transfer/api/get-transfers.ts';
import { request } from '../../../src/lib/api-client.ts';
import { STOCK_TRANSFER_PATHS } from '../../../src/domain/stock/stock-transfers.ts';
import { expectFallbackNotice, expectSorted, watchCalls } from '../list-address.ts';
import { currentToast, renderPage, signedInAs } from '../render-page.tsx';

const PATH = '/apps/b2b-transfer';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
let asOperator: () => void;
let asOffice: () => void;
let catalogue: string[] = [];

/** A few UPCs the demo catalogue holds, read through the stock service as the product view reads them. */
async function catalogueUpcs(): Promise<string[]> {
  const found: string[] = [];
  for (let pId = 1; pId < 60 && found.length < 3; pId++) {
    const items = await request(
      { method: 'GET', url: STOCK_PATHS.stockInfo, params: { pId } },
      z.array(z.object({ upc: z.string() })),
    ).catch(() => []);
    found.push(...items.map((i) => i.upc));
  }
  return found.slice(0, 3);
}

beforeAll(async () => {
  asOperator = await signedInAs('operator');
  asOffice = await signedInAs('office');
  asOperator();
  catalogue = await catalogueUpcs();
  expect(catalogue).toHaveLength(3);
});
beforeEach(() => asOperator());

const xlsxFile = (rows: (string | number | null)[][], name = 'items.xlsx') => {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Sheet1');
  return new File([write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer], name, { type: XLSX });
};
const fileInput = () => screen.getByLabelText('Upload Items', { selector: 'input' }) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: /^(Make Transfer|Creating Transfer\.\.\.)$/ });
const combo = (name: string) => screen.getByRole('combobox', { name });

async function openPage() {
  await renderPage(B2bTransferPage, PATH);
  const user = userEvent.setup({ applyAccept: false });
  await waitFor(() => expect(screen.getByRole('table', { name: 'Stock transfers' })).toBeInTheDocument());
  return user;
}
async function choose(user: UserEvent, label: string, option: RegExp | string) {
  await user.click(combo(label));
  await user.click(await screen.findByRole('option', { name: option }));
}
async function fill(user: UserEvent, reference: string, file: File) {
  await user.type(screen.getByRole('textbox', { name: /Reference Number/ }), reference);
  await choose(user, 'From Location', /^YOTO-ONLINE-WH/);
  await choose(user, 'To Location', /^KSA-ONLINE-3PL2/);
  await user.upload(fileInput(), file);
}

describe('B2B Transfer', () => {
  it('shows every element of the form: Please select, STO, Upload Items, the sample link, the note, Make Transfer disabled', async () => {
    await openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'B2B Transfer' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Reference Number/ })).toHaveValue('');
    expect(combo('From Location')).toHaveTextContent('Please select');
    expect(combo('To Location')).toHaveTextContent('Please select');
    expect(combo('Type')).toHaveTextContent('Stock Transfer (STO)');
    expect(fileInput()).toHaveAttribute('accept', `.xlsx,${XLSX}`);
    expect(fileInput()).not.toHaveAttribute('multiple');
    expect(screen.getByRole('button', { name: 'Download Sample Format' })).toBeEnabled();
    expect(screen.getByText('Note: Maximum 1000 unique UPC codes allowed per transfer')).toBeInTheDocument();
    expect(submitButton()).toHaveTextContent('Make Transfer');
    expect(submitButton()).toBeDisabled();
    // Adding a location is an administrator's: the operator has no such button.
    expect(screen.queryByRole('button', { name: 'Add location' })).toBeNull();
  });

  it("offers the server's locations, and refuses the same From and To on both dropdowns", async () => {
    const user = await openPage();
    await user.click(combo('From Location'));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options[0]).toBe('Please select');
    expect(options.slice(1, 3).map((o) => o?.split(/\s/)[0])).toEqual(['YOTO-ONLINE-WH', 'KSA-ONLINE-3PL2']);
    await user.click(screen.getByRole('option', { name: /^KSA-ONLINE-3PL2/ }));
    await choose(user, 'To Location', /^KSA-ONLINE-3PL2/);
    expect(screen.getByRole('alert')).toHaveTextContent('From and To locations must be different');
    expect(combo('From Location')).toHaveAttribute('aria-invalid', 'true');
    expect(combo('To Location')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByRole('textbox', { name: /Reference Number/ }), 'SAME-1');
    await user.upload(
      fileInput(),
      xlsxFile([
        ['UPC', 'Quantity'],
        [catalogue[0]!, 1],
      ]),
    );
    expect(submitButton()).toBeDisabled();
    await choose(user, 'To Location', /^YOTO-ONLINE-WH/);
    expect(screen.queryByText('From and To locations must be different')).not.toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
  });

  it("refuses a file that is not .xlsx: 'Please select a valid Excel file (.xlsx)' and the input cleared", async () => {
    const user = await openPage();
    await user.upload(fileInput(), new File(['UPC,Quantity\n1,1\n'], 'items.csv', { type: 'text/csv' }));
    expect(currentToast()).toMatchObject({ message: 'Please select a valid Excel file (.xlsx)', severity: 'error', durationMs: 4000 });
    expect(fileInput().value).toBe('');
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
  });

  it('creates the transfer once, even clicked twice: the overlay, the 4 s success toast, the form reset and the row in the list with its lines', async () => {
    const reference = `WEB-${Date.now()}`;
    const user = await openPage();
    await fill(
      user,
      reference,
      xlsxFile([
        ['UPC', 'Quantity'],
        [catalogue[0]!, 2],
        [catalogue[1]!, 3],
        [catalogue[0]!, 1],
      ]),
    );
    expect(screen.getByText('items.xlsx')).toBeInTheDocument();
    // Two clicks at once, as a double click lands: the first starts the send, the second finds it under way.
    fireEvent.click(submitButton());
    fireEvent.click(submitButton());
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveTextContent('Creating Transfer...');
    // The full-screen overlay says the same while the transfer is created.
    expect(screen.getByText('Creating Transfer...', { selector: 'p' })).toBeVisible();
    await waitFor(() => expect(currentToast()?.message).toBe('Stock transfer order created successfully'));
    expect(currentToast()).toMatchObject({ severity: 'success', durationMs: 4000 });
    expect(screen.getByRole('textbox', { name: /Reference Number/ })).toHaveValue('');
    expect(combo('From Location')).toHaveTextContent('Please select');
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
    expect(fileInput().value).toBe('');
    expect((await getTransfers({ index: 1, pageSize: 10 }, reference)).totalRecords).toBe(1);

    const table = screen.getByRole('table', { name: 'Stock transfers' });
    const row = await within(table).findByRole('row', { name: new RegExp(reference) });
    expect(row).toHaveTextContent(/YOTO-ONLINE-WH.*KSA-ONLINE-3PL2.*STO\s*2\s*6/);
    await user.click(within(row).getByRole('button', { name: `Lines of ${reference}` }));
    const lines = await screen.findByRole('table', { name: `Lines of transfer ${reference}` });
    await waitFor(() => expect(within(lines).getAllByRole('row')).toHaveLength(3));
    expect(within(lines).getAllByRole('row')[1]).toHaveTextContent(`${catalogue[0]}3 2, 4`.replace(' ', ''));
  });

  it("shows the server's problems with their rows and keeps the form", async () => {
    const reference = `WEB-BAD-${Date.now()}`;
    const user = await openPage();
    await fill(
      user,
      reference,
      xlsxFile(
        [
          ['UPC', 'Quantity'],
          [catalogue[0]!, 1],
          ['6290009999999', 1],
          [catalogue[1]!, 0],
        ],
        'bad.xlsx',
      ),
    );
    await user.click(submitButton());
    await waitFor(() => expect(currentToast()?.message).toBe('The file has 2 problems; nothing was stored'));
    expect(currentToast()).toMatchObject({ severity: 'error', durationMs: 4000 });
    const problems = screen.getByRole('alert', { name: /Nothing was stored/ });
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Row 3: UPC 6290009999999 is not in the catalogue', 'Row 4: Quantity must be a whole number from 1 to 1000000']);
    expect(screen.getByRole('textbox', { name: /Reference Number/ })).toHaveValue(reference);
    expect(combo('From Location')).toHaveTextContent('YOTO-ONLINE-WH');
    expect(screen.getByText('bad.xlsx')).toBeInTheDocument();
    expect((await getTransfers({ index: 1, pageSize: 10 }, reference)).totalRecords).toBe(0);
  });

  it('downloads the sample format from the server', async () => {
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:test', revokeObjectURL: () => {} });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'Download Sample Format' }));
    await waitFor(() => expect(saved).toEqual(['B2B Transfer Sample.xlsx']));
    click.mockRestore();
  });

  it('with L1 only (office): the list shows, Make Transfer stays greyed out', async () => {
    asOffice();
    const user = await openPage();
    await fill(
      user,
      'OFFICE-1',
      xlsxFile([
        ['UPC', 'Quantity'],
        [catalogue[0]!, 1],
      ]),
    );
    expect(submitButton()).toBeDisabled();
    expect(screen.getByText('This option is Disabled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add location' })).toBeNull();
  });

  it('lets an administrator add a location, which the dropdowns then offer', async () => {
    (await signedInAs('admin'))();
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'Add location' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add location' });
    const code = `ZZ-WEB-${Date.now() % 100_000}`;
    await user.type(within(dialog).getByRole('textbox', { name: /Location code/ }), 'bad code!');
    await user.type(within(dialog).getByRole('textbox', { name: /^Location name/ }), 'Test Warehouse');
    await user.type(within(dialog).getByRole('textbox', { name: /Arabic location name/ }), 'مستودع الاختبار');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: /Location code/ })).toHaveAccessibleDescription(
      /Letters, digits, hyphen and underscore, at most 40/,
    );
    await user.clear(within(dialog).getByRole('textbox', { name: /Location code/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Location code/ }), code);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentToast()?.message).toBe('Location added'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add location' })).toBeNull());
    await user.click(combo('From Location'));
    expect(await screen.findByRole('option', { name: new RegExp(`^${code}`) })).toBeInTheDocument();
  });

  it('reads right to left in Arabic', async () => {
    await renderPage(B2bTransferPage, PATH, { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'تحويل B2B' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('button', { name: 'إجراء التحويل' })).toBeDisabled();
  });

  it('opens the transfers as their address names them (search, page, sort), and falls back from a bad one with a notice, never a 400', async () => {
    const calls = watchCalls(STOCK_TRANSFER_PATHS.list);
    const table = () => screen.getByRole('table', { name: 'Stock transfers' });
    const references = () =>
      within(table())
        .getAllByRole('row')
        .filter((row) => row.hasAttribute('data-index'))
        .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    try {
      const { unmount } = await renderPage(B2bTransferPage, `${PATH}?search=STO-DEMO&page=2&size=1&sort=-referenceNumber`);
      await waitFor(() => expect(references()).toEqual(['STO-DEMO-0002']));
      expect(calls.last()).toMatchObject({ index: 2, pageSize: 1, search: 'STO-DEMO', sort: '-referenceNumber' });
      expect(screen.getByRole('textbox', { name: 'Reference number' })).toHaveValue('STO-DEMO');
      await expectSorted('Reference Number', 'descending', table);
      unmount();

      const bad = await renderPage(B2bTransferPage, `${PATH}?sort=lines&page=abc&size=-3&search=${'x'.repeat(60)}`);
      await expectFallbackNotice();
      await waitFor(() => expect(bad.router.state.location.search).toBe(''));
      await waitFor(() => expect(references().length).toBeGreaterThan(0));
      expect(calls.last()).toMatchObject({ index: 1, pageSize: 10 });
      expect(calls.last().sort).toBeUndefined();
      expect(calls.last().search).toBeUndefined();
      expect(calls.calls.some((call) => call.sort === 'lines' || String(call.search ?? '').length > 50)).toBe(false);
    } finally {
      calls.stop();
    }
  });
});
