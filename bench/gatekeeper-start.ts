/**
 * `npm run bench:gatekeeper-start`: how soon a signed-in handheld can scan a pallet after a start
 * (issue 13). Headless Chromium with its profile on disk, 360×640, CPU slowed by CDP
 * (Emulation.setCPUThrottlingRate) to RATES (default 4× as a handheld, and 1× for reference):
 *
 * - cold: the device signed in before (its stored session, user and menu), but the service worker,
 *   its caches and the HTTP cache emptied: every file comes from the server;
 * - installed-offline: the installed app (service worker active, precache full), network off.
 *
 * "Scan step ready" is navigation start to the pallet field being usable: in the page, enabled and
 * focused (watched from a script the page runs before its own). It is usually the device's first
 * frame (src/app/device/device-shell.js), whose input the app replays; "app field live" is when
 * the app's own field has the focus, the frame gone. Also the JavaScript fetched
 * (gzip, as a compressing server sends it): before ready, and in all until no script came for
 * QUIET_MS. RUNS starts of each kind per rate. Prints JSON. A measurement, not a test.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { HANDHELD, launchPersistentChromium } from '../e2e/support/chromium.ts';
import { startBuiltApp } from './built-app.ts';
import { spreadMs as spread } from './stats.ts';

const RUNS = Number(process.env.RUNS ?? 5);
const RATES = (process.env.RATES ?? '4,1').split(',').map(Number);
const QUIET_MS = Number(process.env.QUIET_MS ?? 2000);
const KINDS = (process.env.KINDS ?? 'cold,installed-offline').split(',') as ('cold' | 'installed-offline')[];
const PATH = '/apps/gatekeeper';
const PALLET_LABEL = 'Scan or Enter Pallet Number';

// Sent as source text, run before the page's own scripts: records when the pallet field is first
// usable, in the page's clock (0 = navigation start).
const WATCH_READY = `(() => {
  const usable = () => {
    const el = document.activeElement;
    if (!(el instanceof HTMLInputElement) || el.disabled || !el.isConnected) return false;
    return el.form?.getAttribute('aria-label') === ${JSON.stringify(PALLET_LABEL)};
  };
  const check = () => {
    if (!usable()) return;
    window.__scanReadyMs ??= performance.now();
    if (!document.activeElement.closest('#device-shell')) window.__scanLiveMs ??= performance.now();
  };
  document.addEventListener('focusin', check, true);
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
})()`;

const gzipCache = new Map<string, number>();
async function gzipBytes(url: string): Promise<number> {
  const known = gzipCache.get(url);
  if (known !== undefined) return known;
  const size = gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length;
  gzipCache.set(url, size);
  return size;
}

/** What the page fetched and when (ms from navigation start), for finding what a start waits for. */
const waterfall = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntries()
      .filter((e) => e.entryType === 'resource' || e.entryType === 'mark' || e.entryType === 'navigation')
      .map(
        (e) =>
          `${Math.round(e.startTime)}-${Math.round(e.startTime + e.duration)} ${e.entryType[0]} ${e.name.replace(location.origin, '')}`,
      ),
  );

/** One start of PATH in a new page: ready time, and the scripts fetched before it and in all. */
async function start(context: BrowserContext, rate: number) {
  const page: Page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const scripts: { url: string }[] = [];
    let lastScriptAt = Date.now();
    page.on('response', (response) => {
      const javascript = response.request().resourceType() === 'script' || /javascript/.test(response.headers()['content-type'] ?? '');
      if (!javascript) return;
      scripts.push({ url: response.url() });
      lastScriptAt = Date.now();
    });
    await page.goto(PATH);
    // Functions, not strings: the app's Content Security Policy forbids evaluating strings.
    const ready = () => (window as { __scanReadyMs?: number }).__scanReadyMs;
    await page.waitForFunction(ready, undefined, { timeout: 30_000, polling: 50 });
    const readyMs = (await page.evaluate(ready))!;
    const live = () => (window as { __scanLiveMs?: number }).__scanLiveMs;
    await page.waitForFunction(live, undefined, { timeout: 30_000, polling: 50 });
    const liveMs = (await page.evaluate(live))!;
    if (process.env.WATERFALL) console.error(JSON.stringify({ rate, readyMs: Math.round(readyMs), waterfall: await waterfall(page) }));
    while (Date.now() - lastScriptAt < QUIET_MS) await page.waitForTimeout(100);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    // Scripts the page had asked for by then, in its own clock (the engine's are asked for after).
    const askedBefore = new Set(
      await page.evaluate(
        (ms) =>
          performance
            .getEntriesByType('resource')
            .filter((e) => e.startTime < ms)
            .map((e) => e.name),
        readyMs,
      ),
    );
    const served = scripts.filter((s) => !s.url.startsWith('chrome'));
    const before = served.filter((s) => askedBefore.has(s.url));
    const sum = async (list: typeof served) =>
      (await Promise.all([...new Set(list.map((s) => s.url))].map(gzipBytes))).reduce((a, b) => a + b, 0);
    return {
      readyMs,
      liveMs,
      jsFiles: new Set(served.map((s) => s.url)).size,
      jsGzipBytes: await sum(served),
      jsBeforeReadyGzipBytes: await sum(before),
      files: [...new Set(served.map((s) => new URL(s.url).pathname))],
      gzipByFile: Object.fromEntries(
        await Promise.all([...new Set(served.map((s) => s.url))].map(async (u) => [new URL(u).pathname, await gzipBytes(u)] as const)),
      ),
    };
  } finally {
    await page.close();
  }
}

async function signIn(context: BrowserContext, password: string): Promise<Page> {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/login');
  await page.getByLabel('Emp No / Email', { exact: true }).fill('warehouse');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto(PATH);
  await page.getByRole('textbox', { name: PALLET_LABEL }).waitFor();
  // The service worker installed (precache full) and in control, as on an installed app.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // And the screen's copy for the first frame taken (src/lib/start-shell.ts), as on a device used before.
  await page.waitForFunction(() => localStorage.getItem('device.startShell') !== null, undefined, { timeout: 30_000 });
  return page;
}

async function measure(kind: 'cold' | 'installed-offline', origin: string, password: string, rate: number) {
  const profile = mkdtempSync(join(tmpdir(), 'panel-bench-start-'));
  const context = await launchPersistentChromium(profile, {
    baseURL: origin,
    ...HANDHELD,
  });
  try {
    await context.addInitScript(WATCH_READY);
    const first = await signIn(context, password);
    const cdp = await context.newCDPSession(first);
    await first.goto('about:blank');
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      if (kind === 'cold') {
        // A signed-in device with nothing of the app cached: no service worker, no caches.
        await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
        await cdp.send('Network.clearBrowserCache');
      } else {
        await context.setOffline(true);
      }
      runs.push(await start(context, rate));
      if (kind === 'installed-offline') await context.setOffline(false);
    }
    const ready = runs.map((r) => r.readyMs);
    const last = runs.at(-1)!;
    return {
      kind,
      cpuSlowdown: rate,
      runs: RUNS,
      scanStepReady: spread(ready),
      appFieldLive: spread(runs.map((r) => r.liveMs)),
      readyMs: ready.map(Math.round),
      jsGzipKB: Number((last.jsGzipBytes / 1024).toFixed(1)),
      jsBeforeReadyGzipKB: Number((last.jsBeforeReadyGzipBytes / 1024).toFixed(1)),
      jsFiles: last.jsFiles,
      files: kind === 'cold' ? last.files.map((f) => `${f} ${((last.gzipByFile[f] ?? 0) / 1024).toFixed(1)}KB`) : undefined,
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const { config, origin, close } = await startBuiltApp('start');
try {
  const results = [];
  for (const rate of RATES) {
    for (const kind of KINDS) results.push(await measure(kind, origin, config.DEMO_PASSWORD, rate));
  }
  console.log(
    JSON.stringify(
      { benchmark: 'gatekeeper-scan-step-ready', goals: { coldMsAt4x: 600, installedOfflineMsAt4x: 300, coldJsGzipKB: 150 }, results },
      null,
      2,
    ),
  );
} finally {
  await close();
}
