import type { Db } from '../../db/connect.ts';
import { withTotal } from '../../db/paging.ts';
import type { PalletItemRow, PalletRow } from './pallets.repository.ts';

export interface ReportFilter {
  palletNumbers: string[];
  palletStatus?: 'Open' | 'Closed';
  upc?: string;
  from?: Date;
  to?: Date;
  offset: number;
  limit: number;
}

/** One page of pallet headers, newest first (index gk_pallets_created / gk_pallets_status_created). */
export async function headerPage(db: Db, f: ReportFilter): Promise<{ rows: PalletRow[]; total: number }> {
  const base = db
    .selectFrom('gk_pallets')
    .$if(f.palletNumbers.length > 0, (q) => q.where('pallet_no', 'in', f.palletNumbers))
    .$if(!!f.palletStatus, (q) => q.where('status', '=', f.palletStatus!))
    .$if(!!f.from, (q) => q.where('created_date_utc', '>=', f.from!))
    .$if(!!f.to, (q) => q.where('created_date_utc', '<=', f.to!));
  return withTotal(
    base.selectAll().orderBy('created_date_utc', 'desc').orderBy('id', 'desc').offset(f.offset).limit(f.limit).execute(),
    base,
  );
}

/**
 * One page of pallet items with their pallet's status, newest first. Pallet numbers use
 * gk_items_pallet_upc, a UPC gk_items_upc_scanned, dates alone gk_items_created. With pallet
 * numbers or a UPC the matching rows are few (at most 5 pallets, or one UPC's units), so they are
 * fetched first (a materialised CTE) and then sorted; left to itself the planner may walk the
 * date index of a million items looking for an old pallet's rows (EXPLAIN: 600 ms against 1 ms).
 */
export async function itemPage(
  db: Db,
  f: ReportFilter,
): Promise<{ rows: (PalletItemRow & { pallet_status: 'Open' | 'Closed' })[]; total: number }> {
  const filtered = db
    .selectFrom('gk_pallet_items')
    .selectAll()
    .$if(f.palletNumbers.length > 0, (q) => q.where('pallet_no', 'in', f.palletNumbers))
    .$if(!!f.upc, (q) => q.where('upc', '=', f.upc!))
    .$if(!!f.from, (q) => q.where('created_date_utc', '>=', f.from!))
    .$if(!!f.to, (q) => q.where('created_date_utc', '<=', f.to!));
  const narrow = f.palletNumbers.length > 0 || !!f.upc;
  const base = db
    .with(
      (w) => (narrow ? w('i').materialized() : w('i').notMaterialized()),
      () => filtered,
    )
    .selectFrom('i');
  return withTotal(
    base
      .innerJoin('gk_pallets as p', 'p.pallet_no', 'i.pallet_no')
      .selectAll('i')
      .select('p.status as pallet_status')
      .orderBy('i.created_date_utc', 'desc')
      .orderBy('i.id', 'desc')
      .offset(f.offset)
      .limit(f.limit)
      .execute(),
    base,
  );
}
