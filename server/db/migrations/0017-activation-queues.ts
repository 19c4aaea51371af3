import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

/**
 * The activation queues (spec 001 §2/§4, 000 §9; docs/activation-queues.md): the products each
 * kind of queue holds with their lease, the users' custom queues, activation records, rejections
 * and native tasks; and a designation id on users (the Encoded By filter lists 51 and 14).
 *
 * Next-product is one index scan: `activation_queue_items (kind, rank)` walks the queue in order;
 * the few rows it steps over are the ones leased right now (one per working colleague) and the
 * ones the caller skipped, which a skip moves to the back. The lease lives on the item row, so
 * `FOR UPDATE SKIP LOCKED` on it is the whole guard on PostgreSQL, and PGlite (one connection,
 * one transaction at a time) gets the same answer from the same statement.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('designation_id', 'integer').execute();
  await sql`create index users_designation_id on users (designation_id) where designation_id is not null`.execute(db);

  // The order of every queue: a new item and a skipped one take the next number (the back).
  await sql`create sequence activation_queue_rank`.execute(db);

  // One row per product waiting in a kind of queue: the global queue of that kind is all of them.
  await db.schema
    .createTable('activation_queue_items')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('ACTIVATION', 'UPDATE', 'AR-ACTIVATION')`))
    .addColumn('p_id', 'integer', (c) => c.notNull().references('products.p_id').onDelete('cascade'))
    .addColumn('rank', 'bigint', (c) => c.notNull().defaultTo(sql`nextval('activation_queue_rank')`))
    .addColumn('lease_user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('lease_expires_utc', 'timestamptz')
    // The last user who skipped it and until when it is kept from them.
    .addColumn('skipped_by', 'integer', (c) => c.references('users.id'))
    .addColumn('skipped_until_utc', 'timestamptz')
    .addPrimaryKeyConstraint('activation_queue_items_pkey', ['kind', 'p_id'])
    .addCheckConstraint('activation_queue_items_lease', sql`(lease_user_id is null) = (lease_expires_utc is null)`)
    .$call(audit)
    .execute();
  await sql`create index activation_queue_items_rank on activation_queue_items (kind, rank)`.execute(db);
  // One product per user and kind at a time: two requests of one user racing cannot both take one.
  await sql`create unique index activation_queue_items_lease on activation_queue_items (lease_user_id, kind) where lease_user_id is not null`.execute(
    db,
  );
  await sql`create index activation_queue_items_p_id on activation_queue_items (p_id)`.execute(db);

  // A queue as a user sees it: the kind's global queue (generated once, owner null) or one
  // user's custom queue of a kind with the filters it was generated from.
  await db.schema
    .createTable('activation_queues')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('ACTIVATION', 'UPDATE', 'AR-ACTIVATION')`))
    .addColumn('owner_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('filter', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .$call(audit)
    .execute();
  await sql`create unique index activation_queues_global on activation_queues (kind) where owner_id is null`.execute(db);
  await sql`create unique index activation_queues_custom on activation_queues (kind, owner_id) where owner_id is not null`.execute(db);

  // The members of a custom queue: a subset of its kind's items (gone with them).
  await db.schema
    .createTable('activation_custom_items')
    .addColumn('queue_id', 'integer', (c) => c.notNull().references('activation_queues.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('p_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('activation_custom_items_pkey', ['queue_id', 'p_id'])
    .addForeignKeyConstraint('activation_custom_items_item', ['kind', 'p_id'], 'activation_queue_items', ['kind', 'p_id'], (f) =>
      f.onDelete('cascade'),
    )
    .execute();
  await sql`create index activation_custom_items_item on activation_custom_items (kind, p_id)`.execute(db);

  // Every activation, for the PID activation details and the activation report.
  await db.schema
    .createTable('product_activations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('p_id', 'integer', (c) => c.notNull().references('products.p_id').onDelete('cascade'))
    .addColumn('company', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lang', 'text', (c) => c.notNull().check(sql`lang in ('ENG', 'AR')`))
    .$call(audit)
    .execute();
  await sql`create index product_activations_date on product_activations (created_date_utc, company, lang)`.execute(db);
  await sql`create index product_activations_p_id on product_activations (p_id)`.execute(db);

  await db.schema
    .createTable('activation_rejections')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('p_id', 'integer', (c) => c.notNull().references('products.p_id').onDelete('cascade'))
    .addColumn('assign_to', 'text', (c) => c.notNull().check(sql`assign_to in ('DEPARTMENT', 'CREATOR')`))
    .addColumn('department', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('assigned_to', 'integer', (c) => c.references('users.id'))
    .addColumn('assigned_to_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_deduct', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('remarks', 'text', (c) => c.notNull().defaultTo(''))
    // Set by Fix: the product went back to the activation queue.
    .addColumn('fixed_date_utc', 'timestamptz')
    .$call(audit)
    .execute();
  await sql`create index activation_rejections_created on activation_rejections (created_date_utc desc, id desc)`.execute(db);
  // A product with an open rejection stays out of the activation queue until it is fixed.
  await sql`create index activation_rejections_open on activation_rejections (p_id) where fixed_date_utc is null`.execute(db);

  // Native tasks on a product (when no legacy admin panel is configured).
  await db.schema
    .createTable('activation_tasks')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('p_id', 'integer', (c) => c.notNull().references('products.p_id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('ACTIVATION'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('assignee_id', 'integer', (c) => c.references('users.id'))
    .addColumn('assignee_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('OPEN')
        .check(sql`status in ('OPEN', 'DONE')`),
    )
    .$call(audit)
    .execute();
  await sql`create index activation_tasks_p_id on activation_tasks (p_id, status)`.execute(db);
}

/** Who created a row and when; who changed it last and when (null until a first change). */
function audit<TB extends string, C extends string>(table: CreateTableBuilder<TB, C>) {
  return table
    .addColumn('created_by', 'integer')
    .addColumn('created_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_date_utc', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'integer')
    .addColumn('updated_name', 'text')
    .addColumn('updated_date_utc', 'timestamptz');
}
