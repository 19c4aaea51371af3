import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { withTotal } from '../../db/paging.ts';
import type { Database } from '../../db/schema.ts';
import { sortedBy } from '../../db/sorted.ts';
import type { Sort } from '../../../src/domain/lists/sort.ts';
import type { ActivationDetailsSort, ActivationReportSort, PidActivationSort } from '../../../src/domain/activation/reports.ts';

/** Activations recorded as they happened elsewhere (the demo's history): who, company, language, when. */
export async function insertActivations(
  db: Db,
  rows: { p_id: number; company: string; lang: 'ENG' | 'AR'; created_by: number | null; created_name: string; created_date_utc: Date }[],
): Promise<void> {
  if (rows.length) await db.insertInto('product_activations').values(rows).execute();
}

/** PID Activation Details' filters; left out is any. */
export interface ActivationFilter {
  company?: string;
  lang?: string;
  /** The whole name, any case. */
  createdName?: string;
  /** Activated in [from, to). */
  from?: Date;
  to?: Date;
  pId?: number;
}

// The column each sort of PID Activation Details reads, as the activations' indexes hold it.
const ACTIVATION_SORT_COLUMNS: Record<PidActivationSort, string | RawBuilder<unknown>> = {
  pId: 'p_id',
  createdName: sql`lower(created_name)`,
  createdDate: 'created_date_utc',
};

/** One page of activations in `sort`'s order (newest first without one), with the total. */
export function activationsPage(db: Db, filter: ActivationFilter, skip: number, take: number, sort?: Sort<PidActivationSort>) {
  const base = db
    .selectFrom('product_activations')
    .$if(Boolean(filter.company), (q) => q.where('company', '=', filter.company!))
    .$if(Boolean(filter.lang), (q) => q.where('lang', '=', filter.lang as 'ENG' | 'AR'))
    .$if(Boolean(filter.createdName), (q) => q.where(sql`lower(created_name)`, '=', sql`lower(${filter.createdName!})`))
    .$if(filter.from !== undefined, (q) => q.where('created_date_utc', '>=', filter.from!).where('created_date_utc', '<', filter.to!))
    .$if(filter.pId !== undefined, (q) => q.where('p_id', '=', filter.pId!));
  const rows = sortedBy(
    base.select(['id', 'p_id', 'company', 'lang', 'created_name', 'created_date_utc']),
    sort,
    ACTIVATION_SORT_COLUMNS,
    'id',
    (q) => q.orderBy('created_date_utc', 'desc').orderBy('id', 'desc'),
  )
    .offset(skip)
    .limit(take)
    .execute();
  return withTotal(rows, base);
}

/**
 * The day of an activation in `timeZone`, written as migration 0024's index holds it for
 * Asia/Dubai: the zone is a literal (the validated configuration), so the planner matches the
 * index; a parameter would not.
 */
const dayIn = (timeZone: string): RawBuilder<string> => sql<string>`(created_date_utc at time zone ${sql.lit(timeZone)})::date`;

/** The report's filters; left out is any. Days of the zone, both ends included. */
export interface ReportFilter {
  timeZone: string;
  company?: string;
  lang?: string;
  fromDay?: string;
  toDay?: string;
}

function reportRows(db: Db, f: ReportFilter) {
  const day = dayIn(f.timeZone);
  return db
    .selectFrom('product_activations')
    .$if(Boolean(f.company), (q) => q.where('company', '=', f.company!))
    .$if(Boolean(f.lang), (q) => q.where('lang', '=', f.lang as 'ENG' | 'AR'))
    .$if(Boolean(f.fromDay), (q) => q.where(day, '>=', sql<string>`${f.fromDay!}::date`))
    .$if(Boolean(f.toDay), (q) => q.where(day, '<=', sql<string>`${f.toDay!}::date`))
    .groupBy([day, 'company', 'lang']);
}

// The report's rows are groups: each sort reads a column of the group (by its name in the select).
const REPORT_SORT_COLUMNS: Record<ActivationReportSort, string> = { date: 'date', company: 'company', lang: 'lang', count: 'count' };

/**
 * One page of the report: activations per day, company and language in `sort`'s order (newest day
 * first without one), with how many such rows there are (counted in the same pass over the index).
 */
export async function reportPage(db: Db, f: ReportFilter, skip: number, take: number, sort?: Sort<ActivationReportSort>) {
  const day = dayIn(f.timeZone);
  const grouped = reportRows(db, f).select((eb) => [
    day.as('date'),
    'company',
    'lang',
    eb.fn.countAll<number>().as('count'),
    sql<number>`count(*) over ()`.as('total'),
  ]);
  // A group is its day, company and language: ordered by all three after the sort, pages never share a row.
  const rows = await sortedBy(grouped, sort, REPORT_SORT_COLUMNS, 'date', (q) => q.orderBy(day, 'desc'))
    .orderBy('company')
    .orderBy('lang')
    .offset(skip)
    .limit(take)
    .execute();
  const total = rows.length > 0 ? Number(rows[0]!.total) : skip > 0 ? await countOf(db, reportRows(db, f).select(sql`1`.as('one'))) : 0;
  return { rows, total };
}

const DETAILS_SORT_COLUMNS: Record<ActivationDetailsSort, string> = { createdName: 'created_name', count: 'count' };

/** The details of one day, company and language: a row per activator in `sort`'s order (most activations first without one). */
export async function detailsPage(
  db: Db,
  f: ReportFilter & { day: string; activator?: string },
  skip: number,
  take: number,
  sort?: Sort<ActivationDetailsSort>,
) {
  const base = db
    .selectFrom('product_activations')
    .where(dayIn(f.timeZone), '=', sql<string>`${f.day}::date`)
    .where('company', '=', f.company!)
    .where('lang', '=', f.lang as 'ENG' | 'AR')
    .$if(Boolean(f.activator), (q) => q.where('created_name', 'ilike', containsPattern(f.activator!)))
    .groupBy('created_name');
  const rows = await sortedBy(
    base.select((eb) => ['created_name', eb.fn.countAll<number>().as('count'), sql<number>`count(*) over ()`.as('total')]),
    sort,
    DETAILS_SORT_COLUMNS,
    'created_name',
    (q) => q.orderBy('count', 'desc').orderBy('created_name'),
  )
    .offset(skip)
    .limit(take)
    .execute();
  const total = rows.length > 0 ? Number(rows[0]!.total) : skip > 0 ? await countOf(db, base.select('created_name')) : 0;
  return { rows, total };
}

/** How many rows a grouped query answers (a page past the last has none to carry the total). */
async function countOf<O>(db: Db, grouped: SelectQueryBuilder<Database, 'product_activations', O>): Promise<number> {
  const row = await db
    .selectFrom(grouped.as('g'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
