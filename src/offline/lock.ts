let tail: Promise<unknown> = Promise.resolve();

/**
 * Runs `task` after every earlier one finished. Recording an operation and applying sync results
 * both read and rewrite a pallet; one at a time, no update is lost. Network calls stay outside.
 */
export function exclusive<T>(task: () => Promise<T>): Promise<T> {
  const run = tail.then(task, task);
  tail = run.catch(() => undefined);
  return run;
}
