import { sql, type ExpressionBuilder, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';

/** Which products a kind of queue holds (docs/activation-queues.md). */
export type CandidateKind = 'ACTIVATION' | 'UPDATE' | 'AR-ACTIVATION';

export interface CandidateFilter {
  brandId?: number;
  createdBy?: number;
  /** Created in [from, to): the Days filter. */
  from?: Date;
  to?: Date;
  pId?: number;
  /** Only products with stock (true) or without (false). */
  hasStock?: boolean;
}

type Eb = ExpressionBuilder<Database, 'products'>;

/** The kind's rule on one product row. */
function belongs(eb: Eb, kind: CandidateKind) {
  if (kind === 'ACTIVATION') return eb('products.status', '=', 'i');
  if (kind === 'AR-ACTIVATION') return eb.and([eb('products.status_ar', '=', 'i'), eb('products.status', '<>', 'd')]);
  // A studio picture newer than the newest production picture: not yet taken into the website's.
  return eb.and([
    eb('products.status', '<>', 'd'),
    sql<boolean>`exists (
      select 1 from product_images s where s.p_id = products.p_id and s.kind = 'studio'
        and s.created_date_utc > coalesce(
          (select max(p.created_date_utc) from product_images p where p.p_id = products.p_id and p.kind = 'production'),
          '-infinity'::timestamptz))`,
  ]);
}

/** The pIds of a kind's products matching the filter, oldest first. */
export async function candidates(db: Db, kind: CandidateKind, filter: CandidateFilter): Promise<number[]> {
  const rows = await db
    .selectFrom('products')
    .select('p_id')
    .where((eb) => belongs(eb, kind))
    .$if(filter.brandId !== undefined, (q) => q.where('brand_id', '=', filter.brandId!))
    .$if(filter.createdBy !== undefined, (q) => q.where('created_by', '=', filter.createdBy!))
    .$if(filter.from !== undefined, (q) => q.where('created_date_utc', '>=', filter.from!))
    .$if(filter.to !== undefined, (q) => q.where('created_date_utc', '<', filter.to!))
    .$if(filter.pId !== undefined, (q) => q.where('p_id', '=', filter.pId!))
    .$if(filter.hasStock !== undefined, (q) =>
      q.where(
        filter.hasStock
          ? sql<boolean>`exists (select 1 from stock_items s where s.p_id = products.p_id)`
          : sql<boolean>`not exists (select 1 from stock_items s where s.p_id = products.p_id)`,
      ),
    )
    .orderBy('p_id')
    .execute();
  return rows.map((r) => r.p_id);
}

/** Which of `pIds` still belong to the kind's queue (a product activated in the wizard no longer does). */
export async function stillCandidates(db: Db, kind: CandidateKind, pIds: readonly number[]): Promise<Set<number>> {
  if (pIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('products')
    .select('p_id')
    .where('p_id', 'in', pIds)
    .where((eb) => belongs(eb, kind))
    .execute();
  return new Set(rows.map((r) => r.p_id));
}

/**
 * Whether the product in `pIdColumn` (a column of the caller's statement, e.g.
 * 'activation_queue_items.p_id') still belongs to the kind's queue, as SQL: the queue checks the
 * product it hands out in the same statement.
 */
export function stillCandidateSql(db: Db, kind: CandidateKind, pIdColumn: string): RawBuilder<boolean> {
  const product = db
    .selectFrom('products')
    .select(sql<number>`1`.as('one'))
    .where('products.p_id', '=', sql.ref<number>(pIdColumn))
    .where((eb) => belongs(eb, kind));
  return sql<boolean>`exists (${product})`;
}
