import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { CAMPAIGN_PATHS } from '../src/domain/campaigns/contracts.ts';
import { accessibleDescription, storedToken } from './support/browser.ts';
import { sharedServer } from './support/shared-server.ts';
import { openFromMenu } from './support/menu.ts';
import { signedInStaff } from './support/staff.ts';

const { baseUrl } = sharedServer();
const HEADERS = ['PID', 'New Price', 'Old Price', 'Country Code', 'Price Changed Date', 'Created Date'];

/** Campaign Details through the menu, as staff reach it, once its list is in. */
async function openCampaignDetails(page: Page): Promise<void> {
  await openFromMenu(page, 'Administration', 'Campaign Details', '/apps/campaign-details');
  await page.getByRole('table', { name: 'Campaigns' }).getByRole('cell', { name: 'RAMADAN-2026', exact: true }).waitFor();
}

/** The text of every body row the grid has rendered, cell by cell. */
async function rowTexts(grid: Locator): Promise<string[][]> {
  return grid
    .locator('tbody tr[data-index]')
    .evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => (cell.textContent ?? '').trim())));
}

async function waitForRows(grid: Locator, differentFrom?: string[][]): Promise<string[][]> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const rows = await rowTexts(grid);
    if (rows.length > 0 && (!differentFrom || JSON.stringify(rows) !== JSON.stringify(differentFrom))) return rows;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the grid never showed the expected rows');
}

/** A spreadsheet row as the grid shows it: prices with two decimals, everything else as text. */
const asShown = (row: unknown[]) => row.map((value, i) => (i === 1 || i === 2 ? Number(value).toFixed(2) : String(value)));

describe('Campaign Details as staff use it', () => {
  const staff = signedInStaff(['operator', 'office']);

  it("normalises 'summer sale-1!' to SUMMERSALE-1 as it is typed, saves it, and refuses 'summersale-1' after", async () => {
    const { page } = staff.operator;
    await openCampaignDetails(page);
    await page.getByRole('button', { name: 'Add New' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add new campaign' });
    const code = drawer.getByRole('textbox', { name: 'Campaign Code' });
    const save = drawer.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await code.pressSequentially('summer sale-1!');
    expect(await code.inputValue()).toBe('SUMMERSALE-1');
    await drawer.getByRole('textbox', { name: 'Details' }).fill('Summer sale on swimwear and sandals');
    await save.click();
    await page.getByText('Campaign created successfully', { exact: true }).waitFor();
    await drawer.waitFor({ state: 'hidden' });
    const campaigns = page.getByRole('table', { name: 'Campaigns' });
    await campaigns.getByRole('cell', { name: 'SUMMERSALE-1', exact: true }).waitFor();
    expect((await waitForRows(campaigns))[0]).toEqual(['SUMMERSALE-1', 'Summer sale on swimwear and sandals', '', '', '']);

    await page.getByRole('button', { name: 'Add New' }).click();
    await code.pressSequentially('summersale-1');
    expect(await code.inputValue()).toBe('SUMMERSALE-1');
    await save.click();
    // The toast (an Alert); found by CSS because the open drawer hides the rest of the page from the accessibility tree.
    await page.locator('[role="alert"]', { hasText: 'campaign code already exists' }).waitFor();
    expect(await accessibleDescription(code)).toBe('campaign code already exists');
    expect(await drawer.isVisible()).toBe(true);
    // The code typed is not saved: closing asks first (the kit's unsaved-changes question).
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: 'Leave with unsaved changes?' }).getByRole('button', { name: 'Leave' }).click();
    await drawer.waitFor({ state: 'hidden' });
    expect(await campaigns.getByRole('cell', { name: 'SUMMERSALE-1', exact: true }).count()).toBe(1);
  });

  it("edits SUMMERSALE-1 in the same drawer ('Update & Save'), then deletes it after a Warning that counts its product rows", async () => {
    const { page } = staff.operator;
    const campaigns = page.getByRole('table', { name: 'Campaigns' });
    await page.getByRole('button', { name: 'Edit SUMMERSALE-1' }).click();
    const drawer = page.getByRole('dialog', { name: 'Edit campaign' });
    const code = drawer.getByRole('textbox', { name: 'Campaign Code' });
    expect(await code.inputValue()).toBe('SUMMERSALE-1');
    await code.fill('');
    const save = drawer.getByRole('button', { name: 'Update & Save' });
    expect(await save.isDisabled()).toBe(true);
    expect(await accessibleDescription(save)).toBe('Fill in Campaign Code to save');
    await code.pressSequentially('summer sale-2');
    await save.click();
    await page.getByText('Campaign updated successfully', { exact: true }).waitFor();
    await drawer.waitFor({ state: 'hidden' });
    await campaigns.getByRole('cell', { name: 'SUMMERSALE-2', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Delete SUMMERSALE-2' }).click();
    const warning = page.getByRole('dialog', { name: 'Warning' });
    await warning.getByText('Delete campaign SUMMERSALE-2? Product rows deleted with it: 0.', { exact: false }).waitFor();
    await warning.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Campaign deleted successfully', { exact: true }).waitFor();
    await campaigns.getByRole('cell', { name: 'SUMMERSALE-2', exact: true }).waitFor({ state: 'detached' });
  });

  it('pages the Product Listing of RAMADAN-2026 and exports every row of it to .xlsx, the same rows in the same order', async () => {
    const { page } = staff.operator;
    await page.getByRole('button', { name: 'Product listing of RAMADAN-2026' }).click();
    const drawer = page.getByRole('dialog', { name: 'Product Listing' });
    const grid = drawer.getByRole('table', { name: 'Product Listing of RAMADAN-2026' });
    expect(await grid.getByRole('columnheader').allTextContents()).toEqual(HEADERS);
    const first = await waitForRows(grid);
    expect(first).toHaveLength(10);
    expect(first[0]![1]).toMatch(/^\d+\.\d\d$/);
    expect(first[0]![4]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    const range = await drawer.getByText(/^1–10 of /).textContent();
    const total = Number(range!.replace(/^1–10 of /, '').replace(/,/g, ''));
    expect(total).toBeGreaterThan(1000);

    await drawer.getByRole('button', { name: 'Next page' }).click();
    const second = await waitForRows(grid, first);
    await drawer.getByRole('button', { name: 'Last page' }).click();
    const last = await waitForRows(grid, second);
    expect(last.length).toBe(total % 10 || 10);

    const [download] = await Promise.all([page.waitForEvent('download'), drawer.getByRole('button', { name: 'Export to Excel' }).click()]);
    expect(download.suggestedFilename()).toBe('Product Listing RAMADAN-2026.xlsx');
    const book = XLSX.read(await readFile(await download.path()), { type: 'buffer' });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null });
    expect(rows[0]).toEqual(HEADERS);
    expect(rows).toHaveLength(total + 1);
    const body = rows.slice(1);
    expect(typeof body[0]![1]).toBe('number');
    expect(body.slice(0, 10).map(asShown)).toEqual(first);
    expect(body.slice(10, 20).map(asShown)).toEqual(second);
    expect(body.slice(-last.length).map(asShown)).toEqual(last);
    // Each product and country once: the export walked the pages without gaps or repeats.
    expect(new Set(body.map((r) => `${r[0]}/${r[3]}`)).size).toBe(total);
    await drawer.getByRole('button', { name: 'Close the product listing' }).click();
    await drawer.waitFor({ state: 'hidden' });
  });

  it('greys the write controls out for a read-only user, whose direct call is refused with 403', async () => {
    const { page } = staff.office;
    await openCampaignDetails(page);
    const add = page.getByRole('button', { name: 'Add New' });
    expect(await add.isDisabled()).toBe(true);
    await add.locator('..').hover();
    await page.getByRole('tooltip').filter({ hasText: 'This option is Disabled' }).waitFor();

    const token = await storedToken(page);
    const reply = await fetch(`${baseUrl}${CAMPAIGN_PATHS.campaigns}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ campaignCode: 'office-try', details: 'not allowed' }),
    });
    expect(reply.status).toBe(403);
    const list = await fetch(`${baseUrl}${CAMPAIGN_PATHS.campaigns}?search=OFFICE-TRY`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await list.json()) as { data: { totalRecords: number } }).data.totalRecords).toBe(0);

    // Reading stays open to them.
    await page.getByRole('button', { name: 'Product listing of WHITE-FRIDAY' }).click();
    expect(await waitForRows(page.getByRole('table', { name: 'Product Listing of WHITE-FRIDAY' }))).toHaveLength(10);
  });

  it('threw no uncaught error in either page', () => {
    expect([...staff.operator.pageErrors, ...staff.office.pageErrors]).toEqual([]);
  });
});
