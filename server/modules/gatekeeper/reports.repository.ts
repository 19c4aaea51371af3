import type { PalletHeaderSort, PalletItemSort } from '../../../src/domain/gatekeeper/contracts.ts';
import type { Sort } from '../../../src/domain/lists/sort.ts';
import type { Db } from '../../db/connect.ts';
import { withTotal } from '../../db/paging.ts';
import { sortedBy } from '../../db/sorted.ts';
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

// The column each of the header report's sorts reads.
const HEADER_SORT_COLUMNS: Record<PalletHeaderSort, string> = {
  palletNo: 'pallet_no',
  palletStatus: 'status',
  qty: 'qty',
  scanned: 'scanned_count',
  total: 'total_count',
  missing: 'missing_count',
  excess: 'excess_count',
  createdName: 'created_name',
  createdDateUTC: 'created_date_utc',
  closedName: 'closed_name',
  closedDateUTC: 'closed_date_utc',
};

/** One page of pallet headers in `sort`'s order, newest first without one (index gk_pallets_created / gk_pallets_status_created). */
export async function headerPage(db: Db, f: ReportFilter, sort?: Sort<PalletHeaderSort>): Promise<{ rows: PalletRow[]; total: number }> {
  const base = db
    .selectFrom('gk_pallets')
    .$if(f.palletNumbers.length > 0, (q) => q.where('pallet_no', 'in', f.palletNumbers))
    .$if(!!f.palletStatus, (q) => q.where('status', '=', f.palletStatus!))
    .$if(!!f.from, (q) => q.where('created_date_utc', '>=', f.from!))
    .$if(!!f.to, (q) => q.where('created_date_utc', '<=', f.to!));
  return withTotal(
    sortedBy(base.selectAll(), sort, HEADER_SORT_COLUMNS, 'id', (q) => q.orderBy('created_date_utc', 'desc').orderBy('id', 'desc'))
      .offset(f.offset)
      .limit(f.limit)
      .execute(),
    base,
  );
}

// The column each of the items report's sorts reads, as the items' indexes hold it.
const ITEM_SORT_COLUMNS: Record<PalletItemSort, string> = { palletNo: 'i.pallet_no', upc: 'i.upc', createdDateUTC: 'i.created_date_utc' };

/**
 * One page of pallet items with their pallet's status, in `sort`'s order (newest first without one). Pallet numbers use
 * gk_items_pallet_upc, a UPC gk_items_upc_scanned, dates alone gk_items_created. With pallet
 * numbers or a UPC the matching rows are few (at most 5 pallets, or one UPC's units), so they are
 * fetched first (a materialised CTE) and then sorted; left to itself the planner may walk the
 * date index of a million items looking for an old pallet's rows (EXPLAIN: 600 ms against 1 ms).
 */
export async function itemPage(
  db: Db,
  f: ReportFilter,
  sort?: Sort<PalletItemSort>,
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
    sortedBy(
      base.innerJoin('gk_pallets as p', 'p.pallet_no', 'i.pallet_no').selectAll('i').select('p.status as pallet_status'),
      sort,
      ITEM_SORT_COLUMNS,
      'i.id',
      (q) => q.orderBy('i.created_date_utc', 'desc').orderBy('i.id', 'desc'),
    )
      .offset(f.offset)
      .limit(f.limit)
      .execute(),
    base,
  );
}
