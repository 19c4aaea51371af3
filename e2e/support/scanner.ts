import type { CDPSession } from 'playwright-core';
import type { PalletSnapshot } from '../../src/domain/gatekeeper/contracts.ts';
import { compileRules, judgeScan } from '../../src/domain/gatekeeper/rules/index.ts';

/** A handheld scanner (keyboard wedge) driven through Chromium's input pipeline, and the units to scan. */

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

/** The pallet's units in turn, by the verdict the rules give them (as the server will judge them). */
export function unitPicker(snap: PalletSnapshot) {
  const rules = compileRules(snap.rules);
  const scanned = new Map(snap.lines.map((l) => [l.upc, l.scanned]));
  const lastHour = new Map(Object.entries(snap.scannedLastHour));
  let taken = 0;
  const judge = (line: PalletSnapshot['lines'][number]) =>
    judgeScan(rules, {
      gateCountry: snap.header.gateCountry,
      upc: line.upc,
      item: line.facts,
      expectedOnPallet: line.expected,
      scannedOnPallet: scanned.get(line.upc) ?? 0,
      scannedLastHour: lastHour.get(line.upc) ?? 0,
    }).action;
  const find = (action: 'ACCEPTED' | 'REJECTED') => {
    const line = snap.lines.find((l) => (scanned.get(l.upc) ?? 0) < l.expected && judge(l) === action);
    if (!line) throw new Error(`${snap.header.palletNo} has no more units the rules give ${action}`);
    return line;
  };
  return {
    peek: (action: 'ACCEPTED' | 'REJECTED') => find(action).upc,
    next(action: 'ACCEPTED' | 'REJECTED') {
      const line = find(action);
      scanned.set(line.upc, (scanned.get(line.upc) ?? 0) + 1);
      lastHour.set(line.upc, (lastHour.get(line.upc) ?? 0) + 1);
      taken += 1;
      return line.upc;
    },
    taken: () => taken,
  };
}
