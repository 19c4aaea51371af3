import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BULK_UPDATE_PATHS } from '../src/domain/bulk-update/paths.ts';
import { storedToken } from './support/browser.ts';
import { choose, rowWhere, toast } from './support/grid.ts';
import { sharedServer } from './support/shared-server.ts';
import { signedInStaff } from './support/staff.ts';
import { workbookOf, XLSX_TYPE } from './support/workbook.ts';

const PATH = '/apps/bulk-update';
const { baseUrl } = sharedServer();
const ROWS = 5000;
/** The demo catalogue's products are PIDs 1 to 2000, each priced above 1 AED. */
const PRODUCTS = 2000;
const COUNTRIES = ['UAE', 'KSA', 'BHR'];
const HEADER = ['pid', 'dprice', 'promotionTag', 'ar_promotionTag', 'countryCode'];

/** A discount file of `rows` rows, one product and country each (no pair twice). */
const discountRows = (rows: number, tag: string) =>
  Array.from({ length: rows }, (_, i) => [
    String((i % PRODUCTS) + 1),
    '1.00',
    `${tag}-${i}`,
    `خصم-${i}`,
    COUNTRIES[Math.floor(i / PRODUCTS) % COUNTRIES.length]!,
  ]);

/** How many updates the server holds, asked as the list asks. */
async function queuedCount(page: Page): Promise<number> {
  const res = await fetch(`${baseUrl}${BULK_UPDATE_PATHS.updates}?index=1&pageSize=10`, {
    headers: { authorization: `Bearer ${await storedToken(page)}` },
  });
  return ((await res.json()) as { data: { totalRecords: number } }).data.totalRecords;
}

const drawer = (page: Page) => page.getByRole('dialog', { name: 'New Bulk Update' });

/** Opens New Bulk Update as a discount, chooses the file and queues it. */
async function queueFile(page: Page, name: string, buffer: Buffer) {
  await page.goto(PATH);
  await page.getByRole('button', { name: /Add New/ }).click();
  await drawer(page).waitFor();
  await drawer(page).locator('input[type="file"]').setInputFiles({ name, mimeType: XLSX_TYPE, buffer });
  await drawer(page).getByText(name, { exact: false }).waitFor();
  await drawer(page).getByRole('button', { name: 'Queue Update' }).click();
}

describe('Bulk Update, as staff use it', () => {
  const staff = signedInStaff(['operator']);

  it('queues a 5,000-row discount workbook, shows its progress live to COMPLETED, and gives its result file', async () => {
    const { page } = staff.operator;
    const tag = `E2E${Date.now() % 100_000}`;
    const rows = discountRows(ROWS, tag);
    await page.goto(PATH);
    const table = page.getByRole('table', { name: 'Bulk updates' });
    await table.waitFor();
    // Every state the list shows, as it shows it: the row is updated in place as the run reports its slices.
    await table.evaluate((grid) => {
      const seen: string[] = [];
      (window as unknown as { seenRows: string[] }).seenRows = seen;
      new MutationObserver(() => {
        const first = grid.querySelector('tbody tr');
        if (first) seen.push(first.textContent ?? '');
      }).observe(grid, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    await page.getByRole('button', { name: /Add New/ }).click();
    await drawer(page)
      .locator('input[type="file"]')
      .setInputFiles({ name: 'discounts.xlsx', mimeType: XLSX_TYPE, buffer: workbookOf([HEADER, ...rows]) });
    await drawer(page).getByRole('button', { name: 'Queue Update' }).click();
    await toast(page, `Update queued: ${ROWS} rows`);

    const done = await rowWhere(table, (cells) => cells.includes('COMPLETED') && cells.includes(`${ROWS} / 0 / ${ROWS}`), 600);
    const id = done[0]!;
    const seen = await page.evaluate(() => (window as unknown as { seenRows: string[] }).seenRows);
    // Seen part way: PROCESSING with some of the rows applied (the cells' texts run together).
    const partway = new RegExp(`^${id}Discount.*PROCESSING([1-9]\\d{0,3}) / 0 / ${ROWS}`);
    expect(
      seen.some((text) => partway.test(text)),
      seen.slice(-5).join('\n'),
    ).toBe(true);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Download the result of update ${id}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`bulk-update-${id}-result.csv`);
    const lines = (await readFile(await download.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split(/\r?\n/);
    expect(lines).toHaveLength(ROWS + 1);
    expect(lines[0]).toBe(['row', ...HEADER, 'result', 'message'].join(','));
    expect(lines[1]).toBe(`2,${rows[0]!.join(',')},OK,`);
    expect(lines.slice(1).every((line) => line.endsWith(',OK,'))).toBe(true);
  });

  it('queues an update by rule: a brand’s products, counted before queuing, tagged through the same job', async () => {
    const { page } = staff.operator;
    await page.goto(PATH);
    await page.getByRole('button', { name: /Add New/ }).click();
    await choose(page, drawer(page).getByRole('combobox', { name: 'Update type' }), 'Promotion tag update');
    await choose(page, drawer(page).getByRole('combobox', { name: 'Source' }), 'Filter condition (rule)');
    const rule = drawer(page).getByRole('group', { name: 'Products rule' });
    await rule.getByRole('button', { name: '+ Rule' }).click();
    await choose(page, rule.getByRole('combobox', { name: 'Brand' }), 'Guess', true);
    const count = drawer(page).getByRole('status');
    await expect.poll(() => count.textContent(), { timeout: 15_000 }).toMatch(/^[1-9]\d* products? match/);
    const products = Number(/^\d+/.exec((await count.textContent())!)![0]);
    await drawer(page).getByRole('textbox', { name: 'Promotion tag', exact: true }).fill('E2E RULE');
    await drawer(page).getByRole('textbox', { name: 'Promotion tag (Arabic)' }).fill('قاعدة');
    await choose(page, drawer(page).getByRole('combobox', { name: 'Country' }), 'United Arab Emirates');
    await drawer(page).getByRole('button', { name: 'Queue Update' }).click();
    await toast(page, `Update queued: ${products} rows`);
    const done = await rowWhere(
      page.getByRole('table', { name: 'Bulk updates' }),
      (cells) => cells.includes('COMPLETED') && cells.some((c) => c.endsWith("Brand is 'Guess'")),
      300,
    );
    expect(done).toContain(`${products} / 0 / ${products}`);
  });

  it('refuses a workbook with an empty cell and one without its sheet, naming the problems; nothing is queued', async () => {
    const { page } = staff.operator;
    await page.goto(PATH);
    const before = await queuedCount(page);
    const rows = discountRows(3, 'E2E-EMPTY');
    rows[1]![1] = '';
    await queueFile(page, 'empty-cell.xlsx', workbookOf([HEADER, ...rows]));
    const problems = drawer(page).getByRole('alert').filter({ hasText: 'Problems in the file (nothing was queued):' });
    expect(await problems.getByRole('listitem').allTextContents()).toEqual(['Row 3: dprice is empty']);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await queueFile(page, 'other-sheet.xlsx', workbookOf([HEADER, ...discountRows(2, 'E2E-SHEET')], 'Rows'));
    await drawer(page).getByRole('alert').filter({ hasText: 'Excel sheet name is invalid' }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await queuedCount(page)).toBe(before);
  });
});
