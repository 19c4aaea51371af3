import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { choose, rowTexts, toast } from './support/grid.ts';
import { openFromMenu } from './support/menu.ts';
import { signedInStaff } from './support/staff.ts';

const KSA = 'Saudi Arabia';
const nameHeader = (page: Page) => page.getByRole('table', { name: 'States' }).getByRole('columnheader', { name: /^stateName/ });

/** The grid's rows once every one is of `country`, in the order shown. */
async function rowsOf(page: Page, country: string): Promise<string[][]> {
  const grid = page.getByRole('table', { name: 'States' });
  const all = async () => {
    const rows = await rowTexts(grid);
    return rows.length > 0 && rows.every((cells) => cells[4] === country);
  };
  await expect.poll(all, { timeout: 15_000 }).toBe(true);
  // The record's cells, without the Edit button (greyed, with its reason, for a reader).
  return (await rowTexts(grid)).map((cells) => cells.slice(0, 8));
}

describe('a list view survives a reload and travels in a link', () => {
  const staff = signedInStaff(['operator', 'office']);

  it('keeps the filter and the order through a reload, back and forward, and opens the same for a colleague', async () => {
    const { page } = staff.operator;
    await openFromMenu(page, 'Administration', 'State Settings', '/apps/state-settings');
    await choose(page, page.getByRole('combobox', { name: 'Select Country' }), KSA);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await rowsOf(page, KSA);
    await nameHeader(page).getByRole('button').click();
    await nameHeader(page).getByRole('button').click();
    await expect.poll(() => nameHeader(page).getAttribute('aria-sort')).toBe('descending');
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('-stateName');
    // The seed's Saudi regions are plain capitalised names: any collation orders them alike.
    const descending = (rows: string[][]) => {
      const names = rows.map((cells) => cells[1] ?? '');
      return names.join('|') === [...names].sort((a, b) => b.localeCompare(a, 'en')).join('|');
    };
    await expect.poll(async () => descending(await rowsOf(page, KSA)), { timeout: 15_000 }).toBe(true);
    const shown = await rowsOf(page, KSA);

    await page.reload();
    expect(await rowsOf(page, KSA)).toEqual(shown);
    expect(await nameHeader(page).getAttribute('aria-sort')).toBe('descending');
    await expect.poll(() => page.getByRole('combobox', { name: 'Select Country' }).inputValue()).toBe(KSA);

    await page.goBack();
    await expect.poll(() => nameHeader(page).getAttribute('aria-sort')).toBe('ascending');
    await page.goForward();
    await expect.poll(() => nameHeader(page).getAttribute('aria-sort')).toBe('descending');

    const link = page.url();
    const colleague = staff.office.page;
    await colleague.goto(link);
    expect(await rowsOf(colleague, KSA)).toEqual(shown);
    expect(await nameHeader(colleague).getAttribute('aria-sort')).toBe('descending');
  });

  it('shows the first view with a notice for an address it cannot use, and never asks the server with it', async () => {
    const { page } = staff.operator;
    const refused: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/api/') && r.status() === 400) refused.push(r.url());
    });
    await page.goto('/apps/state-settings?countryId=KSA&page=-2&sort=price&size=lots');
    await toast(page, 'could not be used');
    await expect.poll(() => new URL(page.url()).search).toBe('');
    expect(await rowTexts(page.getByRole('table', { name: 'States' }))).toHaveLength(10);
    expect(refused).toEqual([]);
  });
});
