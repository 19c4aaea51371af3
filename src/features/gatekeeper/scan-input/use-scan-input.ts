import { useEffect, useRef } from 'react';
import { createBurstRecogniser, SCAN_TIMING, type Scan } from './burst.ts';

/** Marks a field a scan may land in (the scan field, a dialog's scan catcher): its text is the scanner's. */
export const SCAN_TARGET = 'data-scan-target';
/** Marks a part of the page that reads the scanner on its own (the scanner check). */
export const SCAN_OWNER = 'data-scan-owner';

const NOT_TEXT = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image']);

/** A field keys type into (a checkbox, a button or a select takes none: a scan there is a scan). */
const isTextField = (el: Element | null): boolean =>
  !!el &&
  ((el instanceof HTMLInputElement && !NOT_TEXT.has(el.type)) || el.tagName === 'TEXTAREA' || (el as HTMLElement).isContentEditable);

/**
 * Reads a handheld scanner on the whole page, wherever the focus is, by its bursts (burst.ts):
 * `onScan` gets each code once with the element its keys went to. The ENTER or TAB ending a scan
 * is stopped, so it neither presses a button nor moves the focus; a person's keys act as usual.
 * Keys into another text field (Mark Excess's UPC) are that field's. Plain listeners on the
 * document: nothing of React runs per key. `owner` is the SCAN_OWNER value whose events are
 * this reader's (none: everything outside any owner).
 */
export function useScanInput(onScan: (scan: Scan, target: Element | null) => void, enabled = true, owner?: string): void {
  const latest = useRef(onScan);
  useEffect(() => {
    latest.current = onScan;
  }, [onScan]);

  useEffect(() => {
    if (!enabled) return;
    const recogniser = createBurstRecogniser();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ours = (target: Element | null) => (target?.closest(`[${SCAN_OWNER}]`)?.getAttribute(SCAN_OWNER) ?? undefined) === owner;
    const anotherField = (target: Element | null) => isTextField(target) && !target!.hasAttribute(SCAN_TARGET);
    const emit = (scan: Scan | null, target: Element | null) => scan && latest.current(scan, target);

    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as Element | null;
      if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing || !ours(target)) return;
      if (anotherField(target)) return recogniser.reset();
      if (event.key.length === 1) {
        recogniser.key(event.key, event.timeStamp);
        clearTimeout(timer);
        // A key that arrived late (a busy page) says the next one may be as late: wait that much longer.
        const lag = Math.max(0, performance.now() - event.timeStamp);
        timer = setTimeout(() => emit(recogniser.idle(), target), SCAN_TIMING.idleMs + lag);
        return;
      }
      if (event.key !== 'Enter' && event.key !== 'Tab') return;
      const result = recogniser.suffix(event.key, event.timeStamp);
      // A person's key, or a short burst's ENTER in a field (a person's quick code there): it acts.
      if (result === null || (result === 'burst' && isTextField(target))) return;
      event.preventDefault();
      event.stopPropagation();
      clearTimeout(timer);
      if (typeof result === 'object') emit(result, target);
    };

    const onInput = (event: Event) => {
      const target = event.target as Element | null;
      if (!(event instanceof InputEvent) || event.inputType !== 'insertText' || !event.data) return;
      if (!ours(target) || anotherField(target)) return;
      emit(recogniser.text(event.data, event.timeStamp), target);
    };

    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('input', onInput, true);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('input', onInput, true);
    };
  }, [enabled, owner]);
}
