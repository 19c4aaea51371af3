import { sql, type Kysely } from 'kysely';

/**
 * One item master (DESIGN.md §8, docs/decisions.md "One item master"). A UPC's descriptive facts
 * (its PID, style, brand, category, sub-category, division, group code, size label and item code)
 * live in the catalogue: stock_items and the product, brand and category rows. The gatekeeper's
 * item_master keeps the WMS's own facts (quantities, in-business flags, department) and a copy of
 * the catalogue's, written by the database in the same transaction as every write of their source,
 * so the copy cannot drift whichever module or feed writes:
 *
 * - a write of the catalogue (a stock item, a product's style, brand or category, a brand's,
 *   category level's or size's name) refreshes the item master rows of the UPCs it concerns, and
 *   adds the row of a new catalogued UPC (the WMS has reported no quantities for it yet: 0);
 * - a write of item_master's descriptive columns (the WMS feed) is overruled for a catalogued UPC
 *   by the catalogue's facts; a UPC the catalogue does not know keeps what the feed sent.
 *
 * The gatekeeper's scan path keeps reading and locking item_master as before (docs/scan-path.md):
 * its accepted-scan bump sets only `upc`, which fires neither trigger, and a refresh writes a row
 * only when a fact changes, so an unchanged catalogue never moves an item row's version.
 *
 * The gatekeeper's key is the UPC as scanners send it, without leading zeros (normaliseUpc).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The UPC as the gatekeeper keys it, and an index to reach a stock item by it.
  await sql`
create function gatekeeper_upc(upc text) returns text language sql immutable as $$
  select case when ltrim(upc, '0') = '' then '0' else ltrim(upc, '0') end
$$`.execute(db);
  await sql`create index stock_items_gatekeeper_upc on stock_items (gatekeeper_upc(upc))`.execute(db);
  await sql`create index stock_items_size_id on stock_items (size_id)`.execute(db);

  // The catalogue's facts of the gatekeeper UPCs `keys`.
  await sql`
create function catalogue_item_facts(keys text[])
returns table (upc text, pid text, style text, brand text, category text, sub_category text, division text,
               group_code text, size_label text, item_code text)
language sql stable as $$
  select distinct on (gatekeeper_upc(s.upc)) gatekeeper_upc(s.upc), s.p_id::text, p.style, b.brand_name, c.name, sc.name,
         pc.name, s.group_code, coalesce(z.label, ''), s.item_code
  from stock_items s
  join products p on p.p_id = s.p_id
  join brands b on b.id = p.brand_id
  join categories c on c.id = p.category_id
  join sub_categories sc on sc.id = p.sub_category_id
  join parent_categories pc on pc.id = p.parent_category_id
  left join sizes z on z.id = s.size_id
  where gatekeeper_upc(s.upc) = any(keys)
  order by gatekeeper_upc(s.upc), s.stock_id
$$`.execute(db);

  // Writes the catalogue's facts onto the item master rows of `keys`, adding missing rows; a row
  // whose facts are unchanged is not written (its version, which scans check, stays).
  await sql`
create function refresh_item_master(keys text[]) returns void language plpgsql as $$
begin
  insert into item_master as m (upc, pid, style, brand, category, sub_category, division, group_code, size_label, item_code,
                                created_name, updated_name)
  select f.upc, f.pid, f.style, f.brand, f.category, f.sub_category, f.division, f.group_code, f.size_label, f.item_code,
         'Catalogue', 'Catalogue'
  from catalogue_item_facts(keys) f
  order by f.upc
  on conflict (upc) do update set
    pid = excluded.pid, style = excluded.style, brand = excluded.brand, category = excluded.category,
    sub_category = excluded.sub_category, division = excluded.division, group_code = excluded.group_code,
    size_label = excluded.size_label, item_code = excluded.item_code, updated_date_utc = now()
  where (m.pid, m.style, m.brand, m.category, m.sub_category, m.division, m.group_code, m.size_label, m.item_code)
    is distinct from (excluded.pid, excluded.style, excluded.brand, excluded.category, excluded.sub_category,
                      excluded.division, excluded.group_code, excluded.size_label, excluded.item_code);
end $$`.execute(db);

  // Facts that left the catalogue: a UPC no stock item holds any more keeps its WMS facts only.
  await sql`
create function clear_item_master(keys text[]) returns void language plpgsql as $$
begin
  update item_master m
  set pid = '', style = '', brand = '', category = '', sub_category = '', division = '', group_code = '',
      size_label = '', item_code = '', updated_date_utc = now()
  where m.upc = any(keys) and m.pid <> ''
    and not exists (select 1 from stock_items s where gatekeeper_upc(s.upc) = m.upc);
end $$`.execute(db);

  // Stock items added or removed, per statement (a bulk load refreshes its UPCs in one go).
  await sql`
create function stock_items_added() returns trigger language plpgsql as $$
begin
  perform refresh_item_master(array(select distinct gatekeeper_upc(n.upc) from new_rows n));
  return null;
end $$`.execute(db);
  await sql`
create trigger stock_items_item_master_insert after insert on stock_items
referencing new table as new_rows for each statement execute function stock_items_added()`.execute(db);
  await sql`
create function stock_items_removed() returns trigger language plpgsql as $$
declare keys text[] := array(select distinct gatekeeper_upc(o.upc) from old_rows o);
begin
  perform refresh_item_master(keys);
  perform clear_item_master(keys);
  return null;
end $$`.execute(db);
  await sql`
create trigger stock_items_item_master_delete after delete on stock_items
referencing old table as old_rows for each statement execute function stock_items_removed()`.execute(db);

  // A stock item changed: its old and new UPC.
  await sql`
create function stock_items_changed() returns trigger language plpgsql as $$
declare keys text[] := array[gatekeeper_upc(old.upc), gatekeeper_upc(new.upc)];
begin
  perform refresh_item_master(keys);
  perform clear_item_master(keys);
  return null;
end $$`.execute(db);
  await sql`
create trigger stock_items_item_master_update after update of upc, p_id, size_id, group_code, item_code
on stock_items for each row execute function stock_items_changed()`.execute(db);

  // A product's style, brand or category changed: the UPCs of the product.
  await sql`
create function products_to_item_master() returns trigger language plpgsql as $$
begin
  perform refresh_item_master(array(select gatekeeper_upc(s.upc) from stock_items s where s.p_id = new.p_id));
  return null;
end $$`.execute(db);
  await sql`
create trigger products_item_master after update of style, brand_id, category_id, sub_category_id, parent_category_id
on products for each row execute function products_to_item_master()`.execute(db);

  // A name of a brand, a category level or a size changed: the UPCs of the products that show it.
  for (const [table, column, where] of [
    ['brands', 'brand_name', 'p.brand_id = new.id'],
    ['categories', 'name', 'p.category_id = new.id'],
    ['sub_categories', 'name', 'p.sub_category_id = new.id'],
    ['parent_categories', 'name', 'p.parent_category_id = new.id'],
  ] as const) {
    await sql
      .raw(
        `create function ${table}_to_item_master() returns trigger language plpgsql as $$
begin
  if new.${column} is distinct from old.${column} then
    perform refresh_item_master(array(select gatekeeper_upc(s.upc) from stock_items s join products p on p.p_id = s.p_id where ${where}));
  end if;
  return null;
end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_item_master after update of ${column} on ${table} for each row execute function ${table}_to_item_master()`,
      )
      .execute(db);
  }
  await sql`
create function sizes_to_item_master() returns trigger language plpgsql as $$
begin
  if new.label is distinct from old.label then
    perform refresh_item_master(array(select gatekeeper_upc(s.upc) from stock_items s where s.size_id = new.id));
  end if;
  return null;
end $$`.execute(db);
  await sql`create trigger sizes_item_master after update of label on sizes for each row execute function sizes_to_item_master()`.execute(
    db,
  );

  // The WMS feed writing a catalogued UPC: the catalogue's facts overrule the feed's. Only a write
  // naming a descriptive column fires it: the scan path's version bump (set upc = upc) does not;
  // nor do the refreshes above (they write the catalogue's facts already).
  await sql`
create function item_master_from_catalogue() returns trigger language plpgsql as $$
declare f record;
begin
  select * into f from catalogue_item_facts(array[new.upc]);
  if found then
    new.pid := f.pid; new.style := f.style; new.brand := f.brand; new.category := f.category;
    new.sub_category := f.sub_category; new.division := f.division; new.group_code := f.group_code;
    new.size_label := f.size_label; new.item_code := f.item_code;
  end if;
  return new;
end $$`.execute(db);
  await sql`
create trigger item_master_catalogue_facts
before insert or update of pid, style, brand, category, sub_category, division, group_code, size_label, item_code
on item_master for each row when (pg_trigger_depth() = 0) execute function item_master_from_catalogue()`.execute(db);

  // The pending stock in transit report counts the rows still waiting for content, per creator.
  await sql`create index stock_in_transit_pending on stock_in_transit (created_name, created_date_utc) where not is_content_created`.execute(
    db,
  );

  // The facts of UPCs catalogued before this migration.
  await sql`select refresh_item_master(array(select gatekeeper_upc(upc) from stock_items))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index stock_in_transit_pending`.execute(db);
  await sql`drop index stock_items_gatekeeper_upc`.execute(db);
  await sql`drop index stock_items_size_id`.execute(db);
  await sql`drop trigger item_master_catalogue_facts on item_master`.execute(db);
  await sql`drop trigger sizes_item_master on sizes`.execute(db);
  for (const table of ['brands', 'categories', 'sub_categories', 'parent_categories']) {
    await sql.raw(`drop trigger ${table}_item_master on ${table}`).execute(db);
  }
  await sql`drop trigger products_item_master on products`.execute(db);
  await sql`drop trigger stock_items_item_master_update on stock_items`.execute(db);
  await sql`drop trigger stock_items_item_master_delete on stock_items`.execute(db);
  await sql`drop trigger stock_items_item_master_insert on stock_items`.execute(db);
  for (const fn of [
    'item_master_from_catalogue()',
    'sizes_to_item_master()',
    'brands_to_item_master()',
    'categories_to_item_master()',
    'sub_categories_to_item_master()',
    'parent_categories_to_item_master()',
    'products_to_item_master()',
    'stock_items_changed()',
    'stock_items_removed()',
    'stock_items_added()',
    'clear_item_master(text[])',
    'gatekeeper_upc(text)',
    'refresh_item_master(text[])',
    'catalogue_item_facts(text[])',
  ]) {
    await sql.raw(`drop function ${fn}`).execute(db);
  }
}
