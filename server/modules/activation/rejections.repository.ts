import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { withTotal } from '../../db/paging.ts';
import { sortedBy } from '../../db/sorted.ts';
import type { RejectionSort } from '../../../src/domain/activation/rejections.ts';
import type { Sort } from '../../../src/domain/lists/sort.ts';
import type { Actor } from '../../shared/actor.ts';
import { authoredColumns, updatedColumns } from '../../shared/audit-columns.ts';

export interface NewRejection {
  p_id: number;
  assign_to: 'DEPARTMENT' | 'CREATOR';
  department: string;
  reason: string;
  description: string;
  assigned_to: number | null;
  assigned_to_name: string;
  is_deduct: boolean;
}

export async function insert(db: Db, row: NewRejection, by: Actor): Promise<number> {
  const inserted = await db
    .insertInto('activation_rejections')
    .values({ ...row, ...authoredColumns(by) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export interface RejectionFilter {
  pId?: number;
  department?: string;
  reason?: string;
  assignedToName?: string;
  createdName?: string;
  /** Created in [from, to). */
  from?: Date;
  to?: Date;
}

// The column each of the grid's sorts reads.
const SORT_COLUMNS: Record<RejectionSort, string> = { createdDateUTC: 'created_date_utc' };

/** One page of rejections in `sort`'s order (newest first without one), with the total. */
export function page(db: Db, filter: RejectionFilter, skip: number, take: number, sort?: Sort<RejectionSort>) {
  const base = db
    .selectFrom('activation_rejections')
    .$if(filter.pId !== undefined, (q) => q.where('p_id', '=', filter.pId!))
    .$if(Boolean(filter.department), (q) => q.where('department', '=', filter.department!))
    .$if(Boolean(filter.reason), (q) => q.where('reason', '=', filter.reason!))
    .$if(Boolean(filter.assignedToName), (q) => q.where('assigned_to_name', 'ilike', containsPattern(filter.assignedToName!)))
    .$if(Boolean(filter.createdName), (q) => q.where('created_name', 'ilike', containsPattern(filter.createdName!)))
    .$if(filter.from !== undefined, (q) => q.where('created_date_utc', '>=', filter.from!).where('created_date_utc', '<', filter.to!));
  const rows = sortedBy(base.selectAll(), sort, SORT_COLUMNS, 'id', (q) => q.orderBy('created_date_utc', 'desc').orderBy('id', 'desc'))
    .offset(skip)
    .limit(take)
    .execute();
  return withTotal(rows, base);
}

export function find(db: Db, id: number) {
  return db
    .selectFrom('activation_rejections')
    .select(['id', 'p_id', 'fixed_date_utc'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Marks a rejection fixed with its remarks. */
export async function fix(db: Db, id: number, remarks: string, by: Actor): Promise<void> {
  await db
    .updateTable('activation_rejections')
    .set({ remarks, fixed_date_utc: sql`now()`, ...updatedColumns(by) })
    .where('id', '=', id)
    .execute();
}
