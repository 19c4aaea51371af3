import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, type OpenedPage } from './support/browser.ts';
import { launchChromium } from './support/chromium.ts';
import { sharedServer } from './support/shared-server.ts';
import { signInThroughPage } from './support/sign-in-page.ts';

const { baseUrl, demoPassword } = sharedServer();
const SCREEN = { width: 1280, height: 800 };
const GRIDS = [
  { path: '/apps/state-settings', table: 'States' },
  { path: '/apps/order-failure', table: 'Failed orders' },
] as const;

interface Box {
  id: string;
  left: number;
  right: number;
  /** Pinned at the inline start or end (sticky), or scrolled. */
  pinned: 'start' | 'end' | null;
}

/** The header cells of the grid as laid out now: where each is, and whether it is pinned (sticky). */
const headerBoxes = (table: Locator): Promise<Box[]> =>
  table.locator('thead th').evaluateAll((cells) =>
    cells.map((th) => {
      const rect = th.getBoundingClientRect();
      const style = getComputedStyle(th);
      const pinned = style.right !== 'auto' ? 'end' : style.left !== 'auto' ? 'start' : null;
      return { id: (th as HTMLElement).dataset.columnId ?? '', left: rect.left, right: rect.right, pinned };
    }),
  );

/**
 * At the scroll's start nothing lies under the start's pinned columns, at its end nothing under the
 * end's (between, scrolled columns pass beneath them), and pinned columns never overlap each other
 * (1 px for rounding).
 */
function expectNothingUnderPinned(boxes: Box[], where: string, end: 'start' | 'end') {
  const pinned = boxes.filter((b) => b.pinned === end);
  for (const p of pinned)
    for (const other of boxes) {
      if (other === p) continue;
      const overlap = Math.min(p.right, other.right) - Math.max(p.left, other.left);
      // A scrolled column partly passing beneath is what scrolling is; at the scroll's ends none may.
      expect(overlap, `${where}: ${other.id} under pinned ${p.id}`).toBeLessThanOrEqual(1);
    }
}

async function rowsShown(table: Locator) {
  await table.locator('tbody tr[data-index]').first().waitFor();
}

describe('grids at 1280×800: pinned columns, keyboard, axe', () => {
  let browser: Browser;
  let opened: OpenedPage;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    opened = await openPage(browser, baseUrl, { viewport: SCREEN, reducedMotion: 'reduce' });
    page = opened.page;
    await page.goto('/login');
    await signInThroughPage(page, 'operator', demoPassword);
  });

  afterAll(async () => {
    await opened?.close();
    await browser?.close();
  });

  for (const grid of GRIDS) {
    it(`${grid.path}: no column hides under the pinned ones at either end of the scroll`, async () => {
      await page.goto(grid.path);
      const table = page.getByRole('table', { name: grid.table });
      await rowsShown(table);
      const scroller = page.getByRole('region', { name: grid.table });
      const { clientWidth, scrollWidth } = await scroller.evaluate((el) => ({ clientWidth: el.clientWidth, scrollWidth: el.scrollWidth }));

      for (const end of ['start', 'end'] as const) {
        await scroller.evaluate((el, to) => (el.scrollLeft = to === 'start' ? 0 : el.scrollWidth), end);
        await page.waitForTimeout(100);
        expectNothingUnderPinned(await headerBoxes(table), `${grid.path} at the ${end}`, end);
      }
      const boxes = await headerBoxes(table);
      const pinnedWidth = boxes.filter((b) => b.pinned).reduce((sum, b) => sum + b.right - b.left, 0);
      expect(pinnedWidth).toBeGreaterThan(0);
      expect(pinnedWidth).toBeLessThanOrEqual(clientWidth / 2);
      // Order Failure's columns are chosen to fit the screen; the rest wait in the column menu.
      if (grid.path === '/apps/order-failure') expect(scrollWidth).toBeLessThanOrEqual(clientWidth + 1);
    });
  }

  it('Order Failure keeps every column of the spec in its column menu', async () => {
    await page.goto('/apps/order-failure');
    const table = page.getByRole('table', { name: 'Failed orders' });
    await rowsShown(table);
    await page.getByRole('button', { name: 'Show or hide columns' }).click();
    const menu = page.getByRole('dialog', { name: 'Columns' });
    for (const name of [
      'Id',
      'Customer Id',
      'Order Id',
      'Order Date',
      'Name',
      'Address',
      'Country',
      'Amount',
      'Delivery Type',
      'Payment',
      'Remarks',
    ])
      await expect(menu.getByRole('checkbox', { name, exact: true }).count()).resolves.toBe(1);
    await menu.getByRole('checkbox', { name: 'Address', exact: true }).check();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await expect(table.getByRole('columnheader', { name: 'Address' }).count()).resolves.toBe(1);
    // Shown again, the pinned actions still cover no column at the scroll's end.
    const scroller = page.getByRole('region', { name: 'Failed orders' });
    await scroller.evaluate((el) => (el.scrollLeft = el.scrollWidth));
    await page.waitForTimeout(100);
    expectNothingUnderPinned(await headerBoxes(table), 'Order Failure with Address', 'end');
  });

  it('State Settings from the keyboard: arrows, Enter opens the drawer, Escape returns to the row', async () => {
    await page.goto('/apps/state-settings');
    const table = page.getByRole('table', { name: 'States' });
    await rowsShown(table);
    const focused = () =>
      page.evaluate(() => {
        const cell = document.activeElement?.closest('td');
        return cell ? { row: cell.dataset.row, col: cell.dataset.col, text: cell.closest('tr')!.textContent } : null;
      });
    // One tab stop in the grid: the first cell.
    await expect(table.locator('tbody td[tabindex="0"]').count()).resolves.toBe(1);
    await table.locator('tbody td[tabindex="0"]').focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toMatchObject({ row: '2', col: '1' });
    await page.keyboard.press('ArrowUp');
    const row = (await focused())!;
    expect(row).toMatchObject({ row: '1', col: '1' });

    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Edit State' });
    await drawer.waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(await focused()).toEqual(row);
  });

  it('Order Failure from the keyboard: Enter opens the order’s details, Escape returns to its row', async () => {
    await page.goto('/apps/order-failure');
    const table = page.getByRole('table', { name: 'Failed orders' });
    await rowsShown(table);
    await table.locator('tbody td[tabindex="0"]').focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    const at = await page.evaluate(() => (document.activeElement as HTMLElement).dataset);
    expect(at.row).toBe('1');
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Order Details' });
    await drawer.waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.row)).toBe('1');
  });

  /** Critical and serious axe findings inside `selector`. */
  const findings = async (selector: string) =>
    (await new AxeBuilder({ page }).include(selector).analyze()).violations
      .filter((v) => v.impact === 'critical' || v.impact === 'serious')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);

  for (const grid of GRIDS)
    it(`${grid.path} is axe clean at 1280×800`, async () => {
      await page.goto(grid.path);
      await rowsShown(page.getByRole('table', { name: grid.table }));
      expect(await findings('main')).toEqual([]);
    });

  it('the column menu is axe clean', async () => {
    await page.goto('/apps/order-failure');
    await rowsShown(page.getByRole('table', { name: 'Failed orders' }));
    await page.getByRole('button', { name: 'Show or hide columns' }).click();
    await page.getByRole('dialog', { name: 'Columns' }).waitFor();
    expect(await findings('[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
  });
});
