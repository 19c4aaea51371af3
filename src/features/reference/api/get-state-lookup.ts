import { pageOf } from '../../../domain/envelope.ts';
import { LOOKUP_SIZE } from '../../../domain/reference/constants.ts';
import { REFERENCE_PATHS } from '../../../domain/reference/paths.ts';
import { stateLookupSchema, type StateLookup } from '../../../domain/reference/states.ts';
import { request } from '../../../lib/api-client.ts';

/** The states of one country (or all) for a pick list, in display order (page 1 of the lookup cap). */
export async function getStateLookup(countryId: number | null, signal?: AbortSignal): Promise<StateLookup[]> {
  const params = { index: 1, pageSize: LOOKUP_SIZE, countryId: countryId ?? undefined };
  return (await request({ method: 'GET', url: REFERENCE_PATHS.stateLookup, params, signal }, pageOf(stateLookupSchema))).records;
}
