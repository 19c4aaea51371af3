import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { STOCK_PATHS } from '../src/domain/stock/paths.ts';
import { STOCK_TRANSFER_PATHS } from '../src/domain/stock/stock-transfers.ts';
import { storedToken } from './support/browser.ts';
import { rowWhere, toast } from './support/grid.ts';
import { sharedServer } from './support/shared-server.ts';
import { signedInStaff } from './support/staff.ts';
import { workbookOf, XLSX_TYPE } from './support/workbook.ts';

const PATH = '/apps/b2b-transfer';
const { baseUrl } = sharedServer();

/** A workbook as staff fill the sample: Sheet1, UPC and Quantity. */
const workbook = (rows: (string | number)[][]): Buffer => workbookOf([['UPC', 'Quantity'], ...rows]);

const call = async (token: string, path: string, init: RequestInit = {}) => {
  const res = await fetch(`${baseUrl}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } });
  return { status: res.status, body: (await res.json()) as { data: never; message: string } };
};

/** `n` UPCs of the demo catalogue, read product by product through the stock service as the product view reads them. */
async function catalogueUpcs(token: string, n: number): Promise<string[]> {
  const found: string[] = [];
  for (let pId = 1; found.length < n && pId < 5000; pId++) {
    const res = await call(token, `${STOCK_PATHS.stockInfo}?pId=${pId}`);
    if (res.status === 200) found.push(...(res.body.data as { upc: string }[]).map((i) => i.upc));
  }
  return [...new Set(found)].slice(0, n);
}

async function fillForm(page: Page, reference: string, file: Buffer, name = 'items.xlsx') {
  await page.goto(PATH);
  await page.getByRole('textbox', { name: 'Reference Number', exact: true }).fill(reference);
  for (const [label, code] of [
    ['From Location', 'YOTO-ONLINE-WH'],
    ['To Location', 'KSA-ONLINE-3PL2'],
  ]) {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: new RegExp(`^${code}\\b`) }).click();
  }
  await page.getByLabel('Upload Items', { exact: true }).setInputFiles({ name, mimeType: XLSX_TYPE, buffer: file });
  await page.getByText(name, { exact: true }).waitFor();
}
const problems = (page: Page) =>
  page
    .getByRole('alert', { name: /Nothing was stored/ })
    .getByRole('listitem')
    .allTextContents();

describe('B2B transfer', () => {
  const staff = signedInStaff(['operator', 'office']);
  let upcs: string[] = [];

  beforeAll(async () => {
    await staff.operator.page.goto(PATH);
    upcs = await catalogueUpcs((await storedToken(staff.operator.page))!, 1001);
    expect(upcs).toHaveLength(1001);
  });

  it('creates a transfer of 1000 unique UPCs once, even after a double click', async () => {
    const { page } = staff.operator;
    const reference = `E2E-${Date.now()}`;
    await fillForm(page, reference, workbook(upcs.slice(0, 1000).map((upc) => [upc, 2])));
    await page.getByRole('button', { name: 'Make Transfer' }).dblclick();
    await toast(page, 'Stock transfer order created successfully');
    await expect.poll(() => page.getByRole('textbox', { name: 'Reference Number', exact: true }).inputValue()).toBe('');
    await page.getByText('No file chosen').waitFor();

    const row = await rowWhere(page.getByRole('table', { name: 'Stock transfers' }), (cells) => cells[0] === reference);
    expect(row.slice(1, 6)).toEqual(['YOTO-ONLINE-WH', 'KSA-ONLINE-3PL2', 'STO', '1000', '2000']);
    const token = (await storedToken(page))!;
    const stored = await call(token, `${STOCK_TRANSFER_PATHS.list}?index=1&pageSize=10&search=${reference}`);
    expect((stored.body.data as { totalRecords: number }).totalRecords).toBe(1);
  });

  it('refuses 1001 unique UPCs and an unknown UPC, reading every problem with its row', async () => {
    const { page } = staff.operator;
    const reference = `E2E-BAD-${Date.now()}`;
    await fillForm(page, reference, workbook(upcs.map((upc) => [upc, 1])), 'too-many.xlsx');
    await page.getByRole('button', { name: 'Make Transfer' }).click();
    await toast(page, 'The file has 1 problem; nothing was stored');
    expect(await problems(page)).toEqual(['At most 1000 unique UPC codes are allowed per transfer; this file has 1001']);

    await page.getByRole('button', { name: 'Clear file' }).click();
    await page.getByLabel('Upload Items', { exact: true }).setInputFiles({
      name: 'unknown.xlsx',
      mimeType: 'application/octet-stream',
      buffer: workbook([
        [upcs[0]!, 1],
        ['6299999999999', 1],
        [upcs[1]!, 'two'],
      ]),
    });
    await page.getByRole('button', { name: 'Make Transfer' }).click();
    await toast(page, 'The file has 2 problems; nothing was stored');
    expect(await problems(page)).toEqual([
      'Row 3: UPC 6299999999999 is not in the catalogue',
      'Row 4: Quantity must be a whole number from 1 to 1000000',
    ]);
    // The form is kept for the corrected file.
    expect(await page.getByRole('textbox', { name: 'Reference Number', exact: true }).inputValue()).toBe(reference);
  });

  it('the office user (L1) sees the list but Make Transfer greyed, and the server answers 403', async () => {
    const { page } = staff.office;
    await fillForm(page, `E2E-OFFICE-${Date.now()}`, workbook([[upcs[0]!, 1]]));
    expect(await page.getByRole('button', { name: 'Make Transfer' }).isDisabled()).toBe(true);
    await page.getByText('This option is Disabled').waitFor({ state: 'attached' });
    await page.getByRole('table', { name: 'Stock transfers' }).waitFor();

    const form = new FormData();
    form.append('orderId', `E2E-OFFICE-API-${Date.now()}`);
    form.append('fromLocationCode', 'YOTO-ONLINE-WH');
    form.append('toLocationCode', 'KSA-ONLINE-3PL2');
    form.append('file', new Blob([new Uint8Array(workbook([[upcs[0]!, 1]]))]), 'items.xlsx');
    const res = await call((await storedToken(page))!, STOCK_TRANSFER_PATHS.create, { method: 'POST', body: form });
    expect(res.status).toBe(403);
  });
});
