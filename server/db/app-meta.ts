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

/** The value kept under `key`, undefined when there is none. */
export async function readMeta(db: Db, key: string): Promise<string | undefined> {
  return (await db.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirst())?.value;
}

/** Keeps `value` under `key`, replacing what was there. */
export async function writeMeta(db: Db, key: string, value: string): Promise<void> {
  await db
    .insertInto('app_meta')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

export async function deleteMeta(db: Db, key: string): Promise<void> {
  await db.deleteFrom('app_meta').where('key', '=', key).execute();
}
