import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, type OpenedPage } from './support/browser.ts';
import { launchChromium } from './support/chromium.ts';
import { sharedServer } from './support/shared-server.ts';
import { signInThroughPage } from './support/sign-in-page.ts';

const { baseUrl, demoPassword } = sharedServer();

// Every screen family under the server's Content-Security-Policy: the panel's styles, the grids,
// the date pickers, the device flow and its service worker. The browser reports each thing it refused.
const PAGES = [
  '/dashboard',
  '/apps/country-settings',
  '/apps/campaign-details',
  '/apps/gatekeeper-report',
  '/apps/user-access',
  '/apps/gatekeeper',
];

describe('the app under its Content-Security-Policy', () => {
  let browser: Browser;
  let opened: OpenedPage;
  const refused: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    opened = await openPage(browser, baseUrl);
    await opened.context.exposeFunction('reportRefused', (what: string) => refused.push(what));
    await opened.context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { reportRefused: (what: string) => void }).reportRefused(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    opened.page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
  });

  afterAll(async () => {
    await opened?.close();
    await browser?.close();
  });

  it('sends the policy with the page', async () => {
    const response = await opened.page.goto('/login');
    const csp = (await response?.headerValue('content-security-policy')) ?? '';
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('runs every screen family and the service worker with nothing refused', async () => {
    const { page } = opened;
    await signInThroughPage(page, 'admin', demoPassword);
    for (const path of PAGES) {
      await page.goto(path);
      await page.getByRole('heading').first().waitFor();
    }
    // The device's service worker installs, and controls the page from its next load (it does not
    // claim open pages: an installing worker never takes over a page already running).
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await page.getByRole('heading').first().waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    expect(refused).toEqual([]);
    expect(opened.pageErrors).toEqual([]);
  });
});
