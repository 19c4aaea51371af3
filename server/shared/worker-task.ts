import { Worker } from 'node:worker_threads';

/**
 * Runs a pure, CPU-heavy function (parsing a large upload) on a worker thread, so the event loop
 * keeps answering scans meanwhile. One worker per task, started on first use and kept; calls
 * queue inside it. The function's module is TypeScript, loaded in the worker through tsx, and its
 * argument and result cross by structured clone (plain data only).
 */
export function workerTask<A, R>(moduleUrl: string, exportName: string): { run: (arg: A) => Promise<R>; close: () => Promise<void> } {
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, { resolve: (value: R) => void; reject: (error: Error) => void }>();

  const failAll = (error: Error) => {
    for (const call of pending.values()) call.reject(error);
    pending.clear();
    worker = null;
  };

  const start = () => {
    const tsx = import.meta.resolve('tsx/esm/api');
    const started = new Worker(BOOT, { eval: true, workerData: { tsx, moduleUrl, exportName } });
    started.on('message', ({ id, result, error }: { id: number; result?: R; error?: string }) => {
      const call = pending.get(id);
      pending.delete(id);
      if (pending.size === 0) started.unref();
      if (error !== undefined) call?.reject(new Error(error));
      else call?.resolve(result as R);
    });
    started.on('error', failAll);
    started.on('exit', () => failAll(new Error('The worker stopped')));
    return started;
  };

  return {
    run: (arg) =>
      new Promise<R>((resolve, reject) => {
        worker ??= start();
        // Referenced while it owes an answer; an idle worker must not keep the process alive.
        worker.ref();
        const id = nextId++;
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, arg });
      }),
    close: async () => {
      await worker?.terminate();
      worker = null;
    },
  };
}

// CommonJS evaluated in the worker: registers tsx, loads the module, answers each message.
const BOOT = `
const { parentPort, workerData } = require('node:worker_threads');
const ready = import(workerData.tsx)
  .then((tsx) => tsx.register())
  .then(() => import(workerData.moduleUrl))
  .then((module) => module[workerData.exportName]);
parentPort.on('message', ({ id, arg }) => {
  ready
    .then((task) => parentPort.postMessage({ id, result: task(arg) }))
    .catch((error) => parentPort.postMessage({ id, error: String(error && error.message ? error.message : error) }));
});
`;
