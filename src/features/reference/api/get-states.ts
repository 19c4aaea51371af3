import { pageOf } from '../../../domain/envelope.ts';
import { sortParam, type Sort } from '../../../domain/lists/sort.ts';
import type { Page, Paging } from '../../../domain/paging.ts';
import { REFERENCE_PATHS } from '../../../domain/reference/paths.ts';
import { stateSchema, type State } from '../../../domain/reference/states.ts';
import { request } from '../../../lib/api-client.ts';

/** A page of State Settings, of one country or all, in `sort`'s order (newest first without one). */
export function getStates(
  { index, pageSize }: Paging,
  countryId: number | null,
  { signal, sort }: { signal?: AbortSignal; sort?: Sort } = {},
): Promise<Page<State>> {
  const params = { index, pageSize, countryId: countryId ?? undefined, sort: sortParam(sort) };
  return request({ method: 'GET', url: REFERENCE_PATHS.states, params, signal }, pageOf(stateSchema));
}
