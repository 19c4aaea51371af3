import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import { HANDHELD } from './chromium.ts';
import { signInThroughPage } from './sign-in-page.ts';

/** A handheld (HANDHELD) in the deployment's language and zone; each step waits up to 20 s. */
export async function deviceContext(browser: Browser, baseURL: string, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    ...HANDHELD,
    locale: 'en-US',
    timezoneId: 'Asia/Dubai',
    acceptDownloads: true,
    ...options,
  });
  context.setDefaultTimeout(20_000);
  return context;
}

/** Opens Gate Keeper, is sent to the login page, signs in there and is back on Gate Keeper. */
export async function signedInDevice(context: BrowserContext, username: string, password: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/apps/gatekeeper');
  await page.waitForURL((url) => url.pathname === '/login');
  await signInThroughPage(page, username, password);
  await page.waitForURL((url) => url.pathname === '/apps/gatekeeper');
  return page;
}

/** Waits until the service worker controls `page` (reloading it once if needed): only then can it go offline and reload. */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}
