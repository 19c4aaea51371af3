import { useEffect, type RefObject } from 'react';

const TYPING_TARGETS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/**
 * A hardware scanner types wherever the focus is. When the focus has wandered off the scan field
 * (a tap on the page, a button), the first character of the next scan brings it back, so the burst
 * and its Enter still land in the field. Dialogs keep their own focus.
 */
export function useWedgeFocus(inputRef: RefObject<HTMLInputElement | null>, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target && (TYPING_TARGETS.has(target.tagName) || target.isContentEditable)) return;
      if (document.querySelector('[role="dialog"]')) return;
      inputRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [inputRef, enabled]);
}
