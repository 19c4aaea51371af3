import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEKEEPER_PATHS, countsSchema, palletSnapshotSchema } from '../src/domain/gatekeeper/contracts.ts';
import { palletData, signIn } from './support/api.ts';
import { launchChromium } from './support/chromium.ts';
import { deviceContext, signedInDevice } from './support/device.ts';
import { acceptedUnits } from './support/pallet-units.ts';
import { scanKeys } from './support/scanner.ts';
import { sharedServer } from './support/shared-server.ts';

/**
 * The handheld's first frame (src/app/device/device-shell.js): a signed-in device restarting on the
 * gatekeeper shows the pallet step at once, before the app's code has run (the CPU slowed 4×, as
 * a handheld's), and what the operator scans into it then counts once when the app takes over.
 *
 * PLT-0019 is a seeded manifest that no other spec touches: the test imports it.
 */
const { baseUrl, demoPassword } = sharedServer();
const PALLET = 'PLT-0019';
const PALLET_FIELD = 'Scan or Enter Pallet Number';

describe('the gatekeeper first frame', () => {
  let browser: Browser;
  let context: BrowserContext;
  let token: string;

  beforeAll(async () => {
    browser = await launchChromium();
    token = (await signIn(baseUrl, 'warehouse', demoPassword)).body.data?.token ?? '';
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  const api = (path: string) => palletData(baseUrl, token, path, PALLET);

  it('takes a pallet and a unit scanned before the app ran, each once', async () => {
    context = await deviceContext(browser, baseUrl);
    const page = await signedInDevice(context, 'warehouse', demoPassword);
    await page.getByRole('textbox', { name: PALLET_FIELD }).waitFor();
    // The app keeps its copy of the step a moment after drawing it.
    await page.waitForFunction(() => localStorage.getItem('device.startShell') !== null);

    // The unit to scan, judged as the server will judge it (the pallet is imported by its first open).
    const imported = await fetch(`${baseUrl}${GATEKEEPER_PATHS.importPallet}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ palletNo: PALLET, opId: crypto.randomUUID() }),
    });
    expect(imported.ok).toBe(true);
    const upc = acceptedUnits(palletSnapshotSchema.parse(await api(GATEKEEPER_PATHS.snapshot)), 1)[0]!;

    // A restart on a handheld-class CPU: the copy is up and focused long before the app's code runs.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/apps/gatekeeper', { waitUntil: 'commit' });
    await page.waitForFunction(() => document.activeElement?.closest('#device-shell') != null, undefined, { polling: 10 });
    await scanKeys(cdp, PALLET, 0, 'Enter');
    await scanKeys(cdp, upc, 0, 'Tab');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    // The app opened the pallet and judged the unit: one verdict, one unit on the server.
    await page.getByRole('heading', { name: PALLET }).waitFor();
    await expect.poll(() => page.getByTestId('verdict').getAttribute('data-seq')).toBe('1');
    expect(await page.getByTestId('verdict').getAttribute('data-kind')).toBe('accepted');
    await expect.poll(async () => countsSchema.parse(await api(GATEKEEPER_PATHS.counts)).scanned, { timeout: 15_000 }).toBe(1);
    await page.waitForTimeout(500);
    expect(await page.getByTestId('verdict').getAttribute('data-seq')).toBe('1');
    expect(await page.locator('#device-shell').count()).toBe(0);
    // The scan step reads the scanner as usual after the hand-over.
    expect(await page.getByRole('textbox', { name: 'Scan UPC' }).evaluate((el) => el === document.activeElement)).toBe(true);
  });
});
