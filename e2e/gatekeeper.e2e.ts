import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { GATEKEEPER_PATHS, palletSnapshotSchema, type PalletSnapshot } from '../src/domain/gatekeeper/contracts.ts';
import { palletData, signIn } from './support/api.ts';
import { launchChromium } from './support/chromium.ts';
import { controlledByServiceWorker, deviceContext, signedInDevice } from './support/device.ts';
import { unitPicker } from './support/pallet-units.ts';
import { scanKeys } from './support/scanner.ts';
import { sharedServer } from './support/shared-server.ts';
import { signInThroughPage } from './support/sign-in-page.ts';

/**
 * The gatekeeper device end to end (issue 5): open a pallet online, lose the network, reload, scan
 * 20 units (one a rule rejects) offline, come back online, the outbox drains, the items report has
 * the 20 scans, and a second device on the pallet saw its counts change live. Also measures
 * Enter-to-verdict and the JavaScript of a cold start of /apps/gatekeeper.
 *
 * PLT-0018 is a seeded manifest that no other spec touches: the first open imports it.
 */
const { baseUrl, demoPassword } = sharedServer();
const PALLET = 'PLT-0018';
/**
 * JavaScript (gzip) a cold start of the device screen fetches in all (197.7 KB before issue 13; the
 * device preload script, now with the first frame, is 1.5 KB of it; 210.4 KB before the server's
 * words: the session's and the gatekeeper's words in three languages, one copy with the server's,
 * and the words' kit add 2.6 KB, zod's English locale left out saves 1.2).
 */
const START_JS_BUDGET_KB = 214;
const SCANS = 20;

const palletField = (page: Page) => page.getByRole('textbox', { name: 'Scan or Enter Pallet Number' });
const upcField = (page: Page) => page.getByRole('textbox', { name: 'Scan UPC' });
const scannedText = (page: Page) => page.getByTestId('scanned-count').textContent();

async function openPallet(page: Page): Promise<void> {
  await palletField(page).fill(PALLET);
  await palletField(page).press('Enter');
  await page.getByRole('heading', { name: PALLET }).waitFor();
}

/**
 * 19 units the rules accept and 1 they reject, judged by the same engine as server and device,
 * counting the units already scanned and this run's own scans against the caps.
 */
function pickUnits(snap: PalletSnapshot): { upcs: string[]; rejected: string } {
  const pick = unitPicker(snap);
  const rejected = pick.next('REJECTED');
  const upcs = Array.from({ length: SCANS - 1 }, () => pick.next('ACCEPTED'));
  // The rejected one in the middle of the run.
  upcs.splice(7, 0, rejected);
  return { upcs, rejected };
}

/** Enter-to-verdict in the page: from the Enter keydown to the verdict banner changing, and to the frame that draws it. */
function installVerdictClock(page: Page): Promise<void> {
  return page.evaluate(() => {
    const w = window as unknown as { __verdictTimes: { shown: number; painted: number }[] };
    w.__verdictTimes = [];
    let started = 0;
    // On the window: before the app's own listener on the document, whose work on Enter counts.
    window.addEventListener('keydown', (e) => e.key === 'Enter' && (started = performance.now()), true);
    const banner = document.querySelector('[data-testid="verdict"]')!;
    new MutationObserver(() => {
      if (!started) return;
      const from = started;
      started = 0;
      // Shown: the verdict is in the document (the page's own work). Painted: the frame that draws
      // it has begun (its animation callbacks run), which adds the wait for the display's next frame.
      const shown = performance.now() - from;
      requestAnimationFrame(() => w.__verdictTimes.push({ shown, painted: performance.now() - from }));
    }).observe(banner, { attributes: true, attributeFilter: ['data-seq'] });
  });
}

/** What is animating on the page right now, by element, for a readable failure. */
function runningAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => a.playState === 'running')
      .map((a) => {
        const target = (a.effect as KeyframeEffect | null)?.target;
        return `${a.constructor.name} on ${target ? `${target.tagName.toLowerCase()}.${String(target.className)}` : '?'}`;
      }),
  );
}

const round = (ms: number) => Number(ms.toFixed(1));
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]!;

describe('the gatekeeper device, offline and back', () => {
  let browser: Browser;
  let device: BrowserContext;
  let watcher: BrowserContext;
  let token: string;

  beforeAll(async () => {
    browser = await launchChromium();
    token = (await signIn(baseUrl, 'warehouse', demoPassword)).body.data?.token ?? '';
  });

  afterAll(async () => {
    await device?.close();
    await watcher?.close();
    await browser?.close();
  });

  it('scans 20 units offline after a reload, drains the outbox online, and a second device sees the counts live', async () => {
    device = await deviceContext(browser, baseUrl);
    const page = await signedInDevice(device, 'warehouse', demoPassword);
    // The service worker must control the page before the network goes away.
    await controlledByServiceWorker(page);

    await openPallet(page);
    const snap = palletSnapshotSchema.parse(await palletData(baseUrl, token, GATEKEEPER_PATHS.snapshot, PALLET));
    const { upcs, rejected } = pickUnits(snap);
    const total = snap.header.counts.total;
    const before = snap.header.counts.scanned;
    expect(await scannedText(page)).toBe(`Scanned ${before}/${total}`);

    // A second device (another operator) on the same pallet, online throughout.
    watcher = await deviceContext(browser, baseUrl);
    const other = await signedInDevice(watcher, 'operator', demoPassword);
    await openPallet(other);
    expect(await scannedText(other)).toBe(`Scanned ${before}/${total}`);

    await device.setOffline(true);
    await page.reload();
    // The app starts from the service worker's cache and returns to the pallet it was on.
    await page.getByRole('heading', { name: PALLET }).waitFor();
    await installVerdictClock(page);
    const scanner = await device.newCDPSession(page);

    for (const upc of upcs) {
      const seq = Number(await page.getByTestId('verdict').getAttribute('data-seq'));
      await upcField(page).focus();
      // Nothing animates while scanning: a running animation keeps a frame pending, and Chromium then
      // holds the scan's IndexedDB answer after the key press until that frame is drawn.
      expect(await runningAnimations(page)).toEqual([]);
      // A scanner's burst: the code's keystrokes 10 ms apart by their time stamps, and Enter right
      // after them, however busy the machine that sends them.
      await scanKeys(scanner, upc, 10, 'Enter');
      await expect.poll(async () => Number(await page.getByTestId('verdict').getAttribute('data-seq'))).toBeGreaterThan(seq);
      if (upc === rejected) {
        const dialog = page.getByRole('dialog', { name: 'REJECTED' });
        await dialog.waitFor();
        expect(await dialog.textContent()).toContain(rejected);
        await dialog.getByRole('button', { name: 'OK' }).click();
        await dialog.waitFor({ state: 'detached' });
      } else {
        expect(await page.getByTestId('verdict').getAttribute('data-kind')).toBe('accepted');
      }
    }
    // The counts follow the last verdict a frame later (the verdict is painted first).
    await expect.poll(() => scannedText(page)).toBe(`Scanned ${before + SCANS}/${total}`);
    await page.getByRole('button', { name: `Sync status: ${SCANS} pending` }).waitFor();
    // The other device has heard nothing yet.
    expect(await scannedText(other)).toBe(`Scanned ${before}/${total}`);

    const times = await page.evaluate(() => (window as unknown as { __verdictTimes: { shown: number; painted: number }[] }).__verdictTimes);
    // The share of the engine's IndexedDB write (the screen measures it around recordScan).
    const recordTimes = await page.evaluate(() => performance.getEntriesByName('gatekeeper:record-scan').map((e) => e.duration));
    expect(times).toHaveLength(SCANS);

    await device.setOffline(false);
    await page.getByRole('button', { name: 'Sync status: 0 pending' }).waitFor({ timeout: 30_000 });
    // Live: the other device's counts follow without a reload.
    await expect.poll(() => scannedText(other), { timeout: 15_000 }).toBe(`Scanned ${before + SCANS}/${total}`);

    // The items report (office screen) shows the 20 scans with device and server times.
    await page.goto('/apps/gatekeeper-items-report');
    await page.getByRole('textbox', { name: 'Pallet Numbers' }).fill(PALLET);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('table', { name: 'Gate Keeper Items Report' }).getByText(PALLET).first().waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to Excel' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Gatekeeper Items Report.xlsx');
    const book = XLSX.read(readFileSync((await file.path())!), { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, defval: null });
    const scannedRows = rows.slice(1).filter((r) => r[3] === 'Yes' && r[10] && r[11]);
    expect(scannedRows).toHaveLength(before + SCANS);
    expect(scannedRows.filter((r) => r[4] === 'REJECTED').map((r) => r[2])).toContain(rejected);

    const spread = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return {
        p50Ms: round(sorted[Math.floor(sorted.length / 2)] ?? 0),
        p95Ms: round(values.length ? p95(values) : 0),
        maxMs: round(sorted.at(-1) ?? 0),
      };
    };
    const enterToVerdict = {
      scans: times.length,
      ...spread(times.map((t) => t.shown)),
      goalP95Ms: 16,
      painted: spread(times.map((t) => t.painted)),
    };
    const recordScan = spread(recordTimes);
    console.log(
      JSON.stringify({ bench: 'gatekeeper-enter-to-verdict', browser: 'chromium', offline: true, ...enterToVerdict, recordScan }),
    );
  });

  it('loads a small cold start for /apps/gatekeeper, with no camera decoder and no MUI or emotion', async () => {
    // A fresh context, no service worker and no HTTP cache: every script comes from the server.
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 360, height: 640 }, serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      const session = await context.newCDPSession(page);
      await session.send('Network.setCacheDisabled', { cacheDisabled: true });
      await page.goto('/login');
      await signInThroughPage(page, 'warehouse', demoPassword);
      // Every piece of JavaScript the page fetches: modules, module preloads and workers alike.
      const scripts = new Set<string>();
      let lastScriptAt = Date.now();
      page.on('response', (response) => {
        const javascript = response.request().resourceType() === 'script' || /javascript/.test(response.headers()['content-type'] ?? '');
        if (!javascript) return;
        scripts.add(response.url());
        lastScriptAt = Date.now();
      });
      // The page's own clock: when the pallet field was first focused, and what it had asked for by then.
      await page.addInitScript(() => {
        const check = () => {
          const field = document.activeElement;
          if (!(field instanceof HTMLInputElement) || field.disabled) return;
          if (field.form?.getAttribute('aria-label') !== 'Scan or Enter Pallet Number') return;
          (window as { scanReadyMs?: number }).scanReadyMs ??= performance.now();
        };
        document.addEventListener('focusin', check, true);
        new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
      });
      await page.goto('/apps/gatekeeper');
      await page.getByRole('heading', { name: 'Pallet Scan' }).waitFor();
      await page.waitForLoadState('networkidle');
      // What the start fetches after its first screen counts too: wait until no script came for 3 s.
      await expect.poll(() => Date.now() - lastScriptAt, { timeout: 20_000, interval: 250 }).toBeGreaterThanOrEqual(3_000);
      const beforeReady = new Set(
        await page.evaluate(() => {
          const ready = (window as { scanReadyMs?: number }).scanReadyMs ?? Infinity;
          return performance
            .getEntriesByType('resource')
            .filter((e) => e.startTime < ready)
            .map((e) => e.name);
        }),
      );
      // Each script as served (rawBytes) and gzipped here at the default level (what a compressing server sends).
      const sizes: { file: string; raw: number; gzip: number; brotli: number; decoder: boolean; styled: boolean; beforeReady: boolean }[] =
        [];
      for (const url of scripts) {
        const body = Buffer.from(await (await fetch(url)).arrayBuffer());
        // The camera decoder's own words, wherever a build puts its code.
        const text = body.toString('utf8');
        const decoder = /ChecksumException|MultiFormatReader/.test(text);
        // MUI's and emotion's own words: the theme names every MUI component is styled under
        // (MuiButtonBase, MuiCssBaseline ...) and the attribute emotion marks its style sheets with.
        const styled = /\bMui[A-Z][A-Za-z]+|data-emotion|__EMOTION_TYPE_PLEASE_DO_NOT_USE__/.test(text);
        // Brotli at the level `npm run build` precompresses with: what `npm start` sends.
        const brotli = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length;
        const beforeReadyFile = beforeReady.has(url);
        sizes.push({
          file: new URL(url).pathname,
          raw: body.length,
          gzip: gzipSync(body).length,
          brotli,
          decoder,
          styled,
          beforeReady: beforeReadyFile,
        });
      }
      const raw = sizes.reduce((sum, f) => sum + f.raw, 0);
      const gzip = sizes.reduce((sum, f) => sum + f.gzip, 0);
      const brotli = sizes.reduce((sum, f) => sum + f.brotli, 0);
      const gzipBeforeReady = sizes.filter((f) => f.beforeReady).reduce((sum, f) => sum + f.gzip, 0);
      const names = sizes.map((f) => f.file);
      const largest = [...sizes]
        .sort((a, b) => b.gzip - a.gzip)
        .slice(0, 10)
        .map((f) => `${f.file} ${(f.gzip / 1024).toFixed(1)}KB`);
      console.log(
        JSON.stringify({
          bench: 'gatekeeper-cold-start-js',
          files: names.length,
          rawBytes: raw,
          gzipBytes: gzip,
          gzipKB: Number((gzip / 1024).toFixed(1)),
          brotliKB: Number((brotli / 1024).toFixed(1)),
          beforeReadyGzipKB: Number((gzipBeforeReady / 1024).toFixed(1)),
          deferred: sizes.filter((f) => !f.beforeReady).map((f) => f.file),
          goalKB: 150,
          largest,
        }),
      );
      // The camera decoder is not part of it: neither its chunk nor its code inside another one.
      expect(names.filter((n) => /zxing|camera|decoder/i.test(n))).toEqual([]);
      expect(sizes.filter((f) => f.decoder).map((f) => f.file)).toEqual([]);
      // The device start and screen are drawn without MUI: no script of the cold start carries MUI or emotion.
      expect(sizes.filter((f) => f.styled).map((f) => f.file)).toEqual([]);
      expect(scripts.size).toBeGreaterThan(0);
      // The whole start's JavaScript, what loads after the first screen included, within its budget
      // (the goal is 150 KB; Dexie, imported statically by the gatekeeper page, is most of the rest).
      expect(gzip / 1024).toBeLessThanOrEqual(START_JS_BUDGET_KB);
    } finally {
      await context.close();
    }
  });
});
