import type { Db } from './connect.ts';

/** Runs `work` in a transaction, or in the caller's when `db` already is one (the seed, a service calling another). */
export const inTransaction = <T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> =>
  db.isTransaction ? work(db) : db.transaction().execute(work);
