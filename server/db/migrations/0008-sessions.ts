import { sql, type Kysely } from 'kysely';

/**
 * Sign-in sessions: one row per sign-in, named in every token issued for it. A token is good only
 * while its session is open, so signing out, a password reset and disabling the account end
 * tokens still within their expiry; and no refresh outlives the session's absolute end.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_date_utc', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_date_utc', 'timestamptz', (c) => c.notNull())
    .addColumn('ended_date_utc', 'timestamptz')
    .addColumn('ended_reason', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_open').on('sessions').column('user_id').where(sql.ref('ended_date_utc'), 'is', null).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sessions').execute();
}
