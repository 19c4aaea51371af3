import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_ROUTES } from '../src/app/feature-routes.tsx';
import { DEFAULT_SIGNED_IN_PATH, LOGIN_PATH, NOT_FOUND_PATH, REGISTER_PATH } from '../src/app/paths.ts';
import { PAGES } from '../src/domain/pages.ts';
import { ruleBuilderResources } from '../src/components/rule-builder/rule-builder-i18n.ts';
import { bulkUpdateResources } from '../src/features/bulk-update/i18n.ts';
import { deliveryResources } from '../src/features/delivery/i18n.ts';
import { elsewhereResources } from '../src/features/gatekeeper/components/elsewhere-i18n.ts';
import { pricingResources } from '../src/features/pricing/i18n.ts';
import { commonResources } from '../src/lib/i18n-common.ts';
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
/**
 * Pages open as on a device that asks for reduced motion: the app then draws toasts, drawers and
 * dialogs at once, so axe never reads the colours of one caught halfway through fading in.
 */
const STILL = { reducedMotion: 'reduce' } as const;
/** Pages audited at once in a sweep: the machines have two cores. */
const LANES = 2;
// What fails the run; moderate and minor findings are printed, not fatal.
const FATAL = new Set(['critical', 'serious']);

// A11Y_PAGES=/apps/a,/apps/b sweeps only those office pages (and their popups below), for a quick
// run while working on them; the login and device audits then wait for a full run.
const ONLY = process.env.A11Y_PAGES?.split(',')
  .map((path) => path.trim())
  .filter(Boolean);
const chosen = (path: string) => !ONLY || ONLY.includes(path) || ONLY.includes(path.split('?')[0]!);

/** A seeded pallet no other spec opens: the verdict audit scans a unit not on it. */
const DEVICE_PALLET = 'PLT-0017';

/** Screens whose content is chosen by the address's query: each way is swept beside the page itself. */
const VARIANTS = ['/apps/cms/product-update?filter=STUDIO', '/apps/cms/product-update?filter=AR_ACTIVATION'];

const screens = new Set(FEATURE_ROUTES.map((r) => r.page as string));
const device = new Set(FEATURE_ROUTES.filter((r) => r.frame === 'device').map((r) => r.page as string));

/** Every page the office layout shows: the dashboard, the screens, the placeholders and the 404 page. */
const officePaths = (): string[] => {
  const pages = PAGES.map((p) => p.path).filter((path) => !device.has(path));
  // An unknown address lands on the 404 page.
  return [DEFAULT_SIGNED_IN_PATH, ...pages, ...VARIANTS, '/no-such-page', NOT_FOUND_PATH].filter(chosen);
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

/**
 * Waits until the page has drawn its content: loaded, and no progress indicator shown (at most 8 s).
 * A hidden one is no wait: an overlay kept mounted while closed (B2B Transfer's) holds its spinner.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page
    .waitForFunction(
      () =>
        document.querySelector('main, [role="main"], form') !== null &&
        ![...document.querySelectorAll('[role="progressbar"]')].some((bar) => bar.checkVisibility({ visibilityProperty: true })),
      null,
      {
        timeout: 8_000,
      },
    )
    .catch(() => undefined);
  // Transitions (drawers, the navbar's width, a toast shown as a queue finishes loading) end before
  // axe reads colours and positions: a toast half faded in has no contrast of its own yet.
  await page.waitForTimeout(250);
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      null,
      { timeout: 2_000 },
    )
    .catch(() => undefined);
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

  /**
   * Visits `paths` in each language and size, and answers what axe finds. Pages of the signed-in
   * context take every LANES-th path side by side (a page's load and axe's run each keep a core
   * busy); they share the context's storage, so each language and size is a round all finish.
   */
  async function sweep(opened: OpenedPage, paths: readonly string[]): Promise<Finding[]> {
    const extra = await Promise.all(Array.from({ length: Math.min(LANES, paths.length) - 1 }, () => opened.context.newPage()));
    const pages = [opened.page, ...extra];
    const found: Finding[] = [];
    const repeated = contentOnly(paths);
    try {
      for (const language of LANGUAGES) {
        await opened.page.evaluate(([key, value]) => localStorage.setItem(key, value), [LANGUAGE_KEY, language] as const);
        for (const size of SIZES) {
          const lane = async (page: Page, share: readonly string[]) => {
            await page.setViewportSize({ width: size.width, height: size.height });
            for (const path of share) {
              await page.goto(path);
              await settled(page);
              const options = { mainOnly: repeated.has(path), colours: size.name === 'desktop' };
              found.push(...(await audit(page, `${path} [${language}, ${size.name}]`, options)));
            }
          };
          await Promise.all(
            pages.map((page, i) =>
              lane(
                page,
                paths.filter((_, p) => p % pages.length === i),
              ),
            ),
          );
        }
      }
      await opened.page.evaluate((key) => localStorage.setItem(key, 'en'), LANGUAGE_KEY);
    } finally {
      await Promise.all(extra.map((page) => page.close()));
    }
    findings.push(...found);
    return found.filter((f) => FATAL.has(f.impact));
  }

  it.skipIf(ONLY)('finds no critical or serious violation on the login and register pages', async () => {
    const opened = await openPage(browser, baseUrl, STILL);
    try {
      await opened.page.goto(LOGIN_PATH);
      expect((await sweep(opened, [LOGIN_PATH, REGISTER_PATH])).map(describeFinding)).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it(
    'finds none on the dashboard, every office page (screens and placeholders) and the 404 page, as admin',
    { timeout: 720_000 }, // every office page in three languages and two sizes; it grows with each screen
    async () => {
      const opened = await openPage(browser, baseUrl, STILL);
      try {
        await opened.page.goto(LOGIN_PATH);
        await signInThroughPage(opened.page, 'admin', demoPassword);
        expect((await sweep(opened, officePaths())).map(describeFinding)).toEqual([]);
      } finally {
        await opened.close();
      }
    },
  );

  it.skipIf(ONLY)('finds none on the gatekeeper device screen, as the warehouse user', async () => {
    const opened = await openPage(browser, baseUrl, STILL);
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

  it.skipIf(ONLY)('finds none on the gatekeeper scan step showing a verdict and its offer, in English and Arabic', async () => {
    const opened = await openPage(browser, baseUrl, { ...STILL, viewport: { width: 390, height: 844 } });
    const { page } = opened;
    try {
      await page.goto(LOGIN_PATH);
      await signInThroughPage(page, 'warehouse', demoPassword);
      for (const language of LANGUAGES) {
        await page.evaluate(([key, value]) => localStorage.setItem(key, value), [LANGUAGE_KEY, language] as const);
        await page.goto('/apps/gatekeeper');
        // The pallet field and then the UPC field take the focus: scanned into, as a wedge types.
        await page.waitForFunction(() => document.activeElement instanceof HTMLInputElement);
        await page.keyboard.type(DEVICE_PALLET);
        await page.keyboard.press('Enter');
        await page.getByRole('heading', { name: DEVICE_PALLET }).waitFor();
        await page.waitForFunction(() => document.activeElement instanceof HTMLInputElement);
        await page.keyboard.type('999999999999');
        await page.keyboard.press('Enter');
        const banner = page.getByTestId('verdict');
        await expect.poll(() => banner.getAttribute('data-kind')).toBe('notOnPallet');
        expect(await banner.getByRole('button').count()).toBe(1);
        const found = await audit(page, `/apps/gatekeeper, a verdict shown [${language}]`, { mainOnly: false, colours: true });
        // Another window of the app takes the scanning over: this one says so, and gets it back when that one closes.
        const other = await opened.context.newPage();
        await other.goto('/apps/gatekeeper');
        await page.getByRole('heading', { name: elsewhereResources[language].title }).waitFor();
        found.push(...(await audit(page, `/apps/gatekeeper, open in another window [${language}]`, { mainOnly: false, colours: true })));
        await other.close();
        await page.getByRole('heading', { name: DEVICE_PALLET }).waitFor();
        findings.push(...found);
        expect(found.filter((f) => FATAL.has(f.impact)).map(describeFinding)).toEqual([]);
      }
    } finally {
      await page.evaluate((key) => localStorage.setItem(key, 'en'), LANGUAGE_KEY).catch(() => undefined);
      await opened.close();
    }
  });

  /** The popups of the shipment screens, the rule builders and the activation report's details, opened in Arabic (right to left): where a form's labels and errors sit. */
  const POPUPS: { path: string; open: (page: Page) => Promise<void> }[] = [
    {
      path: '/apps/shipping-charge-settings',
      open: async (page) => {
        await page.getByRole('button', { name: commonResources.ar.addNew, exact: true }).click();
        await page.getByRole('dialog').waitFor();
        // The popup's own checks: every missing field marked, in Arabic.
        await page.getByRole('dialog').getByRole('button', { name: commonResources.ar.save, exact: true }).click();
      },
    },
    {
      path: '/apps/delivery-timeline',
      open: async (page) => {
        await page.getByRole('button', { name: deliveryResources.ar.addMethod, exact: true }).click();
        await page.getByRole('dialog').waitFor();
      },
    },
    {
      path: '/apps/delivery-timeline',
      open: async (page) => {
        await page.getByRole('button', { name: deliveryResources.ar.addTimeline, exact: true }).first().click();
        await page.getByRole('dialog').waitFor();
        await page.getByRole('dialog').getByRole('button', { name: commonResources.ar.save, exact: true }).click();
      },
    },
    {
      // The rule builder's controls, with a condition to show them (a fresh install has no rule).
      path: '/apps/rrp-price-criteria',
      open: async (page) => {
        await page.getByRole('button', { name: ruleBuilderResources.ar.builder.addRule, exact: true }).first().click();
      },
    },
    {
      path: '/apps/product-frame/new',
      open: async (page) => {
        await page.getByRole('radio', { name: pricingResources.ar.frames.byRule }).check();
        await page.getByRole('button', { name: ruleBuilderResources.ar.builder.addRule, exact: true }).first().click();
      },
    },
    {
      // New Bulk Update by rule: the builder and the values in the side panel.
      path: '/apps/bulk-update',
      open: async (page) => {
        await page.getByRole('button', { name: commonResources.ar.addNew, exact: true }).click();
        const drawer = page.getByRole('dialog');
        await drawer.getByRole('combobox', { name: bulkUpdateResources.ar.fields.source }).click();
        await page.getByRole('option', { name: bulkUpdateResources.ar.sources.FILTER_CONDITION }).click();
        await drawer.getByRole('button', { name: ruleBuilderResources.ar.builder.addRule, exact: true }).click();
      },
    },
    {
      // The report's activators beside its grid: a row chosen.
      path: '/apps/product-activation-report',
      open: async (page) => {
        await page.locator('tbody tr[data-index]').first().click();
        await page.getByRole('region', { name: /·/ }).locator('tbody tr[data-index]').first().waitFor();
      },
    },
  ];

  it.skipIf(ONLY && !POPUPS.some((p) => chosen(p.path)))(
    'finds none in the shipping charge popup, the delivery side panels, the rule builders and the report details, in Arabic, right to left, as the operator',
    async () => {
      const opened = await openPage(browser, baseUrl, STILL);
      const { page } = opened;
      try {
        await page.goto(LOGIN_PATH);
        await signInThroughPage(page, 'operator', demoPassword);
        await page.evaluate(([key, value]) => localStorage.setItem(key, value), [LANGUAGE_KEY, 'ar'] as const);
        const found: Finding[] = [];
        for (const [index, popup] of POPUPS.filter((p) => chosen(p.path)).entries()) {
          await page.goto(popup.path);
          await settled(page);
          expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
          await popup.open(page);
          await settled(page);
          found.push(...(await audit(page, `${popup.path} popup ${index + 1} [ar, desktop]`, { mainOnly: false, colours: true })));
        }
        await page.evaluate((key) => localStorage.setItem(key, 'en'), LANGUAGE_KEY);
        findings.push(...found);
        expect(found.filter((f) => FATAL.has(f.impact)).map(describeFinding)).toEqual([]);
      } finally {
        await opened.close();
      }
    },
  );
});
