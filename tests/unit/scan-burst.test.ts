import { describe, expect, it } from 'vitest';
import {
  continuesTyping,
  createBurstRecogniser,
  medianGap,
  type BurstRecogniser,
  type Scan,
} from '../../src/features/gatekeeper/scan-input/burst.ts';

/** Types `code` from `start`, one key every `gap` ms; returns the time of the last key. */
function typeKeys(r: BurstRecogniser, code: string, start: number, gap: number): number {
  let at = start;
  [...code].forEach((char, i) => {
    at = start + i * gap;
    r.key(char, at);
  });
  return at;
}

const UPC = '889842123456';

describe('the scan burst recogniser', () => {
  it.each([0, 30])('takes keys %i ms apart ended by ENTER as one scan', (gap) => {
    const r = createBurstRecogniser();
    const last = typeKeys(r, UPC, 1000, gap);
    const scan = r.suffix('Enter', last + gap) as Scan;
    expect(scan).toEqual({ code: UPC, suffix: 'enter', source: 'keys', gaps: Array<number>(UPC.length - 1).fill(gap), pause: Infinity });
  });

  it('takes a burst ended by TAB as a scan, and the next burst right after it as another', () => {
    const r = createBurstRecogniser();
    let last = typeKeys(r, UPC, 0, 0);
    expect(r.suffix('Tab', last)).toMatchObject({ code: UPC, suffix: 'tab' });
    last = typeKeys(r, '123456789012', last, 0);
    expect(r.suffix('Tab', last)).toMatchObject({ code: '123456789012', suffix: 'tab' });
  });

  it('ends a burst with no suffix when the keys stop, once', () => {
    const r = createBurstRecogniser();
    typeKeys(r, UPC, 0, 30);
    expect(r.idle()).toMatchObject({ code: UPC, suffix: 'none', source: 'keys' });
    expect(r.idle()).toBeNull();
  });

  it('does not take quick typing that stops without a suffix for a scan; the same keys ended by ENTER are one', () => {
    const r = createBurstRecogniser();
    // A quick typist: 60 ms a key, then a pause halfway through a code.
    const typed = typeKeys(r, '8898421', 0, 60);
    expect(r.idle()).toBeNull();
    // Keys at a scanner's pace (40 ms, the median at most SCAN_TIMING.unsuffixedGapMs) are a scan.
    typeKeys(r, UPC, typed + 1000, 40);
    expect(r.idle()).toMatchObject({ code: UPC, suffix: 'none' });
    // With a suffix the burst's own rule holds: keys up to 80 ms apart, then ENTER, are a scan.
    const last = typeKeys(r, UPC, 10_000, 60);
    expect(r.suffix('Enter', last + 60)).toMatchObject({ code: UPC, suffix: 'enter' });
  });

  it('reads the pace by the median gap: one late key does not make a wedge’s burst a person’s typing', () => {
    const r = createBurstRecogniser();
    const gaps = [10, 10, 70, 10, 10, 10, 10];
    let at = 0;
    r.key('0', at);
    gaps.forEach((gap, i) => r.key(String(i + 1), (at += gap)));
    expect(medianGap(gaps)).toBe(10);
    expect(r.idle()).toMatchObject({ code: '01234567', suffix: 'none', gaps });
  });

  it('keeps a short burst over a pause, so keys arriving late but stamped close together still make one scan', () => {
    const r = createBurstRecogniser();
    const last = typeKeys(r, '88', 0, 0);
    expect(r.idle()).toBeNull();
    const end = typeKeys(r, '9842123456', last + 10, 10);
    expect(r.suffix('Enter', end + 5)).toMatchObject({ code: '889842123456', suffix: 'enter' });
  });

  it('never joins two scans back to back, whatever ends them', () => {
    const r = createBurstRecogniser();
    const codes: string[] = [];
    let at = typeKeys(r, '111111111111', 0, 0);
    codes.push((r.suffix('Enter', at) as Scan).code);
    at = typeKeys(r, '222222222222', at + 1, 0);
    codes.push((r.suffix('Tab', at + 1) as Scan).code);
    at = typeKeys(r, '333333333333', at + 2, 0);
    codes.push(r.idle()!.code);
    codes.push(r.text('444444444444', at + 201)!.code);
    expect(codes).toEqual(['111111111111', '222222222222', '333333333333', '444444444444']);
  });

  it('takes committed text as a scan, and holds the ENTER a wedge sends right after it', () => {
    const r = createBurstRecogniser();
    expect(r.text(UPC, 50)).toEqual({ code: UPC, suffix: 'none', source: 'text', gaps: [], pause: Infinity });
    expect(r.suffix('Enter', 60)).toBe('held');
    // A person's ENTER later acts as usual.
    expect(r.suffix('Enter', 1000)).toBeNull();
    expect(r.text(`${UPC}\n`, 2000)).toMatchObject({ code: UPC, suffix: 'enter' });
  });

  it('leaves a person’s typing alone: slow keys, then ENTER or TAB, act as usual and are no scan', () => {
    const r = createBurstRecogniser();
    const last = typeKeys(r, UPC, 0, 150);
    expect(r.suffix('Enter', last + 200)).toBeNull();
    const slow = typeKeys(r, UPC, 5000, 120);
    expect(r.idle()).toBeNull();
    expect(r.suffix('Tab', slow + 200)).toBeNull();
    // One character at a time, as typing delivers it, is not committed text.
    expect(r.text('1', 20_000)).toBeNull();
  });

  it('marks a fast ENTER after too few keys as part of a burst, not a scan and not a person’s press', () => {
    const r = createBurstRecogniser();
    const last = typeKeys(r, '123', 0, 0);
    expect(r.suffix('Enter', last + 5)).toBe('burst');
  });

  it('starts a burst afresh after a pause: keys typed before a scan are not part of its code', () => {
    const r = createBurstRecogniser();
    typeKeys(r, '12', 0, 300);
    const last = typeKeys(r, UPC, 1000, 0);
    expect(r.suffix('Enter', last)).toMatchObject({ code: UPC });
  });

  it('tells a scan that carries on what was typed just before it from one that follows an earlier try', () => {
    const r = createBurstRecogniser();
    // A person typed two digits, gave up, and scanned 3 s later: a code of its own.
    let at = typeKeys(r, '12', 0, 300);
    at = typeKeys(r, UPC, at + 3000, 10);
    const afterTry = r.suffix('Enter', at + 10) as Scan;
    expect(afterTry).toMatchObject({ code: UPC, pause: 3000 });
    expect(continuesTyping(afterTry)).toBe(false);
    // A wedge's code split by a stall of 200 ms: the second part carries on the first.
    at = typeKeys(r, '8898', at + 5000, 10);
    at = typeKeys(r, '42123456', at + 200, 10);
    const split = r.suffix('Enter', at + 10) as Scan;
    expect(split).toMatchObject({ code: '42123456', pause: 200 });
    expect(continuesTyping(split)).toBe(true);
    // Keys at a person's pace carry on their own typing, however long they paused before.
    at = typeKeys(r, '0123', at + 5000, 400);
    at = typeKeys(r, '456789012', at + 2500, 70);
    const person = r.suffix('Enter', at + 70) as Scan;
    expect(person).toMatchObject({ code: '456789012', pause: 2500 });
    expect(continuesTyping(person)).toBe(true);
    // Committed text: by its pause alone.
    expect(continuesTyping(r.text(UPC, at + 5000)!)).toBe(false);
    r.text('7', at + 9000);
    expect(continuesTyping(r.text(UPC, at + 9300)!)).toBe(true);
  });

  it('forgets a burst on reset (keys into another field)', () => {
    const r = createBurstRecogniser();
    const last = typeKeys(r, UPC, 0, 0);
    r.reset();
    expect(r.suffix('Enter', last)).toBeNull();
  });
});
