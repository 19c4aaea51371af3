import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_ROUTES } from '../src/app/feature-routes.tsx';
import { DEFAULT_SIGNED_IN_PATH, LOGIN_PATH, NOT_FOUND_PATH } from '../src/app/paths.ts';
import { PAGES } from '../src/domain/pages.ts';
import { openPage, type OpenedPage } from './support/browser.ts';
import { launchChromium } from './support/chromium.ts';
import { sharedServer } from './support/shared-server.ts';
import { signInThroughPage } from './support/sign-in-page.ts';

const { baseUrl, demoPassword } = sharedServer();

// The key the app keeps the chosen language under (src/app/i18n-core.ts); read at each start.
const LANGUAGE_KEY = 'language';
const LANGUAGES = ['en', 'ar'] as const;
const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
// What fails the run; moderate and minor findings are printed, not fatal.
const FATAL = new Set(['critical', 'serious']);

const screens = new Set(FEATURE_ROUTES.map((r) => r.page as string));
const device = new Set(FEATURE_ROUTES.filter((r) => r.frame === 'device').map((r) => r.page as string));

/** Every page the office layout shows: the dashboard, the screens, the placeholders and the 404 page. */
const officePaths = (): string[] => {
  const pages = PAGES.map((p) => p.path).filter((path) => !device.has(path));
  // An unknown address lands on the 404 page.
  return [DEFAULT_SIGNED_IN_PATH, ...pages, '/no-such-page', NOT_FOUND_PATH];
};

/**
 * Pages whose content alone is audited: the placeholders after the first share its component, and
 * the shell around them is the one audited whole on every other page. This keeps the run short.
 */
const contentOnly = (paths: readonly string[]): Set<string> =>
  new Set(paths.filter((path) => PAGES.some((p) => p.path === path) && !screens.has(path)).slice(1));

interface Finding {
  where: string;
  rule: string;
  impact: string;
  targets: string[];
  help: string;
}

/** Waits until the page has drawn its content: loaded, and no progress indicator left (at most 8 s). */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page
    .waitForFunction(
      () => document.querySelector('main, [role="main"], form') !== null && document.querySelector('[role="progressbar"]') === null,
      null,
      {
        timeout: 8_000,
      },
    )
    .catch(() => undefined);
  // Transitions (drawers, the navbar's width) end before axe reads colours and positions.
  await page.waitForTimeout(250);
}

/** Runs axe on the page as it is and answers every violation, labelled with where it was found. */
async function audit(page: Page, where: string, { mainOnly, colours }: { mainOnly: boolean; colours: boolean }): Promise<Finding[]> {
  let builder = new AxeBuilder({ page });
  if (mainOnly) builder = builder.include('main');
  // Colour contrast, axe's slowest rule, is checked at the desktop size: colours do not change with the width.
  if (!colours) builder = builder.disableRules(['color-contrast']);
  const result = await builder.analyze();
  return result.violations.map((v) => ({
    where,
    rule: v.id,
    impact: v.impact ?? 'unknown',
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    help: v.help,
  }));
}

const describeFinding = (f: Finding) => `${f.where}: ${f.rule} (${f.impact}) ${f.help} — ${f.targets.join(' | ')}`;

describe('accessibility (axe-core) of every screen, in English and Arabic, on desktop and phone', () => {
  let browser: Browser;
  const findings: Finding[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    if (findings.length) console.log(`[axe] ${findings.length} findings:\n${findings.map(describeFinding).join('\n')}`);
    await browser?.close();
  });

  /** Visits `paths` in each language and size with one signed-in page, and answers what axe finds. */
  async function sweep(opened: OpenedPage, paths: readonly string[]): Promise<Finding[]> {
    const { page } = opened;
    const found: Finding[] = [];
    const repeated = contentOnly(paths);
    for (const language of LANGUAGES) {
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [LANGUAGE_KEY, language] as const);
      for (const size of SIZES) {
        await page.setViewportSize({ width: size.width, height: size.height });
        for (const path of paths) {
          await page.goto(path);
          await settled(page);
          const options = { mainOnly: repeated.has(path), colours: size.name === 'desktop' };
          found.push(...(await audit(page, `${path} [${language}, ${size.name}]`, options)));
        }
      }
    }
    await page.evaluate((key) => localStorage.setItem(key, 'en'), LANGUAGE_KEY);
    findings.push(...found);
    return found.filter((f) => FATAL.has(f.impact));
  }

  it('finds no critical or serious violation on the login page', async () => {
    const opened = await openPage(browser, baseUrl);
    try {
      await opened.page.goto(LOGIN_PATH);
      expect((await sweep(opened, [LOGIN_PATH])).map(describeFinding)).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it(
    'finds none on the dashboard, every office page (screens and placeholders) and the 404 page, as admin',
    { timeout: 720_000 }, // every office page in three languages and two sizes; it grows with each screen
    async () => {
      const opened = await openPage(browser, baseUrl);
      try {
        await opened.page.goto(LOGIN_PATH);
        await signInThroughPage(opened.page, 'admin', demoPassword);
        expect((await sweep(opened, officePaths())).map(describeFinding)).toEqual([]);
      } finally {
        await opened.close();
      }
    },
  );

  it('finds none on the gatekeeper device screen, as the warehouse user', async () => {
    const opened = await openPage(browser, baseUrl);
    try {
      await opened.page.goto(LOGIN_PATH);
      await signInThroughPage(opened.page, 'warehouse', demoPassword);
      const device = FEATURE_ROUTES.filter((r) => r.frame === 'device').map((r) => r.page as string);
      expect(device).toContain('/apps/gatekeeper');
      expect((await sweep(opened, device)).map(describeFinding)).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
