import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCAN_QUIET, SCAN_TARGET, useScanInput } from '../../../src/features/gatekeeper/scan-input/use-scan-input.ts';
import type { Scan } from '../../../src/features/gatekeeper/scan-input/burst.ts';

/** What React's handlers of the field saw, by event type and key. */
function Reader({ onScan, quiet, seen }: { onScan: (scan: Scan) => void; quiet: boolean; seen: string[] }) {
  useScanInput(onScan);
  const note = (event: { type: string; key?: string }) => seen.push(`${event.type}:${event.key ?? ''}`);
  return (
    <div onKeyDown={note} onKeyUp={note} onKeyPress={note} onInput={note}>
      <input aria-label="Scan UPC" {...{ [SCAN_TARGET]: '', ...(quiet && { [SCAN_QUIET]: '' }) }} />
      <button type="button">OK</button>
    </div>
  );
}

/**
 * Keys as Chromium delivers them, `gapMs` apart by their stamps: each key down; unless that was
 * prevented, its character typed at the caret of a focused field and its input event; the key up.
 * Then `suffix` down and up.
 */
function keys(target: Element, code: string, gapMs: number, suffix: 'Enter' | null) {
  const start = performance.now();
  const stamp = <E extends Event>(event: E, at: number) => Object.defineProperty(event, 'timeStamp', { value: at }) as E;
  [...code, ...(suffix ? [suffix] : [])].forEach((key, i) => {
    const at = start + i * gapMs;
    const typed = target.dispatchEvent(stamp(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }), at));
    if (typed && key.length === 1 && target instanceof HTMLInputElement) {
      target.setRangeText(key, target.selectionStart ?? 0, target.selectionEnd ?? 0, 'end');
      target.dispatchEvent(stamp(new InputEvent('input', { data: key, inputType: 'insertText', bubbles: true }), at));
    }
    target.dispatchEvent(stamp(new KeyboardEvent('keyup', { key, bubbles: true, cancelable: true }), at));
  });
}

afterEach(() => vi.useRealTimers());

/** The reader on a page of its own: the codes it read, and what React's handlers saw. */
function renderReader(quiet: boolean) {
  const scans: string[] = [];
  const seen: string[] = [];
  render(<Reader onScan={(scan) => void scans.push(scan.code)} quiet={quiet} seen={seen} />);
  return { scans, seen };
}

describe("a scanner's burst and the page's React handlers", () => {
  it('a quiet scan field: the burst is never typed, React sees its first key only, and the scan is read whole', () => {
    const { scans, seen } = renderReader(true);
    const field = screen.getByRole('textbox', { name: 'Scan UPC' }) as HTMLInputElement;
    act(() => keys(field, '012345678905', 0, 'Enter'));
    expect(scans).toEqual(['012345678905']);
    expect(seen).toEqual(['keydown:0', 'keyup:0']);
    expect(field.value).toBe('');
  });

  it("a person's quick keys in a quiet field are put back where they would have typed: on their pause, or before their ENTER acts", async () => {
    const { scans, seen } = renderReader(true);
    const field = screen.getByRole('textbox', { name: 'Scan UPC' }) as HTMLInputElement;
    const pause = () => act(() => new Promise((resolve) => setTimeout(resolve, 250)));
    act(() => keys(field, 'ab', 0, null));
    // Not a scan (too short): the pause ends the burst and its keys appear where they were typed.
    expect(field.value).toBe('');
    await pause();
    expect(field.value).toBe('ab');
    act(() => field.setSelectionRange(0, 0));
    act(() => keys(field, '12', 20, null));
    await pause();
    expect(field.value).toBe('12ab');
    // React heard each put-back as typing.
    expect(seen.filter((e) => e === 'input:')).toHaveLength(2);

    const enterActed = vi.fn();
    field.addEventListener('keydown', (event) => event.key === 'Enter' && enterActed(field.value));
    act(() => keys(field, '34', 0, 'Enter'));
    expect(enterActed).toHaveBeenCalledWith('1234ab');
    expect(scans).toEqual([]);
  });

  it("a person's half code typed quickly, then a pause, stays in the field as typed and is no scan; ENTER then sends it whole", async () => {
    const { scans } = renderReader(true);
    const field = screen.getByRole('textbox', { name: 'Scan UPC' }) as HTMLInputElement;
    const pause = () => act(() => new Promise((resolve) => setTimeout(resolve, 250)));
    // 60 ms a key: quick for a person, slow for a scanner (SCAN_TIMING.unsuffixedGapMs is 40).
    act(() => keys(field, '889842', 60, null));
    await pause();
    expect(scans).toEqual([]);
    expect(field.value).toBe('889842');
    act(() => keys(field, '123456', 150, null));
    await pause();
    const enterActed = vi.fn();
    field.addEventListener('keydown', (event) => event.key === 'Enter' && enterActed(field.value));
    act(() => keys(field, '', 0, 'Enter'));
    expect(enterActed).toHaveBeenCalledWith('889842123456');
    expect(scans).toEqual([]);
  });

  it('on a button too; a person typing afterwards is heard key by key', () => {
    const { scans, seen } = renderReader(false);
    act(() => keys(screen.getByRole('button', { name: 'OK' }), '4006381333931', 0, 'Enter'));
    expect(scans).toEqual(['4006381333931']);
    expect(seen).toEqual(['keydown:4', 'keyup:4']);

    seen.length = 0;
    act(() => keys(screen.getByRole('button', { name: 'OK' }), '12', 100, null));
    expect(seen).toEqual(['keydown:1', 'keyup:1', 'keydown:2', 'keyup:2']);
  });

  it('a field whose text React holds (not quiet) hears every key of a burst, and the scan is still read once', () => {
    const { scans, seen } = renderReader(false);
    act(() => keys(screen.getByRole('textbox', { name: 'Scan UPC' }), '012345', 0, 'Enter'));
    expect(scans).toEqual(['012345']);
    // Each character's key down, input and up; the scan's ENTER is stopped (it presses nothing).
    expect(seen.filter((e) => e.startsWith('keydown:'))).toHaveLength(6);
    expect(seen).not.toContain('keydown:Enter');
  });
});
