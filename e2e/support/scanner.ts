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

/** A wedge's keys: each key down and up, `gapMs` apart by their time stamps, then the suffix. */
export async function scanKeys(cdp: CDPSession, code: string, gapMs: number, suffix: Suffix): Promise<void> {
  const start = Date.now() / 1000;
  const keys = [...code, ...(suffix ? [suffix] : [])];
  for (const [i, key] of keys.entries()) {
    const { code: keyCode, keyCode: vk } = keyOf(key);
    const timestamp = start + (i * gapMs) / 1000;
    const text = key === 'Enter' ? '\r' : key === 'Tab' ? undefined : key;
    await cdp.send('Input.dispatchKeyEvent', {
      type: text ? 'keyDown' : 'rawKeyDown',
      key,
      code: keyCode,
      windowsVirtualKeyCode: vk,
      text,
      timestamp,
    });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key, code: keyCode, windowsVirtualKeyCode: vk, timestamp });
  }
}
