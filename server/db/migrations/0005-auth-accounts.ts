import { sql, type Kysely } from 'kysely';

/**
 * Manage Auth: the maintained list of issuers, and the authenticator accounts registered under
 * them. An account's TOTP secret is stored sealed (AES-256-GCM under SECRETS_KEY, which is not in
 * the database); beside it the last time step a code was accepted for (replays are refused) and
 * the count of recent wrong codes (verification is rate limited per account).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('auth_issuers')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('created_name', 'text', (c) => c.notNull())
    .addColumn('created_date_utc', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index auth_issuers_name_key on auth_issuers (lower(name))`.execute(db);

  await db.schema
    .createTable('auth_accounts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('issuer_id', 'integer', (c) => c.notNull().references('auth_issuers.id').onDelete('restrict'))
    .addColumn('account_code', 'text', (c) => c.notNull())
    // Null only until the server seals a secret for a seeded account at its next start.
    .addColumn('secret_sealed', 'text')
    .addColumn('last_step', 'bigint')
    .addColumn('failed_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed_since', 'timestamptz')
    .addColumn('created_by', 'integer')
    .addColumn('created_name', 'text', (c) => c.notNull())
    .addColumn('created_date_utc', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // One account code per issuer, whatever its case.
  await sql`create unique index auth_accounts_issuer_code_key on auth_accounts (issuer_id, lower(account_code))`.execute(db);
  // The grid lists newest first.
  await sql`create index auth_accounts_created on auth_accounts (created_date_utc desc, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('auth_accounts').execute();
  await db.schema.dropTable('auth_issuers').execute();
}
