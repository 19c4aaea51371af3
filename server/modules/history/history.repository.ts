import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { sortedBy } from '../../db/sorted.ts';
import type { AuditSort } from '../../../src/domain/history/history.ts';
import type { Sort } from '../../../src/domain/lists/sort.ts';

/** How far the Audit Log counts its matches: beyond this a page says "10,000 or more" instead of reading every entry. */
export const AUDIT_COUNT_CAP = 10_000;

const columns = [
  'id',
  'at',
  'user_id',
  'user_name',
  'data_centre',
  'page',
  'entity',
  'entity_id',
  'action',
  'request_id',
  'revision',
  'summary',
  'changes',
  'snapshot',
  'undoes',
] as const;

/** One page of a record's entries, newest first, and how many it has. */
export async function recordPage(db: Db, entity: string, id: string, skip: number, take: number) {
  const base = db.selectFrom('change_log').where('entity', '=', entity).where('entity_id', '=', id);
  const [rows, count] = await Promise.all([
    base.select(columns).orderBy('id', 'desc').offset(skip).limit(take).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export interface AuditFilter {
  userId?: number;
  page?: string;
  entity?: string;
  entityId?: string;
  action?: string;
  from?: Date;
  to?: Date;
}

// The column each of the Audit Log's sorts reads.
const SORT_COLUMNS: Record<AuditSort, string> = { at: 'at', userName: 'user_name', action: 'action' };

/**
 * One page of the whole log, filtered, in `sort`'s order (newest first, by time then by entry, without
 * one); the count stops at AUDIT_COUNT_CAP.
 */
export async function auditPage(db: Db, filter: AuditFilter, skip: number, take: number, sort?: Sort<AuditSort>) {
  const base = db
    .selectFrom('change_log')
    .$if(filter.userId !== undefined, (q) => q.where('user_id', '=', filter.userId!))
    .$if(!!filter.page, (q) => q.where('page', '=', filter.page!))
    .$if(!!filter.entity, (q) => q.where('entity', '=', filter.entity!))
    .$if(!!filter.entityId, (q) => q.where('entity_id', '=', filter.entityId!))
    .$if(!!filter.action, (q) => q.where('action', '=', filter.action!))
    .$if(filter.from !== undefined, (q) => q.where('at', '>=', filter.from!))
    .$if(filter.to !== undefined, (q) => q.where('at', '<', filter.to!));
  const capped = db
    .selectFrom(
      base
        .select(sql`1`.as('one'))
        .limit(AUDIT_COUNT_CAP)
        .as('matches'),
    )
    .select((eb) => eb.fn.countAll<string>().as('total'));
  const [rows, count] = await Promise.all([
    sortedBy(base.select(columns), sort, SORT_COLUMNS, 'id', (q) => q.orderBy('at', 'desc').orderBy('id', 'desc'))
      .offset(skip)
      .limit(take)
      .execute(),
    capped.executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
