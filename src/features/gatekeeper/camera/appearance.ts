/**
 * Counts a code once per appearance in the camera's view. The decoder reports every frame it
 * read, with the codes found in it (often none); a code counts when it appears, and counts again
 * only after it has left the view: missing from the frames for `goneAfterMs` and from at least
 * `goneAfterFrames` frames read in that time.
 *
 * A code counts once it was read in `confirmFrames` frames of one appearance: a decoder misreads a
 * blurred label now and then (one digit wrong, the check digit happening to fit), and a misread
 * counts a unit the pallet never had; the same misread in two frames is far rarer.
 *
 * Why 700 ms and 8 frames: a held label is missed now and then (motion blur, glare) for a frame
 * or two, and the decoder shows each frame in one of four views (decoder.ts VIEWS), in some of
 * which a label cannot be read (a large label cropped by the enlarged centre): it must be missed
 * in every view twice over, and for 700 ms, before it has left. Taking one unit away and showing
 * the next takes the operator well over a second. The frame count also keeps a stalled decoder (a
 * busy or hidden page reads no frames) from taking a pause for an absence.
 * Identical units in one carton, which never leave the view in between, are what '+1' is for.
 */
export interface AppearanceOptions {
  goneAfterMs?: number;
  goneAfterFrames?: number;
  confirmFrames?: number;
}

export interface AppearanceTracker {
  /** One frame read at `at` (ms) with the codes found in it; returns the codes that count now. */
  frame: (codes: readonly string[], at: number) => string[];
  /** The last code that counted, for '+1 same item'; null before the first. */
  last: () => string | null;
  /** '+1 same item': one more unit of the last code, whether or not it is still in view. */
  plusOne: () => string[];
}

export const GONE_AFTER_MS = 700;
export const GONE_AFTER_FRAMES = 8;
export const CONFIRM_FRAMES = 2;

export function appearanceTracker({
  goneAfterMs = GONE_AFTER_MS,
  goneAfterFrames = GONE_AFTER_FRAMES,
  confirmFrames = CONFIRM_FRAMES,
}: AppearanceOptions = {}): AppearanceTracker {
  // Codes in view: when each was last seen, how many frames have been read without it since, and
  // in how many frames of this appearance it was read.
  const inView = new Map<string, { seenAt: number; missed: number; reads: number }>();
  let last: string | null = null;
  return {
    frame(codes, at) {
      const found = new Set(codes);
      for (const [code, state] of inView) {
        if (found.has(code)) continue;
        state.missed += 1;
        if (state.missed >= goneAfterFrames && at - state.seenAt >= goneAfterMs) inView.delete(code);
      }
      const counted: string[] = [];
      for (const code of found) {
        const reads = (inView.get(code)?.reads ?? 0) + 1;
        inView.set(code, { seenAt: at, missed: 0, reads });
        if (reads === confirmFrames) {
          counted.push(code);
          last = code;
        }
      }
      return counted;
    },
    last: () => last,
    plusOne: () => (last === null ? [] : [last]),
  };
}
