import { sql } from 'kysely';
import type { ArabicEditDetailSort, ArabicEditSort } from '../../../src/domain/activation/arabic-edit-report.ts';
import type { ArabicEditField, ArabicEditSource } from '../../../src/domain/catalogue/arabic-text.ts';
import type { Sort } from '../../../src/domain/lists/sort.ts';
import type { Db } from '../../db/connect.ts';
import { sortedBy } from '../../db/sorted.ts';
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

const within = (range: Range) =>
  range ? sql<boolean>`created_date_utc >= ${range.from} and created_date_utc < ${range.to}` : sql<boolean>`true`;

// The report's rows are groups: each sort reads a column of the group (by its name in the select).
const GROUP_SORT_COLUMNS: Record<ArabicEditSort, string> = { date: 'day', createdName: 'created_name', count: 'count' };

/**
 * One page of (day, editor) groups in `sort`'s order (newest day first without one), with how many
 * products each editor changed that day, and how many groups there are. The day is the
 * deployment's (`timeZone`); an edit nobody signed in made counts under editor 0.
 */
export async function dayGroups(db: Db, range: Range, timeZone: string, skip: number, take: number, sort?: Sort<ArabicEditSort>) {
  const grouped = db
    .selectFrom('arabic_edits')
    .where(within(range))
    .select([
      sql<string>`to_char(created_date_utc at time zone ${timeZone}::text, 'YYYY-MM-DD')`.as('day'),
      sql<number>`coalesce(created_by, 0)`.as('created_by'),
      sql<string>`max(created_name)`.as('created_name'),
      sql<number>`count(distinct p_id)::int`.as('count'),
    ])
    // By position: the day's expression holds a parameter, which the select and a GROUP BY would each bind anew.
    .groupBy([sql.raw('1'), sql.raw('2')]);
  const [rows, total] = await Promise.all([
    sortedBy(grouped, sort, GROUP_SORT_COLUMNS, 'created_by', (q) => q.orderBy('day', 'desc').orderBy('created_name'))
      // A group is its day and editor: ordered by both after the sort, pages never share a row.
      .orderBy('created_by')
      .orderBy('day', 'desc')
      .limit(take)
      .offset(skip)
      .execute(),
    db
      .selectFrom(grouped.as('g'))
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(total?.total ?? 0) };
}

// The column each sort of a row's changes reads (few rows: one editor, one day).
const EDIT_SORT_COLUMNS: Record<ArabicEditDetailSort, string> = {
  pId: 'e.p_id',
  name: 'p.name',
  field: 'e.field',
  source: 'e.source',
  createdDateUTC: 'e.created_date_utc',
};

/** One page of one editor's changes in a range, by product then time unless sorted, with the product's name, and their number. */
export async function editsOf(
  db: Db,
  range: NonNullable<Range>,
  createdBy: number,
  skip: number,
  take: number,
  sort?: Sort<ArabicEditDetailSort>,
) {
  const mine = db
    .selectFrom('arabic_edits')
    .where(within(range))
    .where(sql<number>`coalesce(created_by, 0)`, '=', createdBy);
  const [rows, total] = await Promise.all([
    sortedBy(
      db
        .selectFrom(mine.selectAll().as('e'))
        .innerJoin('products as p', 'p.p_id', 'e.p_id')
        .select(['e.id', 'e.p_id', 'p.name', 'e.field', 'e.source', 'e.old_text', 'e.new_text', 'e.created_name', 'e.created_date_utc']),
      sort,
      EDIT_SORT_COLUMNS,
      'e.id',
      (q) => q.orderBy('e.p_id').orderBy('e.created_date_utc').orderBy('e.id'),
    )
      .limit(take)
      .offset(skip)
      .execute(),
    mine.select(sql<number>`count(*)::int`.as('total')).executeTakeFirst(),
  ]);
  return { rows, total: Number(total?.total ?? 0) };
}
