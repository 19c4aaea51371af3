import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ExportButton } from '../../../src/components/export-button.tsx';
import type { Page, Paging } from '../../../src/domain/paging.ts';
import { buildXlsx, type XlsxWriter } from '../../../src/lib/excel.ts';
import { currentToast, deferred, readBack, renderKit } from './render-kit.tsx';

interface Pallet {
  id: number;
  code: string;
  qty: number;
}

const pallets = (count: number): Pallet[] =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, code: i % 100 === 0 ? `=CMD|' /C calc'!A${i}` : `P-${i + 1}`, qty: i % 7 }));

/** A fake paged endpoint over `data`, recording each page asked for. */
function server(data: Pallet[]) {
  const calls: Paging[] = [];
  const fetchPage = vi.fn(async (paging: Paging): Promise<Page<Pallet>> => {
    calls.push(paging);
    const start = (paging.index - 1) * paging.pageSize;
    return { records: data.slice(start, start + paging.pageSize), totalRecords: data.length };
  });
  return { calls, fetchPage };
}

/** Catches the file the button would download, as the bytes of a real .xlsx. */
function capture() {
  const files: { fileName: string; bytes: ArrayBuffer }[] = [];
  const writer: XlsxWriter = (fileName, sheetName, header, rows) => files.push({ fileName, bytes: buildXlsx(sheetName, header, rows) });
  return { files, writer };
}

const columns = [
  { header: 'Pallet', value: (p: Pallet) => p.code },
  { header: 'Quantity', value: (p: Pallet) => p.qty },
];

describe('ExportButton', () => {
  it('exports every page of the filter, 1000 rows at a time, into one sheet', async () => {
    const data = pallets(2345);
    const { calls, fetchPage } = server(data);
    const { files, writer } = capture();
    await renderKit(
      <ExportButton fileName="Gatekeeper Report.xlsx" sheetName="Pallets" columns={columns} fetchPage={fetchPage} writer={writer} />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(files).toHaveLength(1));

    expect(calls).toEqual([
      { index: 1, pageSize: 1000 },
      { index: 2, pageSize: 1000 },
      { index: 3, pageSize: 1000 },
    ]);
    expect(files[0]!.fileName).toBe('Gatekeeper Report.xlsx');
    const { name, rows } = readBack(files[0]!.bytes);
    expect(name).toBe('Pallets');
    expect(rows).toHaveLength(2346);
    expect(rows[0]).toEqual(['Pallet', 'Quantity']);
    expect(rows[2]).toEqual(['P-2', 1]);
    expect(rows[2345]).toEqual(['P-2345', 2344 % 7]);
    // Formula-like text is written as the exact text of a string cell, never as a formula.
    expect(rows[1]).toEqual(["=CMD|' /C calc'!A0", 0]);
    expect(rows[101]![0]).toBe("=CMD|' /C calc'!A100");
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeEnabled());
  });

  it('shows its progress and cannot be started twice', async () => {
    const data = pallets(2500);
    const replies = [deferred<Page<Pallet>>(), deferred<Page<Pallet>>(), deferred<Page<Pallet>>()];
    const fetchPage = vi.fn((paging: Paging) => replies[paging.index - 1]!.promise);
    const { files, writer } = capture();
    await renderKit(<ExportButton fileName="x.xlsx" columns={columns} fetchPage={fetchPage} writer={writer} />);
    // Clicks go through even to a disabled button, as an impatient user's would try to.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const button = screen.getByRole('button', { name: 'Export to Excel' });
    await user.dblClick(button);
    expect(button).toBeDisabled();
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Exporting…');

    replies[0]!.resolve({ records: data.slice(0, 1000), totalRecords: 2500 });
    expect(await screen.findByText('Exporting 1,000 of 2,500…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Exporting 1,000 of 2,500…' })).toHaveAttribute('aria-valuenow', '40');
    await user.click(button);

    replies[1]!.resolve({ records: data.slice(1000, 2000), totalRecords: 2500 });
    expect(await screen.findByText('Exporting 2,000 of 2,500…')).toBeInTheDocument();
    replies[2]!.resolve({ records: data.slice(2000), totalRecords: 2500 });

    await waitFor(() => expect(files).toHaveLength(1));
    expect(fetchPage).toHaveBeenCalledTimes(3);
    const sheet = readBack(files[0]!.bytes);
    expect(sheet.rows).toHaveLength(2501);
    // Without a sheet name the file's name is used.
    expect(sheet.name).toBe('x');
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('stops when the screen is left mid-export', async () => {
    const first = deferred<Page<Pallet>>();
    const fetchPage = vi.fn(() => first.promise);
    const { files, writer } = capture();
    const view = await renderKit(<ExportButton fileName="x.xlsx" columns={columns} fetchPage={fetchPage} writer={writer} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export to Excel' }));
    view.unmount();
    first.resolve({ records: pallets(1000), totalRecords: 3000 });
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(files).toHaveLength(0);
  });

  it('says No Data Found and writes nothing when there are no rows', async () => {
    const { fetchPage } = server([]);
    const { files, writer } = capture();
    await renderKit(<ExportButton fileName="x.xlsx" columns={columns} fetchPage={fetchPage} writer={writer} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(currentToast()).toMatchObject({ severity: 'info', message: 'No Data Found' }));
    expect(files).toHaveLength(0);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('shows the failure as an error toast and can be tried again', async () => {
    const fetchPage = vi.fn().mockRejectedValueOnce(new Error('Report service is unavailable'));
    const { files, writer } = capture();
    await renderKit(<ExportButton fileName="x.xlsx" columns={columns} fetchPage={fetchPage} writer={writer} label="Download" />);
    const button = screen.getByRole('button', { name: 'Download' });
    await userEvent.setup().click(button);
    await waitFor(() => expect(currentToast()).toMatchObject({ severity: 'error', message: 'Report service is unavailable' }));
    expect(files).toHaveLength(0);
    await waitFor(() => expect(button).toBeEnabled());
  });
});
