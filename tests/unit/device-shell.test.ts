// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../src/domain/constants.ts';
import { adoptStartShell, releaseStartShell, saveStartShell } from '../../src/lib/start-shell.ts';

// The script exactly as the page runs it (index.html, before the app's code).
const shellScript = readFileSync(join(import.meta.dirname, '../../src/app/device/device-shell.js'), 'utf8');
const runShell = () => new Function(shellScript)() as void;

const PATH = '/apps/gatekeeper';
const tokenFor = (sub: string, expSeconds = Date.now() / 1000 + 3600) =>
  `h.${btoa(JSON.stringify({ sub, exp: Math.floor(expSeconds) })).replace(/=+$/, '')}.s`;

/** The pallet step as the app draws it, with a passing message and an open dialog beside it. */
function drawStep() {
  document.documentElement.lang = 'ar';
  document.documentElement.dir = 'rtl';
  document.documentElement.style.setProperty('--ui-bg', '#fafafa');
  document.body.innerHTML = `<div id="root"><main><form aria-label="امسح رقم المنصة"><label for="f">امسح</label>
    <input id="f" name="palletNo" data-scan-target="true" value=""><button type="submit">إرسال</button></form>
    <div role="status">Saved</div><div role="dialog">Rejected</div></main></div>`;
}

const keyDown = (key: string) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  (document.activeElement ?? document.body).dispatchEvent(event);
  return event;
};

describe("the handheld's first frame (src/app/device/device-shell.js)", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    window.history.replaceState(null, '', PATH);
    localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('7'));
    drawStep();
    saveStartShell();
    // A new start: the page as index.html has it.
    document.documentElement.removeAttribute('style');
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
    document.body.innerHTML = '<div id="root"></div>';
  });
  afterEach(() => {
    releaseStartShell();
    delete window.__deviceShell;
  });

  it('draws the step as last drawn, in its language and direction, without passing messages, its field focused', () => {
    runShell();
    const shell = document.getElementById('device-shell')!;
    expect(shell.querySelector('form')?.getAttribute('aria-label')).toBe('امسح رقم المنصة');
    expect(shell.querySelector('[role="dialog"], [role="status"]')).toBeNull();
    expect(document.documentElement).toMatchObject({ lang: 'ar', dir: 'rtl' });
    expect(document.documentElement.style.getPropertyValue('--ui-bg')).toBe('#fafafa');
    expect(document.activeElement).toBe(shell.querySelector('input'));
  });

  it('records keys, text and ENTER for the app; ENTER neither submits nor moves on, and empties the field', () => {
    runShell();
    const field = document.querySelector<HTMLInputElement>('#device-shell input')!;
    for (const key of 'PLT-5') keyDown(key);
    field.value = 'PLT-5';
    const enter = keyDown('Enter');
    expect(enter.defaultPrevented).toBe(true);
    expect(field.value).toBe('');
    field.dispatchEvent(new InputEvent('input', { inputType: 'insertText', data: '889842123456', bubbles: true }));
    field.value = 'PLT';

    const { events, text } = adoptStartShell();
    expect(events.map((e) => (e.type === 'key' ? e.key : e.data))).toEqual(['P', 'L', 'T', '-', '5', 'Enter', '889842123456']);
    expect(events[5]).toMatchObject({ key: 'Enter', value: 'PLT-5' });
    expect(text).toBe('PLT');
    expect(document.getElementById('device-shell')).toBeNull();
    // Released: keys act as usual again.
    expect(keyDown('Enter').defaultPrevented).toBe(false);
  });

  it.each([
    ['another user is signed in', () => localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('8'))],
    ['the token has expired', () => localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('7', Date.now() / 1000 - 60))],
    ['no one is signed in', () => localStorage.removeItem(TOKEN_STORAGE_KEY)],
    ['the start is at another address', () => window.history.replaceState(null, '', '/apps/dashboard')],
    ['a pallet is open (the app goes straight to its scan step)', () => sessionStorage.setItem('gatekeeper.currentPallet', 'PLT-0005')],
    ['the copy is unreadable', () => localStorage.setItem('device.startShell', '{')],
  ])('draws nothing when %s', (_, arrange) => {
    arrange();
    runShell();
    expect(document.getElementById('device-shell')).toBeNull();
    expect(window.__deviceShell).toBeUndefined();
  });
});
