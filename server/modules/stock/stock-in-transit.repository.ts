import { sql, type Insertable, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { withTotal } from '../../db/paging.ts';
import type { StockInTransitTable } from '../../db/schema.ts';
import type { StockInTransitAction } from '../../../src/domain/stock/constants.ts';
import type { PendingReportSort, StockInTransitSort } from '../../../src/domain/stock/stock-in-transit.ts';
import type { Sort } from '../../../src/domain/lists/sort.ts';
import { sortedBy } from '../../db/sorted.ts';
import type { Actor } from '../../shared/actor.ts';
import { createdColumns } from '../../shared/audit-columns.ts';

/** Matches `%text%` literally: the user's % and _ are not wildcards. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const COLUMNS = [
  'id',
  'upc',
  'p_id',
  'item_name',
  'style',
  'size_label',
  'qty',
  'box_no',
  'is_rack_filled',
  'is_content_created',
  'action',
  'created_by',
  'created_name',
  'created_date_utc',
  'revision',
] as const;

/** The list's filters as the service resolves them: a day is its two instants. */
export interface ListFilter {
  upc?: string;
  pId?: number;
  style?: string;
  createdName?: string;
  isContentCreated?: boolean;
  isRackFilled?: boolean;
  createdFrom?: Date;
  createdTo?: Date;
  actions?: StockInTransitAction[];
}

function filtered(db: Db, f: ListFilter) {
  return db
    .selectFrom('stock_in_transit')
    .$if(!!f.upc, (q) => q.where(sql<string>`upper(upc)`, '=', f.upc!.toUpperCase()))
    .$if(f.pId !== undefined, (q) => q.where('p_id', '=', f.pId!))
    .$if(!!f.style, (q) => q.where('style', 'ilike', containsPattern(f.style!)))
    .$if(!!f.createdName, (q) => q.where('created_name', 'ilike', containsPattern(f.createdName!)))
    .$if(f.isContentCreated !== undefined, (q) => q.where('is_content_created', '=', f.isContentCreated!))
    .$if(f.isRackFilled !== undefined, (q) => q.where('is_rack_filled', '=', f.isRackFilled!))
    .$if(f.createdFrom !== undefined, (q) => q.where('created_date_utc', '>=', f.createdFrom!).where('created_date_utc', '<', f.createdTo!))
    .$if(f.actions !== undefined, (q) => q.where('action', 'in', f.actions!));
}

// The column each of the encoder's sorts reads, as the table's indexes hold it.
const SORT_COLUMNS: Record<StockInTransitSort, string | RawBuilder<unknown>> = {
  upc: sql`upper(upc)`,
  pId: 'p_id',
  style: 'style',
  createdDateUTC: 'created_date_utc',
};

/** One page of the encoder's list in `sort`'s order (newest first without one), and how many rows match. */
export function listPage(db: Db, f: ListFilter, skip: number, take: number, sort?: Sort<StockInTransitSort>) {
  const base = filtered(db, f);
  const rows = sortedBy(base.select(COLUMNS), sort, SORT_COLUMNS, 'id', (q) => q.orderBy('created_date_utc', 'desc').orderBy('id', 'desc'))
    .offset(skip)
    .limit(take)
    .execute();
  return withTotal(rows, base);
}

export type StockInTransitRow = Awaited<ReturnType<typeof listPage>>['rows'][number];

export function findById(db: Db, id: number): Promise<StockInTransitRow | undefined> {
  return db.selectFrom('stock_in_transit').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function ofProduct(db: Db, pId: number): Promise<StockInTransitRow[]> {
  return db.selectFrom('stock_in_transit').select(COLUMNS).where('p_id', '=', pId).orderBy('id', 'desc').limit(10_000).execute();
}

/** Locks a row for a content mark, so its state cannot change under the check. */
export function lockRow(db: Db, id: number): Promise<StockInTransitRow | undefined> {
  return db.selectFrom('stock_in_transit').select(COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The UPC's ADD_STOCK_NEW_UPC rows still waiting for content, locked: adding the UPC marks them. */
export function lockPendingNewUpcRows(db: Db, upc: string): Promise<StockInTransitRow[]> {
  return db
    .selectFrom('stock_in_transit')
    .select(COLUMNS)
    .where(sql<string>`upper(upc)`, '=', upc.toUpperCase())
    .where('action', '=', 'ADD_STOCK_NEW_UPC')
    .where('is_content_created', '=', false)
    .orderBy('id')
    .forUpdate()
    .execute();
}

export async function insertRow(
  db: Db,
  row: Omit<Insertable<StockInTransitTable>, 'created_by' | 'created_name'> & { created_date_utc?: Date },
  by: Actor,
): Promise<number> {
  const inserted = await db
    .insertInto('stock_in_transit')
    .values({ ...row, ...createdColumns(by) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

// The report's rows are groups: each sort reads a column of the group (by its name in the select).
const PENDING_SORT_COLUMNS: Record<PendingReportSort, string> = {
  createdName: 'created_name',
  today: 'today',
  tillYesterday: 'till_yesterday',
};

/**
 * Rows waiting for content (content-related actions, content not made), per creator: from
 * `todayStart` on and before it; in `sort`'s order, by name without one.
 */
export function pendingCounts(db: Db, actions: readonly StockInTransitAction[], todayStart: Date, sort?: Sort<PendingReportSort>) {
  const grouped = db
    .selectFrom('stock_in_transit')
    .select([
      'created_name',
      sql<string>`count(*) filter (where created_date_utc >= ${todayStart})`.as('today'),
      sql<string>`count(*) filter (where created_date_utc < ${todayStart})`.as('till_yesterday'),
    ])
    .where('is_content_created', '=', false)
    .where('action', 'in', [...actions])
    .groupBy('created_name');
  return sortedBy(grouped, sort, PENDING_SORT_COLUMNS, 'created_name', (q) => q.orderBy('created_name'))
    .limit(10_000)
    .execute();
}

/** Which of these PIDs are products. */
export async function existingProducts(db: Db, pIds: number[]): Promise<number[]> {
  if (pIds.length === 0) return [];
  return (await db.selectFrom('products').select('p_id').where('p_id', 'in', pIds).execute()).map((r) => r.p_id);
}

/** The rows of `style` (upper-cased) that are this product's or no product's yet, locked: a restyle moves them. */
export function lockRowsOfStyle(db: Db, pId: number, style: string): Promise<StockInTransitRow[]> {
  return db
    .selectFrom('stock_in_transit')
    .select(COLUMNS)
    .where(sql`upper(style)`, '=', style)
    .where((eb) => eb.or([eb('p_id', '=', pId), eb('p_id', 'is', null)]))
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** Stock-in-transit styles equal to `style` or its variants (`STYLE@…`), one row per style and item name. */
export function stylesLike(db: Db, style: string, limit: number) {
  return db
    .selectFrom('stock_in_transit')
    .select(['style', 'item_name', sql<number>`max(id)`.as('latest')])
    .where((eb) => eb.or([eb(sql`upper(style)`, '=', style), eb(sql`left(upper(style), ${style.length + 1})`, '=', `${style}@`)]))
    .groupBy(['style', 'item_name'])
    .orderBy('latest', 'desc')
    .limit(limit)
    .execute();
}
