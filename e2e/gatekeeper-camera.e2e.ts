import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEKEEPER_PATHS, palletSnapshotSchema } from '../src/domain/gatekeeper/contracts.ts';
import { compileRules, judgeScan } from '../src/domain/gatekeeper/rules/index.ts';
import { palletData, signIn } from './support/api.ts';
import { launchChromium } from './support/chromium.ts';
import { deviceContext, signedInDevice } from './support/device.ts';
import { writeLabelVideo } from './support/fake-camera.ts';
import { sharedServer } from './support/shared-server.ts';
import { makeTempDir, removeDir } from './support/temp-dir.ts';

/**
 * The camera path of the gatekeeper device: Chromium's fake camera shows a label and the page
 * decodes it (ZXing-C++ in WebAssembly: desktop Chromium has no native BarcodeDetector), counts
 * one unit although the label stays in view for seconds, counts one more on '+1 same item', and
 * stops the camera on request. The WebAssembly comes from the app's own origin, and only once the
 * camera is turned on. PLT-0016 is a seeded manifest no other spec touches.
 */
const { baseUrl, demoPassword } = sharedServer();
const PALLET = 'PLT-0016';

async function snapshot(token: string) {
  return palletSnapshotSchema.parse(await palletData(baseUrl, token, GATEKEEPER_PATHS.snapshot, PALLET));
}

/** Units of `upc` scanned on the pallet, as the server has them. */
async function serverScanned(token: string, upc: string): Promise<number> {
  return (await snapshot(token)).lines.find((l) => l.upc === upc)?.scanned ?? 0;
}

/** A UPC of the pallet whose next two units the rules accept, so both verdicts are 'accepted'. */
async function acceptedUpc(token: string): Promise<string> {
  const snap = await snapshot(token);
  const rules = compileRules(snap.rules);
  const accepts = (l: (typeof snap.lines)[number], more: number) =>
    judgeScan(rules, {
      gateCountry: snap.header.gateCountry,
      upc: l.upc,
      item: l.facts,
      expectedOnPallet: l.expected,
      scannedOnPallet: l.scanned + more,
      scannedLastHour: (snap.scannedLastHour[l.upc] ?? 0) + more,
    }).action === 'ACCEPTED';
  const line = snap.lines.find((l) => l.expected >= l.scanned + 2 && accepts(l, 0) && accepts(l, 1));
  if (!line) throw new Error(`${PALLET} has no unit the rules accept`);
  return line.upc;
}

describe('the gatekeeper camera', () => {
  let browser: Browser;
  let token: string;
  let upc: string;
  let scannedBefore: number;
  let dir: string;

  beforeAll(async () => {
    token = (await signIn(baseUrl, 'warehouse', demoPassword)).body.data?.token ?? '';
    upc = await acceptedUpc(token);
    scannedBefore = await serverScanned(token, upc);
    dir = await makeTempDir('gk-camera');
    const video = join(dir, 'label.y4m');
    writeLabelVideo(video, upc);
    browser = await launchChromium([
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
      '--use-fake-ui-for-media-stream',
    ]);
  });

  afterAll(async () => {
    await browser?.close();
    if (dir) await removeDir(dir);
  });

  it("counts a label held in view for 5 s once, one more on '+1 same item', and stops the camera", async () => {
    const context = await deviceContext(browser, baseUrl, { permissions: ['camera'] });
    const page: Page = await signedInDevice(context, 'warehouse', demoPassword);
    await page.getByRole('textbox', { name: 'Scan or Enter Pallet Number' }).fill(PALLET);
    await page.getByRole('textbox', { name: 'Scan or Enter Pallet Number' }).press('Enter');
    await page.getByRole('heading', { name: PALLET }).waitFor();
    const before = await page.getByTestId('scanned-count').textContent();
    const [scanned, total] = before!.replace('Scanned ', '').split('/').map(Number);
    const scripts: string[] = [];
    const wasm: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
      if (new URL(r.url()).pathname.endsWith('.wasm')) wasm.push(r.url());
    });
    // The page so far (a cold start, a pallet opened) fetched no decoder.
    const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    expect(loaded.filter((url) => url.endsWith('.wasm') || /camera-decoder/.test(url))).toEqual([]);

    await page.getByRole('button', { name: 'Scan with the camera' }).click();
    await page.getByLabel('Camera preview').waitFor();
    const verdict = page.getByTestId('verdict');
    await expect.poll(() => verdict.getAttribute('data-kind'), { timeout: 30_000 }).toBe('accepted');
    expect(await verdict.textContent()).toContain(upc);
    // The camera and its decoder loaded when the camera was turned on, the WebAssembly from our origin.
    expect(scripts.length).toBeGreaterThan(0);
    expect(wasm.length).toBeGreaterThan(0);
    expect(wasm.every((url) => new URL(url).origin === new URL(baseUrl).origin)).toBe(true);

    // The label stays in view for 5 s (the video loops on it): one unit, on the device and the server.
    const seq = await verdict.getAttribute('data-seq');
    await page.waitForTimeout(5000);
    expect(await verdict.getAttribute('data-seq')).toBe(seq);
    await expect.poll(() => page.getByTestId('scanned-count').textContent()).toBe(`Scanned ${scanned! + 1}/${total}`);
    await expect.poll(() => serverScanned(token, upc), { timeout: 15_000 }).toBe(scannedBefore + 1);

    // A carton of identical units: '+1 same item' counts one more of the code read last.
    await page.getByText(`Last read: ${upc}`).waitFor();
    await page.getByRole('button', { name: '+1 same item' }).click();
    await expect.poll(() => verdict.getAttribute('data-seq')).not.toBe(seq);
    await expect.poll(() => page.getByTestId('scanned-count').textContent()).toBe(`Scanned ${scanned! + 2}/${total}`);
    await expect.poll(() => serverScanned(token, upc), { timeout: 15_000 }).toBe(scannedBefore + 2);

    await page.getByRole('button', { name: 'Stop the camera' }).click();
    await page.getByLabel('Camera preview').waitFor({ state: 'detached' });
    await context.close();
  });
});
