import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../src/domain/services.ts';
import { signIn } from './support/api.ts';
import { openPage, type OpenedPage } from './support/browser.ts';
import { launchChromium } from './support/chromium.ts';
import { sharedServer } from './support/shared-server.ts';
import { signInThroughPage } from './support/sign-in-page.ts';

const { baseUrl, demoPassword } = sharedServer();

describe('the shell as office staff meet it', () => {
  let browser: Browser;
  let opened: OpenedPage;

  beforeAll(async () => {
    browser = await launchChromium();
    opened = await openPage(browser, baseUrl);
  });

  afterAll(async () => {
    await opened?.close();
    await browser?.close();
  });

  it('sends a guest from a protected page to /login and back there after signing in', async () => {
    const { page } = opened;
    await page.goto('/apps/gatekeeper-report');
    await page.waitForURL((url) => url.pathname === '/login');
    await signInThroughPage(page, 'office', demoPassword);
    await page.waitForURL((url) => url.pathname === '/apps/gatekeeper-report');
  });

  it('shows the read-only user only the pages granted, and NOT AUTHORIZED for the rest', async () => {
    const { page } = opened;
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Administration' }).click();
    await nav.getByRole('link', { name: 'Country Settings' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Menu Settings' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Users and Access' }).count()).toBe(0);
    await page.goto('/apps/menu-settings');
    await page.getByRole('heading', { name: 'NOT AUTHORIZED' }).waitFor();
  });

  it('refuses a write the read-only user sends to the API directly', async () => {
    const login = await signIn(baseUrl, 'office', demoPassword);
    const token = login.body.data?.token ?? '';
    const reply = await fetch(`${baseUrl}${API_PATHS.menu}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ menu: { appName: 'adminpanel', datasenter: { datasenterName: 'uae', data: [] } } }),
    });
    expect(reply.status).toBe(403);
  });

  it('offers at most 10 pages in the page search, and "No results.." when nothing matches', async () => {
    const { page } = opened;
    await page.goto('/dashboard');
    const search = page.getByRole('combobox', { name: 'Search for a page' });
    await search.fill('e');
    await page.getByRole('option').first().waitFor();
    expect(await page.getByRole('option').count()).toBe(10);
    await search.fill('no such page here');
    await page.getByText('No results..', { exact: true }).waitFor();
    await search.fill('');
  });

  it('sends an unknown address to the 404 page', async () => {
    const { page } = opened;
    await page.goto('/apps/does-not-exist');
    await page.waitForURL((url) => url.pathname === '/pages/errors/error-404');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });

  it('mirrors the whole layout in Arabic', async () => {
    const { page } = opened;
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitem', { name: 'Arabic' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    // The navbar now sits on the right of the page.
    const box = await page.getByRole('navigation', { name: 'التنقل الرئيسي' }).boundingBox();
    expect(box && box.x > 1366 / 2).toBe(true);
    await page.getByRole('button', { name: 'اللغة: العربية' }).click();
    await page.getByRole('menuitem', { name: 'الإنجليزية' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('ltr');
  });

  it('threw no uncaught error in the page along the way', () => {
    expect(opened.pageErrors).toEqual([]);
  });
});
