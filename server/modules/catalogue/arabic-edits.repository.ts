import { sql } from 'kysely';
import type { ArabicEditField, ArabicEditSource } from '../../../src/domain/catalogue/arabic-text.ts';
import type { Db } from '../../db/connect.ts';
import type { Actor } from '../../shared/actor.ts';

/** A change of one Arabic field of a product. */
export interface NewArabicEdit {
  p_id: number;
  field: ArabicEditField;
  old_text: string;
  new_text: string;
  source: ArabicEditSource;
}

/** Records changes by `by`, now (or at `at`: the seed's history). */
export async function insert(db: Db, rows: readonly NewArabicEdit[], by: Actor, at?: Date): Promise<void> {
  if (!rows.length) return;
  await db
    .insertInto('arabic_edits')
    .values(rows.map((r) => ({ ...r, created_by: by.userId, created_name: by.name, ...(at ? { created_date_utc: at } : {}) })))
    .execute();
}

/** Created in [from, to), or any time. */
export type Range = { from: Date; to: Date } | undefined;

const within = (range: Range) => (range ? sql`created_date_utc >= ${range.from} and created_date_utc < ${range.to}` : sql`true`);

/**
 * One page of (day, editor) groups, newest day first, with how many products each editor changed
 * that day, and how many groups there are. The day is the deployment's (`timeZone`); an edit
 * nobody signed in made counts under editor 0.
 */
export async function dayGroups(db: Db, range: Range, timeZone: string, skip: number, take: number) {
  const grouped = sql`select to_char(created_date_utc at time zone ${timeZone}::text, 'YYYY-MM-DD') as day,
      coalesce(created_by, 0) as created_by, max(created_name) as created_name, count(distinct p_id)::int as count
    from arabic_edits where ${within(range)} group by 1, 2`;
  const [rows, total] = await Promise.all([
    sql<{ day: string; created_by: number; created_name: string; count: number }>`${grouped}
      order by day desc, created_name, created_by limit ${take} offset ${skip}`.execute(db),
    sql<{ total: number }>`select count(*)::int as total from (${grouped}) g`.execute(db),
  ]);
  return { rows: rows.rows, total: Number(total.rows[0]?.total ?? 0) };
}

/** One page of one editor's changes in a range, by product then time, with the product's name, and their number. */
export async function editsOf(db: Db, range: NonNullable<Range>, createdBy: number, skip: number, take: number) {
  const where = sql`${within(range)} and coalesce(created_by, 0) = ${createdBy}`;
  const [rows, total] = await Promise.all([
    sql<{
      id: number;
      p_id: number;
      name: string;
      field: ArabicEditField;
      source: ArabicEditSource;
      old_text: string;
      new_text: string;
      created_name: string;
      created_date_utc: Date | string;
    }>`select e.id, e.p_id, p.name, e.field, e.source, e.old_text, e.new_text, e.created_name, e.created_date_utc
      from (select * from arabic_edits where ${where}) e join products p on p.p_id = e.p_id
      order by e.p_id, e.created_date_utc, e.id limit ${take} offset ${skip}`.execute(db),
    sql<{ total: number }>`select count(*)::int as total from arabic_edits where ${where}`.execute(db),
  ]);
  return { rows: rows.rows, total: Number(total.rows[0]?.total ?? 0) };
}
