import { VIEWS } from './views.ts';

/**
 * Counts a code once per appearance in the camera's view. The decoder reports every frame it
 * read, with the codes found in it (often none); a code counts when it appears, and counts again
 * only after it has left the view: missing from the frames for `goneAfterMs` and from at least
 * `goneAfterFrames` frames read in that time.
 *
 * A code counts once it was read in `confirmFrames` frames of one appearance, in two different
 * views: a decoder misreads a blurred label now and then (one digit wrong, the check digit happening
 * to fit), and a misread counts a unit the pallet never had. The same misread in two frames is far
 * rarer, unless both frames were resampled the same way: a small label's misread in one of the
 * decoder's views is in every frame read in that view (only the sensor's noise differs), so two
 * reads count only from views of different scales (decoder.ts reports a frame's view;
 * docs/decisions.md has the figures). A frame without a view (the browser's own detector) is a
 * view of its own.
 *
 * Why 700 ms and as many frames as views: a held label is missed now and then (motion blur,
 * glare) for a frame or two, and the decoder shows each frame in one of its views (views.ts
 * VIEWS), in some of which a label cannot be read (a large label cropped by an enlarged centre):
 * it must be missed in every view, and for 700 ms, before it has left. Taking one unit away and showing
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
  /**
   * One frame read at `at` (ms) with the codes found in it, in `view` (frames read in the same view
   * confirm nothing for each other); returns the codes that count now.
   */
  frame: (codes: readonly string[], at: number, view?: string) => string[];
  /** The last code that counted, for '+1 same item'; null before the first. */
  last: () => string | null;
  /** '+1 same item': one more unit of the last code, whether or not it is still in view. */
  plusOne: () => string[];
}

export const GONE_AFTER_MS = 700;
export const GONE_AFTER_FRAMES = VIEWS.length;
export const CONFIRM_FRAMES = 2;

export function appearanceTracker({
  goneAfterMs = GONE_AFTER_MS,
  goneAfterFrames = GONE_AFTER_FRAMES,
  confirmFrames = CONFIRM_FRAMES,
}: AppearanceOptions = {}): AppearanceTracker {
  // Codes in view: when each was last seen, how many frames have been read without it since, in
  // how many frames of this appearance it was read and in which views, and whether it counted.
  const inView = new Map<string, { seenAt: number; missed: number; reads: number; views: Set<string>; counted: boolean }>();
  let last: string | null = null;
  let frames = 0;
  return {
    frame(codes, at, view) {
      frames += 1;
      const seenIn = view ?? `frame ${frames}`;
      const found = new Set(codes);
      for (const [code, state] of inView) {
        if (found.has(code)) continue;
        state.missed += 1;
        if (state.missed >= goneAfterFrames && at - state.seenAt >= goneAfterMs) inView.delete(code);
      }
      const counted: string[] = [];
      for (const code of found) {
        const state = inView.get(code) ?? { seenAt: at, missed: 0, reads: 0, views: new Set<string>(), counted: false };
        Object.assign(state, { seenAt: at, missed: 0, reads: state.reads + 1 });
        state.views.add(seenIn);
        inView.set(code, state);
        if (!state.counted && state.reads >= confirmFrames && state.views.size >= Math.min(2, confirmFrames)) {
          state.counted = true;
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
