import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, type OpenedPage } from './support/browser.ts';
import { launchChromium } from './support/chromium.ts';
import { sharedServer } from './support/shared-server.ts';
import { signInThroughPage } from './support/sign-in-page.ts';

const { baseUrl, demoPassword } = sharedServer();
const NODE = 'Gate Shortcut';

async function openUaeMenu(page: Page): Promise<void> {
  await page.goto('/apps/menu-settings');
  await page.getByRole('combobox', { name: 'Application' }).click();
  await page.getByRole('option', { name: 'adminpanel' }).click();
  await page.getByRole('combobox', { name: 'DataCenter' }).click();
  await page.getByRole('option', { name: /^uae\b/ }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('list', { name: 'Menu tree' }).waitFor();
}

describe('Menu Settings: a node the administrator adds reaches the people granted its page', () => {
  let browser: Browser;
  let admin: OpenedPage;
  let gatekeeper: OpenedPage;

  beforeAll(async () => {
    browser = await launchChromium();
    admin = await openPage(browser, baseUrl);
    gatekeeper = await openPage(browser, baseUrl);
    for (const [opened, username] of [
      [admin, 'admin'],
      [gatekeeper, 'warehouse'],
    ] as const) {
      await opened.page.goto('/login');
      await signInThroughPage(opened.page, username, demoPassword);
    }
    // The warehouse user starts on Gate Keeper; the panel's menu is one step away, as from the device menu.
    await gatekeeper.page.waitForURL((url) => url.pathname === '/apps/gatekeeper');
    await gatekeeper.page.goto('/dashboard');
  });

  afterAll(async () => {
    await admin?.close();
    await gatekeeper?.close();
    await browser?.close();
  });

  it('shows the administrator every section of the menu', async () => {
    const nav = admin.page.getByRole('navigation', { name: 'Main navigation' });
    for (const section of [
      'Administration',
      'Catalogue',
      'Activation',
      'Stock',
      'Orders',
      'Shipping & delivery',
      'Gatekeeper',
      'Reports',
    ]) {
      await nav.getByRole('button', { name: section }).waitFor();
    }
  });

  it('adds an item linking a page and saves it', async () => {
    const { page } = admin;
    await openUaeMenu(page);
    const save = page.getByRole('button', { name: 'Save', exact: true });
    expect(await save.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Add New Node' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu Setting' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill(NODE);
    await dialog.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Item' }).click();
    await dialog.getByRole('combobox', { name: 'Url' }).click();
    await page.getByRole('option', { name: /Gate Keeper Report/ }).click();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await save.click();
    await page.getByText('Menu saved successfully', { exact: true }).waitFor();
  });

  it('reaches the open session of a user granted the page at once, without a reload', async () => {
    const nav = gatekeeper.page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: NODE }).waitFor();
    expect(await nav.getByRole('link', { name: NODE }).getAttribute('href')).toBe('/apps/gatekeeper-report');
  });

  it('is still there after a reload of Menu Settings', async () => {
    await admin.page.reload();
    await openUaeMenu(admin.page);
    await admin.page.getByRole('list', { name: 'Menu tree' }).getByRole('button', { name: NODE, exact: true }).waitFor();
  });

  it('threw no uncaught error in either page', () => {
    expect([...admin.pageErrors, ...gatekeeper.pageErrors]).toEqual([]);
  });
});
