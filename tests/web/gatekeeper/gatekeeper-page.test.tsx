import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../src/app/i18n.ts';
import { GATEKEEPER_PATHS, countsSchema, palletSnapshotSchema, type PalletSnapshot } from '../../../src/domain/gatekeeper/contracts.ts';
import { compileRules, judgeScan } from '../../../src/domain/gatekeeper/rules/index.ts';
import { GatekeeperPage } from '../../../src/features/gatekeeper/gatekeeper-page.tsx';
import { request } from '../../../src/lib/api-client.ts';
import { usePageAccess } from '../../../src/lib/page-access.ts';
import { currentToast, renderPage, signedInAs } from '../render-page.tsx';

/**
 * The device flow against the real server, with the real offline engine on fake-indexeddb.
 * PLT-0016 is a seeded manifest no other test opens: the first open imports it.
 */
const PATH = '/apps/gatekeeper';
const PALLET = 'PLT-0016';
let asWarehouse: () => void;

beforeAll(async () => {
  asWarehouse = await signedInAs('warehouse');
});
beforeEach(() => {
  asWarehouse();
  sessionStorage.clear();
});

const palletField = () => screen.getByRole('textbox', { name: 'Scan or Enter Pallet Number' });
const upcField = () => screen.getByRole('textbox', { name: 'Scan UPC' });
const submitButton = () => screen.getByRole('button', { name: 'Submit' });
const serverCounts = () => request({ method: 'GET', url: GATEKEEPER_PATHS.counts, params: { palletNo: PALLET } }, countsSchema);
const snapshot = () => request({ method: 'GET', url: GATEKEEPER_PATHS.snapshot, params: { palletNo: PALLET } }, palletSnapshotSchema);

/** One UPC the rules accept and one they reject, judged by the same engine as the server. */
function pickUpcs(snap: PalletSnapshot) {
  const rules = compileRules(snap.rules);
  const verdict = (line: PalletSnapshot['lines'][number]) =>
    judgeScan(rules, {
      gateCountry: snap.header.gateCountry,
      upc: line.upc,
      item: line.facts,
      expectedOnPallet: line.expected,
      scannedOnPallet: line.scanned,
      scannedLastHour: snap.scannedLastHour[line.upc] ?? 0,
    }).action;
  const accepted = snap.lines.find((l) => verdict(l) === 'ACCEPTED')!;
  const rejected = snap.lines.find((l) => verdict(l) === 'REJECTED')!;
  return { accepted, rejected };
}

/** A person at the keys: 100 ms between keys, slower than a scanner's burst (scan-input/burst.ts). */
const person = () => userEvent.setup({ delay: 100 });

/** A scanner's burst into the focused element: keys 1 ms apart, each stamped with its time, then `suffix`. */
function scannerBurst(code: string, suffix: 'Enter' | 'Tab' | null = 'Enter') {
  const start = performance.now();
  const keys = [...code, ...(suffix ? [suffix] : [])];
  keys.forEach((key, i) => {
    const target = document.activeElement ?? document.body;
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    Object.defineProperty(event, 'timeStamp', { value: start + i });
    target.dispatchEvent(event);
  });
}

async function openPallet(user: UserEvent, palletNo: string) {
  await user.type(palletField(), `${palletNo}{Enter}`);
}

async function scan(user: UserEvent, upc: string) {
  await user.type(upcField(), `${upc}{Enter}`);
}

describe('/apps/gatekeeper', () => {
  it("step 1 'Pallet Scan': Submit waits for a number, other characters are refused as typed, a closed pallet says so", async () => {
    await renderPage(GatekeeperPage, PATH);
    const user = person();
    expect(screen.getByRole('heading', { name: 'Pallet Scan' })).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    await user.type(palletField(), 'PLT 00#1*6');
    expect(palletField()).toHaveValue('PLT0016');
    expect(screen.getByText('Letters, digits, hyphen and slash only')).toBeInTheDocument();
    expect(palletField()).toHaveAttribute('dir', 'ltr');
    expect(submitButton()).toBeEnabled();
    await user.clear(palletField());
    expect(submitButton()).toBeDisabled();

    await openPallet(user, 'PLT-0001');
    await waitFor(() => expect(currentToast()?.message).toBe("Pallet PLT-0001 is closed and can't be processed again."));
    expect(screen.getByRole('heading', { name: 'Pallet Scan' })).toBeInTheDocument();
  });

  describe('in Arabic', () => {
    afterEach(() => act(() => i18n.changeLanguage('en')));

    it("says a pallet is closed, or has no manifest, in the operator's language", async () => {
      await renderPage(GatekeeperPage, PATH, { language: 'ar' });
      const user = person();
      const field = screen.getByRole('textbox', { name: 'امسح رقم المنصة أو أدخله' });
      // Typed with an Arabic keyboard's digits: they become ASCII ones as typed, with no word of refusal.
      await user.type(field, 'PLT-٠٠٠١');
      expect(field).toHaveValue('PLT-0001');
      expect(screen.queryByText('حروف وأرقام وشرطة وشرطة مائلة فقط')).not.toBeInTheDocument();
      await user.type(field, '{Enter}');
      // Codes read in their own direction inside the Arabic sentence (isolated with U+2068/U+2069).
      await waitFor(() => expect(currentToast()?.message).toBe('المنصة \u2068PLT-0001\u2069 مغلقة ولا يمكن معالجتها مرة أخرى.'));
      await user.clear(field);
      await user.type(field, 'NO-SUCH-PALLET{Enter}');
      await waitFor(() => expect(currentToast()?.message).toBe('لا يوجد بيان للمنصة \u2068NO-SUCH-PALLET\u2069: لا يمكن استيرادها'));
    });

    it('shows the pallet number left to right inside Arabic text: in a <bdi> in the title and in the Close Pallet dialog', async () => {
      await renderPage(GatekeeperPage, PATH, { language: 'ar' });
      const user = person();
      await user.type(screen.getByRole('textbox', { name: 'امسح رقم المنصة أو أدخله' }), `${PALLET}{Enter}`);
      const heading = await screen.findByRole('heading', { name: PALLET });
      const title = within(heading).getByText(PALLET);
      expect(title.tagName).toBe('BDI');
      expect(title).toHaveAttribute('dir', 'ltr');
      await user.click(screen.getByRole('button', { name: 'إغلاق المنصة' }));
      const close = await screen.findByRole('dialog', { name: 'إغلاق المنصة' });
      const inText = within(close).getByText(PALLET);
      expect(inText.tagName).toBe('BDI');
      expect(inText).toHaveAttribute('dir', 'ltr');
      expect(inText.closest('p')).toHaveTextContent(`هل تريد إغلاق المنصة ${PALLET}؟`);
      await user.click(within(close).getByRole('button', { name: 'إلغاء' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
  });

  it('imports an unknown pallet, scans (leading zeros stripped), shows REJECTED and not-on-pallet, and syncs to the server', async () => {
    await renderPage(GatekeeperPage, PATH);
    const user = person();
    await openPallet(user, PALLET);
    const heading = await screen.findByRole('heading', { name: PALLET });
    expect(within(heading).getByText(PALLET)).toHaveAttribute('dir', 'ltr');
    const snap = await snapshot();
    const { accepted, rejected } = pickUpcs(snap);
    const total = snap.header.counts.total;
    expect(screen.getByText(`Scanned 0/${total}`)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Pallet progress' })).toHaveAttribute('aria-valuenow', '0');

    // Submit is disabled while the field is empty.
    expect(submitButton()).toBeDisabled();
    // Typed with an Arabic keyboard's digits and leading zeros: the UPC in ASCII digits, without them.
    await scan(
      user,
      `000${accepted.upc}`.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d))),
    );
    const verdict = screen.getByTestId('verdict');
    await waitFor(() => expect(verdict).toHaveAttribute('data-kind', 'accepted'));
    expect(verdict).toHaveTextContent(`Accepted ${accepted.upc}`);
    // The counts follow the verdict a frame later.
    expect(await screen.findByText(`Scanned 1/${total}`)).toBeInTheDocument();
    expect(upcField()).toHaveValue('');
    expect(upcField()).toHaveFocus();

    await scan(user, rejected.upc);
    const dialog = await screen.findByRole('dialog', { name: 'REJECTED' });
    expect(within(dialog).getByText(rejected.upc)).toHaveAttribute('dir', 'ltr');
    expect(within(dialog).getByText(/^Reason: .+/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(upcField()).toHaveFocus());

    await scan(user, '999999999999');
    await waitFor(() => expect(verdict).toHaveAttribute('data-kind', 'notOnPallet'));
    expect(verdict).toHaveTextContent('UPC 999999999999 is not on this pallet');
    await user.click(screen.getByRole('button', { name: 'Mark 999999999999 as excess' }));
    const excess = await screen.findByRole('dialog', { name: 'Mark Excess' });
    expect(within(excess).getByRole('textbox', { name: 'UPC' })).toHaveValue('999999999999');
    await user.click(within(excess).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(currentToast()?.message).toBe('Marked excess successfully'));
    expect(await screen.findByText('Excess 1')).toBeInTheDocument();
    // The next dialog is not covered by the toast of the step before.
    await user.click(screen.getByRole('button', { name: '- Mark Missing' }));
    await screen.findByRole('dialog', { name: 'Mark Missing' });
    expect(currentToast()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    // The engine flushes shortly after each operation: the server ends with the same figures.
    await waitFor(async () => expect(await serverCounts()).toMatchObject({ scanned: 2, excess: 1, total }), { timeout: 10_000 });
  });

  it('scans made while a pallet opens wait for it: a pallet that fails hands them back, a unit goes whole to the scan step', async () => {
    const { accepted } = pickUpcs(await snapshot());
    const before = (await serverCounts()).scanned;
    await renderPage(GatekeeperPage, PATH);
    palletField().focus();
    // The operator does not wait for the screen: a wrong label, the right one and a unit, back to back.
    scannerBurst('NO-SUCH-PALLET');
    scannerBurst(PALLET);
    scannerBurst(accepted.upc, 'Tab');
    expect(palletField()).toHaveValue('');

    await waitFor(() => expect(currentToast()?.message).toBe('No manifest for pallet NO-SUCH-PALLET: it cannot be imported'));
    await screen.findByRole('heading', { name: PALLET });
    const verdict = screen.getByTestId('verdict');
    await waitFor(() => expect(verdict).toHaveAttribute('data-kind', 'accepted'));
    expect(verdict).toHaveTextContent(`Accepted ${accepted.upc}`);
    await waitFor(async () => expect((await serverCounts()).scanned).toBe(before + 1), { timeout: 10_000 });
  });

  it('a unit held for a pallet that never opened goes with its screen: back on the step it is neither a pallet nor a unit', async () => {
    const { accepted } = pickUpcs(await snapshot());
    const before = (await serverCounts()).scanned;
    const { router } = await renderPage(GatekeeperPage, PATH);
    palletField().focus();
    scannerBurst('NO-SUCH-PALLET');
    scannerBurst(accepted.upc, 'Tab');
    await act(() => router.navigate('/elsewhere'));
    await waitFor(() => expect(currentToast()?.message).toBe('No manifest for pallet NO-SUCH-PALLET: it cannot be imported'));

    await act(() => router.navigate(PATH));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(currentToast()?.message).not.toContain(accepted.upc);
    await openPallet(person(), PALLET);
    await screen.findByRole('heading', { name: PALLET });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.getByTestId('verdict')).toHaveAttribute('data-kind', '');
    expect((await serverCounts()).scanned).toBe(before);
  });

  it("a unit scanned while 'Switch to pallet' opens another counts there; a switch that fails leaves it on this pallet", async () => {
    // PLT-0017: a seeded manifest no other web test opens.
    const OTHER = 'PLT-0017';
    const countsOf = (palletNo: string) => request({ method: 'GET', url: GATEKEEPER_PATHS.counts, params: { palletNo } }, countsSchema);
    const snapshotOf = (palletNo: string) =>
      request({ method: 'GET', url: GATEKEEPER_PATHS.snapshot, params: { palletNo } }, palletSnapshotSchema);
    const { accepted } = pickUpcs(await snapshot());
    const unitOfOther = pickUpcs(await snapshotOf(OTHER)).accepted;
    sessionStorage.setItem('gatekeeper.currentPallet', PALLET);
    await renderPage(GatekeeperPage, PATH);
    await screen.findByRole('heading', { name: PALLET });
    const verdict = screen.getByTestId('verdict');
    const here = (await serverCounts()).scanned;
    const there = (await countsOf(OTHER)).scanned;
    /** Scans `label` into 'Scan UPC', taps the offer to switch, and scans `unit` at once, before the switch is done. */
    const switchAndScan = async (label: string, unit: string) => {
      scannerBurst(label);
      const offer = await screen.findByRole('button', { name: new RegExp(`Switch to pallet .?${label}`) });
      act(() => offer.click());
      scannerBurst(unit);
    };

    // PLT-0001 is closed: the switch fails and the unit is this pallet's.
    await switchAndScan('PLT-0001', accepted.upc);
    await waitFor(() => expect(currentToast()?.message).toBe("Pallet PLT-0001 is closed and can't be processed again."));
    await waitFor(() => expect(verdict).toHaveTextContent(`Accepted ${accepted.upc}`));
    expect(screen.getByRole('heading', { name: PALLET })).toBeInTheDocument();

    await switchAndScan(OTHER, unitOfOther.upc);
    await screen.findByRole('heading', { name: OTHER });
    await waitFor(() => expect(screen.getByTestId('verdict')).toHaveTextContent(`Accepted ${unitOfOther.upc}`));
    await waitFor(async () => expect((await countsOf(OTHER)).scanned).toBe(there + 1), { timeout: 10_000 });
    await waitFor(async () => expect((await serverCounts()).scanned).toBe(here + 1), { timeout: 10_000 });
  });

  it('read-only (L1): Submit and the actions are grey, a scan is refused before it is recorded; a pallet label offers its pallet', async () => {
    sessionStorage.setItem('gatekeeper.currentPallet', PALLET);
    // The warehouse user's levels, with the gatekeeper read-only.
    usePageAccess.setState((s) => ({ isAdmin: false, levels: { ...s.levels, [PATH]: 'L1' } }));
    await renderPage(GatekeeperPage, PATH);
    const user = person();
    await screen.findByRole('heading', { name: PALLET });
    const before = await serverCounts();
    const upc = pickUpcs(await snapshot()).accepted.upc;

    await user.type(upcField(), upc);
    expect(submitButton()).toBeDisabled();
    for (const name of ['+ Mark Excess', '- Mark Missing', 'Close Pallet']) expect(screen.getByRole('button', { name })).toBeDisabled();
    await user.clear(upcField());
    scannerBurst(upc);
    const verdict = screen.getByTestId('verdict');
    await waitFor(() => expect(verdict).toHaveTextContent('your access to Gate Keeper is read-only'));
    expect(verdict).toHaveAttribute('data-kind', 'warning');
    expect(await screen.findByText(`Scanned ${before.scanned}/${before.total}`)).toBeInTheDocument();

    // A pallet label scanned into 'Scan UPC' is named as one, with the offer to switch to it.
    usePageAccess.setState((s) => ({ levels: { ...s.levels, [PATH]: 'L2' } }));
    scannerBurst('PLT-0001');
    await waitFor(() => expect(verdict).toHaveTextContent(/\u2066?PLT-0001\u2069? looks like a pallet number, not a UPC/));
    await user.click(screen.getByRole('button', { name: /Switch to pallet .?PLT-0001/ }));
    await waitFor(() => expect(currentToast()?.message).toBe("Pallet PLT-0001 is closed and can't be processed again."));
    expect(await serverCounts()).toEqual(before);
  });

  it('Mark Missing lists every unscanned UPC ticked, marks only those left ticked; Close Pallet confirms, returns to step 1 and the server closes it', async () => {
    sessionStorage.setItem('gatekeeper.currentPallet', PALLET);
    await renderPage(GatekeeperPage, PATH);
    const user = person();
    // A reload returns to the pallet the device was on.
    await screen.findByRole('heading', { name: PALLET });
    const snap = await snapshot();
    const unscanned = snap.lines.filter((l) => l.scanned < l.expected).map((l) => l.upc);

    await user.click(screen.getByRole('button', { name: '- Mark Missing' }));
    const missing = await screen.findByRole('dialog', { name: 'Mark Missing' });
    const listed = within(missing)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(listed.sort()).toEqual([...unscanned].sort());
    const boxes = within(missing).getAllByRole('checkbox');
    expect(boxes.every((box) => (box as HTMLInputElement).checked)).toBe(true);
    // One UPC unticked: Confirm marks the others only.
    const kept = listed[0]!;
    await user.click(within(missing).getByRole('checkbox', { name: kept }));
    await user.click(within(missing).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(currentToast()?.message).toBe('Marked missing successfully'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The banner says what was done last.
    expect(screen.getByTestId('verdict')).toHaveTextContent('Marked missing');

    await user.click(screen.getByRole('button', { name: '- Mark Missing' }));
    const again = await screen.findByRole('dialog', { name: 'Mark Missing' });
    expect(
      within(again)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([kept]);
    // With nothing ticked there is nothing to confirm.
    await user.click(within(again).getByRole('checkbox', { name: kept }));
    expect(within(again).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await user.click(within(again).getByRole('checkbox', { name: kept }));
    await user.click(within(again).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Nothing is left to mark.
    await user.click(screen.getByRole('button', { name: '- Mark Missing' }));
    await waitFor(() => expect(currentToast()?.message).toBe('No items found to mark as missing'));

    await user.click(screen.getByRole('button', { name: 'Close Pallet' }));
    const close = await screen.findByRole('dialog', { name: 'Close Pallet' });
    // The pallet number sits in a left-to-right isolate inside the sentence.
    expect(close).toHaveTextContent(new RegExp(`Close pallet \u2066?${PALLET}\u2069?\\?`));
    await user.click(within(close).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(currentToast()?.message).toBe('Pallet closed successfully'));
    expect(await screen.findByRole('heading', { name: 'Pallet Scan' })).toBeInTheDocument();
    await waitFor(async () => expect((await snapshot()).header.palletStatus).toBe('Closed'), { timeout: 10_000 });
  });

  it('the sync panel shows each operation as synced with device and server time, and the storage line', async () => {
    await renderPage(GatekeeperPage, PATH);
    const user = person();
    await user.click(screen.getByRole('button', { name: /^Sync status: \d+ pending$/ }));
    // A sheet from the bottom edge: the browser's modal dialog, named by its heading.
    const drawer = await screen.findByRole('dialog', { name: 'Sync' });
    await waitFor(() => expect(within(drawer).getByTestId('sync-pending')).toHaveTextContent('Pending: 0'));
    const group = within(drawer).getByRole('region', { name: PALLET });
    // Newest first: close, mark missing twice (in two parts), the unit kept when a switch failed, the
    // unit scanned while the pallet opened, mark excess, the three scans.
    await waitFor(() => expect(within(group).getAllByRole('listitem')).toHaveLength(9));
    const items = within(group).getAllByRole('listitem');
    expect(items.map((li) => li.textContent?.match(/^(synced|corrected)(Scan|Mark excess|Mark missing|Close)/)?.[2])).toEqual([
      'Close',
      'Mark missing',
      'Mark missing',
      'Scan',
      'Scan',
      'Mark excess',
      'Scan',
      'Scan',
      'Scan',
    ]);
    expect(items.every((li) => li.dataset.status === 'synced' || li.dataset.status === 'corrected')).toBe(true);
    expect(items.every((li) => /Device \d{4}-\d\d-\d\d \d\d:\d\d · Server \d{4}-/.test(li.textContent ?? ''))).toBe(true);
    expect(within(drawer).getByRole('button', { name: 'Export unsynced (CSV)' })).toBeDisabled();
    expect(within(drawer).getByRole('button', { name: 'Sync now' })).toBeEnabled();
    expect(await within(drawer).findByText(/^Persistent storage: (granted|not granted) · /)).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Close the sync panel' }));
  });
});
