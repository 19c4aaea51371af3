import { countrySchema, type Country, type CountryValues } from '../../../domain/reference/countries.ts';
import { REFERENCE_PATHS } from '../../../domain/reference/paths.ts';
import { requestReply, type Reply } from '../../../lib/api-client.ts';

/** Creates a country (no id) or replaces one's fields; the server checks them again. */
export function saveCountry(id: number | null, body: CountryValues): Promise<Reply<Country>> {
  const config =
    id === null ? { method: 'POST', url: REFERENCE_PATHS.countries } : { method: 'PUT', url: `${REFERENCE_PATHS.countries}/${id}` };
  return requestReply({ ...config, data: body }, countrySchema);
}
