import { adoptStartShell, type ShellEvent } from '../../../lib/start-shell.ts';
import { SCAN_TIMING, type BurstRecogniser, type Scan } from './burst.ts';

/**
 * What the operator scanned or typed into the device's first frame (lib/start-shell.ts) before the
 * app ran, replayed through the scan reader as if it had been live: a scanner's burst is a scan, a
 * person's code and ENTER is that code, and nothing is read twice. The pallet step reads it until a
 * code opens a pallet; the scan step reads the rest. What is scanned while a pallet opens joins
 * the backlog too (use-scan-input.ts holds it), so a unit scanned then is the scan step's, whole.
 */

let backlog: ShellEvent[] = [];
let lastKeyAt = -Infinity;
let lastEventAt = -Infinity;

/**
 * Takes over the first frame, if shown: its recording joins the backlog, the frame goes. Returns the
 * text left in its field (typed, not submitted), for the screen's own field.
 */
export function adoptEarlyInput(): string {
  const { events, text } = adoptStartShell();
  backlog.push(...events);
  return text;
}

/**
 * The next code in the backlog, replayed through `recogniser` (the reader's own, which goes on with
 * live keys after): null once the backlog holds no complete code. A burst still open at the end
 * stays in the recogniser, for the live keys or the reader's idle timer to end.
 */
export function nextEarlyCode(recogniser: BurstRecogniser, timing = SCAN_TIMING): Scan | null {
  while (backlog.length) {
    const event = backlog.shift()!;
    lastEventAt = event.at;
    // A key's own text (its key event has it already; a busy page stamps it late) reads as nothing.
    const keyText = event.type === 'text' && event.data.length < timing.minLength;
    // A pause as long as the reader's idle timer ends a burst without a suffix (as it would live).
    if (!keyText && event.at - lastKeyAt > timing.maxGapMs) {
      lastKeyAt = -Infinity;
      const scan = recogniser.idle();
      if (scan) {
        backlog.unshift(event);
        return scan;
      }
    }
    if (event.type === 'text') {
      // A wedge's committed code.
      const scan = recogniser.text(event.data, event.at);
      if (scan) return scan;
      continue;
    }
    const { key, at } = event;
    if (key.length === 1) {
      recogniser.key(key, at);
      lastKeyAt = at;
      continue;
    }
    const result = recogniser.suffix(key === 'Tab' ? 'Tab' : 'Enter', at);
    if (typeof result === 'object' && result !== null) return result;
    // 'held': the suffix of a committed text already taken. Otherwise a person's ENTER (or the
    // first frame's Submit): the field's text then is their code.
    const code = event.value?.trim();
    if (result !== 'held' && key === 'Enter' && code) return { code, suffix: 'enter', source: 'keys', gaps: [], pause: 0 };
  }
  return null;
}

/** Input read live while a step is busy moving on, kept for the step that comes next. */
export function holdEarlyInput(event: ShellEvent): void {
  backlog.push(event);
}

/** The time stamp of the last recorded event read: how far behind its input the page now is. */
export const lastEarlyEventAt = (): number => lastEventAt;

/** Whether anything recorded is still to be read. */
export const hasEarlyInput = (): boolean => backlog.length > 0;

/** Empties the backlog: what was held for a screen that has gone (and for tests). */
export function resetEarlyInput(): void {
  backlog = [];
  lastKeyAt = -Infinity;
  lastEventAt = -Infinity;
}
