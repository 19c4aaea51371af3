import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Office work that may wait for the gate: rule uploads and downloads, feeds, exports. Queries
 * made inside `inBackground` queue behind everyone else's on the embedded database's single
 * connection (see pglite-dialect.ts), so a scan never waits for a chunk of a download. PostgreSQL
 * has a pool and needs no order; there the bound on heavy work (server/shared/heavy-work.ts) keeps
 * connections free.
 */
const background = new AsyncLocalStorage<true>();

export const inBackground = <T>(work: () => Promise<T>): Promise<T> => background.run(true, work);

export const isBackground = (): boolean => background.getStore() === true;
