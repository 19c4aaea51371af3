import { sql, type Kysely } from 'kysely';

/** How many counter rows the count is spread over, so colleagues' changes do not queue on one row. */
const COUNT_SLOTS = 8;

/**
 * The Order Failure list's unfiltered count, kept as orders change. Opening the screen counted
 * every listed order (count(*) over 90,000 of them cost about 50 ms on the embedded database on
 * every first page); the count is now the sum of a few counter rows, moved by statement triggers
 * on `failed_orders` in the same transaction as the orders themselves, so it is exact and never
 * drifts. A filtered list still counts its matches, which its indexes make cheap.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table failed_order_counts (slot integer primary key, listed bigint not null default 0)`.execute(db);
  await sql`insert into failed_order_counts (slot, listed)
    select 0, count(*) from failed_orders where state in ('FAILED', 'RETRYING')`.execute(db);
  await sql`
create function failed_orders_counted() returns trigger language plpgsql as $$
declare
  delta bigint := 0;
begin
  if tg_op in ('INSERT', 'UPDATE') then
    delta := delta + (select count(*) from new_rows where state in ('FAILED', 'RETRYING'));
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    delta := delta - (select count(*) from old_rows where state in ('FAILED', 'RETRYING'));
  end if;
  if delta <> 0 then
    insert into failed_order_counts as c (slot, listed) values (pg_backend_pid() % ${sql.lit(COUNT_SLOTS)}, delta)
    on conflict (slot) do update set listed = c.listed + excluded.listed;
  end if;
  return null;
end $$`.execute(db);
  await sql`create trigger failed_orders_insert_count after insert on failed_orders
    referencing new table as new_rows for each statement execute function failed_orders_counted()`.execute(db);
  await sql`create trigger failed_orders_update_count after update on failed_orders
    referencing old table as old_rows new table as new_rows for each statement execute function failed_orders_counted()`.execute(db);
  await sql`create trigger failed_orders_delete_count after delete on failed_orders
    referencing old table as old_rows for each statement execute function failed_orders_counted()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger failed_orders_delete_count on failed_orders`.execute(db);
  await sql`drop trigger failed_orders_update_count on failed_orders`.execute(db);
  await sql`drop trigger failed_orders_insert_count on failed_orders`.execute(db);
  await sql`drop function failed_orders_counted()`.execute(db);
  await sql`drop table failed_order_counts`.execute(db);
}
