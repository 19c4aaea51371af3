import { bulkUpdateSchema, type BulkUpdate, type BulkUpdateFilter } from '../../../domain/bulk-update/contracts.ts';
import { BULK_UPDATE_PATHS } from '../../../domain/bulk-update/paths.ts';
import { pageOf } from '../../../domain/envelope.ts';
import { sortParam, type Sort } from '../../../domain/lists/sort.ts';
import type { Page, Paging } from '../../../domain/paging.ts';
import { request } from '../../../lib/api-client.ts';

/** A page of bulk updates of a type and a status when chosen, in `sort`'s order (newest first without one). */
export function getBulkUpdates(
  { index, pageSize }: Paging,
  filter: BulkUpdateFilter,
  { signal, sort }: { signal?: AbortSignal; sort?: Sort } = {},
): Promise<Page<BulkUpdate>> {
  const params = {
    index,
    pageSize,
    updateType: filter.updateType ?? undefined,
    status: filter.status ?? undefined,
    sort: sortParam(sort),
  };
  return request({ method: 'GET', url: BULK_UPDATE_PATHS.updates, params, signal }, pageOf(bulkUpdateSchema));
}
