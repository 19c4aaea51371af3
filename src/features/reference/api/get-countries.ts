import { pageOf } from '../../../domain/envelope.ts';
import { sortParam, type Sort } from '../../../domain/lists/sort.ts';
import type { Page, Paging } from '../../../domain/paging.ts';
import { countrySchema, type Country } from '../../../domain/reference/countries.ts';
import { REFERENCE_PATHS } from '../../../domain/reference/paths.ts';
import { request } from '../../../lib/api-client.ts';

/** A page of Country Settings (the screen asks for all 10000 at once), searched by name or code, in `sort`'s order (by Id without one). */
export function getCountries(
  { index, pageSize }: Paging,
  search: string,
  { signal, sort }: { signal?: AbortSignal; sort?: Sort } = {},
): Promise<Page<Country>> {
  const params = { index, pageSize, search: search.trim() || undefined, sort: sortParam(sort) };
  return request({ method: 'GET', url: REFERENCE_PATHS.countries, params, signal }, pageOf(countrySchema));
}
