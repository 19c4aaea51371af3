import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShellEvent } from '../../src/lib/start-shell.ts';
import { createBurstRecogniser, type Scan } from '../../src/features/gatekeeper/scan-input/burst.ts';
import { adoptEarlyInput, hasEarlyInput, nextEarlyCode, resetEarlyInput } from '../../src/features/gatekeeper/scan-input/early-input.ts';

/** A wedge's keys from `start`, `gap` ms apart, then its suffix (if any) `gap` ms after the last. */
function keys(code: string, start: number, gap: number, suffix?: 'Enter' | 'Tab'): ShellEvent[] {
  const events: ShellEvent[] = [...code].map((key, i) => ({ type: 'key', key, at: start + i * gap }));
  if (suffix) events.push({ type: 'key', key: suffix, at: start + code.length * gap });
  return events;
}

/** The first frame as src/app/device/device-shell.js leaves it on the window, with what it recorded. */
function shellWith(events: ShellEvent[], text = '') {
  const release = vi.fn();
  vi.stubGlobal('window', { __deviceShell: { path: '/apps/gatekeeper', events, text: () => text, release }, location: { pathname: '/' } });
  return release;
}

/** Every code the backlog holds, in order, each read by a reader of its own (as each step has). */
function allCodes(): Scan[] {
  const codes: Scan[] = [];
  for (let scan = nextEarlyCode(createBurstRecogniser()); scan; scan = nextEarlyCode(createBurstRecogniser())) codes.push(scan);
  return codes;
}

describe('input recorded by the first frame, replayed when the app takes over', () => {
  beforeEach(() => resetEarlyInput());
  afterEach(() => vi.unstubAllGlobals());

  it('hands over the recording once and removes the frame', () => {
    const release = shellWith(keys('PLT-0005', 100, 0, 'Enter'), 'PLT');
    expect(adoptEarlyInput()).toBe('PLT');
    expect(release).toHaveBeenCalledOnce();
    expect(adoptEarlyInput()).toBe('');
    expect(allCodes().map((s) => s.code)).toEqual(['PLT-0005']);
    expect(hasEarlyInput()).toBe(false);
  });

  it('reads a pallet label and the units after it as separate codes, whatever their suffix', () => {
    shellWith([
      ...keys('PLT-0005', 100, 0, 'Enter'),
      ...keys('889842123456', 400, 30, 'Tab'),
      ...keys('889842654321', 1200, 0),
      { type: 'text', data: '889842111111\n', at: 2000 },
      { type: 'key', key: 'Enter', at: 2001 },
    ]);
    adoptEarlyInput();
    const codes = allCodes();
    expect(codes.map((s) => [s.code, s.suffix, s.source])).toEqual([
      ['PLT-0005', 'enter', 'keys'],
      ['889842123456', 'tab', 'keys'],
      ['889842654321', 'none', 'keys'],
      ['889842111111', 'enter', 'text'],
    ]);
  });

  it('hands out one code at a time, leaving the rest for the next reader', () => {
    shellWith([...keys('PLT-0005', 100, 0, 'Enter'), ...keys('889842123456', 400, 0, 'Enter')]);
    adoptEarlyInput();
    expect(nextEarlyCode(createBurstRecogniser())?.code).toBe('PLT-0005');
    expect(hasEarlyInput()).toBe(true);
    expect(nextEarlyCode(createBurstRecogniser())?.code).toBe('889842123456');
  });

  it("takes a person's code, typed slowly, as the field held it when they pressed ENTER", () => {
    shellWith([...keys('PLT-0006', 100, 400), { type: 'key', key: 'Enter', at: 3800, value: ' PLT-0005 ' }]);
    adoptEarlyInput();
    expect(allCodes()).toEqual([{ code: 'PLT-0005', suffix: 'enter', source: 'keys', gaps: [], pause: 0 }]);
  });

  it("reads a key's own text as nothing: a busy page stamps it later than the scanner stamped the key", () => {
    const burst = keys('PLT-0005', 100, 0, 'Enter');
    const late = burst.flatMap((event, i): ShellEvent[] =>
      event.type === 'key' && event.key.length === 1 ? [event, { type: 'text', data: event.key, at: 300 + i * 40 }] : [event],
    );
    shellWith(late);
    adoptEarlyInput();
    expect(allCodes().map((s) => [s.code, s.suffix])).toEqual([['PLT-0005', 'enter']]);
  });

  it('leaves a burst still arriving in the reader, to end with the live keys', () => {
    shellWith(keys('88984', 100, 0));
    adoptEarlyInput();
    const recogniser = createBurstRecogniser();
    expect(nextEarlyCode(recogniser)).toBeNull();
    for (const [i, key] of [...'2123456'].entries()) recogniser.key(key, 105 + i);
    expect(recogniser.suffix('Enter', 120)).toMatchObject({ code: '889842123456', suffix: 'enter' });
  });

  it('reads nothing twice: a committed text and its ENTER are one code; an ENTER on an empty field is none', () => {
    shellWith([
      { type: 'key', key: 'Enter', at: 50 },
      { type: 'text', data: 'PLT-0005', at: 100 },
      { type: 'key', key: 'Enter', at: 110 },
    ]);
    adoptEarlyInput();
    expect(allCodes().map((s) => s.code)).toEqual(['PLT-0005']);
  });
});
