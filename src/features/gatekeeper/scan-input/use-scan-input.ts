import { useCallback, useEffect, useRef } from 'react';
import { createBurstRecogniser, SCAN_TIMING, type Scan } from './burst.ts';
import { createUntypedBurst } from './untyped-burst.ts';
import { adoptEarlyInput, holdEarlyInput, lastEarlyEventAt, nextEarlyCode, resetEarlyInput } from './early-input.ts';

/** Marks a field a scan may land in (the scan field, a dialog's scan catcher): its text is the scanner's. */
export const SCAN_TARGET = 'data-scan-target';
/** Marks a part of the page that reads the scanner on its own (the scanner check). */
export const SCAN_OWNER = 'data-scan-owner';
/**
 * Marks a scan field whose text lives in the page alone (no React state): a burst there is not
 * typed (untyped-burst.ts), and React hears only its first key (its handling of a key's events costs
 * about 5 ms a key at a handheld's speed). On no text field at all (a button, the page) a burst's
 * keys are kept from React too.
 */
export const SCAN_QUIET = 'data-scan-quiet';

/**
 * A key's events after its keydown that a quiet burst keeps from React too (a prevented keydown in
 * a quiet field types nothing, so no input event follows; on a button a character key still fires keypress).
 */
const KEY_FOLLOW_UPS = ['keypress', 'keyup'] as const;

/**
 * A reader that takes over what was scanned into the device's first frame before the app ran
 * (early-input.ts), and what an earlier step held for it; `onText` gets what was typed there but
 * not sent.
 */
export interface EarlyInput {
  onText?: (text: string) => void;
}

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
 *
 * A scan that moves the screen on (the pallet step opening a pallet) returns the promise of its
 * move, true once moved: until it settles, what is scanned is held for the next step (the scan
 * step's reader takes it over with `early`), so a unit scanned while the pallet opens is neither
 * read as a pallet number nor split between two readers. If the screen stays, this reader reads
 * what it held. The returned function holds input the same way for a move started otherwise (Submit).
 */
export function useScanInput(
  onScan: (scan: Scan, target: Element | null) => void | Promise<boolean>,
  enabled = true,
  owner?: string,
  early?: EarlyInput,
): (moving: Promise<boolean>) => void {
  const latest = useRef(onScan);
  const earlyText = useRef(early?.onText);
  // Taken over once per reader: an effect run again must not read what its first run held for the next step.
  const adopted = useRef(false);
  // Held until a move settles: kept across the effect's runs, as the move outlives a run (StrictMode runs it twice).
  const holding = useRef(false);
  const readHeld = useRef<(() => void) | undefined>(undefined);
  useEffect(() => {
    latest.current = onScan;
    earlyText.current = early?.onText;
  }, [onScan, early?.onText]);
  const adopts = early !== undefined;

  const holdWhile = useCallback((moving: Promise<boolean>) => {
    holding.current = true;
    // Moved on: the next step takes the backlog. Stayed: this reader reads it, or, gone with its
    // screen, drops it (the next visit's pallet step must not read its units as pallet numbers).
    const settled = (moved: boolean) => moved || (readHeld.current ? readHeld.current() : resetEarlyInput());
    moving.then(settled, () => settled(false));
  }, []);

  useEffect(() => {
    if (!enabled) return;
    const recogniser = createBurstRecogniser();
    let timer: ReturnType<typeof setTimeout> | undefined;
    // While held, a person's keys since the last ENTER or TAB (their code, should they press ENTER).
    let typed = '';
    // The current burst's keys are kept from React (SCAN_QUIET): on a field of that kind, or on no
    // text field at all (a button, the page), where keys type nothing.
    let quiet = false;
    const untyped = createUntypedBurst();
    let putBackTimer: ReturnType<typeof setTimeout> | undefined;
    const ours = (target: Element | null) => (target?.closest(`[${SCAN_OWNER}]`)?.getAttribute(SCAN_OWNER) ?? undefined) === owner;
    const anotherField = (target: Element | null) => isTextField(target) && !target!.hasAttribute(SCAN_TARGET);
    const emit = (scan: Scan | null, target: Element | null) => {
      const moving = scan && latest.current(scan, target);
      if (moving) holdWhile(moving);
    };
    /** Ends a burst the keys stopped coming for, waiting `lag` longer (keys may be queued behind a busy page). */
    const idleAfter = (lag: number, target: Element | null) => {
      clearTimeout(timer);
      timer = setTimeout(
        () => {
          const scan = recogniser.idle();
          if (scan) untyped.drop();
          else untyped.putBack();
          emit(scan, target);
        },
        SCAN_TIMING.idleMs + Math.max(0, lag),
      );
    };
    /** Reads the backlog until a code moves the screen on; a burst left open ends as it would live. */
    const readBacklog = () => {
      for (let scan = nextEarlyCode(recogniser); scan; scan = holding.current ? null : nextEarlyCode(recogniser)) emit(scan, null);
      // How far behind its input the page is; nothing recorded (-Infinity) is no lag at all.
      const behind = performance.now() - lastEarlyEventAt();
      if (!holding.current) idleAfter(Number.isFinite(behind) ? behind : 0, null);
    };
    readHeld.current = () => {
      holding.current = false;
      readBacklog();
    };

    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as Element | null;
      // Only a quiet burst's own keys keep it: any other key's events reach React as ever.
      const quietBurst = quiet;
      quiet = false;
      if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing || !ours(target)) return;
      if (anotherField(target)) {
        untyped.putBack();
        return recogniser.reset();
      }
      if (holding.current) return holdKey(event);
      if (event.key.length === 1) {
        recogniser.key(event.key, event.timeStamp);
        const { length } = recogniser.burst();
        // The last burst ended without being a scan: what it kept out of a field goes back first.
        if (length === 1) untyped.putBack();
        const field = isTextField(target);
        const quietField = field && target instanceof HTMLInputElement && target.hasAttribute(SCAN_QUIET);
        quiet = length > 1 && (!field || quietField);
        if (quiet) event.stopPropagation();
        // A key that arrived late (a busy page) says the next one may be as late: wait that much longer.
        const lag = performance.now() - event.timeStamp;
        if (quietField) {
          // Not typed while it may be a scanner's: a burst still too short to be a scan that no key
          // follows within maxGapMs is a person's, and goes into the field then.
          event.preventDefault();
          untyped.take(target, event.key, recogniser.burst().slice(0, -1));
          clearTimeout(putBackTimer);
          if (length < SCAN_TIMING.minLength) putBackTimer = setTimeout(untyped.putBack, SCAN_TIMING.maxGapMs + Math.max(0, lag));
        }
        idleAfter(lag, target);
        return;
      }
      if (event.key !== 'Enter' && event.key !== 'Tab') return untyped.putBack();
      const result = recogniser.suffix(event.key, event.timeStamp);
      // Before the key acts: a scan keeps its keys out of the field, anything else puts them back.
      if (result !== null && typeof result === 'object') untyped.drop();
      else untyped.putBack();
      // A person's key, or a short burst's ENTER in a field (a person's quick code there): it acts.
      if (result === null || (result === 'burst' && isTextField(target))) return;
      event.preventDefault();
      event.stopPropagation();
      quiet = quietBurst;
      clearTimeout(timer);
      if (typeof result === 'object') emit(result, target);
    };

    /** A key while held: kept for the next step, and acting on nothing here. */
    const holdKey = (event: KeyboardEvent) => {
      const { key, timeStamp: at } = event;
      if (key.length !== 1 && key !== 'Enter' && key !== 'Tab') return;
      event.preventDefault();
      event.stopPropagation();
      if (key.length === 1) {
        typed += key;
        return holdEarlyInput({ type: 'key', key, at });
      }
      holdEarlyInput({ type: 'key', key, at, value: typed });
      typed = '';
    };

    /** A quiet burst key's further events (its ENTER's too) go no further than its keydown did. */
    const onFollowUp = (event: Event) => quiet && ours(event.target as Element | null) && event.stopPropagation();

    const onInput = (event: Event) => {
      if (untyped.isPutBack(event)) return;
      const target = event.target as Element | null;
      if (!(event instanceof InputEvent) || event.inputType !== 'insertText' || !event.data) return;
      if (!ours(target) || anotherField(target)) return;
      if (holding.current) return holdEarlyInput({ type: 'text', data: event.data, at: event.timeStamp });
      emit(recogniser.text(event.data, event.timeStamp), target);
    };

    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('input', onInput, true);
    for (const type of KEY_FOLLOW_UPS) document.addEventListener(type, onFollowUp, true);
    if (adopts && !adopted.current) {
      // Taken over in the task that starts the listeners above, so no key falls between the two.
      adopted.current = true;
      const text = adoptEarlyInput();
      if (text) earlyText.current?.(text);
      readBacklog();
    }
    return () => {
      readHeld.current = undefined;
      clearTimeout(timer);
      clearTimeout(putBackTimer);
      untyped.drop();
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('input', onInput, true);
      for (const type of KEY_FOLLOW_UPS) document.removeEventListener(type, onFollowUp, true);
    };
  }, [enabled, owner, adopts, holdWhile]);

  return holdWhile;
}
