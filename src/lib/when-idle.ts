/** Screens still loading (each shows the splash): idle work waits until none is. */
let loadingScreens = 0;
const waiting = new Set<() => void>();
/** However long a screen takes to load, idle work waits no longer than this. */
const MAX_HOLD_MS = 10_000;

/**
 * Marks a screen as loading until the returned function is called (the splash screen, while it is
 * mounted). Between two lazy parts of a start the browser is briefly idle; without this, work meant
 * for after the first screen (the offline engine, the realtime client) would take those moments and
 * hold the first screen back.
 */
export function holdIdleWork(): () => void {
  loadingScreens += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    loadingScreens -= 1;
    // Checked again at the next idle moment: a commit that swaps one splash for another holds on.
    if (loadingScreens === 0) [...waiting].forEach((retry) => retry());
  };
}

/**
 * Resolves once no screen is loading and the main thread is idle, or after `timeoutMs` of waiting
 * for idleness at the latest: for work a first screen does not need (the realtime client, the
 * service worker's registration), so it runs after that screen rather than beside it. Without idle
 * callbacks (Safari, tests) it waits one task.
 */
export function whenIdle(timeoutMs = 2_000): Promise<void> {
  return new Promise((resolve) => {
    const giveUp = setTimeout(done, MAX_HOLD_MS);
    function done() {
      clearTimeout(giveUp);
      waiting.delete(check);
      resolve();
    }
    function check() {
      waiting.delete(check);
      if (loadingScreens > 0) waiting.add(check);
      else if (typeof requestIdleCallback === 'function')
        requestIdleCallback(() => (loadingScreens > 0 ? check() : done()), { timeout: timeoutMs });
      else setTimeout(() => (loadingScreens > 0 ? check() : done()), 0);
    }
    check();
  });
}
