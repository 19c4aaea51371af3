import { useEffect, type RefObject } from 'react';

const TEXT_FIELDS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/**
 * Keeps the focus in the scan field while no dialog is open: after a tap elsewhere on the step (the
 * page, a button that stays) it goes back there. Keys are read wherever the focus is
 * (useScanInput), but a wedge's committed text ('send as string') only reaches a focused text field.
 */
export function useScanFocus(inputRef: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    let pending: ReturnType<typeof setTimeout> | undefined;
    const back = () => {
      clearTimeout(pending);
      // After the tap's own work (a button that opens a dialog has opened it by then).
      pending = setTimeout(() => {
        const active = document.activeElement;
        if (document.querySelector('[role="dialog"]') || (active && TEXT_FIELDS.has(active.tagName))) return;
        // A menu the tap opened keeps the focus.
        if (active?.closest('[role="menu"], [aria-expanded="true"]')) return;
        inputRef.current?.focus();
      }, 0);
    };
    const onFocusOut = (event: FocusEvent) => event.relatedTarget === null && back();
    document.addEventListener('click', back, true);
    document.addEventListener('focusout', onFocusOut, true);
    return () => {
      clearTimeout(pending);
      document.removeEventListener('click', back, true);
      document.removeEventListener('focusout', onFocusOut, true);
    };
  }, [inputRef]);
}
