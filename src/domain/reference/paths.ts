/**
 * Paths of the reference-data calls (spec 000 §7, 002 §7), under the adminpanel service. The grids
 * of the three screens use the plain paths; `lookup` paths serve pick lists on any screen.
 */
export const REFERENCE_PATHS = {
  /** GET `?index&pageSize&search` (the screen loads up to 10000 at once), POST; PUT `/{id}`. */
  countries: '/api/adminpanel/country',
  /** GET `?index&pageSize&serviceAvail`: every signed-in user, up to 10000 rows. */
  countryLookup: '/api/adminpanel/country/lookup',
  /** GET `?index&pageSize&countryId`, POST; PUT `/{id}`. */
  states: '/api/adminpanel/states',
  /** GET `?index&pageSize&countryId`: every signed-in user, up to 10000 rows. */
  stateLookup: '/api/adminpanel/states/lookup',
  /** GET `?index&pageSize&countryId&stateId`, POST; PUT `/{id}`. */
  areas: '/api/adminpanel/areas',
  /** GET `?index&pageSize&countryId&stateId`: every signed-in user, up to 10000 rows. */
  areaLookup: '/api/adminpanel/areas/lookup',
} as const;
