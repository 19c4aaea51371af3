/**
 * `npm run bench:products-view`: how soon an office user can work on a product opened by its
 * address on a cold load (issue 14: the wizard's Details step interactive in ≤ 1.5 s). Headless
 * Chromium at 1366×768, signed in before (stored session), with the service worker, its caches and
 * the HTTP cache emptied before each load, so every file comes from the server. CPU slowed by CDP
 * to RATES (default 1×, an office desktop; 4× for reference).
 *
 * "Interactive" is navigation start to the Details step showing the product: its Name and Brand
 * fields filled (the product and the pick lists loaded) and enabled, watched from a script the
 * page runs before its own. RUNS loads per rate, each of a different product. Prints JSON.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { PRODUCT_VIEW_PAGE } from '../src/domain/catalogue/paths.ts';
import { launchPersistentChromium } from '../e2e/support/chromium.ts';
import { startBuiltApp } from './built-app.ts';
import { spreadMs } from './stats.ts';

const RUNS = Number(process.env.RUNS ?? 7);
const RATES = (process.env.RATES ?? '1,4').split(',').map(Number);
const GOAL_MS = 1500;

// Records when the Name and Brand fields both show a value and can be edited (0 = navigation start).
const WATCH_READY = `(() => {
  const named = (text) => (text ?? '').replace(/[\\s*]+$/, '');
  const nameFilled = () => [...document.querySelectorAll('input')].some(
    (i) => !i.disabled && i.value !== '' && [...(i.labels ?? [])].some((l) => named(l.textContent) === 'Name'));
  // A select shows its choice as text in its combobox once the pick list has loaded.
  const brandShown = () => [...document.querySelectorAll('[role="combobox"]')].some((box) =>
    (box.getAttribute('aria-labelledby') ?? '').split(' ').some((id) => named(document.getElementById(id)?.textContent) === 'Brand') &&
    box.getAttribute('aria-disabled') !== 'true' && box.textContent.replace(/[\\s\\u200b]/g, '') !== '');
  const check = () => {
    if (window.__detailsReadyMs === undefined && nameFilled() && brandShown()) window.__detailsReadyMs = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
})()`;

/** What the page fetched and when (ms from navigation start), for finding what a load waits for. */
const waterfall = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => `${Math.round(e.startTime)}-${Math.round(e.startTime + e.duration)} ${e.name.replace(location.origin, '')}`),
  );

async function signIn(context: BrowserContext, password: string) {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/login');
  await page.getByLabel('Emp No / Email', { exact: true }).fill('operator');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  return page;
}

async function measure(origin: string, password: string, rate: number) {
  const profile = mkdtempSync(join(tmpdir(), 'panel-bench-products-view-'));
  const context = await launchPersistentChromium(profile, { baseURL: origin, viewport: { width: 1366, height: 768 } });
  try {
    await context.addInitScript(WATCH_READY);
    const first = await signIn(context, password);
    const cdp = await context.newCDPSession(first);
    await first.goto('about:blank');
    const readyMs: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
      await cdp.send('Network.clearBrowserCache');
      const page = await context.newPage();
      try {
        const pageCdp = await context.newCDPSession(page);
        await pageCdp.send('Emulation.setCPUThrottlingRate', { rate });
        if (process.env.PROFILE) await pageCdp.send('Profiler.enable').then(() => pageCdp.send('Profiler.start'));
        await page.goto(`${PRODUCT_VIEW_PAGE}/${101 + i * 13}`);
        const ready = () => (window as { __detailsReadyMs?: number }).__detailsReadyMs;
        await page.waitForFunction(ready, undefined, { timeout: 30_000, polling: 50 }).catch(async (error: unknown) => {
          const fields = await page.evaluate(() =>
            [...document.querySelectorAll('input')].map((i) => `${i.labels?.[0]?.textContent}=${i.value}`),
          );
          throw new Error(`${page.url()} never showed its Details (${fields.join('; ')})`, { cause: error });
        });
        readyMs.push((await page.evaluate(ready))!);
        if (process.env.WATERFALL) console.error(JSON.stringify(await waterfall(page)));
        if (process.env.PROFILE) writeFileSync(process.env.PROFILE, JSON.stringify((await pageCdp.send('Profiler.stop')).profile));
      } finally {
        await page.close();
      }
    }
    return { cpuSlowdown: rate, runs: RUNS, detailsInteractive: spreadMs(readyMs), readyMs: readyMs.map(Math.round) };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const { config, origin, close } = await startBuiltApp('products-view');
try {
  const results = [];
  for (const rate of RATES) results.push(await measure(origin, config.DEMO_PASSWORD, rate));
  console.log(JSON.stringify({ benchmark: 'products-view-details-cold-load', goals: { interactiveMs: GOAL_MS }, results }, null, 2));
} finally {
  await close();
}
