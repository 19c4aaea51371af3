let tail: Promise<unknown> = Promise.resolve();
/** Tasks queued or running. */
let queued = 0;

/**
 * Runs `task` after every earlier one finished. Recording an operation and applying sync results
 * both read and rewrite a pallet; one at a time, no update is lost. Network calls stay outside.
 * With nothing queued the task starts at once, not a microtask later: a scan's IndexedDB
 * transaction then begins before the screen's re-render of the cleared field takes the thread.
 */
export function exclusive<T>(task: () => Promise<T>): Promise<T> {
  queued += 1;
  const start = () => {
    try {
      return task();
    } catch (error) {
      return Promise.reject(error);
    }
  };
  const run = (queued === 1 ? start() : tail.then(start, start)).finally(() => {
    queued -= 1;
  });
  tail = run.catch(() => undefined);
  return run;
}
