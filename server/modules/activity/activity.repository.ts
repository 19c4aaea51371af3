import type { Db } from '../../db/connect.ts';

export interface NewActivity {
  userId: number;
  method: string;
  route: string;
  page: string | null;
  statusCode: number;
  at: Date;
}

export async function insertActivities(db: Db, entries: NewActivity[]): Promise<void> {
  await db
    .insertInto('activity_log')
    .values(
      entries.map((e) => ({ user_id: e.userId, method: e.method, route: e.route, page: e.page, status_code: e.statusCode, at: e.at })),
    )
    .execute();
}

/** A user's latest rows, newest first (served by the (user_id, at desc) index). */
export function latestOf(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('activity_log')
    .select(['at', 'method', 'route', 'page', 'status_code'])
    .where('user_id', '=', userId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
