import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEKEEPER_PATHS, palletSnapshotSchema } from '../src/domain/gatekeeper/contracts.ts';
import { compileRules, judgeScan } from '../src/domain/gatekeeper/rules/index.ts';
import { signIn } from './support/api.ts';
import { launchChromium } from './support/chromium.ts';
import { writeLabelVideo } from './support/fake-camera.ts';
import { sharedServer } from './support/shared-server.ts';
import { signInThroughPage } from './support/sign-in-page.ts';
import { makeTempDir, removeDir } from './support/temp-dir.ts';

/**
 * The camera path of the gatekeeper device: Chromium's fake camera shows a label and the page
 * decodes it (@zxing/browser: desktop Chromium has no native BarcodeDetector), records the scan
 * once although the camera sees the label in every frame, and stops the camera on request.
 * PLT-0016 is a seeded manifest no other spec touches.
 */
const { baseUrl, demoPassword } = sharedServer();
const PALLET = 'PLT-0016';

/** A unit of the pallet the rules accept, so the verdict is 'accepted'. */
async function acceptedUpc(token: string): Promise<string> {
  const reply = await fetch(`${baseUrl}${GATEKEEPER_PATHS.snapshot}?palletNo=${PALLET}`, { headers: { authorization: `Bearer ${token}` } });
  const snap = palletSnapshotSchema.parse(((await reply.json()) as { data: unknown }).data);
  const rules = compileRules(snap.rules);
  const line = snap.lines.find(
    (l) =>
      l.expected > l.scanned &&
      judgeScan(rules, {
        gateCountry: snap.header.gateCountry,
        upc: l.upc,
        item: l.facts,
        expectedOnPallet: l.expected,
        scannedOnPallet: l.scanned,
        scannedLastHour: snap.scannedLastHour[l.upc] ?? 0,
      }).action === 'ACCEPTED',
  );
  if (!line) throw new Error(`${PALLET} has no unit the rules accept`);
  return line.upc;
}

describe('the gatekeeper camera', () => {
  let browser: Browser;
  let upc: string;
  let dir: string;

  beforeAll(async () => {
    const token = (await signIn(baseUrl, 'warehouse', demoPassword)).body.data?.token ?? '';
    upc = await acceptedUpc(token);
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

  it('decodes a label from the camera into one scan, and stops the camera', async () => {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 360, height: 640 },
      isMobile: true,
      hasTouch: true,
      locale: 'en-US',
    });
    await context.grantPermissions(['camera']);
    const page: Page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto('/apps/gatekeeper');
    await page.waitForURL((url) => url.pathname === '/login');
    await signInThroughPage(page, 'warehouse', demoPassword);
    await page.waitForURL((url) => url.pathname === '/apps/gatekeeper');
    await page.getByRole('textbox', { name: 'Scan or Enter Pallet Number' }).fill(PALLET);
    await page.getByRole('textbox', { name: 'Scan or Enter Pallet Number' }).press('Enter');
    await page.getByRole('heading', { name: PALLET }).waitFor();
    const before = await page.getByTestId('scanned-count').textContent();
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));

    await page.getByRole('button', { name: 'Scan with the camera' }).click();
    await page.getByLabel('Camera preview').waitFor();
    const verdict = page.getByTestId('verdict');
    await expect.poll(() => verdict.getAttribute('data-kind'), { timeout: 30_000 }).toBe('accepted');
    expect(await verdict.textContent()).toContain(upc);
    // The camera and its decoder loaded when the camera was turned on, not with the page.
    expect(scripts.length).toBeGreaterThan(0);

    // The label stays in view: inside the repeat window it is not scanned again.
    const seq = await verdict.getAttribute('data-seq');
    await page.waitForTimeout(800);
    expect(await verdict.getAttribute('data-seq')).toBe(seq);
    const [scanned, total] = before!.replace('Scanned ', '').split('/').map(Number);
    await expect.poll(() => page.getByTestId('scanned-count').textContent()).toBe(`Scanned ${scanned! + 1}/${total}`);

    await page.getByRole('button', { name: 'Stop the camera' }).click();
    await page.getByLabel('Camera preview').waitFor({ state: 'detached' });
    await context.close();
  });
});
