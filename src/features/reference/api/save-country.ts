import { countrySchema, type Country } from '../../../domain/reference/countries.ts';
import { REFERENCE_PATHS } from '../../../domain/reference/paths.ts';
import { requestReply, type Reply } from '../../../lib/api-client.ts';
import type { CountryDraft } from '../countries/country-form.ts';

/** Creates a country (no id) or replaces one's fields, as the drawer has them; the server checks them. */
export function saveCountry(id: number | null, body: CountryDraft): Promise<Reply<Country>> {
  const config =
    id === null ? { method: 'POST', url: REFERENCE_PATHS.countries } : { method: 'PUT', url: `${REFERENCE_PATHS.countries}/${id}` };
  return requestReply({ ...config, data: body }, countrySchema);
}
