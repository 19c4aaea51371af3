import type { Db } from './connect.ts';

/** Claims a key in app_meta; false when an earlier start (or a concurrent one) already holds it. */
export async function claimOnce(trx: Db, key: string, value: string): Promise<boolean> {
  // A second server starting at the same time waits on this insert and then skips.
  const claimed = await trx
    .insertInto('app_meta')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  return claimed !== undefined;
}
