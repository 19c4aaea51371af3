/**
 * Telling a handheld scanner's output from a person's typing, by the burst itself: a scanner (a
 * keyboard wedge such as Zebra DataWedge) sends a whole code either as keys a few milliseconds
 * apart or as one committed text, then ENTER, TAB or nothing. A person's keys come further apart.
 * Pure logic with the time passed in, so the rules are tested without a page.
 */

/**
 * Keys at most `maxGapMs` apart (by their time stamps) make a burst; a burst of at least `minLength`
 * characters is a scan. A burst without a suffix ends once no key has arrived for `idleMs`, and is a
 * scan only if its keys came at a scanner's pace, their median gap at most `unsuffixedGapMs`: with
 * no ENTER or TAB to tell, a person typing a code quickly who pauses halfway would otherwise have
 * half a code recorded. Wedges send a code's keys 0–30 ms apart; a person, seldom under 60 ms.
 * A scan that begins at most `continuesMs` after the keys before it continues them (continuesTyping).
 */
export const SCAN_TIMING = { maxGapMs: 80, minLength: 5, idleMs: 160, unsuffixedGapMs: 40, continuesMs: 1000 } as const;

export type ScanTiming = { maxGapMs: number; minLength: number; unsuffixedGapMs?: number };

/** The middle of a burst's gaps (the upper one of an even count); 0 for none. */
export function medianGap(gaps: readonly number[]): number {
  const sorted = [...gaps].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
export type Suffix = 'enter' | 'tab' | 'none';

export interface Scan {
  code: string;
  /** What ended it: ENTER, TAB, or a pause (no suffix). */
  suffix: Suffix;
  /** Key events, or one committed text (a wedge's 'send as string', an input method). */
  source: 'keys' | 'text';
  /** The milliseconds between its keys (empty for committed text). */
  gaps: number[];
  /** The milliseconds from the key or text before it to its start (Infinity when none came before). */
  pause: number;
}

/**
 * Whether a scan into a field carries on the text already there, rather than following an earlier
 * try: keys at a person's pace are that person finishing their code, and a scanner's keys carry on
 * only what was typed just before them (a code a wedge's stall split in two). A scanner's code
 * seconds after a person gave up typing one is a code of its own.
 */
export const continuesTyping = (scan: Scan): boolean =>
  (scan.source === 'keys' && medianGap(scan.gaps) > SCAN_TIMING.unsuffixedGapMs) || scan.pause <= SCAN_TIMING.continuesMs;

/**
 * What an ENTER or TAB is: the end of a scan; 'burst', right after a scanner's keys too few to be a
 * scan (never a person's press on a button); 'held', the suffix of a committed text already taken
 * as a scan (never to act); or null, a person's key, to act as usual.
 */
export type SuffixResult = Scan | 'burst' | 'held' | null;

export interface BurstRecogniser {
  key: (char: string, at: number) => void;
  suffix: (key: 'Enter' | 'Tab', at: number) => SuffixResult;
  /** The characters of the burst under way (one: the key just taken starts a burst). */
  burst: () => string;
  /** A committed text (an `input` event's data): a scan when long enough. */
  text: (data: string, at: number) => Scan | null;
  /**
   * Called once no key has arrived for a while (SCAN_TIMING.idleMs, by the clock, as keys may
   * arrive later than their stamps): a burst long enough, at a scanner's pace, ends as a scan without
   * a suffix; any other is kept, as a key stamped within `maxGapMs` of its last may still come and
   * continue it (and a later ENTER or TAB end it).
   */
  idle: () => Scan | null;
  reset: () => void;
}

export function createBurstRecogniser(timing: ScanTiming = SCAN_TIMING): BurstRecogniser {
  let chars = '';
  let gaps: number[] = [];
  let lastKey = -Infinity;
  let lastText = -Infinity;
  // The last key or text of any kind, and the pause before the burst under way began.
  let lastInput = -Infinity;
  let pause = Infinity;
  const within = (at: number, since: number) => at - since <= timing.maxGapMs;
  const reset = () => {
    chars = '';
    gaps = [];
  };
  /** Ends the burst: a scan when long enough; either way the next key starts afresh. */
  const end = (suffix: Suffix): Scan | null => {
    const scan = chars.length >= timing.minLength ? { code: chars, suffix, source: 'keys' as const, gaps, pause } : null;
    reset();
    return scan;
  };
  return {
    key(char, at) {
      if (chars && !within(at, lastKey)) reset();
      if (chars) gaps.push(at - lastKey);
      else pause = at - lastInput;
      chars += char;
      lastKey = at;
      lastInput = at;
    },
    suffix(key, at) {
      if (chars && within(at, lastKey)) return end(key === 'Enter' ? 'enter' : 'tab') ?? 'burst';
      reset();
      if (within(at, lastText)) {
        lastText = -Infinity;
        return 'held';
      }
      return null;
    },
    text(data, at) {
      const before = lastInput;
      lastInput = at;
      const code = data.replace(/[\r\n\t]+$/, '');
      if (code.length < timing.minLength || /\s/.test(code)) return null;
      reset();
      lastText = at;
      const suffix = code.length < data.length ? (data.endsWith('\t') ? 'tab' : 'enter') : 'none';
      return { code, suffix, source: 'text', gaps: [], pause: at - before };
    },
    burst: () => chars,
    idle() {
      const paced = medianGap(gaps) <= (timing.unsuffixedGapMs ?? SCAN_TIMING.unsuffixedGapMs);
      return chars.length >= timing.minLength && paced ? end('none') : null;
    },
    reset,
  };
}
