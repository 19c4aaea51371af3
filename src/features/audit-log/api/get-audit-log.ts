import { pageOf } from '../../../domain/envelope.ts';
import { changeEntrySchema } from '../../../domain/history/history.ts';
import { HISTORY_PATHS } from '../../../domain/history/paths.ts';
import type { Paging } from '../../../domain/paging.ts';
import { request } from '../../../lib/api-client.ts';
import { wireDayOrNone } from '../../../lib/typed-day.ts';

/** What the Audit Log filters by, as typed; days (MM/DD/YYYY) are the data centre's, both included. */
export interface AuditFilter {
  userId: number | null;
  page: string;
  entity: string;
  entityId: string;
  action: string;
  from: string;
  to: string;
}

export const NO_FILTER: AuditFilter = { userId: null, page: '', entity: '', entityId: '', action: '', from: '', to: '' };

/** One page of the whole change log, newest first. */
export function getAuditLog({ index, pageSize }: Paging, filter: AuditFilter, signal?: AbortSignal) {
  const params = Object.fromEntries(
    Object.entries({
      index,
      pageSize,
      ...filter,
      entityId: filter.entityId.trim(),
      from: wireDayOrNone(filter.from),
      to: wireDayOrNone(filter.to),
    }).filter(([, value]) => value !== '' && value !== null),
  );
  return request({ method: 'GET', url: HISTORY_PATHS.auditLog, params, signal }, pageOf(changeEntrySchema));
}
