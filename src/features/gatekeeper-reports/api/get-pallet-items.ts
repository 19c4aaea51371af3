import { pageOf } from '../../../domain/envelope.ts';
import { GATEKEEPER_PATHS, palletItemSchema, type PalletItem } from '../../../domain/gatekeeper/contracts.ts';
import type { Page, Paging } from '../../../domain/paging.ts';
import { request } from '../../../lib/api-client.ts';
import type { ReportQuery } from '../report-filter.ts';

/** One page of the items report (spec 002 §7: palletNumbers, upc, from/to, pageNo, pageSize). */
export function getPalletItems({ index, pageSize }: Paging, query: ReportQuery, signal?: AbortSignal): Promise<Page<PalletItem>> {
  const params = { ...query, pageNo: index, pageSize };
  return request({ method: 'GET', url: GATEKEEPER_PATHS.items, params, signal }, pageOf(palletItemSchema));
}
