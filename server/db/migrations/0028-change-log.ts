import { sql, type Kysely } from 'kysely';

/**
 * Every editable office table gets a `revision`, raised by each tracked write, so a save from a
 * stale read is refused (409) instead of overwriting. Products and gatekeeper rule sets already
 * have one.
 */
export const REVISED_TABLES = [
  'countries',
  'states',
  'areas',
  'marketing_campaigns',
  'campaign_products',
  'auth_issuers',
  'auth_accounts',
  'users',
  'menus',
  'shipping_charge_settings',
  'delivery_methods',
  'delivery_timelines',
  'product_frames',
  'rrp_rules',
  'stock_items',
  'stock_in_transit',
  'failed_orders',
  'bulk_updates',
] as const;

/**
 * The one change log of office data (docs/decisions.md, "History and undo"): one row per tracked
 * write, written in the write's transaction. It is append-only: a trigger refuses every UPDATE
 * and DELETE (and TRUNCATE), whoever asks, so no API and no administrator can rewrite history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of REVISED_TABLES) await sql`alter table ${sql.table(table)} add column revision integer not null default 1`.execute(db);

  await sql`
create table change_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  user_id integer,
  user_name text not null,
  data_centre text not null,
  page text not null,
  entity text not null,
  entity_id text not null,
  action text not null,
  request_id text not null default '',
  revision integer not null default 0,
  summary text not null default '',
  changes jsonb not null default '[]',
  snapshot jsonb,
  undoes bigint references change_log (id)
)`.execute(db);
  // A record's history, newest first. The Audit Log lists by time, newest first: each filter it
  // offers leads an index that then runs in time order, so a filtered first page and its capped
  // count read only the entries they show.
  await sql`create index change_log_record on change_log (entity, entity_id, id desc)`.execute(db);
  await sql`create index change_log_at on change_log (at desc, id desc)`.execute(db);
  await sql`create index change_log_user on change_log (user_id, at desc, id desc)`.execute(db);
  await sql`create index change_log_page on change_log (page, at desc, id desc)`.execute(db);
  await sql`create index change_log_entity_action on change_log (entity, action, at desc, id desc)`.execute(db);
  await sql`create index change_log_action on change_log (action, at desc, id desc)`.execute(db);

  await sql`
create function change_log_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'the change log is append-only' using errcode = '42501';
end $$`.execute(db);
  await sql`create trigger change_log_no_update before update or delete on change_log
    for each row execute function change_log_append_only()`.execute(db);
  await sql`create trigger change_log_no_truncate before truncate on change_log
    for each statement execute function change_log_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table change_log`.execute(db);
  await sql`drop function change_log_append_only()`.execute(db);
  for (const table of REVISED_TABLES) await sql`alter table ${sql.table(table)} drop column revision`.execute(db);
}
