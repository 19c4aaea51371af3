/**
 * A stand-in for the browser's Web Locks (navigator.locks), which Node and jsdom lack: exclusive
 * locks only, with the request options the app uses (ifAvailable, steal, signal), granted in order
 * as the Web Locks specification says. A stolen lock's request rejects with AbortError a task after
 * the thief's callback has run, the order Chromium shows. Each `client` is one tab: closing it
 * releases its locks and drops its queued requests.
 */
type Callback = (lock: { name: string } | null) => unknown;

interface Request {
  client: number;
  callback: Callback;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

interface Held {
  client: number;
  reject: (reason: unknown) => void;
}

const abortError = () => new DOMException('The lock request was aborted.', 'AbortError');
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function createWebLocks() {
  const held = new Map<string, Held>();
  const queues = new Map<string, Request[]>();
  const queueOf = (name: string) => queues.get(name) ?? queues.set(name, []).get(name)!;

  /** Runs the request's callback with the lock; the lock goes when what the callback answered settles. */
  const grant = (name: string, request: Request) => {
    let released = false;
    const entry: Held = {
      client: request.client,
      reject: (reason) => {
        released = true;
        request.reject(reason);
      },
    };
    held.set(name, entry);
    void nextTask()
      .then(() => request.callback({ name }))
      .then(
        (value) => {
          if (released) return;
          release(name, entry);
          request.resolve(value);
        },
        (error) => {
          if (released) return;
          release(name, entry);
          request.reject(error);
        },
      );
  };

  const release = (name: string, entry: Held) => {
    if (held.get(name) !== entry) return;
    held.delete(name);
    const next = queueOf(name).shift();
    if (next) grant(name, next);
  };

  const locksFor = (id: number) => ({
    request(name: string, options: { ifAvailable?: boolean; steal?: boolean; signal?: AbortSignal }, callback: Callback) {
      return new Promise<unknown>((resolve, reject) => {
        if (options.signal?.aborted) return reject(abortError());
        const request: Request = { client: id, callback, resolve, reject };
        if (options.steal) {
          const victim = held.get(name);
          held.delete(name);
          grant(name, request);
          if (victim)
            void nextTask()
              .then(nextTask)
              .then(() => victim.reject(abortError()));
          return;
        }
        if (!held.has(name) && queueOf(name).length === 0) return grant(name, request);
        if (options.ifAvailable) {
          void nextTask()
            .then(() => callback(null))
            .then(resolve, reject);
          return;
        }
        queueOf(name).push(request);
        options.signal?.addEventListener('abort', () => {
          const queue = queueOf(name);
          const at = queue.indexOf(request);
          if (at < 0) return;
          queue.splice(at, 1);
          reject(abortError());
        });
      });
    },
  });

  let clients = 0;
  return {
    /** A tab's navigator.locks. */
    client: () => {
      const id = ++clients;
      return { id, locks: locksFor(id) };
    },
    /** The tab goes away: what it held is released, what it queued is dropped. */
    close(id: number) {
      for (const [name, queue] of queues)
        queues.set(
          name,
          queue.filter((request) => request.client !== id),
        );
      for (const [name, entry] of held) if (entry.client === id) release(name, entry);
    },
    holder: (name: string) => held.get(name)?.client,
  };
}
