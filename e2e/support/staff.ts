import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { openPage, type OpenedPage } from './browser.ts';
import { launchChromium } from './chromium.ts';
import { sharedServer } from './shared-server.ts';
import { signInThroughPage } from './sign-in-page.ts';

/**
 * Chromium for the describe block this is called in, with one page per demo user signed in through
 * the login page before its tests (beforeAll) and all of it closed after them (afterAll). Answers the
 * pages by user name, filled in once beforeAll has run:
 * `const staff = signedInStaff(['operator', 'office']); … const { page } = staff.operator;`
 */
export function signedInStaff<U extends string>(usernames: readonly U[]): Record<U, OpenedPage> {
  const { baseUrl, demoPassword } = sharedServer();
  const pages = {} as Record<U, OpenedPage>;
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await launchChromium();
    for (const username of usernames) {
      const opened = await openPage(browser, baseUrl);
      pages[username] = opened;
      await opened.page.goto('/login');
      await signInThroughPage(opened.page, username, demoPassword);
    }
  });

  afterAll(async () => {
    for (const username of usernames) await (pages[username] as OpenedPage | undefined)?.close();
    await browser?.close();
  });

  return pages;
}
