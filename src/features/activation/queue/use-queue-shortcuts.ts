import { useEffect, useRef } from 'react';

/** Keyboard shortcuts of the queue's actions, shown in their tooltips. */
export const QUEUE_SHORTCUTS = {
  activate: { key: 'a', label: 'Alt+A', aria: 'Alt+A' },
  reject: { key: 'r', label: 'Alt+R', aria: 'Alt+R' },
  skip: { key: 's', label: 'Alt+S', aria: 'Alt+S' },
} as const;

type Action = keyof typeof QUEUE_SHORTCUTS;

/**
 * Alt+A, Alt+R and Alt+S (those of them a queue offers) while the queue is on screen and no dialog
 * or drawer is open. `code` (the key's place) is read too, so the shortcuts work on an Arabic or
 * Turkish keyboard layout.
 */
export function useQueueShortcuts(enabled: boolean, handlers: Partial<Record<Action, () => void>>) {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
      if (document.querySelector('[role="dialog"], [role="presentation"].MuiDrawer-root')) return;
      const pressed = event.code.startsWith('Key') ? event.code.slice(3).toLowerCase() : event.key.toLowerCase();
      const action = (Object.keys(QUEUE_SHORTCUTS) as Action[]).find((a) => QUEUE_SHORTCUTS[a].key === pressed);
      const handler = action && latest.current[action];
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
