import type { Db } from '../../db/connect.ts';

export interface NewActivity {
  userId: number;
  method: string;
  route: string;
  page: string | null;
  statusCode: number;
}

export async function insertActivity(db: Db, entry: NewActivity): Promise<void> {
  await db
    .insertInto('activity_log')
    .values({ user_id: entry.userId, method: entry.method, route: entry.route, page: entry.page, status_code: entry.statusCode })
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
