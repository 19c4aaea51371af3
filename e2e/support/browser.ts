import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { TOKEN_STORAGE_KEY } from '../../src/domain/constants.ts';

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions thrown in the page, to explain a failure. */
  pageErrors: string[];
  close(): Promise<void>;
}

/**
 * A fresh context (no storage, no service worker yet) with one page, set up as office staff use it;
 * `options` adds to or overrides that setup.
 */
export async function openPage(browser: Browser, baseUrl: string, options: BrowserContextOptions = {}): Promise<OpenedPage> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1366, height: 800 },
    locale: 'en-US',
    timezoneId: 'Asia/Dubai',
    ...options,
  });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page, pageErrors, close: () => context.close() };
}

/** The text of the elements a field names in aria-describedby: where helper and error texts belong. */
export function accessibleDescription(field: Locator): Promise<string> {
  return field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );
}

/** The session token the app keeps in localStorage, or null. */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), TOKEN_STORAGE_KEY);
}
