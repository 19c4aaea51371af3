import { pageOf } from '../../../domain/envelope.ts';
import { changeEntrySchema } from '../../../domain/history/history.ts';
import { HISTORY_PATHS } from '../../../domain/history/paths.ts';
import { sortParam, type Sort } from '../../../domain/lists/sort.ts';
import type { Paging } from '../../../domain/paging.ts';
import { request } from '../../../lib/api-client.ts';
import { wireDayOrNone } from '../../../lib/typed-day.ts';

/**
 * What the Audit Log filters by, as typed; days (MM/DD/YYYY) are the data centre's, both included.
 * The page filter is `pagePath`, as the address cannot hold two values named `page` (the list's page number).
 */
export interface AuditFilter {
  userId: number | null;
  pagePath: string;
  entity: string;
  entityId: string;
  action: string;
  from: string;
  to: string;
}

export const NO_FILTER: AuditFilter = { userId: null, pagePath: '', entity: '', entityId: '', action: '', from: '', to: '' };

/** One page of the whole change log, in `sort`'s order (newest first without one). */
export function getAuditLog(
  { index, pageSize }: Paging,
  { pagePath, ...filter }: AuditFilter,
  { signal, sort }: { signal?: AbortSignal; sort?: Sort } = {},
) {
  const params = Object.fromEntries(
    Object.entries({
      index,
      pageSize,
      ...filter,
      page: pagePath,
      entityId: filter.entityId.trim(),
      from: wireDayOrNone(filter.from),
      to: wireDayOrNone(filter.to),
      sort: sortParam(sort) ?? '',
    }).filter(([, value]) => value !== '' && value !== null),
  );
  return request({ method: 'GET', url: HISTORY_PATHS.auditLog, params, signal }, pageOf(changeEntrySchema));
}
