import type pg from 'pg';

/**
 * Inserts the benchmark products numbered `from` to `to` (g), each on a real path of the seeded
 * category tree and with a seeded brand, round robin. `columns` are the benchmark's own further
 * columns, as SQL of g (e.g. `{ name: "'Bench product ' || g", style: "'BNCH' || g" }`).
 */
export async function insertBenchProducts(db: pg.Client, from: number, to: number, columns: Record<string, string>): Promise<void> {
  const names = Object.keys(columns).join(', ');
  const values = Object.values(columns).join(', ');
  await db.query(
    `with paths as (
       select sc.id as sub, c.id as cat, c.main_category_id as main, c.parent_category_id as parent,
              row_number() over (order by sc.id) - 1 as n
       from sub_categories sc join categories c on c.id = sc.category_id),
     k as (select count(*) as paths from paths),
     b as (select array_agg(id order by id) as ids from brands)
     insert into products (main_category_id, parent_category_id, category_id, sub_category_id, brand_id, created_name, ${names})
     select p.main, p.parent, p.cat, p.sub, b.ids[1 + g % array_length(b.ids, 1)], 'bench', ${values}
     from generate_series($1::int, $2::int) g, k, b, paths p
     where p.n = g % k.paths`,
    [from, to],
  );
}
