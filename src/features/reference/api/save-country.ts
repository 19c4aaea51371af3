import { countrySchema, type Country, type CountryValues } from '../../../domain/reference/countries.ts';
import { REFERENCE_PATHS } from '../../../domain/reference/paths.ts';
import { recordSaver } from '../../../lib/save-record.ts';

/** Creates a country (no id) or replaces one's fields; the server checks them again. */
export const saveCountry = recordSaver<Country, CountryValues>(REFERENCE_PATHS.countries, countrySchema);
