import { sql } from 'kysely';
import type { Db } from '../connect.ts';

/** The newest change log entry's id (0 for none): where the live lists' feed starts. */
export async function newestChangeId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('change_log')
    .select(sql<string | null>`max(id)`.as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0);
}

/** Entries after `after`, and the skipped ids `missing` (transactions open when they were passed), oldest first: what they touched, no data. */
export function changesSince(db: Db, after: number, missing: readonly number[], limit: number) {
  return db
    .selectFrom('change_log')
    .select(['id', 'page', 'entity', 'entity_id', 'action'])
    .where((eb) => {
      const newer = eb('id', '>', sql<string>`${after}::bigint`);
      return missing.length === 0
        ? newer
        : eb.or([
            newer,
            eb(
              'id',
              'in',
              missing.map((id) => sql<string>`${id}::bigint`),
            ),
          ]);
    })
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** What the entries of the last `ms` touched (read by change_log_at), newest first, at most `limit`. */
export function changesWithin(db: Db, ms: number, limit: number) {
  return db
    .selectFrom('change_log')
    .select(['page', 'entity'])
    .where('at', '>', sql<Date>`now() - ${Math.round(ms)}::int * interval '1 millisecond'`)
    .orderBy('at', 'desc')
    .limit(limit)
    .execute();
}
