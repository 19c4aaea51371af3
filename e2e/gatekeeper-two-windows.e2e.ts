import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEKEEPER_PATHS, countsSchema, palletSnapshotSchema } from '../src/domain/gatekeeper/contracts.ts';
import { palletData, signIn } from './support/api.ts';
import { launchChromium } from './support/chromium.ts';
import { deviceContext, signedInDevice } from './support/device.ts';
import { sharedServer } from './support/shared-server.ts';
import { acceptedUnits, unitPicker } from './support/pallet-units.ts';
import { scanKeys } from './support/scanner.ts';

/**
 * Gate Keeper open twice on one device (the installed app and a browser tab): scans are counted in
 * one window at a time, and the window that takes over first reads what the other recorded, so its
 * verdicts and counts are right even offline. Without that, each window judged against its own
 * stale copy: a UPC the other window had finished was accepted again.
 *
 * PLT-0009 is a seeded manifest that no other spec touches: the first open imports it.
 */
const { baseUrl, demoPassword } = sharedServer();
const PALLET = 'PLT-0009';

const upcField = (page: Page) => page.getByRole('textbox', { name: 'Scan UPC' });
const scannedText = (page: Page) => page.getByTestId('scanned-count').textContent();
const elsewhere = (page: Page) => page.getByRole('heading', { name: 'Gate Keeper is open in another window' });

/** Scans `upc` into the field and answers the verdict's kind. */
async function scan(page: Page, upc: string): Promise<string | null> {
  const seq = Number(await page.getByTestId('verdict').getAttribute('data-seq'));
  await upcField(page).fill(upc);
  await upcField(page).press('Enter');
  await expect.poll(async () => Number(await page.getByTestId('verdict').getAttribute('data-seq'))).toBeGreaterThan(seq);
  return page.getByTestId('verdict').getAttribute('data-kind');
}

/** `check`'s answer, or false when it throws (unitPicker throws when no unit is left to take). */
function safely(check: () => boolean): boolean {
  try {
    return check();
  } catch {
    return false;
  }
}

async function openPallet(page: Page): Promise<void> {
  const field = page.getByRole('textbox', { name: 'Scan or Enter Pallet Number' });
  await field.fill(PALLET);
  await field.press('Enter');
  await page.getByRole('heading', { name: PALLET }).waitFor();
}

describe('the gatekeeper open in two windows of one device', () => {
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('counts in one window at a time; the window taken back judges with what the other recorded', async () => {
    context = await deviceContext(browser, baseUrl);
    const first = await signedInDevice(context, 'warehouse', demoPassword);
    await openPallet(first);
    await first.getByRole('button', { name: 'Sync status: 0 pending' }).waitFor({ timeout: 30_000 });

    const token = (await signIn(baseUrl, 'warehouse', demoPassword)).body.data?.token ?? '';
    const snap = palletSnapshotSchema.parse(await palletData(baseUrl, token, GATEKEEPER_PATHS.snapshot, PALLET));
    const serverCounts = async () => countsSchema.parse(await palletData(baseUrl, token, GATEKEEPER_PATHS.counts, PALLET));
    // A UPC the rules accept for every unit it has left, the fewest such: the second window takes them all.
    const acceptsAll = (l: (typeof snap.lines)[number]) => {
      const pick = unitPicker({ ...snap, lines: [l] });
      for (let i = l.scanned; i < l.expected; i++) if (pick.next('ACCEPTED') !== l.upc) return false;
      return true;
    };
    const [line] = snap.lines
      .filter((l) => l.expected > l.scanned && safely(() => acceptsAll(l)))
      .sort((a, b) => a.expected - a.scanned - (b.expected - b.scanned));
    const left = line!.expected - line!.scanned;
    const before = await serverCounts();

    // A third window on an office page of the same user: it leaves the scanning to the device's.
    const office = await context.newPage();
    await office.goto('/apps/gatekeeper-report');
    await office.getByRole('button', { name: 'Quick panel' }).click();
    const quickPanel = office.getByRole('dialog', { name: 'Quick panel' });
    await quickPanel.getByText('Nothing waiting to sync').waitFor();
    /** What the office window says the device still owes, once its window is used again. */
    const officeOwes = async (words: string) => {
      await office.evaluate(() => window.dispatchEvent(new FocusEvent('focus')));
      await quickPanel.getByText(words).waitFor();
    };

    // The second window opens: it runs the engine, the first stops and says why.
    const second = await context.newPage();
    await second.goto('/apps/gatekeeper');
    await openPallet(second);
    await elsewhere(first).waitFor();
    expect(await upcField(first).count()).toBe(0);

    // Offline, the second window scans every unit left of the UPC.
    await context.setOffline(true);
    for (let i = 0; i < left; i++) expect(await scan(second, line!.upc)).toBe('accepted');
    await expect.poll(() => scannedText(second)).toBe(`Scanned ${before.scanned + left}/${before.total}`);

    // Back in the first window: it takes over, shows the second's units and judges the UPC done.
    await first.getByRole('button', { name: 'Use here' }).click();
    await upcField(first).waitFor();
    await elsewhere(second).waitFor();
    await expect.poll(() => scannedText(first)).toBe(`Scanned ${before.scanned + left}/${before.total}`);
    expect(await scan(first, line!.upc)).toBe('warning');
    expect(await first.getByTestId('verdict').textContent()).toContain('Already scanned');
    await first.getByRole('button', { name: `Sync status: ${left + 1} pending` }).waitFor();
    // The office window says what the device owes, though another window recorded it.
    await officeOwes(`${left + 1} operation${left + 1 === 1 ? '' : 's'} waiting to sync`);

    // Online again: the server took each unit once, and the window shows its counts.
    await context.setOffline(false);
    await first.getByRole('button', { name: 'Sync status: 0 pending' }).waitFor({ timeout: 30_000 });
    const after = await serverCounts();
    expect(after.scanned).toBe(before.scanned + left);
    await expect.poll(() => scannedText(first)).toBe(`Scanned ${after.scanned}/${after.total}`);
    // The server judged the last scan as the window did: nothing to correct.
    expect(await first.getByText(/corrections? or conflicts? to acknowledge/).count()).toBe(0);
    await officeOwes('Nothing waiting to sync');
    // The office window never ran the engine: it did not take it from the device's window.
    expect(await upcField(first).count()).toBe(1);

    // Using the second window is enough for it to take over again: its window gains the focus
    // (dispatched here: headless Chromium keeps every page focused, so none ever gains it). The
    // scan that comes with it, before its steps are drawn again, counts there.
    const unit = acceptedUnits(snap, 20).find((upc) => upc !== line!.upc)!;
    const cdp = await context.newCDPSession(second);
    // At a handheld's speed, the keys arrive while the window is still taking the engine back.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await second.evaluate(() => window.dispatchEvent(new FocusEvent('focus')));
    await scanKeys(cdp, unit, 0, 'Enter');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await upcField(second).waitFor();
    await elsewhere(first).waitFor();
    await expect.poll(() => second.getByTestId('verdict').getAttribute('data-kind')).toBe('accepted');
    await second.getByRole('button', { name: 'Sync status: 0 pending' }).waitFor({ timeout: 30_000 });
    expect((await serverCounts()).scanned).toBe(after.scanned + 1);
    // Closing it hands the scanning back to the first, on the pallet it had open.
    await second.close();
    await upcField(first).waitFor();
    expect(await scan(first, line!.upc)).toBe('warning');
  });
});
