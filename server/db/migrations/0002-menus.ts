import { sql, type Kysely } from 'kysely';

/**
 * Applications and their data centres (Menu Settings' selects), the stored menu of each pair, and
 * the log of each user's writes the quick panel shows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('applications')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('project_app_name', 'text', (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable('application_data_centres')
    .addColumn('app_id', 'integer', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('application_data_centres_pkey', ['app_id', 'name'])
    .execute();

  await db.schema
    .createTable('menus')
    .addColumn('app_id', 'integer', (c) => c.notNull())
    .addColumn('data_centre', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('updated_by', 'integer')
    .addColumn('updated_date_utc', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('menus_pkey', ['app_id', 'data_centre'])
    // A menu exists only for a data centre its application has.
    .addForeignKeyConstraint('menus_data_centre_fkey', ['app_id', 'data_centre'], 'application_data_centres', ['app_id', 'name'], (c) =>
      c.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('activity_log')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('page', 'text')
    .addColumn('status_code', 'integer', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The quick panel reads one user's latest rows.
  await sql`create index activity_log_user_at on activity_log (user_id, at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('activity_log').execute();
  await db.schema.dropTable('menus').execute();
  await db.schema.dropTable('application_data_centres').execute();
  await db.schema.dropTable('applications').execute();
}
