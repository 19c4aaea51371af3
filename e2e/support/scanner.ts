import type { CDPSession } from 'playwright-core';

/** A handheld scanner (keyboard wedge) driven through Chromium's input pipeline. */

export type Suffix = 'Enter' | 'Tab' | null;

const KEY_CODES: Record<string, { code: string; keyCode: number }> = {
  Enter: { code: 'Enter', keyCode: 13 },
  Tab: { code: 'Tab', keyCode: 9 },
  '-': { code: 'Minus', keyCode: 189 },
};
const keyOf = (key: string) =>
  KEY_CODES[key] ??
  (/\d/.test(key)
    ? { code: `Digit${key}`, keyCode: key.charCodeAt(0) }
    : { code: `Key${key.toUpperCase()}`, keyCode: key.toUpperCase().charCodeAt(0) });

/**
 * A wedge's keys: each key down and up, `gapMs` apart by their time stamps, then the suffix. Each
 * event is sent once the page has taken the last, unless `atOnce`: then all of them leave together,
 * as a wedge sends a code without waiting for a slow page (their order kept).
 */
export async function scanKeys(cdp: CDPSession, code: string, gapMs: number, suffix: Suffix, atOnce = false): Promise<void> {
  const start = Date.now() / 1000;
  const keys = [...code, ...(suffix ? [suffix] : [])];
  const sent: Promise<unknown>[] = [];
  for (const [i, key] of keys.entries()) {
    const { code: keyCode, keyCode: vk } = keyOf(key);
    const timestamp = start + (i * gapMs) / 1000;
    const text = key === 'Enter' ? '\r' : key === 'Tab' ? undefined : key;
    const down = { type: text ? 'keyDown' : 'rawKeyDown', key, code: keyCode, windowsVirtualKeyCode: vk, text, timestamp } as const;
    const up = { type: 'keyUp', key, code: keyCode, windowsVirtualKeyCode: vk, timestamp } as const;
    for (const event of [down, up]) {
      const dispatched = cdp.send('Input.dispatchKeyEvent', event);
      if (atOnce) sent.push(dispatched);
      else await dispatched;
    }
  }
  await Promise.all(sent);
}
