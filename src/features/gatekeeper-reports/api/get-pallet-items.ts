import { pageOf } from '../../../domain/envelope.ts';
import { GATEKEEPER_PATHS, palletItemSchema, type PalletItem } from '../../../domain/gatekeeper/contracts.ts';
import { sortParam, type Sort } from '../../../domain/lists/sort.ts';
import type { Page, Paging } from '../../../domain/paging.ts';
import { request } from '../../../lib/api-client.ts';
import type { ReportQuery } from '../report-filter.ts';

/** One page of the items report (spec 002 §7: palletNumbers, upc, from/to, pageNo, pageSize), newest first unless sorted. */
export function getPalletItems(
  { index, pageSize }: Paging,
  query: ReportQuery,
  { signal, sort }: { signal?: AbortSignal; sort?: Sort } = {},
): Promise<Page<PalletItem>> {
  const params = { ...query, pageNo: index, pageSize, sort: sortParam(sort) };
  return request({ method: 'GET', url: GATEKEEPER_PATHS.items, params, signal }, pageOf(palletItemSchema));
}
