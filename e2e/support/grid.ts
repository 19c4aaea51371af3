import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import * as XLSX from 'xlsx';

/** The text of every body row the grid has rendered, cell by cell. */
export function rowTexts(grid: Locator): Promise<string[][]> {
  return grid
    .locator('tbody tr[data-index]')
    .evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => (cell.textContent ?? '').trim())));
}

/** Waits until some row of the grid satisfies `match` (up to `attempts` tenths of a second), and answers it. */
export async function rowWhere(grid: Locator, match: (cells: string[]) => boolean, attempts = 150): Promise<string[]> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const row = (await rowTexts(grid)).find(match);
    if (row) return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no row matched; the grid shows ${JSON.stringify(await rowTexts(grid))}`);
}

/** Waits for a toast with this text. */
export async function toast(page: Page, message: string): Promise<void> {
  // The first: the same message from the step before may still be fading out.
  await page.getByRole('alert').filter({ hasText: message }).first().waitFor();
}

/** Picks an option of a select or an autocomplete; typing narrows an autocomplete first. */
export async function choose(page: Page, combobox: Locator, option: string, type = false): Promise<void> {
  if (type) await combobox.fill(option);
  else await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Exports the grid and answers the sheet's rows (the header first). */
export async function exported(page: Page, fileName: string): Promise<string[][]> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export to Excel' }).click()]);
  expect(download.suggestedFilename()).toBe(fileName);
  const book = XLSX.read(await readFile(await download.path()), { type: 'buffer' });
  const sheet = book.Sheets[book.SheetNames[0]!]!;
  return XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '' }).map((row) => row.map(String));
}
