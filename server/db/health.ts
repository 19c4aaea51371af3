import { sql } from 'kysely';
import type { Db } from './connect.ts';

/** Resolves when the database answers a trivial query. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
