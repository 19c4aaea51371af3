import { Migrator, sql, type Kysely } from 'kysely';

// Migrations work on the schema as it was at their time, not today's types (Kysely's advice).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;
import { migrations } from './migrations/index.ts';

/** Brings the schema up to date; throws with the failing migration's name and cause. */
export async function migrateToLatest(db: AnyDb): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((r) => r.status === 'Error');
  if (error) {
    const name = failed ? ` ${failed.migrationName}` : '';
    throw new Error(`Database migration${name} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Drops every table of the public schema: `npm run seed` starts from nothing. */
export async function dropEverything(db: AnyDb): Promise<void> {
  await sql`drop schema public cascade`.execute(db);
  await sql`create schema public`.execute(db);
}
