import { sql, type Kysely } from 'kysely';

/**
 * Failed sign-ins, counted per account (employee number and email alike), per known device of an
 * account, and per unknown name typed. Kept in the database so that every server instance on it
 * sees the same counts and a restart forgets none. `key` is a SHA-256 of what is counted, so a
 * password typed into the name field is never stored in clear.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sign_in_attempts')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_failure_utc', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('next_attempt_utc', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('sign_in_attempts_last_failure').on('sign_in_attempts').column('last_failure_utc').execute();
  await db.schema.createIndex('sign_in_attempts_user').on('sign_in_attempts').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sign_in_attempts').execute();
}
