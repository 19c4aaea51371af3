import { useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router-dom';

/**
 * 'Leave with unsaved changes?' for a dirty form: the browser's own prompt when the tab is closed
 * or reloaded, and our question before another page of the app opens or the drawer closes.
 * `asking` is true while the question is on screen; `leave` and `stay` answer it.
 */
export function useLeaveGuard(dirty: boolean) {
  const [closing, setClosing] = useState<(() => void) | null>(null);
  // The confirm dialog closes itself after 'Leave': that close must not undo the answer.
  const left = useRef(false);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  return {
    asking: blocker.state === 'blocked' || closing !== null,
    /** Closes at once when nothing would be lost, else asks first. */
    requestClose: (close: () => void) => (dirty ? setClosing(() => close) : close()),
    leave: () => {
      left.current = true;
      if (blocker.state === 'blocked') blocker.proceed();
      closing?.();
      setClosing(null);
    },
    stay: () => {
      if (left.current) {
        left.current = false;
        return;
      }
      if (blocker.state === 'blocked') blocker.reset();
      setClosing(null);
    },
  };
}
