import { useEffect } from 'react';
import { decodeTokenPayload, getToken } from './token-storage.ts';

/**
 * The handheld's first frame (src/app/device/device-shell.js): a copy of the device screen the app last
 * drew, shown and taking the scanner's input before the app's code has run. This is the app's side:
 * keeping the copy up to date, taking what was typed into it, and removing it.
 */

/**
 * What the copy recorded: a key (a character, ENTER or TAB; with ENTER and TAB the field's text
 * then, which they empty) or a committed text.
 */
export type ShellEvent = { type: 'key'; key: string; at: number; value?: string } | { type: 'text'; data: string; at: number };

interface ShellHandle {
  path: string;
  events: ShellEvent[];
  text: () => string;
  release: () => void;
}

declare global {
  interface Window {
    __deviceShell?: ShellHandle;
  }
}

// Kept in step with src/app/device/device-shell.js.
const SNAPSHOT_KEY = 'device.startShell';
const FORMAT = 1;
/** A copy larger than this is not kept (a screen is a few kilobytes; storage is shared). */
const MAX_HTML = 200_000;

/** After the screen's start, when the copy is taken: its first paint and the start's own work are done. */
const COPY_AFTER_MS = 1500;
/** Parts of a screen that are not its starting state: messages and open dialogs. */
const PASSING = '[role="dialog"], [role="alertdialog"], [role="alert"], [role="status"]';

/**
 * Keeps the screen as drawn now (the app's root element less passing messages, its stylesheets,
 * the theme's variables and the language) for the next start at this address by this user.
 */
export function saveStartShell(): void {
  try {
    const token = getToken();
    const user = token ? decodeTokenPayload(token)?.sub : undefined;
    const root = document.getElementById('root')?.cloneNode(true) as HTMLElement | undefined;
    if (typeof user !== 'string' || !root) return;
    for (const passing of root.querySelectorAll(PASSING)) passing.remove();
    const html = root.innerHTML;
    if (!html || html.length > MAX_HTML) return;
    const css = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href);
    const doc = document.documentElement;
    const snapshot = {
      format: FORMAT,
      path: window.location.pathname,
      user,
      lang: doc.lang,
      dir: doc.dir,
      rootStyle: doc.getAttribute('style') ?? '',
      motion: doc.dataset.motion ?? '',
      css,
      html,
    };
    localStorage.setItem(SNAPSHOT_KEY, JSON.stringify(snapshot));
  } catch {
    // Without storage the next start simply waits for the app.
  }
}

/**
 * Keeps the copy of a screen that may start a handheld, taken a moment after it is drawn while it is
 * in its starting state (`ready`: e.g. its field empty). Drawn again later, it is taken again, so
 * the copy follows the language, theme and the app's own updates.
 */
export function useStartShellCopy(ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(saveStartShell, COPY_AFTER_MS);
    return () => clearTimeout(timer);
  }, [ready]);
}

/** Forgets the copy (signing out: the next user's start must not show this one's screen). */
export function forgetStartShell(): void {
  try {
    localStorage.removeItem(SNAPSHOT_KEY);
  } catch {
    // Nothing stored that could be removed.
  }
}

/** Whether the copy is shown (or was, and its input not yet taken). */
export const startShellShown = (): boolean => window.__deviceShell !== undefined;

/**
 * Takes the copy's recorded input, oldest first, and removes the copy. What a screen adopts: its
 * scan reader replays the events; the text still in the field (typed, not yet submitted) is the
 * field's. Each is handed out once.
 */
export function adoptStartShell(): { events: ShellEvent[]; text: string } {
  const shell = window.__deviceShell;
  if (!shell) return { events: [], text: '' };
  const text = shell.text();
  shell.release();
  delete window.__deviceShell;
  return { events: shell.events.splice(0), text };
}

/**
 * Removes the copy without taking its input: the app draws the screen another way (the panel).
 * Its input waits for the screen, unless the address is no longer the screen's.
 */
export function releaseStartShell(): void {
  const shell = window.__deviceShell;
  if (!shell) return;
  shell.release();
  if (window.location.pathname !== shell.path) delete window.__deviceShell;
}
