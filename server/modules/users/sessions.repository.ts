import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { SessionsTable } from '../../db/schema.ts';

export type EndedReason = NonNullable<SessionsTable['ended_reason']>;

/** Opens a session for a sign-in, ending at `endsMs` whatever refreshes follow; answers its id. */
export async function openSession(db: Db, userId: number, endsMs: number): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('sessions')
    .values({ id, user_id: userId, expires_date_utc: new Date(endsMs) })
    .execute();
  return id;
}

/** The session if it is still open (not ended, not past its end). */
export function openSessionById(db: Db, id: string) {
  return db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'expires_date_utc'])
    .where('id', '=', id)
    .where('ended_date_utc', 'is', null)
    .where('expires_date_utc', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

/** The ids of a user's open sessions. */
export async function openSessionIds(db: Db, userId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', userId)
    .where('ended_date_utc', 'is', null)
    .where('expires_date_utc', '>', sql<Date>`now()`)
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** Ends one session (sign-out). */
export async function endSession(db: Db, id: string, reason: EndedReason): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ ended_date_utc: sql`now()`, ended_reason: reason })
    .where('id', '=', id)
    .where('ended_date_utc', 'is', null)
    .execute();
}

/** Ends every open session of a user (a password reset, the account disabled). */
export async function endSessionsOf(db: Db, userId: number, reason: EndedReason): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ ended_date_utc: sql`now()`, ended_reason: reason })
    .where('user_id', '=', userId)
    .where('ended_date_utc', 'is', null)
    .execute();
}

/** Drops sessions ended or expired more than a day ago: the table holds what can still matter. */
export async function pruneSessions(db: Db): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('expires_date_utc', '<', sql<Date>`now() - interval '1 day'`),
        eb('ended_date_utc', '<', sql<Date>`now() - interval '1 day'`),
      ]),
    )
    .execute();
}
