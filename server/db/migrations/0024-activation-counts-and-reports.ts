import { sql, type Kysely } from 'kysely';

/** How many counter rows each kind's count is spread over (see below). */
const COUNT_SLOTS = 8;

/**
 * Queue counts kept as the queues change, and the indexes of the activation reports
 * (docs/activation-queues.md).
 *
 * Every answer of the queue carries its count, and count(*) over 100,000 queued rows cost about
 * 25 ms of database time per answer. The count of a kind's global queue is now the sum of a few
 * counter rows, moved by statement triggers on `activation_queue_items` in the same transaction as
 * the rows themselves, so it is exact and never drifts. A change adds to the row of its slot
 * (`pg_backend_pid() % 8`): colleagues activating at the same moment on other connections write
 * other rows and do not queue behind one counter until the commit. A custom queue (one owner) keeps
 * its count on its own `activation_queues` row; its rows are updated in id order, so two
 * activations touching the same custom queues lock them in one order and cannot deadlock.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table activation_queue_counts (
    kind text not null,
    slot integer not null,
    item_count bigint not null default 0,
    primary key (kind, slot)
  )`.execute(db);
  await sql`insert into activation_queue_counts (kind, slot, item_count)
    select kind, 0, count(*) from activation_queue_items group by kind`.execute(db);

  await sql`
create function activation_queue_items_counted() returns trigger language plpgsql as $$
declare
  my_slot integer := pg_backend_pid() % ${sql.lit(COUNT_SLOTS)};
begin
  if tg_op = 'INSERT' then
    insert into activation_queue_counts as c (kind, slot, item_count)
    select n.kind, my_slot, count(*) from new_rows n group by n.kind order by n.kind
    on conflict (kind, slot) do update set item_count = c.item_count + excluded.item_count;
  else
    insert into activation_queue_counts as c (kind, slot, item_count)
    select o.kind, my_slot, -count(*) from old_rows o group by o.kind order by o.kind
    on conflict (kind, slot) do update set item_count = c.item_count + excluded.item_count;
  end if;
  return null;
end $$`.execute(db);
  await sql`create trigger activation_queue_items_insert_count after insert on activation_queue_items
    referencing new table as new_rows for each statement execute function activation_queue_items_counted()`.execute(db);
  await sql`create trigger activation_queue_items_delete_count after delete on activation_queue_items
    referencing old table as old_rows for each statement execute function activation_queue_items_counted()`.execute(db);

  await sql`alter table activation_queues add column item_count integer not null default 0`.execute(db);
  await sql`update activation_queues q set item_count = (select count(*) from activation_custom_items c where c.queue_id = q.id)
    where q.owner_id is not null`.execute(db);
  await sql`
create function activation_custom_items_counted() returns trigger language plpgsql as $$
declare
  changed record;
begin
  if tg_op = 'INSERT' then
    for changed in select n.queue_id, count(*) as n from new_rows n group by n.queue_id order by n.queue_id loop
      update activation_queues set item_count = item_count + changed.n where id = changed.queue_id;
    end loop;
  else
    for changed in select o.queue_id, count(*) as n from old_rows o group by o.queue_id order by o.queue_id loop
      update activation_queues set item_count = item_count - changed.n where id = changed.queue_id;
    end loop;
  end if;
  return null;
end $$`.execute(db);
  await sql`create trigger activation_custom_items_insert_count after insert on activation_custom_items
    referencing new table as new_rows for each statement execute function activation_custom_items_counted()`.execute(db);
  await sql`create trigger activation_custom_items_delete_count after delete on activation_custom_items
    referencing old table as old_rows for each statement execute function activation_custom_items_counted()`.execute(db);

  // The reports (docs/activation-queues.md "Reports"). The activation report groups by the day in
  // the deployment's zone, newest first: this index holds that day for the default zone (Asia/Dubai;
  // the report inlines the configured zone, so another zone gives the same answers, read without
  // it), with the company, language, activator and time, so the report, its day ranges and its
  // details are read from the index alone, the first page without reading the rest.
  await sql`create index product_activations_dubai_day on product_activations
    (((created_date_utc at time zone 'Asia/Dubai')::date) desc, company, lang) include (created_date_utc, created_name)`.execute(db);
  // PID Activation Details by activator (the report's eye names one), newest first; by time and by
  // PID it reads the indexes of 0017.
  await sql`create index product_activations_name_date on product_activations (lower(created_name), created_date_utc)`.execute(db);
}
