import { pageOf } from '../../../domain/envelope.ts';
import { LOOKUP_SIZE } from '../../../domain/reference/constants.ts';
import { countryLookupSchema, type CountryLookup } from '../../../domain/reference/countries.ts';
import { REFERENCE_PATHS } from '../../../domain/reference/paths.ts';
import { request } from '../../../lib/api-client.ts';

/** Every country for a pick list, by name (page 1 of the lookup cap; spec 000 §7 asks for 1,000,000). */
export async function getCountryLookup(signal?: AbortSignal): Promise<CountryLookup[]> {
  const params = { index: 1, pageSize: LOOKUP_SIZE };
  return (await request({ method: 'GET', url: REFERENCE_PATHS.countryLookup, params, signal }, pageOf(countryLookupSchema))).records;
}
