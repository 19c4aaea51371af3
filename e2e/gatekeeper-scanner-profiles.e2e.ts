import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEKEEPER_PATHS, countsSchema, palletSnapshotSchema } from '../src/domain/gatekeeper/contracts.ts';
import { palletData, signIn } from './support/api.ts';
import { launchChromium } from './support/chromium.ts';
import { deviceContext, signedInDevice } from './support/device.ts';
import { sharedServer } from './support/shared-server.ts';
import { unitPicker } from './support/pallet-units.ts';
import { scanKeys, type Suffix } from './support/scanner.ts';

/**
 * The gatekeeper device driven as handheld scanners drive it (issue 13): codes as key events 0 ms
 * or 30 ms apart, or as committed text, ended by ENTER, TAB or nothing; after a tap elsewhere; and
 * while each dialog of the scan step is open. The server must count exactly one unit per scan.
 * Keys go through Chromium's input pipeline (CDP), stamped with the times a scanner would send
 * them at, so the page sees the scanner's timing whatever this machine's load.
 *
 * PLT-0014 is a seeded manifest that no other spec touches: the first open imports it.
 */
const { baseUrl, demoPassword } = sharedServer();
const PALLET = 'PLT-0014';

/** A wedge's 'send as string': the whole code committed at once (no key events), then the suffix as a key. */
async function scanText(page: Page, cdp: CDPSession, code: string, suffix: Suffix): Promise<void> {
  await page.keyboard.insertText(code);
  if (suffix) await scanKeys(cdp, '', 0, suffix);
}

/** Counts the screen wake locks the page holds, watching Chromium's own API (the page's requests pass through). */
const WATCH_WAKE_LOCKS = `(() => {
  const wakeLock = navigator.wakeLock;
  window.__wakeLocksHeld = 0;
  const request = wakeLock.request.bind(wakeLock);
  wakeLock.request = async (type) => {
    const sentinel = await request(type);
    window.__wakeLocksHeld += 1;
    sentinel.addEventListener('release', () => (window.__wakeLocksHeld -= 1));
    return sentinel;
  };
})()`;
const wakeLocksHeld = (page: Page) => page.evaluate(() => (window as { __wakeLocksHeld?: number }).__wakeLocksHeld);

const seqOf = async (page: Page) => Number(await page.getByTestId('verdict').getAttribute('data-seq'));
const upcField = (page: Page) => page.getByRole('textbox', { name: 'Scan UPC' });

describe('the gatekeeper scan step with each scanner profile', () => {
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
  const serverCounts = async () => countsSchema.parse(await api(GATEKEEPER_PATHS.counts));

  it('counts exactly one unit per scan, whatever the suffix, timing or dialog on screen', async () => {
    context = await deviceContext(browser, baseUrl);
    await context.addInitScript(WATCH_WAKE_LOCKS);
    const page = await signedInDevice(context, 'warehouse', demoPassword);
    const cdp = await context.newCDPSession(page);

    // Step 1 reads a pallet label too, here ended by TAB, also after a person's abandoned try at
    // typing one (keys 250 ms apart, 2 s before): the label's number alone opens.
    await page.getByRole('textbox', { name: 'Scan or Enter Pallet Number' }).waitFor();
    await scanKeys(cdp, 'PLT-00', 250, null);
    await page.waitForTimeout(2000);
    await scanKeys(cdp, PALLET, 0, 'Tab');
    await page.getByRole('heading', { name: PALLET }).waitFor();
    // The screen stays on while the pallet is open (not on step 1).
    await expect.poll(() => wakeLocksHeld(page)).toBe(1);

    const snap = palletSnapshotSchema.parse(await api(GATEKEEPER_PATHS.snapshot));
    const units = unitPicker(snap);
    const before = await serverCounts();

    let scans = 0;
    /** Fires one scan and waits for its verdict: exactly one, of the kind expected. */
    const expectOneVerdict = async (fire: () => Promise<void>, kind: 'accepted' | 'rejected') => {
      const seq = await seqOf(page);
      await fire();
      scans += 1;
      await expect.poll(() => seqOf(page)).toBeGreaterThan(seq);
      // No second verdict follows (a burst split in two would give one).
      await page.waitForTimeout(300);
      expect({ seq: await seqOf(page), banner: await page.getByTestId('verdict').textContent() }).toMatchObject({ seq: seq + 1 });
      expect(await page.getByTestId('verdict').getAttribute('data-kind')).toBe(kind);
    };
    const accepted = (fire: (upc: string) => Promise<void>) => expectOneVerdict(() => fire(units.next('ACCEPTED')), 'accepted');

    // Key events 0 ms and 30 ms apart, ended by ENTER, TAB and nothing.
    for (const gap of [0, 30]) {
      for (const suffix of ['Enter', 'Tab', null] as const) await accepted((upc) => scanKeys(cdp, upc, gap, suffix));
    }
    // TAB left the focus in the field.
    expect(await upcField(page).evaluate((el) => el === document.activeElement)).toBe(true);
    // Two TAB scans back to back: two verdicts, never one joined code.
    {
      const seq = await seqOf(page);
      await scanKeys(cdp, units.next('ACCEPTED'), 0, 'Tab');
      await scanKeys(cdp, units.next('ACCEPTED'), 0, 'Tab');
      scans += 2;
      await expect.poll(() => seqOf(page)).toBe(seq + 2);
      expect(await page.getByTestId('verdict').getAttribute('data-kind')).toBe('accepted');
    }
    // Committed text, alone and with an ENTER key after it.
    await accepted((upc) => scanText(page, cdp, upc, null));
    await accepted((upc) => scanText(page, cdp, upc, 'Enter'));
    // Committed text that carries its own suffix: nothing of it stays in the field.
    for (const suffix of ['\t', '\n']) await accepted((upc) => page.keyboard.insertText(`${upc}${suffix}`));
    await expect.poll(() => upcField(page).inputValue()).toBe('');
    // A tap elsewhere on the screen first: the focus comes back to the field (by the time a hand has
    // moved from the screen to the trigger), and both kinds are read.
    const focusBack = () => expect.poll(() => upcField(page).evaluate((el) => el === document.activeElement), { timeout: 1000 }).toBe(true);
    await page.getByRole('heading', { name: PALLET }).tap();
    await focusBack();
    await accepted((upc) => scanText(page, cdp, upc, null));
    await page.getByTestId('scanned-count').tap();
    await focusBack();
    await accepted((upc) => scanKeys(cdp, upc, 30, 'Enter'));
    // Digits a person typed and gave up on, then a scan 2 s later: the scan's code alone counts,
    // and the digits leave the field with it.
    await scanKeys(cdp, '12', 250, null);
    await page.waitForTimeout(2000);
    await accepted((upc) => scanKeys(cdp, upc, 0, 'Enter'));
    await expect.poll(() => upcField(page).inputValue()).toBe('');
    // A code a wedge's stall split in two (200 ms): one unit, the whole code.
    await accepted(async (upc) => {
      await scanKeys(cdp, upc.slice(0, 4), 0, null);
      await page.waitForTimeout(200);
      await scanKeys(cdp, upc.slice(4), 0, 'Enter');
    });

    // The REJECTED dialog: the next scan, keys or text, is a scan; it closes the dialog, never presses OK.
    const rejectedDialog = page.getByRole('dialog', { name: 'REJECTED' });
    for (const fire of [(upc: string) => scanKeys(cdp, upc, 0, 'Enter'), (upc: string) => scanText(page, cdp, upc, 'Enter')]) {
      await expectOneVerdict(() => scanKeys(cdp, units.next('REJECTED'), 0, 'Enter'), 'rejected');
      await rejectedDialog.waitFor();
      await accepted(fire);
      await rejectedDialog.waitFor({ state: 'detached' });
    }
    // A rejection replaced by the next one: the dialog names the newest.
    await expectOneVerdict(() => scanKeys(cdp, units.next('REJECTED'), 0, 'Enter'), 'rejected');
    const second = units.next('REJECTED');
    await expectOneVerdict(() => scanKeys(cdp, second, 30, 'Tab'), 'rejected');
    await expect.poll(() => rejectedDialog.textContent()).toContain(second);
    await accepted((upc) => scanKeys(cdp, upc, 0, null));
    await rejectedDialog.waitFor({ state: 'detached' });

    // Mark Excess: a burst into its UPC field fills the field; with the focus on a button it is a scan.
    await page.getByRole('button', { name: '+ Mark Excess' }).click();
    const excess = page.getByRole('dialog', { name: 'Mark Excess' });
    const excessUpc = units.peek('ACCEPTED');
    await scanKeys(cdp, excessUpc, 0, 'Enter');
    await expect.poll(() => excess.getByRole('textbox', { name: 'UPC' }).inputValue()).toBe(excessUpc);
    expect(await excess.isVisible()).toBe(true);
    await excess.getByRole('button', { name: 'Cancel' }).focus();
    await accepted((upc) => scanKeys(cdp, upc, 0, 'Enter'));
    await excess.waitFor({ state: 'detached' });

    // Mark Missing and Close Pallet: a scan is a scan, and cancels the confirmation.
    for (const [button, name] of [
      ['- Mark Missing', 'Mark Missing'],
      ['Close Pallet', 'Close Pallet'],
    ] as const) {
      for (const fire of [(upc: string) => scanKeys(cdp, upc, 30, 'Enter'), (upc: string) => scanText(page, cdp, upc, null)]) {
        await page.getByRole('button', { name: button }).click();
        const dialog = page.getByRole('dialog', { name });
        await dialog.waitFor();
        await accepted(fire);
        await dialog.waitFor({ state: 'detached' });
      }
    }

    // The sync panel open over the step: scanning goes on, committed text included.
    await page.getByRole('button', { name: /^Sync status/ }).click();
    const syncPanel = page.getByRole('dialog', { name: 'Sync' });
    await syncPanel.waitFor();
    for (const fire of [(upc: string) => scanText(page, cdp, upc, null), (upc: string) => scanText(page, cdp, upc, 'Enter')])
      await accepted(fire);
    await accepted((upc) => scanKeys(cdp, upc, 0, 'Enter'));
    await syncPanel.getByRole('button', { name: 'Close the sync panel' }).click();
    await syncPanel.waitFor({ state: 'detached' });

    // Nothing of the scans is left in the field, and the outbox drains.
    expect(await upcField(page).inputValue()).toBe('');
    await page.getByRole('button', { name: 'Sync status: 0 pending' }).waitFor({ timeout: 30_000 });
    const after = await serverCounts();
    expect(after.scanned - before.scanned).toBe(scans);
    expect(after).toMatchObject({ excess: before.excess, missing: before.missing });
    expect(units.taken()).toBe(scans);
    expect(palletSnapshotSchema.parse(await api(GATEKEEPER_PATHS.snapshot)).header.palletStatus).toBe('Open');
    // Back on step 1 the device's own screen settings apply again.
    expect(await wakeLocksHeld(page)).toBe(1);
    await page.getByRole('button', { name: 'Back to Pallet Scan' }).click();
    await page.getByRole('textbox', { name: 'Scan or Enter Pallet Number' }).waitFor();
    await expect.poll(() => wakeLocksHeld(page)).toBe(0);
  });

  it('the scanner check, from the device menu, reports what the scanner sends and what to change', async () => {
    const page = await context.newPage();
    await page.goto('/apps/gatekeeper');
    const cdp = await context.newCDPSession(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Scanner check' }).click();
    const check = page.getByRole('dialog', { name: 'Scanner check' });
    const report = check.getByTestId('scanner-report');
    await check.getByRole('textbox', { name: 'Scan a test label' }).waitFor();

    await scanKeys(cdp, '5012345678900', 30, 'Tab');
    await expect.poll(() => report.textContent()).toContain('The app reads this scanner.');
    const read = (await report.textContent()) ?? '';
    expect(read).toContain('Code: 5012345678900');
    expect(read).toContain('Sent as: key events (13)');
    expect(read).toContain('Ends with: TAB');
    expect(read).toMatch(/Time between keys: up to 3\d ms/);

    // Keys too far apart for a scanner: not read, and the setting to change is named.
    await scanKeys(cdp, '5012345678900', 150, null);
    await expect.poll(() => report.textContent()).toContain('The app does not take this as a scan.');
    expect(await report.textContent()).toContain('Inter character delay');

    // Keys at a quick typist's pace with no suffix: not read (half a typed code must not count), and why.
    await scanKeys(cdp, '5012345678900', 60, null);
    await expect.poll(() => report.textContent()).toContain('these came 60 ms apart');
    expect(await report.textContent()).toContain('The app does not take this as a scan.');
    expect(await report.textContent()).toContain('Send ENTER key');

    await page.keyboard.insertText('5012345678900');
    await expect.poll(() => report.textContent()).toContain('committed text');
    expect(await report.textContent()).toContain('The app reads this scanner.');
    expect(await report.textContent()).toContain('Ends with: nothing');
    // Committed text with its new line, and text followed by a TAB key: the suffix sent, and no
    // advice to add one.
    for (const [send, ends] of [
      [() => page.keyboard.insertText('5012345678900\n'), 'ENTER'],
      [() => scanText(page, cdp, '5012345678900', 'Tab'), 'TAB'],
    ] as const) {
      await send();
      await expect.poll(() => report.textContent()).toContain(`Ends with: ${ends}`);
      expect(await report.textContent()).not.toContain('No suffix');
    }

    await check.getByRole('button', { name: 'Close' }).click();
    await check.waitFor({ state: 'detached' });
    // The screen behind heard none of it.
    await page.getByRole('heading', { name: 'Pallet Scan' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Scan or Enter Pallet Number' }).inputValue()).toBe('');
    await page.close();
  });
});

/**
 * Units of the pallet by the verdict the rules give them, judged by the same engine as server and
 * device and counting this run's own scans against the expected quantities and caps.
 */
