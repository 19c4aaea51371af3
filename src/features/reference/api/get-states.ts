import { pageOf } from '../../../domain/envelope.ts';
import type { Page, Paging } from '../../../domain/paging.ts';
import { REFERENCE_PATHS } from '../../../domain/reference/paths.ts';
import { stateSchema, type State } from '../../../domain/reference/states.ts';
import { request } from '../../../lib/api-client.ts';

/** A page of State Settings, newest first, of one country or all. */
export function getStates({ index, pageSize }: Paging, countryId: number | null, signal?: AbortSignal): Promise<Page<State>> {
  const params = { index, pageSize, countryId: countryId ?? undefined };
  return request({ method: 'GET', url: REFERENCE_PATHS.states, params, signal }, pageOf(stateSchema));
}
