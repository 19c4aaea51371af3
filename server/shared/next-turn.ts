/**
 * Resolves on the event loop's next turn. The embedded database answers without I/O, so queries
 * and CPU work chained on promises would otherwise hold off every request until the chain ends;
 * awaiting this between steps of long work lets waiting requests (a scan) in.
 */
export const nextTurn = (): Promise<void> => new Promise((resume) => setImmediate(resume));
