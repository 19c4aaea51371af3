import { pageOf } from '../../../domain/envelope.ts';
import { sortParam, type Sort } from '../../../domain/lists/sort.ts';
import type { Page, Paging } from '../../../domain/paging.ts';
import { areaSchema, type Area } from '../../../domain/reference/areas.ts';
import { REFERENCE_PATHS } from '../../../domain/reference/paths.ts';
import { request } from '../../../lib/api-client.ts';

export interface AreaFilter {
  countryId: number | null;
  stateId: number | null;
}

/** A page of Area Settings, filtered by country and state, in `sort`'s order (newest first without one). */
export function getAreas(
  { index, pageSize }: Paging,
  filter: AreaFilter,
  { signal, sort }: { signal?: AbortSignal; sort?: Sort } = {},
): Promise<Page<Area>> {
  const params = {
    index,
    pageSize,
    countryId: filter.countryId ?? undefined,
    stateId: filter.stateId ?? undefined,
    sort: sortParam(sort),
  };
  return request({ method: 'GET', url: REFERENCE_PATHS.areas, params, signal }, pageOf(areaSchema));
}
