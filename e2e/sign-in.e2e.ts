import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authWords } from '../src/domain/auth/words.ts';
import { API_PATHS } from '../src/domain/services.ts';
import { accessibleDescription, openPage, storedToken, type OpenedPage } from './support/browser.ts';
import { launchChromium } from './support/chromium.ts';
import { sharedServer } from './support/shared-server.ts';

const { baseUrl, demoPassword } = sharedServer();
const JWT = /^[\w-]+\.[\w-]+\.[\w-]+$/;

// One visitor, one browser context: the steps below are a single journey and run in order.
describe('sign-in journey of a new visitor', () => {
  let browser: Browser;
  let opened: OpenedPage;
  let page: Page;

  const username = () => page.getByLabel('Emp No / Email', { exact: true });
  const password = () => page.getByLabel('Password', { exact: true });
  const loginButton = () => page.getByRole('button', { name: 'Login', exact: true });

  beforeAll(async () => {
    browser = await launchChromium();
    opened = await openPage(browser, baseUrl);
    page = opened.page;
  });

  afterAll(async () => {
    await opened?.close();
    await browser?.close();
  });

  it('sends a visitor without a session to /login', async () => {
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText('ADMIN PANEL', { exact: true }).waitFor();
    await username().waitFor();
    await password().waitFor();
    expect(await storedToken(page)).toBeNull();
  });

  it('keeps Login disabled while a field has fewer than 3 characters', async () => {
    await username().fill('a');
    await password().fill('D');
    expect(await loginButton().isDisabled()).toBe(true);

    await username().fill('ad');
    await password().fill('De');
    await username().focus(); // leaving the password field marks it touched
    expect(await loginButton().isDisabled()).toBe(true);
    await expect.poll(() => accessibleDescription(username())).toContain('Min character length is 3');
    await expect.poll(() => accessibleDescription(password())).toContain('Min character length is 3');

    await username().fill('adm');
    await password().fill('Dem');
    await expect.poll(() => loginButton().isDisabled()).toBe(false);
  });

  it('writes the server message onto the password field for a wrong password and stores no token', async () => {
    await username().fill('admin');
    await password().fill(`${demoPassword}-wrong`);
    const reply = page.waitForResponse((response) => new URL(response.url()).pathname === API_PATHS.login);
    await loginButton().click();
    const status = (await reply).status();
    expect(status >= 400 && status < 500, `sign-in answered HTTP ${status}`).toBe(true);

    await expect.poll(() => accessibleDescription(password())).toContain(authWords.en.badCredentials);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await storedToken(page)).toBeNull();
  });

  it('signs the administrator in and lands on the dashboard', async () => {
    await password().fill(demoPassword);
    await loginButton().click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByText('Welcome !', { exact: true }).waitFor();
    await page.getByText('Native Dashboard', { exact: true }).waitFor();
    expect(await storedToken(page)).toMatch(JWT);
  });

  it('keeps the session across a reload by signing in with the stored token', async () => {
    const tokenSignIn = page.waitForResponse((response) => new URL(response.url()).pathname === API_PATHS.tokenLogin);
    await page.reload();
    expect((await tokenSignIn).status()).toBe(200);
    await page.getByText('Welcome !', { exact: true }).waitFor();
    await page.getByText('Native Dashboard', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(await storedToken(page)).toMatch(JWT);
  });

  it('threw no uncaught error in the page along the way', () => {
    expect(opened.pageErrors).toEqual([]);
  });
});
