/**
 * Resolves once the main thread is idle, or after `timeoutMs` at the latest: for work a first
 * screen does not need (the realtime client, the service worker's registration), so it runs after
 * that screen rather than beside it. Without idle callbacks (Safari, tests) it waits one task.
 */
export function whenIdle(timeoutMs = 2_000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 0);
  });
}
