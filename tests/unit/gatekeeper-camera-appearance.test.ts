import { describe, expect, it } from 'vitest';
import { appearanceTracker } from '../../src/features/gatekeeper/camera/appearance.ts';

const FRAME_MS = 120;

/** Feeds frames every 120 ms from `from` for `ms`, each with `codes`; returns every code counted. */
function run(
  tracker: ReturnType<typeof appearanceTracker>,
  from: number,
  ms: number,
  codes: string[],
): { counted: string[]; until: number } {
  const counted: string[] = [];
  let at = from;
  for (; at < from + ms; at += FRAME_MS) counted.push(...tracker.frame(codes, at));
  return { counted, until: at };
}

describe('the camera appearance tracker', () => {
  it('counts a code seen in every frame for 5 s once', () => {
    const tracker = appearanceTracker();
    expect(run(tracker, 0, 5000, ['012345678905']).counted).toEqual(['012345678905']);
  });

  it("counts one more of the last code on '+1', and the held label still no more", () => {
    const tracker = appearanceTracker();
    expect(tracker.plusOne()).toEqual([]);
    const held = run(tracker, 0, 2000, ['A']);
    const plus = tracker.plusOne();
    const after = run(tracker, held.until, 3000, ['A']);
    expect([...held.counted, ...plus, ...after.counted]).toEqual(['A', 'A']);
  });

  it('does not count a held code again when the decoder misses it for a frame or two', () => {
    const tracker = appearanceTracker();
    const counted: string[] = [];
    for (let i = 0; i < 40; i += 1) counted.push(...tracker.frame(i % 3 === 2 ? [] : ['A'], i * FRAME_MS));
    expect(counted).toEqual(['A']);
  });

  it('counts a code that left the view and came back twice', () => {
    const tracker = appearanceTracker();
    const first = run(tracker, 0, 1500, ['A']);
    const away = run(tracker, first.until, 1500, []);
    const back = run(tracker, away.until, 1500, ['A']);
    expect([...first.counted, ...away.counted, ...back.counted]).toEqual(['A', 'A']);
  });

  it('takes a short absence for a missed read, not for a new appearance', () => {
    const tracker = appearanceTracker();
    const first = run(tracker, 0, 1000, ['A']);
    const away = run(tracker, first.until, 500, []);
    expect(run(tracker, away.until, 1000, ['A']).counted).toEqual([]);
  });

  it('takes a stalled decoder (no frames read) for no absence', () => {
    const tracker = appearanceTracker();
    tracker.frame(['A'], 0);
    expect(tracker.frame(['A'], FRAME_MS)).toEqual(['A']);
    // The page was busy for 3 s: one frame read after it still sees the label.
    expect(tracker.frame(['A'], 3000)).toEqual([]);
  });

  it('counts a code once it was read in two frames of one appearance, not a one-frame misread', () => {
    const tracker = appearanceTracker();
    expect(tracker.frame(['A', 'MISREAD'], 0)).toEqual([]);
    expect(tracker.frame(['A'], FRAME_MS)).toEqual(['A']);
    expect(run(tracker, 2 * FRAME_MS, 3000, ['A']).counted).toEqual([]);
    // Two misreads of one label far apart are two appearances of one frame each: neither counts.
    expect(run(tracker, 4000, 2000, []).counted).toEqual([]);
    expect(tracker.frame(['MISREAD'], 6000)).toEqual([]);
  });

  it('counts two labels in view once each, and remembers the last one for +1', () => {
    const tracker = appearanceTracker();
    expect(tracker.last()).toBeNull();
    tracker.frame(['A'], 0);
    expect(tracker.frame(['A', 'B'], FRAME_MS)).toEqual(['A']);
    expect(tracker.frame(['A', 'B'], 2 * FRAME_MS)).toEqual(['B']);
    expect(run(tracker, 3 * FRAME_MS, 3000, ['A', 'B']).counted).toEqual([]);
    expect(tracker.last()).toBe('B');
  });

  it('counts a label the decoder reads in one of its four views only once, even at 3 frames/s', () => {
    const tracker = appearanceTracker();
    const counted: string[] = [];
    for (let i = 0; i < 40; i += 1) counted.push(...tracker.frame(i % 4 === 0 ? ['A'] : [], i * 330));
    expect(counted).toEqual(['A']);
  });

  it('counts a code read in two views, not one read in every frame of one view', () => {
    const tracker = appearanceTracker();
    const counted: string[] = [];
    // A small label misread the same way in every frame read in one view: never counted.
    for (let i = 0; i < 20; i += 1)
      counted.push(...tracker.frame(i % 2 === 0 ? ['MISREAD'] : [], i * FRAME_MS, i % 2 === 0 ? '×1.6' : '×1'));
    expect(counted).toEqual([]);
    // The label read in a second view counts, once.
    expect(tracker.frame(['A'], 20 * FRAME_MS, '×1')).toEqual([]);
    expect(tracker.frame(['A'], 21 * FRAME_MS, '×1')).toEqual([]);
    expect(tracker.frame(['A'], 22 * FRAME_MS, '×1.6')).toEqual(['A']);
    expect(run(tracker, 23 * FRAME_MS, 3000, ['A']).counted).toEqual([]);
  });

  it('takes frames without a view (the browser detector) for views of their own', () => {
    const tracker = appearanceTracker();
    expect(tracker.frame(['A'], 0)).toEqual([]);
    expect(tracker.frame(['A'], FRAME_MS)).toEqual(['A']);
  });
});
