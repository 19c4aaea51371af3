/**
 * Telling a handheld scanner's output from a person's typing, by the burst itself: a scanner (a
 * keyboard wedge such as Zebra DataWedge) sends a whole code either as keys a few milliseconds
 * apart or as one committed text, then ENTER, TAB or nothing. A person's keys come further apart.
 * Pure logic with the time passed in, so the rules are tested without a page.
 */

/**
 * Keys at most `maxGapMs` apart (by their time stamps) make a burst; a burst of at least `minLength`
 * characters is a scan. A burst without a suffix ends once no key has arrived for `idleMs`.
 */
export const SCAN_TIMING = { maxGapMs: 80, minLength: 5, idleMs: 160 } as const;

export type ScanTiming = { maxGapMs: number; minLength: number };
export type Suffix = 'enter' | 'tab' | 'none';

export interface Scan {
  code: string;
  /** What ended it: ENTER, TAB, or a pause (no suffix). */
  suffix: Suffix;
  /** Key events, or one committed text (a wedge's 'send as string', an input method). */
  source: 'keys' | 'text';
  /** The milliseconds between its keys (empty for committed text). */
  gaps: number[];
}

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
   * arrive later than their stamps): a burst long enough ends as a scan without a suffix; a shorter
   * one is kept, as a key stamped within `maxGapMs` of its last may still come and continue it.
   */
  idle: () => Scan | null;
  reset: () => void;
}

export function createBurstRecogniser(timing: ScanTiming = SCAN_TIMING): BurstRecogniser {
  let chars = '';
  let gaps: number[] = [];
  let lastKey = -Infinity;
  let lastText = -Infinity;
  const within = (at: number, since: number) => at - since <= timing.maxGapMs;
  const reset = () => {
    chars = '';
    gaps = [];
  };
  /** Ends the burst: a scan when long enough; either way the next key starts afresh. */
  const end = (suffix: Suffix): Scan | null => {
    const scan = chars.length >= timing.minLength ? { code: chars, suffix, source: 'keys' as const, gaps } : null;
    reset();
    return scan;
  };
  return {
    key(char, at) {
      if (chars && !within(at, lastKey)) reset();
      if (chars) gaps.push(at - lastKey);
      chars += char;
      lastKey = at;
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
      const code = data.replace(/[\r\n\t]+$/, '');
      if (code.length < timing.minLength || /\s/.test(code)) return null;
      reset();
      lastText = at;
      return { code, suffix: code.length < data.length ? (data.endsWith('\t') ? 'tab' : 'enter') : 'none', source: 'text', gaps: [] };
    },
    burst: () => chars,
    idle() {
      return chars.length >= timing.minLength ? end('none') : null;
    },
    reset,
  };
}
